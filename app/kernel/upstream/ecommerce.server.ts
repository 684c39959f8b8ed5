import { z } from "zod";
import { config } from "~/kernel/platform/config.server";
import { upstream } from "./http.server";

/**
 * The shop's e-commerce client (SPEC 7 `{frontPrefix}/occ/ecommerce`; decision 092). One call:
 * the store action `checkout/cart/fetch` with its `mini_cart` field set, in the OCC style
 * `GET {frontPrefix}/occ/ecommerce/users/{customerId}/carts/current?fields=mini_cart`.
 * The bearer token is added when one is given: the signed-in customer's access token from the
 * identity provider, kept in the server-side session (decision 110).
 */
const miniCartSchema = z.object({ totalUnitCount: z.number().int().min(0) });

export async function fetchMiniCart(customerId: string, options: { token?: string; requestId?: string } = {}): Promise<number> {
  const path = `${config.addressFrontPrefix}/occ/ecommerce/users/${encodeURIComponent(customerId)}/carts/current`;
  const headers = options.token ? { authorization: `Bearer ${options.token}` } : undefined;
  const answer = await upstream.ecommerce.get(path, miniCartSchema, { query: { fields: "mini_cart" }, headers, requestId: options.requestId });
  return answer.totalUnitCount;
}
