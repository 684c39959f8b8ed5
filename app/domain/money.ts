/**
 * SPEC 9: prices are in cents, divided by 100 for display, with a comma as decimal separator;
 * whole amounts show no decimals. 8260 → "82,60 €", 9900 → "99 €".
 */
export function formatEuros(cents: number): string {
  const euros = cents / 100;
  const amount = Number.isInteger(euros) ? String(euros) : euros.toFixed(2).replace(".", ",");
  return `${amount}\u00a0€`;
}

/** SPEC 9: the tax credit is 50 % of the price. */
export function taxCreditCents(cents: number): number {
  return Math.round(cents / 2);
}
