/**
 * VAT on prices stated VAT included (SPEC 9: prices in cents, VAT included). Each part of a price
 * has its rate; a price's VAT is worked out by rate, so a price whose parts have different rates
 * is stated as a breakdown by rate, and every figure of a breakdown adds up to the price.
 */

/** France's standard rate, the rate of any part the price service states no rate for. */
export const STANDARD_VAT_RATE = 20;

/** A part of a price, VAT included, taxed at `rate` percent (20, 10, 5.5). */
export interface VatPart {
  rate: number;
  priceWithTaxes: number;
}

/** One rate of a price: the amount without VAT and the VAT, in cents. */
export interface VatLine {
  rate: number;
  htPriceInCents: number;
  tvaAmountInCents: number;
}

/** An amount as every page and document states it: VAT included, without VAT, the VAT, by rate. */
export interface Amount {
  ttcPriceInCents: number;
  htPriceInCents: number;
  tvaAmountInCents: number;
  vat: VatLine[];
}

/** The VAT a price of `priceWithTaxes` cents includes at `rate` percent, rounded to the cent (half up). */
export function includedVat(priceWithTaxes: number, rate: number): number {
  return Math.round((priceWithTaxes * rate) / (100 + rate));
}

/** The parts with one entry per rate (highest rate first), parts of 0 left out. */
export function mergeParts(parts: readonly VatPart[]): VatPart[] {
  const byRate = new Map<number, number>();
  for (const part of parts) byRate.set(part.rate, (byRate.get(part.rate) ?? 0) + part.priceWithTaxes);
  return [...byRate.entries()]
    .filter(([, priceWithTaxes]) => priceWithTaxes !== 0)
    .sort(([a], [b]) => b - a)
    .map(([rate, priceWithTaxes]) => ({ rate, priceWithTaxes }));
}

/**
 * The parts of a price brought to `total` cents in proportion (a discount applies to the whole
 * price, so to each rate alike); the cents rounding leaves go to the largest remainders, so the
 * parts add up to `total` exactly.
 */
export function scaleParts(parts: readonly VatPart[], total: number): VatPart[] {
  const merged = mergeParts(parts);
  const sum = merged.reduce((accumulated, part) => accumulated + part.priceWithTaxes, 0);
  if (sum <= 0 || total <= 0) return [];
  if (total === sum) return merged;
  const exact = merged.map((part) => (part.priceWithTaxes * total) / sum);
  const scaled = exact.map(Math.floor);
  let left = total - scaled.reduce((accumulated, value) => accumulated + value, 0);
  const order = exact.map((value, index) => ({ index, remainder: value - Math.floor(value) })).sort((a, b) => b.remainder - a.remainder || a.index - b.index);
  for (const { index } of order) {
    if (left <= 0) break;
    scaled[index]! += 1;
    left -= 1;
  }
  return mergeParts(merged.map((part, index) => ({ rate: part.rate, priceWithTaxes: scaled[index]! })));
}

/** The amount of parts: its total, its VAT by rate, and without VAT. */
export function amountOf(parts: readonly VatPart[]): Amount {
  const vat = mergeParts(parts).map(({ rate, priceWithTaxes }) => {
    const tvaAmountInCents = includedVat(priceWithTaxes, rate);
    return { rate, htPriceInCents: priceWithTaxes - tvaAmountInCents, tvaAmountInCents };
  });
  const tvaAmountInCents = vat.reduce((sum, line) => sum + line.tvaAmountInCents, 0);
  const htPriceInCents = vat.reduce((sum, line) => sum + line.htPriceInCents, 0);
  return { ttcPriceInCents: htPriceInCents + tvaAmountInCents, htPriceInCents, tvaAmountInCents, vat };
}

/** The sum of amounts (a first debit: the first month and the fee), VAT still by rate. */
export function addAmounts(...amounts: Amount[]): Amount {
  return amountOf(amounts.flatMap((amount) => amount.vat.map((line) => ({ rate: line.rate, priceWithTaxes: line.htPriceInCents + line.tvaAmountInCents }))));
}

/** "20 %", "5,5 %": a rate as the French pages write it. */
export function formatRate(rate: number): string {
  return `${String(rate).replace(".", ",")}\u00a0%`;
}
