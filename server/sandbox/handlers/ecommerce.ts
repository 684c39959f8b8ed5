import type { HttpHandler } from "msw";
import { own } from "../own.js";
import { json, route } from "./respond.js";

/**
 * The shop's e-commerce service (SPEC 7 `{frontPrefix}/occ/ecommerce`), the one call the app
 * makes: the mini-cart (`checkout/cart/fetch`, fields `mini_cart`), in the OCC style
 * `GET …/users/{customerId}/carts/current?fields=mini_cart`. The demo accounts have a cart
 * (marie 3 items, paul none); anyone else an empty one.
 */
const CARTS: Record<string, { totalUnitCount: number; totalPrice: string }> = {
  "100001": { totalUnitCount: 3, totalPrice: "12,60 €" },
  "100002": { totalUnitCount: 0, totalPrice: "0,00 €" },
};

export function ecommerceHandlers(): HttpHandler[] {
  return [
    route("get", "/front/occ/ecommerce/users/:customerId/carts/current", ({ params }) => {
      const cart = own(CARTS, params.customerId!) ?? { totalUnitCount: 0, totalPrice: "0,00 €" };
      return json({ code: `cart-${params.customerId}`, ...cart });
    }),
  ];
}
