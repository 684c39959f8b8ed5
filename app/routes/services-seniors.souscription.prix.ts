import type { LoaderFunctionArgs } from "@remix-run/node";
import { getPriceGridsJson } from "~/upstream/offers.server";

/**
 * The price grids of both service levels (LPFR), the same for everyone: fetched once by the
 * "Vos services" page with JavaScript on, so its price follows the form without a round trip.
 */
export async function loader({ context }: LoaderFunctionArgs) {
  const json = await getPriceGridsJson("LPFR", context.requestId);
  if (!json) return new Response("null", { status: 503, headers: { "Content-Type": "application/json", "Cache-Control": "no-store" } });
  return new Response(json, {
    headers: { "Content-Type": "application/json; charset=utf-8", "Cache-Control": "public, max-age=300" },
  });
}
