import { randomBytes } from "node:crypto";
import type { HttpHandler } from "msw";
import { own } from "../own.js";
import { json, nonEmptyString, problem, readJsonObject, route } from "./respond.js";

/**
 * The shop's e-commerce service (SPEC 7 `{frontPrefix}/occ/ecommerce`), the one call the app
 * makes: the mini-cart (`checkout/cart/fetch`, fields `mini_cart`), in the OCC style
 * `GET …/users/{customerId}/carts/current?fields=mini_cart`. The demo accounts have a cart
 * (marie 3 items, paul none); anyone else an empty one.
 *
 * Like the shop, it serves a customer's cart only to that customer's bearer token (decision
 * 110): an access token of the sandbox's identity provider whose subject is the customer (asked
 * of the provider's userinfo endpoint, as a resource server would), or a token the sandbox
 * handed out for tests (`POST /__sandbox/ecommerce/tokens`). Anything else is 401, the
 * shop's "session ended", which the app's SPEC 8 rule turns into a sign-out.
 */
const CARTS: Record<string, { totalUnitCount: number; totalPrice: string }> = {
  "100001": { totalUnitCount: 3, totalPrice: "12,60 €" },
  "100002": { totalUnitCount: 0, totalPrice: "0,00 €" },
};

/** Whose token this is (the customer id), or null: the identity provider's answer. */
export type BearerOwner = (token: string) => Promise<string | null>;

export function ecommerceHandlers(options: { bearerOwner?: BearerOwner | null } = {}): HttpHandler[] {
  /** Tokens handed out by the sandbox itself, for tests that sign nobody in at the provider. */
  const issued = new Map<string, string>();
  const ownerOf = async (token: string) => issued.get(token) ?? (options.bearerOwner ? await options.bearerOwner(token).catch(() => null) : null);
  return [
    route("post", "/__sandbox/ecommerce/tokens", async ({ request }) => {
      const body = await readJsonObject(request);
      if (!body.ok) return body.response;
      const customerId = nonEmptyString(body.value.customerId, 64);
      if (!customerId) return problem(400, "INVALID_BODY", "customerId is required");
      const accessToken = randomBytes(24).toString("base64url");
      issued.set(accessToken, customerId);
      return json({ accessToken }, 201);
    }),

    route("get", "/front/occ/ecommerce/users/:customerId/carts/current", async ({ request, params }) => {
      const bearer = /^Bearer (\S+)$/.exec(request.headers.get("authorization") ?? "")?.[1];
      if (!bearer || (await ownerOf(bearer)) !== params.customerId) {
        return problem(401, "InvalidTokenError", "Invalid or missing access token for this customer");
      }
      const cart = own(CARTS, params.customerId!) ?? { totalUnitCount: 0, totalPrice: "0,00 €" };
      return json({ code: `cart-${params.customerId}`, ...cart });
    }),
  ];
}
