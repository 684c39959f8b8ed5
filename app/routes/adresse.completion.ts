import type { LoaderFunctionArgs } from "@remix-run/node";
import { lookupQuery } from "~/domain/address-lookup";
import { lookupAddresses } from "~/upstream/address-lookup.server";

/**
 * The street field's completion (JavaScript on only, issue 31): `?q=` what was typed, answered
 * with up to five addresses of the government lookup, `[]` when there is none or it failed.
 * What a person types is theirs: stored by no cache.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const query = lookupQuery(new URL(request.url).searchParams.get("q"));
  const completions = query ? await lookupAddresses(query, context.requestId) : [];
  return new Response(JSON.stringify(completions), {
    headers: { "Content-Type": "application/json; charset=utf-8", "Cache-Control": "private, no-store" },
  });
}
