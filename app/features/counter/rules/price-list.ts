import type { PriceGrid } from "~/kernel/contract/offers";
import { taxCreditCents } from "~/kernel/money/money";
import { priceTableOf, type PriceTable } from "~/kernel/money/price-table";

/**
 * What the agent explains at the counter (/sibp/offers-about): the price list of one kind of
 * service, in words. Formula codes become a reading key and a count (TAS → remote assistance
 * alone; 4J → remote assistance and 4 visits a week; 4JSTA → 4 visits a week).
 */

export const OFFER_PAGES = {
  "teleassistance-classique": "LANDLINE",
  "teleassistance-en-mobilite": "MOBILE",
  // Simplicité, the SIM card's remote assistance for homes without a landline (once missing from this list).
  "teleassistance-simplicite": "SIM_3G4G",
  "visites-facteur": "NA",
} as const;

export type OfferPage = keyof typeof OFFER_PAGES;

export function isOfferPage(value: string | undefined): value is OfferPage {
  return value !== undefined && Object.hasOwn(OFFER_PAGES, value);
}

export interface FormulaWords {
  key: "remoteOnly" | "visitsWithRemote" | "visitsOnly";
  count: number;
}

export function formulaWords(formula: string): FormulaWords | null {
  if (formula === "TAS") return { key: "remoteOnly", count: 0 };
  const visits = /^([1-6])J(STA)?$/.exec(formula);
  if (!visits) return null;
  return { key: visits[2] ? "visitsOnly" : "visitsWithRemote", count: Number(visits[1]) };
}

export interface PriceListRow {
  formula: FormulaWords;
  cents: number;
  taxCreditCents: number;
}

export interface PriceList extends Pick<PriceTable, "monthly" | "oneOff" | "visitAdditionCents"> {
  plans: PriceListRow[];
}

/** The rows of one kind of service, fewest visits first (formulas without words left out), and its charges as every price list states them. */
export function priceListOf(grid: PriceGrid, page: OfferPage): PriceList | null {
  const kind = OFFER_PAGES[page];
  const entry = grid[kind];
  const table = priceTableOf(grid, kind);
  if (!entry || !table) return null;
  const plans = Object.entries(entry.plans)
    .map(([formula, plan]) => ({ words: formulaWords(formula), cents: plan.price }))
    .filter((row): row is { words: FormulaWords; cents: number } => row.words !== null)
    .sort((a, b) => a.words.count - b.words.count)
    .map((row) => ({ formula: row.words, cents: row.cents, taxCreditCents: taxCreditCents(row.cents) }));
  return { plans, monthly: table.monthly, oneOff: table.oneOff, visitAdditionCents: table.visitAdditionCents };
}
