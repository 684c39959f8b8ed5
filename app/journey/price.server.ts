import type { AppLoadContext } from "@remix-run/node";
import type { DiscountState } from "~/domain/discount/state";
import { priceOf, priceUnavailability, type Price, type PriceGrid, type PriceUnavailable } from "~/domain/journey/offers";
import type { Services } from "~/domain/journey/services";
import { formatEuros } from "~/domain/money";
import type { ProjectSystem } from "~/upstream/http.server";
import { getPriceGrid } from "~/upstream/offers.server";
import { discountStateOf, discountView, promoVisitorKey, savedCodesUnknown, type DiscountView } from "./discount.server";
import type { LoadedJourney } from "./step.server";

/**
 * The price a journey page shows (etape1, 5, 6, 7): the grid of the journey's system for the
 * services' level, their price, the promo codes applied, and why a price cannot be shown (the
 * price service or the promo codes' terms failing: no price rather than a wrong one).
 */

/**
 * The price grid of a system and service level, asked once per request: an action and the page
 * shown after it (its loader, in the same request) share the answer, so a price service that
 * does not answer costs one time-out, never two in a row (hardening II). The memo lives in the
 * request's context and goes with it.
 */
function requestPriceGrid(context: AppLoadContext, system: ProjectSystem, type: Services["type"]): Promise<PriceGrid | null> {
  const grids = (context.priceGrids ??= new Map());
  const key = `${system}:${type}`;
  let grid = grids.get(key);
  if (!grid) {
    grid = getPriceGrid(system, type, context.requestId);
    grids.set(key, grid);
  }
  return grid;
}

/** The price of the services in this system, before any promo code; no grid, no price. */
export async function servicesPrice(context: AppLoadContext, system: ProjectSystem, services: Services): Promise<{ grid: PriceGrid | null; price: Price | null }> {
  const grid = await requestPriceGrid(context, system, services.type);
  return { grid, price: grid ? priceOf(services, grid) : null };
}

export interface JourneyPrice {
  grid: PriceGrid | null;
  price: Price | null;
  discount: DiscountView;
  priceUnavailable: PriceUnavailable;
}

/**
 * The price of the services with the promo codes of `discount` applied; `codesUnknown` when the
 * codes saved with the contract could not be read (no price then: it could lack one of them);
 * `visitorKey`, whose promo tries the page shows (none: nothing tried yet).
 */
export async function journeyPrice(
  _request: Request,
  context: AppLoadContext,
  {
    system,
    services,
    discount,
    codesUnknown = false,
    visitorKey = null,
  }: { system: ProjectSystem; services: Services; discount: DiscountState; codesUnknown?: boolean; visitorKey?: string | null },
): Promise<JourneyPrice> {
  const { grid, price } = await servicesPrice(context, system, services);
  const view = await discountView(discount, services, price, visitorKey, context);
  return { grid, price, discount: view, priceUnavailable: priceUnavailability(grid, view.unavailable || codesUnknown) };
}

/** What a step page shows: the price of the journey's services (or `services`) with the codes the journey holds. */
export async function stepPrice(request: Request, context: AppLoadContext, journey: Pick<LoadedJourney, "mode" | "state" | "services">, services = journey.services) {
  const visitorKey = await promoVisitorKey(request, journey.mode.project, journey.state);
  return journeyPrice(request, context, { system: journey.mode.system, services, discount: discountStateOf(journey.state), codesUnknown: savedCodesUnknown(journey.state), visitorKey });
}

/** The one price charged, as the payment and confirmation pages say it (after the codes). */
export function chargedLine({ discount, priceUnavailable }: JourneyPrice) {
  const { charged } = discount;
  return { monthly: charged ? formatEuros(charged.monthlyCents) : null, discount: charged?.priceMessage ?? null, priceUnavailable };
}
