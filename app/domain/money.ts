/**
 * SPEC 9: prices are in cents, divided by 100 for display, with a comma as decimal separator;
 * whole amounts show no decimals. 8260 → "82,60 €", 9900 → "99 €"; thousands are grouped with a
 * no-break space, as French writes them: 105880 → "1 058,80 €".
 */
export function formatEuros(cents: number): string {
  const euros = Math.round(cents) / 100;
  const [whole = "0", decimals] = (Number.isInteger(euros) ? String(Math.abs(euros)) : Math.abs(euros).toFixed(2)).split(".");
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, "\u00a0");
  return `${euros < 0 ? "-" : ""}${grouped}${decimals ? `,${decimals}` : ""}\u00a0€`;
}

/** SPEC 9: the tax credit is 50 % of the price. */
export function taxCreditCents(cents: number): number {
  return Math.round(cents / 2);
}
