import { priceInMonth, type ContractFee } from "../../app/kernel/money/contract-price";
import { addAmounts, type Amount } from "../../app/kernel/money/vat";
import { versionPricedOn } from "../../app/kernel/money/price-in-effect";
import { invoiceDate } from "../../app/kernel/money/first-debit";
import { addDays, lastVersionOf, versionInForce } from "./contracts.js";
import { SEED_CONTRACT_NUMBER } from "./seed/contract.js";
import { VISIT_PHOTOS } from "./seed/photos.js";
import type { HubContract } from "./types.js";

export interface Invoice {
  id: string;
  date: string;
  /** The month of service it bills, counted from 1. */
  month: number;
  amountInCents: number;
  label: string;
}

export interface Attestation {
  id: string;
  date: string;
  /** What was paid in the year (every invoice of the year). */
  amountInCents: number;
  /** The part of it paid with prepaid CESU, which opens no right to the tax credit. */
  prepaidCesuInCents: number;
  label: string;
  year: number;
}

/**
 * Invoices, attestations and visit reports are not stored: they follow from the contract's
 * versions and the calendar, so they stay consistent with whatever version is in force.
 */

const MONTHS = ["janvier", "février", "mars", "avril", "mai", "juin", "juillet", "août", "septembre", "octobre", "novembre", "décembre"];

/** The day the service started, the same in every version; null while the signed documents are awaited. */
function startOf(versions: HubContract[]): string | null {
  return lastVersionOf(versions)?.delivery.startDate ?? null;
}

/**
 * What an invoice bills: the month of service at the price in effect on its date
 * (`versionPricedOn`), the fee with the first, and the version that prices it.
 */
export function invoiceAmount(versions: HubContract[], invoice: Pick<Invoice, "date" | "month">): { month: Amount; fee: ContractFee | null; total: Amount; priced: HubContract } {
  const priced = versionPricedOn(versions, invoice.date)!;
  const month = priceInMonth(priced.price, invoice.month);
  const fee = invoice.month === 1 ? priced.price.fee : null;
  return { month, fee, total: fee ? addAmounts(month, fee) : month, priced };
}

/**
 * One invoice per month of service, newest first: the first dated the day the service starts (at
 * the earliest the 5th), the next ones the 5th of each month, up to today. The first takes the
 * one-off fee; each month is at the price in effect on its date (`versionPricedOn`; promo codes
 * counted from the start).
 */
export function invoicesOf(versions: HubContract[], now: Date = new Date()): Invoice[] {
  const first = versions[0];
  const start = startOf(versions);
  if (!first || !start) return [];
  // A withdrawn contract is billed no more after the day its withdrawal was received (decision 123).
  const withdrawnAt = lastVersionOf(versions)?.withdrawal?.receivedAt;
  const todayIso = withdrawnAt && withdrawnAt < now.toISOString() ? withdrawnAt.slice(0, 10) : now.toISOString().slice(0, 10);
  const invoices: Invoice[] = [];
  for (let index = 1; ; index += 1) {
    // The day of the first debit that takes money, as the pages state it, follows the same rule.
    const date = invoiceDate(start, index);
    if (date > todayIso) break;
    const [year, month] = date.split("-").map(Number) as [number, number];
    const invoice = { id: `F${first.contractNumber}${year}${String(month).padStart(2, "0")}`, date, month: index, label: `Facture ${MONTHS[month - 1]} ${year}` };
    invoices.push({ ...invoice, amountInCents: invoiceAmount(versions, invoice).total.ttcPriceInCents });
  }
  return invoices.reverse();
}

/**
 * The part of a year's payments made with prepaid CESU (chèques emploi service universels
 * préfinancés by an employer or a welfare fund): the seed contract's client paid some invoices so.
 */
const PREPAID_CESU: Record<string, Record<number, number>> = { [SEED_CONTRACT_NUMBER]: { 2024: 20000, 2025: 15000 } };

/** One tax attestation per completed calendar year with invoices, newest first. */
export function attestationsOf(versions: HubContract[], now: Date = new Date()): Attestation[] {
  const first = versions[0];
  if (!first) return [];
  const currentYear = now.getUTCFullYear();
  const totals = new Map<number, number>();
  for (const invoice of invoicesOf(versions, now)) {
    const year = Number(invoice.date.slice(0, 4));
    if (year < currentYear) totals.set(year, (totals.get(year) ?? 0) + invoice.amountInCents);
  }
  return [...totals.entries()]
    .sort(([a], [b]) => b - a)
    .map(([year, amountInCents]) => ({
      id: `A${first.contractNumber}${year}`,
      date: `${year + 1}-01-31`,
      amountInCents,
      prepaidCesuInCents: Math.min(amountInCents, PREPAID_CESU[first.contractNumber]?.[year] ?? 0),
      label: `Attestation fiscale ${year}`,
      year,
    }))
    .filter((attestation) => attestation.date <= now.toISOString().slice(0, 10));
}

/** The services of each month of a year: the postman's visits made, remote assistance or not, and the amount invoiced. */
export function servicesByMonth(versions: HubContract[], year: number, now: Date = new Date()): { month: string; visits: number; remoteAssistance: boolean; amountInCents: number }[] {
  const start = startOf(versions);
  if (!start) return [];
  const invoices = invoicesOf(versions, now);
  const months: { month: string; visits: number; remoteAssistance: boolean; amountInCents: number }[] = [];
  for (let month = 1; month <= 12; month += 1) {
    const prefix = `${year}-${String(month).padStart(2, "0")}`;
    const end = addDays(`${month === 12 ? year + 1 : year}-${String(month === 12 ? 1 : month + 1).padStart(2, "0")}-01`, -1);
    if (end < start || `${prefix}-01` > now.toISOString().slice(0, 10)) continue;
    let visits = 0;
    let remoteAssistance = false;
    for (let date = `${prefix}-01` < start ? start : `${prefix}-01`; date <= end; date = addDays(date, 1)) {
      const inForce = versionInForce(versions, date)!;
      if (inSuspension(inForce, date)) continue;
      remoteAssistance ||= inForce.remoteAssistance;
      const weekday = WEEKDAYS[new Date(`${date}T00:00:00.000Z`).getUTCDay()]!;
      if (inForce.delivery.visitDays.includes(weekday)) visits += 1;
    }
    const amountInCents = invoices.filter((invoice) => invoice.date.startsWith(prefix)).reduce((sum, invoice) => sum + invoice.amountInCents, 0);
    months.push({ month: `${MONTHS[month - 1]} ${year}`, visits, remoteAssistance, amountInCents });
  }
  return months;
}

const WEEKDAYS = ["SUNDAY", "MONDAY", "TUESDAY", "WEDNESDAY", "THURSDAY", "FRIDAY", "SATURDAY"];

export interface VisitReport {
  id: string;
  dateModification: string;
  active: true;
  href: string;
  dateReleve: string;
  valeur: {
    level: "IMPORTANT" | "NORMAL";
    contractNumber: string;
    dataSource: "FACTEUR";
    value: "OK" | "BESOIN_FACTEUR";
    /** The recipient's mood; with a need, a second entry names it (ours: SPEC 3 shows the marker only). */
    metadata: ({ dataType: "MOOD"; recipientMood: "GOOD" | "AVERAGE" | "BAD" } | { dataType: "NEED"; need: VisitNeed })[];
    eventDate: string;
    LPFRType: 1 | 5;
  };
  idDevice: string;
  valueType: "DEFAULT";
  type: "";
  metadata: { ttl: 31536000; overwrite: "ALWAYS"; rawDocasanteDocument: false };
  groupId: string;
  base64Image: string | null;
  typePhoto: "jpg";
}

/** The needs a postman names (ours to define: SPEC 3 has the need marker only). */
export const VISIT_NEEDS = ["GROCERIES", "PAPERWORK", "HOME_REPAIR", "COMPANY", "HEALTH"] as const;
export type VisitNeed = (typeof VISIT_NEEDS)[number];

function inSuspension(contract: HubContract, date: string): boolean {
  const period = contract.delivery.suspension;
  return !!period && date >= period.startDate && date <= period.endDate;
}

/**
 * The postman's visit reports from the service start to `to`: one per visit day of the version
 * in force; every ninth is a postman need (IMPORTANT), every twentieth an IMPORTANT alert and
 * the tenth of every twenty a NORMAL one (LPFRType 5). A need names what is needed; a need, an
 * alert and every fourth visit carry a photo. `extra` are the events added since (alerts raised
 * through /__sandbox). Newest first.
 */
export function visitReportsOf(versions: HubContract[], from: Date, to: Date, count: number, extra: readonly VisitReport[] = []): VisitReport[] {
  const first = versions[0];
  if (!first) return [];
  const contractNumber = first.contractNumber;
  const reports: VisitReport[] = [];
  const end = to.toISOString().slice(0, 10);
  let ordinal = 0;
  const start = startOf(versions);
  if (!start) return [];
  for (let date = start; date <= end; date = addDays(date, 1)) {
    const inForce = versionInForce(versions, date)!;
    const weekday = WEEKDAYS[new Date(`${date}T00:00:00.000Z`).getUTCDay()]!;
    if (!inForce.delivery.visitDays.includes(weekday) || inSuspension(inForce, date)) continue;
    ordinal += 1;
    const eventDate = `${date}T09:${String(10 + (ordinal % 45)).padStart(2, "0")}:00.000Z`;
    if (eventDate < from.toISOString() || eventDate > to.toISOString()) continue;
    const importantAlert = ordinal % 20 === 0;
    const normalAlert = ordinal % 20 === 10;
    const alert = importantAlert || normalAlert;
    const need = alert || ordinal % 9 === 0;
    const id = `${contractNumber}-${date.replace(/-/g, "")}`;
    const mood = importantAlert ? "BAD" : need ? "AVERAGE" : "GOOD";
    const photo = need || ordinal % 4 === 0 ? VISIT_PHOTOS[ordinal % VISIT_PHOTOS.length]!.base64Image : null;
    reports.push(
      visitEvent(contractNumber, id, eventDate, {
        level: importantAlert || (need && !normalAlert) ? "IMPORTANT" : "NORMAL",
        value: need ? "BESOIN_FACTEUR" : "OK",
        mood,
        need: need ? VISIT_NEEDS[ordinal % VISIT_NEEDS.length]! : null,
        LPFRType: alert ? 5 : 1,
        base64Image: photo,
      }),
    );
  }
  const added = extra.filter((event) => event.dateReleve >= from.toISOString() && event.dateReleve <= to.toISOString());
  return [...reports, ...added].sort((a, b) => b.dateReleve.localeCompare(a.dateReleve)).slice(0, count);
}

/** One event of the hub's record (SPEC 3 "Alert and device event"). */
export function visitEvent(
  contractNumber: string,
  id: string,
  eventDate: string,
  event: { level: "IMPORTANT" | "NORMAL"; value: "OK" | "BESOIN_FACTEUR"; mood: "GOOD" | "AVERAGE" | "BAD"; need: VisitNeed | null; LPFRType: 1 | 5; base64Image: string | null },
): VisitReport {
  return {
    id,
    dateModification: eventDate.replace(/:00\.000Z$/, ":30.000Z"),
    active: true,
    href: `/v1/ndr/${id}`,
    dateReleve: eventDate,
    valeur: {
      level: event.level,
      contractNumber,
      dataSource: "FACTEUR",
      value: event.value,
      metadata: [{ dataType: "MOOD", recipientMood: event.mood }, ...(event.need ? [{ dataType: "NEED" as const, need: event.need }] : [])],
      eventDate,
      LPFRType: event.LPFRType,
    },
    idDevice: `/v2/devices/FACTEO-${contractNumber}`,
    valueType: "DEFAULT",
    type: "",
    metadata: { ttl: 31536000, overwrite: "ALWAYS", rawDocasanteDocument: false },
    groupId: `GRP-${contractNumber}`,
    base64Image: event.base64Image,
    typePhoto: "jpg",
  };
}
