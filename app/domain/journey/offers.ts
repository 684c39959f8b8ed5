import { dayIn } from "../discount/validity";
import { formulaName, remoteKind, type ServiceType, type Services } from "./services";

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
  planList: { formulaName: string; priceWithTaxes: number; taxesAmount: number }[];
  optionList: { code: string; priceWithTaxes: number }[];
  feeList: { code: string; type?: string; priceWithTaxes: number }[];
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

/** A compact, serialisable price grid for one service level: enough to price any choice. */
export interface PriceGrid {
  [remoteType: string]: {
    plans: Record<string, { price: number; taxes: number }>;
    options: Record<string, number>;
    fees: Record<string, number>;
  };
}

export function priceGrid(offers: readonly Offer[]): PriceGrid {
  const grid: PriceGrid = {};
  for (const offer of offers) {
    const entry = (grid[offer.remoteAssistanceType] ??= { plans: {}, options: {}, fees: {} });
    for (const plan of offer.planList) {
      entry.plans[plan.formulaName] = { price: plan.priceWithTaxes, taxes: plan.taxesAmount };
    }
    for (const option of offer.optionList) entry.options[option.code] = option.priceWithTaxes;
    for (const fee of offer.feeList) entry.fees[fee.type ?? fee.code] = fee.priceWithTaxes;
  }
  return grid;
}

export interface PriceLine {
  key: string;
  cents: number;
}

export interface Price {
  formula: string;
  /** Monthly price, taxes included, in cents. */
  monthlyCents: number;
  monthlyTaxesCents: number;
  lines: PriceLine[];
  /** One-time installation or sending fee (shown as the shipping fee). */
  feeCents: number;
  feeKey: "install" | "install_assist" | "sending" | null;
}

/** Prices a choice of services against the grid; null when it has no offer (or no service). */
export function priceOf(services: Services, grid: PriceGrid): Price | null {
  const formula = formulaName(services);
  if (!formula) return null;
  const kind = remoteKind(services) ?? "NA";
  const entry = grid[kind];
  const plan = entry?.plans[formula];
  if (!entry || !plan) return null;
  const lines: PriceLine[] = [{ key: "plan", cents: plan.price }];
  const option = (code: string, chosen: boolean | undefined) => {
    if (chosen && entry.options[code]) lines.push({ key: code, cents: entry.options[code] });
  };
  const remote = services.remoteAssistance ?? services.mobileRemoteAssistance ?? services.simplicityRemoteAssistance;
  option("FALL_DETECTOR_BRACELET", remote?.fallDetector);
  option("GEOFENCING", services.mobileRemoteAssistance?.geofencing);
  let feeKey: Price["feeKey"] = null;
  if (kind === "LANDLINE") feeKey = "install";
  if (kind === "MOBILE") feeKey = "sending";
  if (kind === "SIM_3G4G") {
    feeKey = services.simplicityRemoteAssistance?.installation === "INSTALL_ASSIST" ? "install_assist" : "sending";
  }
  const feeCents = feeKey ? (entry.fees[feeKey] ?? 0) : 0;
  const monthlyCents = lines.reduce((sum, line) => sum + line.cents, 0);
  const optionTaxes = Math.round(((monthlyCents - plan.price) * plan.taxes) / Math.max(plan.price, 1));
  return {
    formula,
    monthlyCents,
    monthlyTaxesCents: plan.taxes + optionTaxes,
    lines,
    feeCents,
    feeKey: feeCents > 0 ? feeKey : null,
  };
}

/**
 * Why no price can be shown now: the price service did not give the grid, or the applied promo
 * codes' terms could not be read (a price without them is not the price charged).
 */
export type PriceUnavailable = "price" | "discounts" | null;

export function priceUnavailability(grid: PriceGrid | null, discountsUnavailable: boolean): PriceUnavailable {
  return grid === null ? "price" : discountsUnavailable ? "discounts" : null;
}
