import { withdrawalPeriodEnd } from "./contract-dates";
import { addDays, daysBetween } from "./calendar";
import { awaitsSignedDocuments } from "./signed-documents";
import type { Wording } from "~/kernel/i18n/wording";

/**
 * The withdrawal function (droit de rétractation; Consumer Rights Directive art. 11a, Code de la
 * consommation L.221-18 to L.221-25; decision 123): while the period runs, a statement (name,
 * contract, e-mail) confirmed in a second step; the hub records it, stops the service and works
 * out the refund by the rule below; the acknowledgement (page, PDF, mail) states the same words.
 */

/** The withdrawal function without signing in, beside the termination's (linked from every contract and the CGV). */
export const PUBLIC_WITHDRAWAL_PATH = "/particulier/veiller-sur-mes-parents/gestion/retractation";

/** Its address as the contract, its model form and the CGV print it. */
export const PUBLIC_WITHDRAWAL_ADDRESS = `www.laposte.fr${PUBLIC_WITHDRAWAL_PATH}`;

/** The hub's status of a withdrawn contract: the service has stopped, the refund is owed. */
export const WITHDRAWN = "WITHDRAWN";

/** The refund is made at the latest this many days after the withdrawal is received (L.221-24). */
export const REFUND_DAYS = 14;

/**
 * The month the proportional amount is counted in (L.221-25): a day of service given before the
 * end of the period, at the person's request, costs a thirtieth of the first month's price.
 */
export const DAYS_PRICED_IN_A_MONTH = 30;

export function isWithdrawn(contractStatus: string | null | undefined): boolean {
  return contractStatus === WITHDRAWN;
}

/** What the withdrawal period follows from: the hub's status and dates of the contract. */
export interface WithdrawalFacts {
  contractStatus: string;
  /** The day the contract was concluded (signed); null while a paper order's signed documents are awaited. */
  beginDate: string | null;
  /** The last day of the period as the hub set it when the contract was concluded. */
  withdrawalEndDate: string | null;
}

/**
 * Whether a person may withdraw on `today` (French time):
 * - "open": concluded, and `today` is at the latest the period's last day (the hub's
 *   `withdrawalEndDate`: 14 days counted from the day after conclusion, to the end of the 14th,
 *   put off to the next working day; app/kernel/contract/contract-dates);
 * - "notConcluded": a paper order whose signed documents have not come back: the period has not
 *   begun (it runs from their receipt, the conclusion), and the order may be withdrawn already;
 * - "ended": the period is over (its last day, when known);
 * - "withdrawn": done already.
 */
export type WithdrawalWindow = { state: "open"; endDate: string } | { state: "notConcluded" } | { state: "ended"; endDate: string | null } | { state: "withdrawn" };

export function withdrawalWindow(facts: WithdrawalFacts, today: string): WithdrawalWindow {
  if (isWithdrawn(facts.contractStatus)) return { state: "withdrawn" };
  if (awaitsSignedDocuments(facts.contractStatus)) return { state: "notConcluded" };
  const endDate = facts.withdrawalEndDate ?? (facts.beginDate ? withdrawalPeriodEnd(facts.beginDate) : null);
  if (endDate === null || endDate < today) return { state: "ended", endDate };
  return { state: "open", endDate };
}

/** Whether the withdrawal function is offered (and accepted by the hub) on `today`. */
export function mayWithdraw(facts: WithdrawalFacts, today: string): boolean {
  const { state } = withdrawalWindow(facts, today);
  return state === "open" || state === "notConcluded";
}

/** What the refund follows from, as the hub knows it on the day the withdrawal is received. */
export interface RefundFacts {
  /** Everything debited so far (the invoices up to that day, one-off fees included). */
  paidInCents: number;
  /** The first month's price (the month the service would have been given in). */
  monthlyPriceInCents: number;
  /** The day the service started or starts; null while not concluded. */
  startDate: string | null;
  /** The person asked, with the order, for the service to start before the end of the period. */
  earlyStart: boolean;
  /** The day the withdrawal was received (French time). */
  receivedDay: string;
}

export interface Refund {
  paidInCents: number;
  /** The part kept for the service given before the withdrawal (L.221-25), never more than was paid. */
  retainedInCents: number;
  refundInCents: number;
  /** The days of service given, first and last (null when none). */
  servedFrom: string | null;
  servedTo: string | null;
  /** The refund is made at the latest on this day. */
  refundBy: string;
}

/**
 * The refund (L.221-24, L.221-25): everything paid, fees included, less the service given, in
 * proportion, when the person asked it to start before the end of the period: the days from the
 * start to the day before the withdrawal was received, each a thirtieth of the first month's
 * price. What the service given costs is taken from what was paid and never debited beyond it
 * (decision 123). Refunded at the latest 14 days after the withdrawal was received.
 */
export function withdrawalRefund(facts: RefundFacts): Refund {
  const lastServed = addDays(facts.receivedDay, -1);
  const served = facts.earlyStart && facts.startDate !== null && facts.startDate <= lastServed;
  const days = served ? daysBetween(facts.startDate!, lastServed) : 0;
  const owed = Math.round((facts.monthlyPriceInCents * days) / DAYS_PRICED_IN_A_MONTH);
  const retainedInCents = Math.min(owed, facts.paidInCents);
  return {
    paidInCents: facts.paidInCents,
    retainedInCents,
    refundInCents: facts.paidInCents - retainedInCents,
    servedFrom: served ? facts.startDate : null,
    servedTo: served ? lastServed : null,
    refundBy: addDays(facts.receivedDay, REFUND_DAYS),
  };
}

/** A withdrawal as the hub recorded it (its answer, and the contract's `withdrawal` block). */
export interface RecordedWithdrawal extends Refund {
  requestId: string;
  /** The instant the withdrawal was received (ISO 8601). */
  receivedAt: string;
  /** The statement: the name and the e-mail typed (the contract is the one withdrawn). */
  name: string;
  mail: string;
}

/** How a reader writes what the acknowledgement states: money, a day, and an instant's day and time (French time). */
export interface AcknowledgementReaders {
  money: (cents: number) => string;
  day: (iso: string) => string;
  moment: (instant: string) => { day: string; time: string };
}

/**
 * The acknowledgement's sentences, the same on the page, in the PDF and in the mail: the statement
 * received (its content), the day and time of receipt, the service stopped, the refund.
 */
export function acknowledgementWordings(contractNumber: string, withdrawal: RecordedWithdrawal, read: AcknowledgementReaders): Wording[] {
  const { day, time } = read.moment(withdrawal.receivedAt);
  const refund = { refund: read.money(withdrawal.refundInCents), by: read.day(withdrawal.refundBy) };
  return [
    { key: "withdrawal:acknowledgement.received", values: { day, time } },
    { key: "withdrawal:acknowledgement.statement", values: { number: contractNumber, name: withdrawal.name, mail: withdrawal.mail } },
    { key: "withdrawal:acknowledgement.stopped" },
    refundWording(withdrawal, read, refund),
    { key: "withdrawal:acknowledgement.reference", values: { reference: withdrawal.requestId } },
  ];
}

function refundWording(withdrawal: Refund, read: AcknowledgementReaders, refund: { refund: string; by: string }): Wording {
  if (withdrawal.paidInCents === 0) return { key: "withdrawal:acknowledgement.refund.nothingPaid" };
  if (withdrawal.retainedInCents === 0) return { key: "withdrawal:acknowledgement.refund.full", values: refund };
  return {
    key: "withdrawal:acknowledgement.refund.proportional",
    values: {
      ...refund,
      paid: read.money(withdrawal.paidInCents),
      retained: read.money(withdrawal.retainedInCents),
      from: read.day(withdrawal.servedFrom ?? ""),
      to: read.day(withdrawal.servedTo ?? ""),
    },
  };
}
