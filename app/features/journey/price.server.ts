import type { AppLoadContext } from "@remix-run/node";
import type { DiscountState } from "~/kernel/money/discount/state";
import { priceUnavailability, servicesPrice, type PriceGrid, type PriceUnavailable } from "~/kernel/contract/offers";
import type { Services } from "~/kernel/contract/services";
import type { ContractPrice } from "~/kernel/money/contract-price";
import type { ProjectSystem } from "~/kernel/upstream/http.server";
import type { JourneyContract } from "~/kernel/upstream/journey.server";
import { getPriceGrid } from "~/kernel/upstream/offers.server";
import { discountStateOf, discountView, promoVisitorKey, savedCodesUnknown, type DiscountView } from "./discount.server";
import type { LoadedJourney } from "./step.server";

/**
 * The price a journey page shows. The contract hub owns the price of a draft contract (decision
 * 060): once the journey has a draft, the summary, payment, mandate and confirmation state the
 * price the draft's read carries (`draftPrice`, no other call). The services step (etape1), where
 * the person is choosing, and the counter's quotation page before a draft show the estimate:
 * the same rule over the price grid and the promo codes' terms (`estimatePrice`).
 */

/**
 * The price grid of a system and service level, asked once per request: an action and the page
 * shown after it (its loader, in the same request) share the answer, so a price service that
 * does not answer costs one time-out, never two in a row (decision 074).
 */
function requestPriceGrid(context: AppLoadContext, system: ProjectSystem, type: Services["type"]): Promise<PriceGrid | null> {
  const read = () => getPriceGrid(system, type, context.requestId);
  return context.reads ? context.reads.once(`price-grid:${system}:${type}`, read) : read();
}

/** The price of the services in this system, before any promo code, and the grid (analytics). */
export async function servicesGrid(context: AppLoadContext, system: ProjectSystem, services: Services): Promise<{ grid: PriceGrid | null; price: ContractPrice | null }> {
  const grid = await requestPriceGrid(context, system, services.type);
  return { grid, price: servicesPrice(services, grid) };
}

export interface EstimatedPrice {
  grid: PriceGrid | null;
  price: ContractPrice | null;
  discount: DiscountView;
  priceUnavailable: PriceUnavailable;
}

/**
 * The estimate of the services with the promo codes of `discount`: the grid, the codes' terms
 * for this offer, the hub's rule. `codesUnknown` when the codes saved with the contract could not
 * be read (no price then: it could lack one of them); `visitorKey`, whose promo tries the page
 * shows (none: nothing tried yet, no counter).
 */
export async function estimatePrice(
  _request: Request,
  context: AppLoadContext,
  {
    system,
    services,
    discount,
    codesUnknown = false,
    visitorKey = null,
  }: { system: ProjectSystem; services: Services; discount: DiscountState; codesUnknown?: boolean; visitorKey?: string | null },
): Promise<EstimatedPrice> {
  const [grid, view] = await Promise.all([requestPriceGrid(context, system, services.type), discountView(discount, services, visitorKey, context)]);
  const priceUnavailable = priceUnavailability(grid, view.unavailable || codesUnknown);
  return { grid, price: priceUnavailable ? null : servicesPrice(services, grid, view.discounts), discount: view, priceUnavailable };
}

/** The services step's estimate: the services on screen (or the journey's) with the codes the journey holds, and its promo tries. */
export async function stepEstimate(request: Request, context: AppLoadContext, journey: Pick<LoadedJourney, "mode" | "state" | "services">, services = journey.services) {
  const visitorKey = await promoVisitorKey(request, journey.mode.project, journey.state);
  return estimatePrice(request, context, { system: journey.mode.system, services, discount: discountStateOf(journey.state), codesUnknown: savedCodesUnknown(journey.state), visitorKey });
}

/** The draft's price, as the hub prices it and the journey's read of the contract carries it; why none otherwise. */
export function draftPrice(contract: Pick<JourneyContract, "price"> | null): { price: ContractPrice | null; priceUnavailable: PriceUnavailable } {
  const price = contract?.price ?? null;
  return { price, priceUnavailable: price ? null : "price" };
}
