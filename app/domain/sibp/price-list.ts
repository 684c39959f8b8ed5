import type { PriceGrid } from "~/domain/journey/offers";
import { taxCreditCents } from "~/domain/money";

/**
 * What the agent explains at the counter (/sibp/offers-about): the price list of one kind of
 * service, in words. Formula codes become a reading key and a count (TAS → remote assistance
 * alone; 4J → remote assistance and 4 visits a week; 4JSTA → 4 visits a week).
 */

export const OFFER_PAGES = {
  "teleassistance-classique": "LANDLINE",
  "teleassistance-en-mobilite": "MOBILE",
  // Simplicité, the SIM card's remote assistance for homes without a landline (issue 26: it was missing).
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

export interface PriceList {
  plans: PriceListRow[];
  /** Options with a price, by option code (read through the locale's option names). */
  options: { code: string; cents: number }[];
  fees: { type: string; cents: number }[];
}

/** The rows of one kind of service, fewest visits first; formulas without words are left out. */
export function priceListOf(grid: PriceGrid, page: OfferPage): PriceList | null {
  const entry = grid[OFFER_PAGES[page]];
  if (!entry) return null;
  const plans = Object.entries(entry.plans)
    .map(([formula, plan]) => ({ words: formulaWords(formula), cents: plan.price }))
    .filter((row): row is { words: FormulaWords; cents: number } => row.words !== null)
    .sort((a, b) => a.words.count - b.words.count)
    .map((row) => ({ formula: row.words, cents: row.cents, taxCreditCents: taxCreditCents(row.cents) }));
  return {
    plans,
    options: Object.entries(entry.options)
      .filter(([, cents]) => cents > 0)
      .map(([code, cents]) => ({ code, cents })),
    fees: Object.entries(entry.fees).map(([type, cents]) => ({ type, cents })),
  };
}
