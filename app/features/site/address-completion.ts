import type { LoaderFunctionArgs } from "@remix-run/node";
import { COMPLETION_BROWSER_CACHE_S, COMPLETION_LIMITS, lookupQuery } from "~/kernel/addresses/address-lookup";
import { config } from "~/kernel/platform/config.server";
import { attemptLimiter, clientKeyFor } from "~/kernel/platform/attempt-limiter.server";
import { lookupAddresses } from "~/kernel/upstream/address-lookup.server";

/**
 * The street field's completion (JavaScript on only): `?q=` what was typed, answered
 * with up to five addresses of the government lookup, `[]` when there is none or it failed.
 * Limited per visitor and per address (COMPLETION_LIMITS: 429 and `[]` past them, the field stays
 * plain). An answer is kept a few minutes by the visitor's own browser only, per query; the server
 * keeps nothing of what a person types.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const query = lookupQuery(new URL(request.url).searchParams.get("q"));
  if (!query) return answer([], { kept: false });
  const limiter = attemptLimiter();
  const address = clientKeyFor(context.clientAddress, request.headers.get("x-forwarded-for"), config.trustedProxyHops);
  const [visitor, everyone] = await Promise.all([
    limiter.recordAttempt(`completion:sid:${context.sessionId ?? address}`, COMPLETION_LIMITS.visitor),
    limiter.recordAttempt(`completion:${address}`, COMPLETION_LIMITS.address),
  ]);
  if (!visitor.allowed || !everyone.allowed) return answer([], { kept: false, status: 429 });
  const completions = await lookupAddresses(query, context.requestId);
  // Only the lookup's own answer is worth keeping; a failure is asked again at the next key.
  return answer(completions ?? [], { kept: completions !== null });
}

function answer(completions: unknown[], { kept, status = 200 }: { kept: boolean; status?: number }) {
  return new Response(JSON.stringify(completions), {
    status,
    headers: {
      "Content-Type": "application/json; charset=utf-8",
      "Cache-Control": kept ? `private, max-age=${COMPLETION_BROWSER_CACHE_S}` : "private, no-store",
      ...(status === 429 ? { "Retry-After": "60" } : {}),
    },
  });
}
