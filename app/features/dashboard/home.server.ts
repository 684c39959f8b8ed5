import { formatPhoneNumber } from "~/kernel/people/phone";
import { data, redirect } from "@remix-run/node";
import { billedDay, serviceMonth } from "~/kernel/contract/contract-dates";
import { contractState, statusFactsOf } from "~/kernel/contract/contract-status";
import { today } from "~/kernel/contract/calendar";
import { mayWithdraw, withdrawalWindow } from "~/kernel/contract/withdrawal";
import { awaitsSignedDocuments } from "~/kernel/contract/signed-documents";
import { showsPersonalData } from "~/kernel/contract/contract-flags";
import { maskedIban, renewalDate } from "~/features/dashboard/rules/contract";
import { priceFromMonth } from "~/kernel/money/contract-price";
import { pricesFrom } from "~/kernel/money/price-in-effect";
import { readForm } from "~/kernel/platform/form-data.server";
import { log } from "~/kernel/platform/logger.server";
import { isServiceAlive } from "~/kernel/upstream/billing.server";
import { listContractVersions, recordSignedDocuments, type HubContract } from "~/kernel/upstream/hub.server";
import type { DashboardArgs, DashboardDoor } from "~/kernel/auth/door";
import { printoutsOf } from "./downloads.server";
import { PRIVATE_NO_STORE } from "~/kernel/auth/contract-guard.server";
import { sendFailure } from "~/kernel/contract/requests.server";

type Person = Pick<HubContract["subscriber"], "civility" | "firstName" | "lastName" | "phoneNumbers" | "mail" | "L4" | "L6">;

const person = (p: Person) => ({
  civility: p.civility,
  firstName: p.firstName,
  lastName: p.lastName,
  phoneNumbers: p.phoneNumbers,
  mail: p.mail,
  address: [p.L4, p.L6].filter(Boolean).join(", "),
});

/**
 * The contract's price as the dashboard states it: the hub's, from the month in progress on
 * (months of a time-limited code already behind are left out); the first debit and the fee
 * while the service has not started yet.
 */
function priceToCome(contract: HubContract, day: string, price: HubContract["price"]) {
  const start = contract.delivery.startDate;
  const started = start !== null && start <= day;
  return { price: started ? priceFromMonth(price, serviceMonth(start, day)) : price, firstDebitToCome: !started };
}

type Price = HubContract["price"];
/** The price billed on `day` and, when an avenant's new price applies from a later day, that price and its first day. */
export interface PricesOfDay {
  price: Price;
  next: { from: string; price: Price } | null;
}

/**
 * The price billed on `day`: the contract's, unless an avenant's new price applies from a later
 * day (decision 100); then the month in progress is billed at the price of the version in effect,
 * and the new price comes from the day it applies, both from one reading of the contract's
 * versions (one more upstream call, only in that case).
 */
export async function pricesOfDay(contract: HubContract, day: string, requestId: string | undefined): Promise<PricesOfDay> {
  const unchanged = { price: contract.price, next: null };
  // Before the service starts, the first debit is at the price in effect on its first day: an
  // avenant made before the start takes effect on it (decision 100).
  const billedOn = billedDay(contract.delivery.startDate, day);
  if (!contract.priceEffectiveDate || contract.priceEffectiveDate <= billedOn) return unchanged;
  try {
    const { current, next } = pricesFrom(await listContractVersions(contract.contractNumber, { requestId }), billedOn);
    return { price: current?.price ?? contract.price, next: next && { from: next.from, price: next.version.price } };
  } catch (error) {
    // The page still opens: it then states the contract's own (new) price, and the log says why.
    log("warn", "Dashboard: unable to read the versions for the price in effect", { error, requestId });
    return unchanged;
  }
}

/** The new price as it will be billed from its first day (the months of a time-limited code behind by then left out). */
function newPriceOf(contract: HubContract, next: PricesOfDay["next"]) {
  return next && { from: next.from, price: priceToCome(contract, next.from, next.price).price };
}

const ANONYMIZED_PERSON = { civility: "", firstName: "", lastName: "", phoneNumbers: [], mail: null, address: "" };

/**
 * An anonymized contract (`anonymization`, decision 111) keeps its terms and its money, never
 * anyone's personal data: the people, the doctor and the account are left out before the page.
 */
function withoutPersonalData(glance: ReturnType<typeof glanceOf>): ReturnType<typeof glanceOf> {
  return {
    ...glance,
    personalData: false,
    recipient: { ...glance.recipient, ...ANONYMIZED_PERSON },
    doctor: null,
    subscriber: { ...glance.subscriber, ...ANONYMIZED_PERSON, offlineClient: glance.subscriber.offlineClient },
    contacts: [],
    payment: { ...glance.payment, accountOwner: "", iban: "", rum: "" },
    geolocation: glance.geolocation ? { ...glance.geolocation, homeAddress: "" } : null,
  };
}

/** The contract at a glance: only what the home page shows, with the price billed on `day` and the new one to come. */
export function contractAtAGlance(contract: HubContract, day: string, prices: PricesOfDay) {
  const glance = glanceOf(contract, day, prices);
  return showsPersonalData(contract) ? glance : withoutPersonalData(glance);
}

function glanceOf(contract: HubContract, day: string, { price, next }: PricesOfDay) {
  const { legalInfo } = contract;
  return {
    personalData: true,
    state: contractState(statusFactsOf(contract), day),
    status: statusFactsOf(contract),
    start: { contractStatus: legalInfo.contractStatus, startDate: contract.delivery.startDate, withdrawalEndDate: legalInfo.withdrawalEndDate, earlyStart: legalInfo.earlyStart },
    formula: contract.delivery.formula,
    visitDays: contract.delivery.visitDays,
    options: contract.delivery.options,
    remoteAssistanceType: contract.remoteAssistance ? contract.remoteAssistanceType : "NA",
    ...priceToCome(contract, day, price),
    newPrice: newPriceOf(contract, next),
    beginDate: legalInfo.beginDate,
    durationInMonths: contract.legalInfo.contractDurationInMonths,
    renewalDate: renewalDate(contract, day),
    suspension: contract.delivery.suspended ? (contract.delivery.suspension ?? null) : null,
    termination: contract.legalInfo.terminationRequestDate
      ? { date: contract.legalInfo.terminationRequestDate, reason: contract.legalInfo.terminationReason }
      : null,
    recipient: {
      ...person(contract.recipient),
      relationship: contract.recipient.subscribersRelationship,
      installation: contract.recipient.phoneInstallationType,
    },
    doctor: contract.recipient.doctorName
      ? { name: contract.recipient.doctorName, phone: contract.recipient.doctorPhone ? formatPhoneNumber(contract.recipient.doctorPhone) : contract.recipient.doctorPhone }
      : null,
    // An offline client has no client area: their papers go by post or at the counter (decision 111).
    subscriber: { ...person(contract.subscriber), offlineClient: contract.subscriber.offlineClient },
    contacts: contract.trustedContact.map((contact) => ({
      ...person(contact),
      order: contact.order,
      contactType: contact.contactType,
      hasKeys: contact.hasKeys,
      travelTimeInMinutes: contact.travelTimeInMinutes,
    })),
    payment: { type: contract.payment.type, accountOwner: contract.payment.accountOwner, iban: maskedIban(contract.payment.IBAN), rum: contract.payment.RUM },
    devices: contract.devices.map(({ kind, serialNumber, since }) => ({ kind, serialNumber, since })),
    geolocation: contract.geolocation,
    familyMessaging: contract.familyMessaging.state,
  };
}

export async function loadHome(door: DashboardDoor, { request, params, context }: DashboardArgs) {
  const [contract, alive] = await Promise.all([door.open(request, params.id, context), isServiceAlive({ requestId: context.requestId })]);
  const day = today();
  const prices = await pricesOfDay(contract, day, context.requestId);
  const base = door.basePath(contract.contractNumber);
  return data(
    {
      base,
      // While the contract awaits its signed documents: the papers to print, each with its download (decision 116).
      printouts: printoutsOf(base, contract.legalInfo.contractStatus),
      contractNumber: contract.contractNumber,
      alive,
      today: day,
      documentsRecorded: new URL(request.url).searchParams.get("documents") === "recus",
      contract: contractAtAGlance(contract, day, prices),
      // "Se rétracter du contrat ici" while the period runs (decision 123).
      withdrawal: mayWithdraw(contract.legalInfo, day) ? { href: `${base}/retractation`, window: withdrawalWindow(contract.legalInfo, day) } : null,
      // Once withdrawn: when it was received, and its acknowledgement's page.
      withdrawn: contract.withdrawal ? { receivedAt: contract.withdrawal.receivedAt, href: `${base}/retractation` } : null,
    },
    { headers: PRIVATE_NO_STORE },
  );
}

/**
 * The agent records that the signed documents of a contract ordered on paper were received (at
 * the counter, or brought there): the hub concludes the contract on that day and its start date
 * follows (decision 063). Back to the home page, which says it (post/redirect/get).
 */
export async function actSignedDocuments(door: DashboardDoor, { request, params, context }: DashboardArgs) {
  const contract = await door.open(request, params.id, context);
  await readForm(request);
  const home = door.basePath(contract.contractNumber);
  if (!awaitsSignedDocuments(contract.legalInfo.contractStatus)) return redirect(home, { headers: PRIVATE_NO_STORE });
  try {
    await recordSignedDocuments(contract.contractNumber, door.system, { requestId: context.requestId });
  } catch (error) {
    return data({ result: { status: "error" as const, error: { "": [sendFailure(error, "signed documents", context.requestId, door)] } } }, { status: 503, headers: PRIVATE_NO_STORE });
  }
  return redirect(`${home}?documents=recus`, { headers: PRIVATE_NO_STORE });
}
