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

/**
 * The amounts of a text as English writes them ("€45.90 a month", not "45,90 € a
 * month"): every amount `formatEuros` wrote, "1 058,80 €" → "€1,058.80", "-5 €" → "-€5", and a
 * percentage "10 %" → "10%". Amounts are computed and formatted once, in French; the translation
 * of an English page passes each value it shows through here (app/kernel/i18n/locales.ts).
 */
export function inEnglishNumbers(text: string): string {
  return text
    .replace(/(-?)(\d{1,3}(?:\u00a0\d{3})*)(?:,(\d{2}))?\u00a0€/g, (_all, sign: string, whole: string, decimals: string | undefined) => `${sign}€${whole.replace(/\u00a0/g, ",")}${decimals ? `.${decimals}` : ""}`)
    .replace(/(\d)\u00a0%/g, "$1%");
}

/** An amount as the page's language writes it: "1 058,80 €" in French, "€1,058.80" in English. */
export function formatEurosIn(cents: number, language: string): string {
  return language === "en" ? inEnglishNumbers(formatEuros(cents)) : formatEuros(cents);
}

/** SPEC 9: the tax credit is 50 % of the price. */
export function taxCreditCents(cents: number): number {
  return Math.round(cents / 2);
}

export interface TaxCredit {
  /** What was paid in the year. */
  paidInCents: number;
  /** The part paid with prepaid CESU, which opens no right to the credit. */
  prepaidCesuInCents: number;
  /** What opens the right: paid, less the prepaid CESU. */
  eligibleInCents: number;
  /** SPEC 9: 50 % of what opens the right. */
  creditInCents: number;
}

/**
 * The tax credit of a year of services à la personne (CGI art. 199 sexdecies): 50 % of what was
 * paid, after deducting what was paid by prepaid CESU (an employer's or a fund's money, not the
 * payer's). The attestations page and the hub's attestation PDF both state this figure.
 */
export function yearTaxCredit({ paidInCents, prepaidCesuInCents }: { paidInCents: number; prepaidCesuInCents: number }): TaxCredit {
  const cesu = Math.min(Math.max(prepaidCesuInCents, 0), paidInCents);
  const eligibleInCents = paidInCents - cesu;
  return { paidInCents, prepaidCesuInCents: cesu, eligibleInCents, creditInCents: taxCreditCents(eligibleInCents) };
}
