import { formatEuros, taxCreditCents } from "./money";
import { regularPrice, type ContractPrice } from "./contract-price";
import { formatRate, type Amount } from "./vat";

/**
 * How a contract's money is stated, the same way on every page and document (the summary, the
 * payment page, the mandate, the confirmation, the dashboard, the contract and quotation PDFs,
 * the invoices): message keys of `common:money.*` with their values, which the pages translate
 * and the sandbox's PDFs read in French (`server/sandbox/words.ts`).
 *
 * - the monthly price, and a time-limited code as "X € par mois pendant N mois, puis Y € par mois";
 * - the first debit, which takes the first month (a first-invoice code shows there) and the fee;
 * - the one-off fee (or that a code waives it);
 * - the VAT with its rate, or by rate where the rates are mixed.
 */

export interface MoneyMessage {
  key: string;
  values: Record<string, string | number>;
}

/** A translation function: the app's `t`, or the sandbox's French reader. */
export type Translate = (key: string, values?: Record<string, string | number>) => string;

/** Phrases read one after the other, joined with the joiner's words (", puis ", " et "). */
export interface Sentence {
  phrases: MoneyMessage[];
  joiner: string;
}

const NS = "common:money";
const euros = formatEuros;

/** The sentence in words. */
export function sayMoney(sentence: Sentence | MoneyMessage, t: Translate): string {
  if ("phrases" in sentence) return sentence.phrases.map((phrase) => t(phrase.key, phrase.values)).join(t(sentence.joiner));
  return t(sentence.key, sentence.values);
}

/**
 * The monthly price over time: "56,90 € par mois"; "51,21 € par mois au lieu de 56,90 €";
 * "0 € le 1er mois, puis 56,90 € par mois"; "46,12 € par mois pendant 3 mois, puis 58,90 € par
 * mois au lieu de 63,90 €".
 */
export function monthlySentence(price: Pick<ContractPrice, "periods" | "list">): Sentence {
  const list = price.list.ttcPriceInCents;
  const phrases = price.periods.map((period): MoneyMessage => {
    const value = euros(period.ttcPriceInCents);
    if (period.untilMonth === null) {
      return period.ttcPriceInCents === list
        ? { key: `${NS}.period.regular`, values: { price: value } }
        : { key: `${NS}.period.regularInstead`, values: { price: value, list: euros(list) } };
    }
    const months = period.untilMonth - period.fromMonth + 1;
    if (period.fromMonth === 1 && months === 1) return { key: `${NS}.period.firstMonth`, values: { price: value } };
    return { key: `${NS}.period.months`, values: { price: value, months } };
  });
  return { phrases, joiner: `${NS}.then` };
}

/** "Premier prélèvement : 39 €, dont 39 € de frais d'envoi et d'installation (une fois)". */
export function firstDebitMessage(price: Pick<ContractPrice, "firstDebit" | "fee">): MoneyMessage {
  const amount = euros(price.firstDebit.ttcPriceInCents);
  if (!price.fee) return { key: `${NS}.firstDebit`, values: { amount } };
  if (price.fee.ttcPriceInCents === 0) return { key: `${NS}.firstDebitFeeWaived`, values: { amount } };
  return { key: `${NS}.firstDebitWithFee`, values: { amount, fee: euros(price.fee.ttcPriceInCents) } };
}

/** "Frais d'envoi et d'installation : 39 €, une fois", or waived by a code; null without a fee. */
export function feeMessage(price: Pick<ContractPrice, "fee">): MoneyMessage | null {
  if (!price.fee) return null;
  if (price.fee.ttcPriceInCents === 0) return { key: `${NS}.feeWaived`, values: { list: euros(price.fee.listPriceInCents) } };
  return { key: `${NS}.fee`, values: { fee: euros(price.fee.ttcPriceInCents) } };
}

/**
 * The VAT a price includes, with its rate: "TVA incluse dans 56,90 € : 20 %, soit 9,48 €", or by
 * rate: "TVA incluse dans 82,60 € : 20 %, soit 8,30 € et 10 %, soit 2,98 €".
 */
export function vatSentence(amount: Amount): Sentence {
  const price = euros(amount.ttcPriceInCents);
  if (amount.vat.length === 0) return { phrases: [{ key: `${NS}.vat.none`, values: { price } }], joiner: `${NS}.vat.and` };
  return {
    phrases: amount.vat.map((line, index) => ({
      key: `${NS}.vat.${index === 0 ? "first" : "next"}`,
      values: { price, rate: formatRate(line.rate), amount: euros(line.tvaAmountInCents) },
    })),
    joiner: `${NS}.vat.and`,
  };
}

/** The VAT of an invoice by rate, with the amount without VAT: "TVA 20 % : 8,30 € sur 41,48 € HT". */
export function vatBreakdown(amount: Amount): MoneyMessage[] {
  return amount.vat.map((line) => ({
    key: `${NS}.vatLine`,
    values: { rate: formatRate(line.rate), amount: euros(line.tvaAmountInCents), base: euros(line.htPriceInCents) },
  }));
}

/** "Soit 28,45 € par mois après crédit d'impôt de 50 %": on the price debited every month. */
export function taxCreditMessage(price: Pick<ContractPrice, "periods" | "list">): MoneyMessage {
  const monthly = regularPrice(price).ttcPriceInCents;
  return { key: `${NS}.taxCredit`, values: { price: euros(monthly - taxCreditCents(monthly)) } };
}

/** Everything a page or document says of a price, in the order they say it. */
export interface PriceStatement {
  monthly: Sentence;
  vat: Sentence;
  firstDebit: MoneyMessage;
  fee: MoneyMessage | null;
  taxCredit: MoneyMessage;
}

export function priceStatement(price: ContractPrice): PriceStatement {
  return {
    monthly: monthlySentence(price),
    vat: vatSentence(regularPrice(price)),
    firstDebit: firstDebitMessage(price),
    fee: feeMessage(price),
    taxCredit: taxCreditMessage(price),
  };
}

/** The statement in words, one line each (the PDFs, the tests). */
export function sayPriceStatement(statement: PriceStatement, t: Translate): { monthly: string; vat: string; firstDebit: string; fee: string | null; taxCredit: string } {
  return {
    monthly: sayMoney(statement.monthly, t),
    vat: sayMoney(statement.vat, t),
    firstDebit: sayMoney(statement.firstDebit, t),
    fee: statement.fee ? sayMoney(statement.fee, t) : null,
    taxCredit: sayMoney(statement.taxCredit, t),
  };
}
