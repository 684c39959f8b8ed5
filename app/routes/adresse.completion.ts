import type { LoaderFunctionArgs } from "@remix-run/node";
import { COMPLETION_LIMITS, lookupQuery } from "~/domain/address-lookup";
import { config } from "~/platform/config.server";
import { attemptLimiter, clientKeyFor } from "~/platform/discount-limiter.server";
import { lookupAddresses } from "~/upstream/address-lookup.server";

/**
 * The street field's completion (JavaScript on only, issue 31): `?q=` what was typed, answered
 * with up to five addresses of the government lookup, `[]` when there is none or it failed.
 * Limited per visitor and per address (COMPLETION_LIMITS: 429 and `[]` past them, the field stays
 * plain); the government's answers are kept a few minutes per query, the browser keeps nothing.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const query = lookupQuery(new URL(request.url).searchParams.get("q"));
  if (!query) return answer([]);
  const limiter = attemptLimiter();
  const address = clientKeyFor(context.clientAddress, request.headers.get("x-forwarded-for"), config.trustedProxyHops);
  const [visitor, everyone] = await Promise.all([
    limiter.recordAttempt(`completion:sid:${context.sessionId ?? address}`, COMPLETION_LIMITS.visitor),
    limiter.recordAttempt(`completion:${address}`, COMPLETION_LIMITS.address),
  ]);
  if (!visitor.allowed || !everyone.allowed) return answer([], 429);
  return answer(await lookupAddresses(query, context.requestId));
}

function answer(completions: unknown[], status = 200) {
  return new Response(JSON.stringify(completions), {
    status,
    headers: {
      "Content-Type": "application/json; charset=utf-8",
      "Cache-Control": "private, no-store",
      ...(status === 429 ? { "Retry-After": "60" } : {}),
    },
  });
}
