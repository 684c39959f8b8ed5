import type { LoaderFunctionArgs } from "@remix-run/node";
import { getPriceGridsJson } from "~/kernel/upstream/offers.server";

/**
 * The price grids of both service levels (LPFR, or SIBP at the counter), the same for everyone: fetched once by the
 * "Vos services" page with JavaScript on, so its price follows the form without a round trip.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  // The counter's journey asks for its own system's grids (?system=SIBP).
  const system = new URL(request.url).searchParams.get("system") === "SIBP" ? "SIBP" : "LPFR";
  const json = await getPriceGridsJson(system, context.requestId);
  if (!json) return new Response("null", { status: 503, headers: { "Content-Type": "application/json", "Cache-Control": "no-store" } });
  return new Response(json, {
    headers: { "Content-Type": "application/json; charset=utf-8", "Cache-Control": "public, max-age=300" },
  });
}
