import type { OfferPrices, PriceGrid } from "./contract-price";
import { taxCreditCents } from "./money";

/**
 * Every price list a person reads (the public grid, its PDF, the counter's offer pages) is built
 * here from the offers' own kinds, so that they all say the same: each formula in words with its
 * monthly price and what is left after the 50 % tax credit; the options of the month under "par
 * mois"; the one-off charges (installation, sending) under "une seule fois", never per month; and
 * what a postman visit adds to remote assistance, worked out from the plans. A person reads "4
 * visites par semaine", never the formula name 4J (DESIGN 10); each charge has one name
 * (`chargeWording`).
 */

export const SERVICE_KINDS = ["NA", "LANDLINE", "MOBILE", "SIM_3G4G"] as const;
export type ServiceKind = (typeof SERVICE_KINDS)[number];

/** The options billed every month with the plan (SPEC 3 option codes); a price of 0 means included. */
export const MONTHLY_CHARGES = ["ALARM_BUTTON", "FALL_DETECTOR_BRACELET", "GEOFENCING"] as const;
/** The one-off charges: the offers' fee types (SPEC 3: install, install_assist, sending). */
export const ONE_OFF_CHARGES = ["install", "install_assist", "sending"] as const;
export type MonthlyCharge = (typeof MONTHLY_CHARGES)[number];
export type OneOffCharge = (typeof ONE_OFF_CHARGES)[number];

/**
 * Options of the offer that are the same charge as a fee: choosing installation by a technician or
 * sending by parcel for the SIM is paid once, as that fee (the pricing rule never bills them monthly).
 */
const OPTION_AS_FEE: Record<string, OneOffCharge> = { INSTALL_ASSIST: "install_assist", MATERIAL_SENDING: "sending" };

export interface FormulaMeaning {
  visitsPerWeek: number;
  remoteAssistance: boolean;
}

/** SPEC 3: {n}JSTA visits only, TAS remote assistance alone, {n}J visits with remote assistance. */
export function formulaMeaning(formulaName: string): FormulaMeaning | null {
  if (formulaName === "TAS") return { visitsPerWeek: 0, remoteAssistance: true };
  const match = /^([1-6])J(STA)?$/.exec(formulaName);
  if (!match) return null;
  return { visitsPerWeek: Number(match[1]), remoteAssistance: match[2] === undefined };
}

export interface PriceRow extends FormulaMeaning {
  monthlyCents: number;
  afterTaxCreditCents: number;
}

export interface PriceTable {
  kind: ServiceKind;
  rows: PriceRow[];
  /** Billed every month on top of the plan. */
  monthly: { code: MonthlyCharge; cents: number }[];
  /** Paid once, with the first debit. */
  oneOff: { code: OneOffCharge; cents: number }[];
  /** What one postman visit a week adds to remote assistance alone, per month; null without both plans. */
  visitAdditionCents: number | null;
}

function includes<T extends string>(list: readonly T[], value: string): value is T {
  return (list as readonly string[]).includes(value);
}

/**
 * What `visitsPerWeek` postman visits a week add to remote assistance, per month: the plan with
 * them ({n}J) less remote assistance alone (TAS). The offers also carry a POSTMAN_VISIT_TA option
 * price, which the pricing rule never bills (the visits are in the {n}J plan), so it is not stated.
 */
export function visitAdditionCents(plans: OfferPrices["plans"], visitsPerWeek = 1): number | null {
  const alone = plans.TAS?.price;
  const withVisits = plans[`${visitsPerWeek}J`]?.price;
  return alone === undefined || withVisits === undefined ? null : withVisits - alone;
}

/** The options and fees of an offer, sorted by kind: monthly options, one-off charges (an option that is a fee counted once). */
export function chargesOf(prices: Pick<OfferPrices, "options" | "fees">): Pick<PriceTable, "monthly" | "oneOff"> {
  const monthly = Object.entries(prices.options).flatMap(([code, cents]) => (includes(MONTHLY_CHARGES, code) ? [{ code, cents }] : []));
  const oneOff = new Map<OneOffCharge, number>();
  for (const [code, cents] of Object.entries(prices.options)) {
    const fee = OPTION_AS_FEE[code];
    if (fee) oneOff.set(fee, cents);
  }
  // The fee list is the price the pricing rule takes: it wins over the option's.
  for (const [type, cents] of Object.entries(prices.fees)) if (includes(ONE_OFF_CHARGES, type)) oneOff.set(type, cents);
  return { monthly, oneOff: ONE_OFF_CHARGES.flatMap((code) => (oneOff.has(code) ? [{ code, cents: oneOff.get(code)! }] : [])) };
}

/** One table per kind of service present in the grid, rows from remote assistance alone up to 6 visits. */
export function priceTables(grid: PriceGrid): PriceTable[] {
  return SERVICE_KINDS.flatMap((kind) => {
    const table = priceTableOf(grid, kind);
    return table ? [table] : [];
  });
}

/** The table of one kind of service, or null when the grid has no formula of it. */
export function priceTableOf(grid: PriceGrid, kind: ServiceKind): PriceTable | null {
  const entry = grid[kind];
  if (!entry) return null;
  const rows = Object.entries(entry.plans)
    .flatMap(([formulaName, plan]) => {
      const meaning = formulaMeaning(formulaName);
      // a visit-only formula belongs to the visits table, a remote one to its remote kind
      if (!meaning || meaning.remoteAssistance !== (kind !== "NA")) return [];
      return [{ ...meaning, monthlyCents: plan.price, afterTaxCreditCents: plan.price - taxCreditCents(plan.price) }];
    })
    .sort((a, b) => a.visitsPerWeek - b.visitsPerWeek);
  if (rows.length === 0) return null;
  return { kind, rows, ...chargesOf(entry), visitAdditionCents: kind === "NA" ? null : visitAdditionCents(entry.plans) };
}
