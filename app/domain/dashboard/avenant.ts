import type { PriceGrid } from "~/domain/journey/offers";

/** The service level of a contract's prices: STANDARD offers are MED, PREMIUM offers DDC (SPEC 3 Offer). */
export function serviceLevelOf(triggerType: string): "STANDARD" | "PREMIUM" {
  return triggerType === "DDC" ? "PREMIUM" : "STANDARD";
}

/**
 * The monthly price after an avenant changing the formula: the options and discounts in the
 * current price stay, the plan's price is swapped. Null when the grid has no such formula.
 */
export function priceAfterFormulaChange(
  current: { price: number; formula: string; remoteAssistanceType: string },
  formula: string,
  grid: PriceGrid | null,
): number | null {
  if (formula === current.formula) return current.price;
  const plans = grid?.[current.remoteAssistanceType]?.plans;
  const before = plans?.[current.formula]?.price;
  const after = plans?.[formula]?.price;
  if (after === undefined) return null;
  return before === undefined ? after : current.price - before + after;
}
