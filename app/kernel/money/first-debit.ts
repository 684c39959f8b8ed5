import { serviceStartDate } from "~/kernel/contract/contract-dates";
import { formatEuros } from "./money";
import { priceInMonth, type ContractPrice } from "./contract-price";
import type { MoneyMessage } from "./statement";

/**
 * When money is first taken, and how much (decision 140). A free first month (PREMIERMOIS) makes
 * the first debit 0 €: what a person needs then is the first debit that takes money, its amount
 * and its day. One rule, pure, from the hub's price and the service's start day, that the pages,
 * the contract, the mandate and the hub's invoices all follow.
 *
 * - Month n of service is invoiced on the 5th of the n-th calendar month from the start month;
 *   the first on the start day when the service starts after the 5th.
 * - It is debited on the 10th of that month ("Le prélèvement intervient le 10 du mois", as the
 *   contract says), or on the invoice's day when that is later (a service starting after the 10th).
 */

export const INVOICE_DAY = 5;
export const DEBIT_DAY = 10;

const pad = (value: number) => String(value).padStart(2, "0");

/** The first day of the `month`-th month of service (counted from 1) in the calendar. */
function calendarMonth(start: string, month: number): { year: number; month: number } {
  const [year, startMonth] = start.split("-").map(Number) as [number, number];
  const index = startMonth - 1 + month - 1;
  return { year: year + Math.floor(index / 12), month: (index % 12) + 1 };
}

/** The day month `month` of service (counted from 1) is invoiced, for a service started on `start` (YYYY-MM-DD). */
export function invoiceDate(start: string, month: number): string {
  const calendar = calendarMonth(start, month);
  const fifth = `${calendar.year}-${pad(calendar.month)}-${pad(INVOICE_DAY)}`;
  return month === 1 && start > fifth ? start : fifth;
}

/** The day month `month` of service is debited. */
export function debitDate(start: string, month: number): string {
  const invoice = invoiceDate(start, month);
  const tenth = `${invoice.slice(0, 8)}${pad(DEBIT_DAY)}`;
  return invoice > tenth ? invoice : tenth;
}

/**
 * The first debit that takes money: its month of service and amount (the month's price, with the
 * one-off fee on the first). Null when nothing is ever debited (every period at 0 €, no fee).
 */
export function firstPaidDebit(price: Pick<ContractPrice, "periods" | "list" | "fee" | "firstDebit">): { month: number; amountInCents: number } | null {
  if (price.firstDebit.ttcPriceInCents > 0) return { month: 1, amountInCents: price.firstDebit.ttcPriceInCents };
  // The periods after the first: the first month of each is the first it could be paid.
  for (const period of price.periods) {
    const month = Math.max(period.fromMonth, 2);
    if (period.untilMonth !== null && period.untilMonth < month) continue;
    const amount = priceInMonth(price, month).ttcPriceInCents;
    if (amount > 0) return { month, amountInCents: amount };
  }
  return null;
}

/** The start a first debit's day is told from: the service's start day, or the day it would start if signed today. */
export interface DebitStart {
  day: string;
  estimate: boolean;
}

/**
 * "Premier montant prélevé : 56,90 €, le 10 février 2027": the first paid debit, on the day the
 * start gives. `start`: the service's start day when the contract is signed; `estimate`: the day it
 * would start if signed today (before the signature); none (a paper order awaiting its documents):
 * the day said in months of service.
 */
export function firstPaidDebitMessage(
  price: Pick<ContractPrice, "periods" | "list" | "fee" | "firstDebit">,
  start: DebitStart | null,
  formatDay: (day: string) => string,
): MoneyMessage | null {
  const debit = firstPaidDebit(price);
  if (!debit) return null;
  const amount = formatEuros(debit.amountInCents);
  const key = "common:money.firstPaidDebit";
  if (!start) return debit.month === 1 ? { key: `${key}.atStart`, values: { amount } } : { key: `${key}.inMonth`, values: { amount, day: DEBIT_DAY, month: debit.month } };
  const date = formatDay(debitDate(start.day, debit.month));
  // The first debit takes money: its amount is stated already, its day is the news.
  const which = debit.month === 1 ? "firstOn" : "on";
  return { key: `${key}.${which}${start.estimate ? "IfSignedToday" : ""}`, values: { amount, date } };
}

/**
 * The start a page tells the first debit's day from: the start the hub set once the contract is
 * signed; before, the day the service would start if signed today (with the early start asked or
 * not); none for a paper order, signed the day its documents come back.
 */
export function debitStartOf(started: { startDate: string | null } | null, order: { paper: boolean; earlyStart: boolean }, today: string): DebitStart | null {
  if (started?.startDate) return { day: started.startDate, estimate: false };
  if (order.paper) return null;
  return { day: serviceStartDate(today, order.earlyStart), estimate: true };
}
