import { applyDiscounts } from "~/kernel/money/discount/pricing";
import type { AppliedDiscount } from "~/kernel/money/discount/schemas";
import { formulaName, remoteKind, servicePayload, type Services } from "~/kernel/contract/services";
import { addAmounts, amountOf, scaleParts, STANDARD_VAT_RATE, type Amount, type VatPart } from "./vat";

/**
 * The price of a contract: the one rule, stated once, by which the contract hub prices a draft
 * contract and a contract (the sandbox plays the hub and calls it), and by which the app estimates
 * the price before a draft exists (decision 060). Every page and document states what it gives.
 *
 * - The monthly price is the plan of the formula plus the monthly options, as the offer prices
 *   them. Postman visits with remote assistance are in the plan ({n}J): the POSTMAN_VISIT_TA option
 *   adds nothing on top. Installation assistance and material sending are one-off fees, not options
 *   of the month.
 * - The one-off fee: landline installation, mobile material sending, SIM installation with
 *   assistance or sending as chosen; visits alone have none. It is taken with the first debit.
 * - Promo codes change the months they run (see `applyDiscounts`) and may waive the fee.
 * - VAT is worked out by rate from the parts of each price (see `./vat`).
 */

export type RemoteAssistanceType = "NA" | "LANDLINE" | "MOBILE" | "SIM_3G4G";
export type FeeType = "install" | "install_assist" | "sending";

/** The prices of one offer (one system, level and remote-assistance type), as the price service gives them. */
export interface OfferPrices {
  /** By formula name: the monthly price and taxes of the plan, and its parts by VAT rate (none stated: all at the standard rate). */
  plans: Record<string, { price: number; taxes: number; vat?: VatPart[] }>;
  /** By option code: the monthly price. */
  options: Record<string, number>;
  /** By fee type: the one-off price. */
  fees: Record<string, number>;
  /** The VAT rate of an option (by code) or a fee (by type) when the price service states one (else the standard rate). */
  rates?: Record<string, number>;
}

/** A compact, serialisable price grid for one service level, by remote-assistance type: enough to price any choice. */
export type PriceGrid = Record<string, OfferPrices>;

/** What is priced: the offer's remote-assistance type, the formula and the option codes (SPEC 3 service payload). */
export interface PriceChoice {
  remoteAssistanceType: RemoteAssistanceType;
  formula: string;
  options: readonly string[];
}

/** Options that are in the plan's price (visits with remote assistance) or charged as the one-off fee. */
const NOT_MONTHLY = new Set(["POSTMAN_VISIT_TA", "INSTALL_ASSIST", "MATERIAL_SENDING"]);

/** A monthly line of the price: the plan ("PLAN") or an option, VAT included. */
export interface PriceLine {
  code: string;
  ttcPriceInCents: number;
}

export interface PricePeriod extends Amount {
  /** Months counted from 1, the first month of service. */
  fromMonth: number;
  /** The last month at this price; null for ever. */
  untilMonth: number | null;
}

export interface ContractFee extends Amount {
  type: FeeType;
  /** The fee before the codes (0 after them when a code waives it). */
  listPriceInCents: number;
}

export interface ContractPrice {
  formula: string;
  remoteAssistanceType: RemoteAssistanceType;
  lines: PriceLine[];
  /** The monthly price before the codes. */
  list: Amount;
  /** The monthly price after the codes, one period per price, the last one open-ended. */
  periods: PricePeriod[];
  /** The one-off fee after the codes; null when the offer has none. */
  fee: ContractFee | null;
  /** The first debit: the first month and the fee. */
  firstDebit: Amount;
  /** The promo codes the price applies. */
  promoCodes: string[];
}

/** The choice of the journey's services: its remote-assistance type, formula and option codes. */
export function choiceOfServices(services: Services): PriceChoice | null {
  const formula = formulaName(services);
  if (!formula) return null;
  return {
    remoteAssistanceType: remoteKind(services) ?? "NA",
    formula,
    options: servicePayload(services).flatMap((item) => item.options),
  };
}

/** The fee type of a choice: landline installation, mobile sending, SIM installation assistance or sending; none for visits. */
export function feeTypeOf(choice: Pick<PriceChoice, "remoteAssistanceType" | "options">): FeeType | null {
  switch (choice.remoteAssistanceType) {
    case "LANDLINE":
      return "install";
    case "MOBILE":
      return "sending";
    case "SIM_3G4G":
      return choice.options.includes("INSTALL_ASSIST") ? "install_assist" : "sending";
    case "NA":
      return null;
  }
}

const rateOf = (prices: OfferPrices, code: string) => prices.rates?.[code] ?? STANDARD_VAT_RATE;

/**
 * The contract's price for this choice with these promo codes, or null when the offer has no
 * such formula. `discounts` are the codes' terms for this offer (the discount service's answer).
 */
export function contractPrice(choice: PriceChoice, prices: OfferPrices | undefined, discounts: readonly AppliedDiscount[] = []): ContractPrice | null {
  const plan = prices?.plans[choice.formula];
  if (!prices || !plan) return null;
  const lines: PriceLine[] = [{ code: "PLAN", ttcPriceInCents: plan.price }];
  const parts: VatPart[] = plan.vat?.length ? [...plan.vat] : [{ rate: STANDARD_VAT_RATE, priceWithTaxes: plan.price }];
  for (const code of new Set(choice.options)) {
    const price = prices.options[code];
    if (NOT_MONTHLY.has(code) || price === undefined || price === 0) continue;
    lines.push({ code, ttcPriceInCents: price });
    parts.push({ rate: rateOf(prices, code), priceWithTaxes: price });
  }
  const list = amountOf(parts);

  const feeType = feeTypeOf(choice);
  const feeList = feeType ? (prices.fees[feeType] ?? 0) : 0;
  const fees = feeType === "sending" ? { materialSendingCents: feeList } : { installationCents: feeList };
  const discounted = applyDiscounts(list.ttcPriceInCents, fees, discounts);

  const periods = discounted.periods.map(({ fromMonth, untilMonth, priceCents }) => ({ fromMonth, untilMonth, ...amountOf(scaleParts(parts, priceCents)) }));
  const fee: ContractFee | null =
    feeType && feeList > 0
      ? { type: feeType, listPriceInCents: feeList, ...amountOf(discounted.fees.afterCents > 0 ? [{ rate: rateOf(prices, feeType), priceWithTaxes: discounted.fees.afterCents }] : []) }
      : null;
  const { fromMonth: _from, untilMonth: _until, ...first } = periods[0] ?? { ...list, fromMonth: 1, untilMonth: null };
  return {
    formula: choice.formula,
    remoteAssistanceType: choice.remoteAssistanceType,
    lines,
    list,
    periods,
    fee,
    firstDebit: fee ? addAmounts(first, fee) : first,
    promoCodes: discounts.map((discount) => discount.code.toUpperCase()),
  };
}

/** The price of the month `month` (counted from 1) of the contract. */
export function priceInMonth(price: Pick<ContractPrice, "periods" | "list">, month: number): Amount {
  const period = price.periods.find((candidate) => candidate.fromMonth <= month && (candidate.untilMonth === null || month <= candidate.untilMonth));
  return period ?? price.periods.at(-1) ?? price.list;
}

/** The price debited every month once the time-limited codes have run out: the last period's. */
export function regularPrice(price: Pick<ContractPrice, "periods" | "list">): Amount {
  return price.periods.at(-1) ?? price.list;
}

/**
 * The price from month `month` on: the periods already behind left out, the one in progress from
 * that month (what the dashboard and an avenant state once the first months are behind).
 */
export function priceFromMonth<Price extends Pick<ContractPrice, "periods" | "list">>(price: Price, month: number): Price {
  if (month <= 1) return price;
  const periods = price.periods
    .filter((period) => period.untilMonth === null || period.untilMonth >= month)
    .map((period) => ({ ...period, fromMonth: Math.max(period.fromMonth, month) }));
  return { ...price, periods };
}
