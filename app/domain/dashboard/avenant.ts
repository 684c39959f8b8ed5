import type { PriceGrid } from "~/domain/journey/offers";
import type { OptionCode } from "~/domain/journey/services";

/** The service level of a contract's prices: STANDARD offers are MED, PREMIUM offers DDC (SPEC 3 Offer). */
export function serviceLevelOf(triggerType: string): "STANDARD" | "PREMIUM" {
  return triggerType === "DDC" ? "PREMIUM" : "STANDARD";
}

/**
 * The remote-assistance options an avenant adds or removes, by remote-assistance type: the monthly
 * ones. The alarm button comes with the service, postman visits change with the visit days, and
 * installation help and material sending are one-off fees of the subscription.
 */
const AVENANT_OPTIONS: Record<string, readonly OptionCode[]> = {
  LANDLINE: ["FALL_DETECTOR_BRACELET"],
  MOBILE: ["FALL_DETECTOR_BRACELET", "GEOFENCING"],
  SIM_3G4G: ["FALL_DETECTOR_BRACELET"],
};

export function avenantOptionsFor(remoteAssistanceType: string): readonly OptionCode[] {
  return AVENANT_OPTIONS[remoteAssistanceType] ?? [];
}

/** The contract's options after the avenant: the ones the form does not offer stay, the offered ones are those ticked. */
export function optionsAfter(current: readonly string[], ticked: readonly string[], remoteAssistanceType: string): string[] {
  const offered: readonly string[] = avenantOptionsFor(remoteAssistanceType);
  return [...current.filter((code) => !offered.includes(code)), ...offered.filter((code) => ticked.includes(code))];
}

const sameOptions = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((code) => b.includes(code));

/**
 * The monthly price after an avenant changing the formula or the options: what the current price
 * holds besides them (discounts) stays; the plan's price is swapped, options removed are taken
 * off and options added are added at the grid's price. Null when the grid has no such formula or option.
 */
export function priceAfterChange(
  current: { price: number; formula: string; options: readonly string[]; remoteAssistanceType: string },
  next: { formula: string; options: readonly string[] },
  grid: PriceGrid | null,
): number | null {
  if (next.formula === current.formula && sameOptions(next.options, current.options)) return current.price;
  const entry = grid?.[current.remoteAssistanceType];
  if (!entry) return null;
  let price = current.price;
  if (next.formula !== current.formula) {
    const before = entry.plans[current.formula]?.price;
    const after = entry.plans[next.formula]?.price;
    if (after === undefined) return null;
    price = before === undefined ? after : price - before + after;
  }
  for (const code of current.options) if (!next.options.includes(code)) price -= entry.options[code] ?? 0;
  for (const code of next.options) {
    if (current.options.includes(code)) continue;
    const added = entry.options[code];
    if (added === undefined) return null;
    price += added;
  }
  return price;
}
