import { formatEuros } from "~/kernel/money/money";
import type { AppliedDiscount } from "./schemas";

/** SPEC 5: the four kinds of discount. */
export type DiscountKind = "percent" | "amount" | "firstInvoice" | "multiMonth";

/**
 * Percent: FOREVER with a non-zero percentOff. Amount: FOREVER with a non-zero amount.
 * First invoice: MULTI_MONTH lasting 1 month. Multi-month: MULTI_MONTH lasting more.
 * Null for a discount that changes no monthly price (it may still handle the fees).
 */
export function discountKind(discount: AppliedDiscount): DiscountKind | null {
  const { couponType, percentOff, amountOffVATIncludedInCent, multiMonthDuration } = discount.conf;
  if (couponType === "FOREVER") {
    if (percentOff !== 0) return "percent";
    if (amountOffVATIncludedInCent !== 0) return "amount";
    return null;
  }
  if (multiMonthDuration === 1) return "firstInvoice";
  if (multiMonthDuration > 1) return "multiMonth";
  return null;
}

/** How many months a discount lasts: null for ever, 0 when it changes no monthly price. */
export function discountMonths(discount: AppliedDiscount): number | null {
  const kind = discountKind(discount);
  if (kind === null) return 0;
  return discount.conf.couponType === "FOREVER" ? null : discount.conf.multiMonthDuration;
}

/** The monthly reduction of a discount: its percentage when it has one, else its amount. */
function reductionOf(discount: AppliedDiscount): { percent: number; amountCents: number } {
  const percent = clamp(discount.conf.percentOff, 0, 100);
  if (percent > 0) return { percent, amountCents: 0 };
  return { percent: 0, amountCents: Math.max(0, Math.round(discount.conf.amountOffVATIncludedInCent)) };
}

function clamp(value: number, min: number, max: number): number {
  return Number.isFinite(value) ? Math.min(max, Math.max(min, value)) : min;
}

/** A message key of the `discount` namespace and its values. */
export interface DiscountMessage {
  key: string;
  values: Record<string, string | number>;
}

/**
 * The label of a discount, SPEC 5 kinds in the spec's wording: "-10 % sans limite de durée",
 * "-5 € par mois", "1er mois offert", "-20 % pendant 3 mois". Null when it changes no price.
 */
export function discountLabel(discount: AppliedDiscount): DiscountMessage | null {
  const kind = discountKind(discount);
  if (kind === null) return null;
  const { percent, amountCents } = reductionOf(discount);
  const amount = formatEuros(amountCents);
  const months = discount.conf.multiMonthDuration;
  switch (kind) {
    case "percent":
      return { key: "labels.percentForever", values: { percent } };
    case "amount":
      return { key: "labels.amountForever", values: { amount } };
    case "firstInvoice":
      if (percent === 100) return { key: "labels.firstInvoiceFree", values: {} };
      return percent > 0
        ? { key: "labels.firstInvoicePercent", values: { percent } }
        : { key: "labels.firstInvoiceAmount", values: { amount } };
    case "multiMonth":
      return percent > 0
        ? { key: "labels.multiMonthPercent", values: { percent, months } }
        : { key: "labels.multiMonthAmount", values: { amount, months } };
  }
}

/**
 * What a code says of the offer's one-time fee, beside its monthly reduction: "Frais
 * d'installation offerts" or "Frais d'envoi du matériel offerts" when it waives the fee the offer
 * charges (`feeKey` as the price names it; null: the offer has no fee, and nothing is said).
 */
export function feeWaiverLabel(discount: AppliedDiscount, feeKey: string | null): DiscountMessage | null {
  if (!feeKey) return null;
  if (feeKey === "sending") return discount.conf.materialSendingCostHandled ? { key: "labels.materialSendingHandled", values: {} } : null;
  return discount.conf.installationCostHandled ? { key: "labels.installationHandled", values: {} } : null;
}

/** The installation and material-sending fees of the offer, in cents (absent: none). */
export interface OfferFees {
  installationCents?: number;
  materialSendingCents?: number;
}

/** The monthly price over a run of months, months counted from 1; `untilMonth` null = for ever. */
export interface PricePeriod {
  fromMonth: number;
  untilMonth: number | null;
  priceCents: number;
}

export interface DiscountedPrice {
  /** What the summary and payment pages show first: the price before, after, and for how long. */
  monthly: {
    beforeCents: number;
    afterCents: number;
    /** How many months `afterCents` lasts; null for ever (no later change). */
    months: number | null;
  };
  /** The whole schedule, one period per price, the last one open-ended. */
  periods: PricePeriod[];
  fees: {
    beforeCents: number;
    afterCents: number;
    installationHandled: boolean;
    materialSendingHandled: boolean;
  };
  /** True when some applied code changes the monthly price or the fees. */
  discounted: boolean;
}

/**
 * The price with the applied discounts.
 *
 * Several codes combine the same way whatever order they were applied in: for each month, the
 * percentages of the discounts running that month are added up (at most 100 %) and taken off the
 * undiscounted monthly price, the reduction rounded to the cent (half up); the fixed amounts
 * running that month are then taken off; a price never goes below 0. A FOREVER discount runs
 * every month, a MULTI_MONTH one the first `multiMonthDuration` months.
 *
 * Fees: a discount whose configuration handles the installation cost (or the material-sending
 * cost) waives that fee ("frais pris en charge"); the monthly reductions never apply to fees.
 */
export function applyDiscounts(
  monthlyPriceCents: number,
  fees: OfferFees,
  discounts: readonly AppliedDiscount[],
): DiscountedPrice {
  const base = Math.max(0, Math.round(monthlyPriceCents));
  const running = discounts
    .map((discount) => ({ months: discountMonths(discount), ...reductionOf(discount) }))
    .filter((entry) => entry.months !== 0);

  const priceInMonth = (month: number): number => {
    const active = running.filter((entry) => entry.months === null || month <= entry.months);
    const percent = Math.min(100, active.reduce((sum, entry) => sum + entry.percent, 0));
    const amount = active.reduce((sum, entry) => sum + entry.amountCents, 0);
    return Math.max(0, base - Math.round((base * percent) / 100) - amount);
  };

  // The price can only change the month after a MULTI_MONTH discount ends.
  const starts = [1, ...new Set(running.flatMap((entry) => (entry.months === null ? [] : [entry.months + 1])))].sort(
    (a, b) => a - b,
  );
  const periods: PricePeriod[] = [];
  for (const [index, fromMonth] of starts.entries()) {
    const next = starts[index + 1];
    const priceCents = priceInMonth(fromMonth);
    const previous = periods.at(-1);
    if (previous && previous.priceCents === priceCents) previous.untilMonth = next === undefined ? null : next - 1;
    else periods.push({ fromMonth, untilMonth: next === undefined ? null : next - 1, priceCents });
  }
  const first = periods[0] ?? { fromMonth: 1, untilMonth: null, priceCents: base };

  const installation = Math.max(0, Math.round(fees.installationCents ?? 0));
  const materialSending = Math.max(0, Math.round(fees.materialSendingCents ?? 0));
  const installationHandled = installation > 0 && discounts.some((discount) => discount.conf.installationCostHandled);
  const materialSendingHandled = materialSending > 0 && discounts.some((discount) => discount.conf.materialSendingCostHandled);
  const feesBefore = installation + materialSending;
  const feesAfter = (installationHandled ? 0 : installation) + (materialSendingHandled ? 0 : materialSending);

  return {
    monthly: { beforeCents: base, afterCents: first.priceCents, months: first.untilMonth },
    periods,
    fees: { beforeCents: feesBefore, afterCents: feesAfter, installationHandled, materialSendingHandled },
    discounted: periods.some((period) => period.priceCents !== base) || feesAfter !== feesBefore,
  };
}
