import type { PriceGrid } from "./journey/offers";
import { taxCreditCents } from "./money";

/**
 * The public price grid (SPEC 2 grille-tarifaire): every formula of the offers in words, its
 * monthly price, the 50 % tax credit and the price left after it, plus options and fees. A
 * person reads "4 visites par semaine", never the formula name 4J (DESIGN 10).
 */

export const SERVICE_KINDS = ["NA", "LANDLINE", "MOBILE", "SIM_3G4G"] as const;
export type ServiceKind = (typeof SERVICE_KINDS)[number];

/** The option and fee codes that have words; any other code is left out rather than shown raw. */
export const OPTION_CODES = ["ALARM_BUTTON", "FALL_DETECTOR_BRACELET", "POSTMAN_VISIT_TA", "GEOFENCING", "INSTALL_ASSIST", "MATERIAL_SENDING"] as const;
export const FEE_TYPES = ["install", "install_assist", "sending"] as const;

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
  options: { code: (typeof OPTION_CODES)[number]; cents: number }[];
  fees: { type: (typeof FEE_TYPES)[number]; cents: number }[];
}

function includes<T extends string>(list: readonly T[], value: string): value is T {
  return (list as readonly string[]).includes(value);
}

/** One table per kind of service present in the grid, rows from remote assistance alone up to 6 visits. */
export function priceTables(grid: PriceGrid): PriceTable[] {
  return SERVICE_KINDS.flatMap((kind) => {
    const entry = grid[kind];
    if (!entry) return [];
    const rows = Object.entries(entry.plans)
      .flatMap(([formulaName, plan]) => {
        const meaning = formulaMeaning(formulaName);
        // a visit-only formula belongs to the visits table, a remote one to its remote kind
        if (!meaning || meaning.remoteAssistance !== (kind !== "NA")) return [];
        return [{ ...meaning, monthlyCents: plan.price, afterTaxCreditCents: plan.price - taxCreditCents(plan.price) }];
      })
      .sort((a, b) => a.visitsPerWeek - b.visitsPerWeek);
    if (rows.length === 0) return [];
    const options = Object.entries(entry.options).flatMap(([code, cents]) => (includes(OPTION_CODES, code) ? [{ code, cents }] : []));
    const fees = Object.entries(entry.fees).flatMap(([type, cents]) => (includes(FEE_TYPES, type) ? [{ type, cents }] : []));
    return [{ kind, rows, options, fees }];
  });
}
