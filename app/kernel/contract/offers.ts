import { dayIn } from "~/kernel/money/discount/validity";
import type { AppliedDiscount } from "~/kernel/money/discount/schemas";
import { choiceOfServices, contractPrice, type ContractPrice, type PriceGrid } from "~/kernel/money/contract-price";
import { STANDARD_VAT_RATE } from "~/kernel/money/vat";
import type { ServiceType, Services } from "./services";

export type { PriceGrid } from "~/kernel/money/contract-price";

/** An offer of the price service (SPEC 3, Offer); prices in cents. */
export interface Offer {
  system: string;
  serviceLevel: string;
  zoneType: string;
  paymentType: string;
  start?: string | null;
  end?: string | null;
  remoteAssistance: boolean;
  remoteAssistanceType: "NA" | "LANDLINE" | "MOBILE" | "SIM_3G4G";
  triggerType: string;
  /** `vatParts`: how the plan's price splits by VAT rate (our definition, docs/upstream-api.md 2). */
  planList: { formulaName: string; priceWithTaxes: number; taxesAmount: number; vatParts?: { rate: number; priceWithTaxes: number }[] | null }[];
  optionList: { code: string; priceWithTaxes: number; vatRate?: number | null }[];
  feeList: { code: string; type?: string; priceWithTaxes: number; vatRate?: number | null }[];
}

export interface OfferCriteria {
  system: "LPFR" | "SIBP";
  type: ServiceType;
  country: string;
}

/** Whether `end` falls before the last instant of the day `now` is on, on French time. */
function endsBeforeEndOfDay(end: Date, now: Date): boolean {
  // end ≥ the day's last millisecond ⇔ the next millisecond is on a later French day.
  return dayIn(new Date(end.getTime() + 1)) <= dayIn(now);
}

/**
 * SPEC 5, Offers: kept only when system equals the project system; serviceLevel the chosen
 * type; zoneType the chosen country; paymentType SEPA; start absent or not in the future; end
 * absent or not before the end of that day (a day on French time, Europe/Paris).
 */
export function isOfferKept(offer: Offer, criteria: OfferCriteria, now: Date): boolean {
  if (offer.system !== criteria.system) return false;
  if (offer.serviceLevel !== criteria.type) return false;
  if (offer.zoneType !== criteria.country) return false;
  if (offer.paymentType !== "SEPA") return false;
  if (offer.start && new Date(offer.start).getTime() > now.getTime()) return false;
  if (offer.end && endsBeforeEndOfDay(new Date(offer.end), now)) return false;
  return true;
}

export function filterOffers(offers: readonly Offer[], criteria: OfferCriteria, now: Date): Offer[] {
  return offers.filter((offer) => isOfferKept(offer, criteria, now));
}

/**
 * The prices of the offers kept, by remote-assistance type: the plans with their VAT parts (a
 * plan without `vatParts` is wholly at the standard rate), the monthly options and the fees with
 * their VAT rates when the price service states one.
 */
export function priceGrid(offers: readonly Offer[]): PriceGrid {
  const grid: PriceGrid = {};
  for (const offer of offers) {
    const entry = (grid[offer.remoteAssistanceType] ??= { plans: {}, options: {}, fees: {}, rates: {} });
    const rates = (entry.rates ??= {});
    for (const plan of offer.planList) {
      entry.plans[plan.formulaName] = {
        price: plan.priceWithTaxes,
        taxes: plan.taxesAmount,
        vat: plan.vatParts?.map(({ rate, priceWithTaxes }) => ({ rate, priceWithTaxes })) ?? [{ rate: STANDARD_VAT_RATE, priceWithTaxes: plan.priceWithTaxes }],
      };
    }
    for (const option of offer.optionList) {
      entry.options[option.code] = option.priceWithTaxes;
      if (option.vatRate !== undefined && option.vatRate !== null) rates[option.code] = option.vatRate;
    }
    for (const fee of offer.feeList) {
      const type = fee.type ?? fee.code;
      entry.fees[type] = fee.priceWithTaxes;
      if (fee.vatRate !== undefined && fee.vatRate !== null) rates[type] = fee.vatRate;
    }
  }
  return grid;
}

/**
 * The price of the journey's services against the grid, with the promo codes' terms: the
 * estimate of the services step and the public grid, by the contract hub's own rule (decision
 * 060). Null when the services have no formula or the grid no such offer.
 */
export function servicesPrice(services: Services, grid: PriceGrid | null, discounts: readonly AppliedDiscount[] = []): ContractPrice | null {
  const choice = choiceOfServices(services);
  if (!choice || !grid) return null;
  return contractPrice(choice, grid[choice.remoteAssistanceType], discounts);
}

/**
 * Why no price can be shown now: the price service did not give the grid, or the applied promo
 * codes' terms could not be read (a price without them is not the price charged).
 */
export type PriceUnavailable = "price" | "discounts" | null;

export function priceUnavailability(grid: PriceGrid | null, discountsUnavailable: boolean): PriceUnavailable {
  return grid === null ? "price" : discountsUnavailable ? "discounts" : null;
}

/**
 * What Premium costs on top of Standard, a month, from the two grids: the difference of
 * every plan both levels price, as a range (`min` = `max` when every plan differs by the same).
 * Null when a grid is missing or the levels share no plan.
 */
export function premiumExtra(standard: PriceGrid | null, premium: PriceGrid | null): { min: number; max: number } | null {
  if (!standard || !premium) return null;
  const differences: number[] = [];
  for (const [type, offer] of Object.entries(standard)) {
    for (const [formula, plan] of Object.entries(offer.plans)) {
      const other = premium[type]?.plans[formula];
      if (other) differences.push(other.price - plan.price);
    }
  }
  if (differences.length === 0) return null;
  return { min: Math.min(...differences), max: Math.max(...differences) };
}
