import type { AppLoadContext } from "@remix-run/node";
import type { DiscountState } from "~/domain/discount/state";
import { priceOf, priceUnavailability, type Price, type PriceGrid, type PriceUnavailable } from "~/domain/journey/offers";
import type { Services } from "~/domain/journey/services";
import { formatEuros } from "~/domain/money";
import type { ProjectSystem } from "~/upstream/http.server";
import { getPriceGrid } from "~/upstream/offers.server";
import { discountView, limiterKey, type DiscountView } from "./discount.server";

/**
 * The price a journey page shows (etape1, 5, 6, 7): the grid of the journey's system for the
 * services' level, their price, the promo codes applied, and why a price cannot be shown (the
 * price service or the promo codes' terms failing: no price rather than a wrong one).
 */

/** The price of the services in this system, before any promo code; no grid, no price. */
export async function servicesPrice(system: ProjectSystem, services: Services, requestId?: string): Promise<{ grid: PriceGrid | null; price: Price | null }> {
  const grid = await getPriceGrid(system, services.type, requestId);
  return { grid, price: grid ? priceOf(services, grid) : null };
}

export interface JourneyPrice {
  grid: PriceGrid | null;
  price: Price | null;
  discount: DiscountView;
  priceUnavailable: PriceUnavailable;
}

/** The price of the services with the promo codes of `discount` applied. */
export async function journeyPrice(
  request: Request,
  context: AppLoadContext,
  { system, services, discount }: { system: ProjectSystem; services: Services; discount: DiscountState },
): Promise<JourneyPrice> {
  const { grid, price } = await servicesPrice(system, services, context.requestId);
  const view = await discountView(discount, services, price, limiterKey(request, context), context.requestId);
  return { grid, price, discount: view, priceUnavailable: priceUnavailability(grid, view.unavailable) };
}

/** The one price charged, as the payment and confirmation pages say it (after the codes). */
export function chargedLine({ discount, priceUnavailable }: JourneyPrice) {
  const { charged } = discount;
  return { monthly: charged ? formatEuros(charged.monthlyCents) : null, discount: charged?.priceMessage ?? null, priceUnavailable };
}
