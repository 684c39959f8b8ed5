import { randomInt } from "node:crypto";
import { markModified } from "./seed/contract.js";
import { dayIn } from "../../app/kernel/money/discount/validity";
import { regularPrice, type ContractPrice } from "../../app/kernel/money/contract-price";
import { serviceStartDate, withdrawalPeriodEnd } from "../../app/kernel/contract/contract-dates";
import { draftPrice } from "./pricing.js";
import type { HubContract, HubDevice, HubDeviceView, HubPerson, HubTrustedContact, JourneyRecord, PhoneNumber, RemoteAssistanceType, ServiceLevel } from "./types.js";

export const VISIT_DAYS = ["MONDAY", "TUESDAY", "WEDNESDAY", "THURSDAY", "FRIDAY", "SATURDAY"] as const;

const REMOTE_TYPE_BY_SERVICE: Record<string, RemoteAssistanceType> = { TA: "LANDLINE", TM: "MOBILE", SIM_3G4G: "SIM_3G4G" };

type Loose = Record<string, unknown>;

function asObject(value: unknown): Loose {
  return typeof value === "object" && value !== null && !Array.isArray(value) ? (value as Loose) : {};
}

function text(value: unknown): string | null {
  return typeof value === "string" && value.trim() !== "" ? value.trim() : typeof value === "number" ? String(value) : null;
}

function stringList(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((item): item is string => typeof item === "string") : [];
}

/** Number of weekly visits of a formula: "4J" and "4JSTA" → 4, "TAS" → 0; null when unknown. */
export function visitsOfFormula(formula: string): number | null {
  if (formula === "TAS") return 0;
  const match = /^([1-6])J(STA)?$/.exec(formula);
  return match ? Number(match[1]) : null;
}

/** What the hub needs to know of the services chosen in the journey's offers section. */
export interface ServiceSummary {
  serviceLevel: ServiceLevel;
  remoteAssistanceType: RemoteAssistanceType;
  formula: string;
  triggerType: "MED" | "DDC";
  options: string[];
  visitDays: string[];
}

/** Reads `{ offers: ServiceSelection }` as the app stores it (docs/upstream-api.md section 3). */
export function summarizeServices(offersSection: unknown): ServiceSummary | null {
  const selection = asObject(asObject(offersSection).offers);
  if (Object.keys(selection).length === 0) return null;
  const services = Array.isArray(selection.services) ? selection.services.map(asObject) : [];
  const serviceLevel: ServiceLevel = selection.serviceLevel === "PREMIUM" ? "PREMIUM" : "STANDARD";
  const remote = services.find((service) => typeof service.type === "string" && service.type in REMOTE_TYPE_BY_SERVICE);
  const remoteAssistanceType: RemoteAssistanceType = remote ? REMOTE_TYPE_BY_SERVICE[remote.type as string]! : "NA";
  const visit = services.find((service) => service.type === "VF");
  let visitDays = stringList(visit?.visitDays ?? visit?.days);
  if (visitDays.length === 0 && remote) visitDays = stringList(remote.dayVisitTa);
  visitDays = VISIT_DAYS.filter((day) => visitDays.includes(day));
  const derived = remoteAssistanceType === "NA" ? `${visitDays.length}JSTA` : visitDays.length > 0 ? `${visitDays.length}J` : "TAS";
  const formula = text(selection.formulaName) ?? derived;
  return {
    serviceLevel,
    remoteAssistanceType,
    formula,
    triggerType: selection.triggerType === "DDC" || selection.triggerType === "MED" ? selection.triggerType : serviceLevel === "PREMIUM" ? "DDC" : "MED",
    options: services.flatMap((service) => stringList(service.options)),
    visitDays,
  };
}

function phoneNumbers(person: Loose): PhoneNumber[] {
  if (Array.isArray(person.phoneNumbers)) {
    return person.phoneNumbers
      .map(asObject)
      .filter((phone) => (phone.type === "MOBILE" || phone.type === "LANDLINE") && text(phone.number))
      .map((phone) => ({ type: phone.type as PhoneNumber["type"], number: text(phone.number)! }));
  }
  const list: PhoneNumber[] = [];
  const mobile = text(person.mobilePhone) ?? text(person.mobile);
  const landline = text(person.landlinePhone) ?? text(person.phone);
  if (mobile) list.push({ type: "MOBILE", number: mobile });
  if (landline) list.push({ type: "LANDLINE", number: landline });
  return list;
}

/** A person as the hub stores it, from whatever shape the journey section has (best effort). */
export function hubPerson(value: unknown): HubPerson {
  const person = asObject(value);
  const address = Object.keys(asObject(person.address)).length > 0 ? asObject(person.address) : person;
  const postalCode = text(address.zipCode) ?? text(address.postalCode) ?? text(address.codePostal) ?? "";
  const city = text(address.city) ?? text(address.locality) ?? "";
  return {
    civility: text(person.civility) ?? "",
    firstName: text(person.firstName) ?? "",
    lastName: text(person.lastName) ?? "",
    birthDate: text(person.birthDate) ?? text(person.birthdate),
    phoneNumbers: phoneNumbers(person),
    mail: text(person.mail) ?? text(person.email),
    L4: (text(address.L4) ?? text(address.streetName) ?? text(address.line4) ?? "").toUpperCase(),
    L6: (text(address.L6) ?? `${postalCode} ${city}`.trim()).toUpperCase(),
    countryCode: text(address.countryCode) ?? "FR",
  };
}

/**
 * The trusted contacts a journey or an avenant sends, as the hub keeps them. A contact sent with
 * the `idHub` of one of the contract's (`previous`) keeps that id (the same person, updated);
 * any other gets a new one, never one the contract already used.
 */
export function hubTrustedContacts(value: unknown, contractNumber: string, previous: readonly HubTrustedContact[] = []): HubTrustedContact[] {
  const list = Array.isArray(value) ? value : [];
  const known = new Set(previous.map((contact) => contact.idHub));
  const used = new Set<string>();
  let next = Math.max(0, ...previous.map((contact) => Number(/-(\d+)$/.exec(contact.idHub)?.[1] ?? 0)));
  return list.map((item, index) => {
    const contact = asObject(item);
    const given = typeof contact.idHub === "string" && known.has(contact.idHub) && !used.has(contact.idHub) ? contact.idHub : null;
    const idHub = given ?? `TC-${contractNumber}-${++next}`;
    used.add(idHub);
    return {
      ...hubPerson(contact),
      modified: false,
      order: index + 1,
      travelTimeInMinutes: typeof contact.travelTimeInMinutes === "number" ? contact.travelTimeInMinutes : 15,
      contactType: text(contact.contactType) ?? "FAMILY",
      hasKeys: contact.hasKeys === true,
      over18: contact.over18 !== false,
      habilitated: contact.habilitated !== false,
      idHub,
    };
  });
}

export function addDays(date: string, days: number): string {
  const result = new Date(`${date}T00:00:00.000Z`);
  result.setUTCDate(result.getUTCDate() + days);
  return result.toISOString().slice(0, 10);
}

const MAIN_DEVICE: Record<RemoteAssistanceType, HubDevice["kind"] | null> = { NA: null, LANDLINE: "TRANSMITTER", MOBILE: "MOBILE_DEVICE", SIM_3G4G: "SIM_BOX" };

/** The equipment a remote-assistance contract lends: its box or device, the alarm button, a bracelet if chosen; ordered on `orderedOn`. */
export function devicesOf(type: RemoteAssistanceType, options: string[], contractNumber: string, since: string, orderedOn: string): HubDevice[] {
  const main = MAIN_DEVICE[type];
  if (!main) return [];
  const kinds: HubDevice["kind"][] = [main, ...(type === "MOBILE" ? [] : ["ALARM_BUTTON" as const])];
  if (options.includes("FALL_DETECTOR_BRACELET")) kinds.push("FALL_DETECTOR_BRACELET");
  return kinds.map((kind, index) => ({ kind, serialNumber: `${kind.slice(0, 2)}-${contractNumber}-${index + 1}`, since, onTermination: "RETURN", orderedOn }));
}

/** The sandbox's warehouse sends a device the day after it is ordered: until then it is ORDERED, then SHIPPED (from that day). */
export function deviceShipment(device: HubDevice, today: string): HubDeviceView {
  const shippedOn = device.orderedOn ? addDays(device.orderedOn, 1) : device.since;
  return shippedOn <= today || !device.orderedOn ? { ...device, shipment: "SHIPPED", shippedOn } : { ...device, shipment: "ORDERED", shippedOn: null };
}

/** A contract as the hub answers it on `today`: its devices with their shipment. */
export function withShipments(contract: HubContract, today: string): HubContract & { devices?: HubDeviceView[] } {
  const { devices, ...rest } = contract;
  return devices ? { ...rest, devices: devices.map((device) => deviceShipment(device, today)) } : rest;
}

/** The contract's `payment` prices: the price debited every month once time-limited codes have run out. */
export function paymentPrices(price: ContractPrice) {
  const { ttcPriceInCents, htPriceInCents, tvaAmountInCents } = regularPrice(price);
  return { ttcPriceInCents, htPriceInCents, tvaAmountInCents };
}

/** Whether the subscriber asked, with the order, for the service to start before the end of the withdrawal period. */
export function earlyStartOf(record: JourneyRecord): boolean {
  return asObject(asObject(record.sections.billing).orderConsent).earlyStart === true;
}

/**
 * What signing changes: the day the contract is concluded, the end of its withdrawal period and
 * the day its service starts (app/kernel/contract/contract-dates), the mandate signed, the service and its
 * equipment from the start day.
 */
export function sign(contract: HubContract, signatureDate: string): void {
  const startDate = serviceStartDate(signatureDate, contract.legalInfo.earlyStart);
  contract.legalInfo.contractStatus = "VALIDATED";
  contract.legalInfo.beginDate = signatureDate;
  contract.legalInfo.withdrawalEndDate = withdrawalPeriodEnd(signatureDate);
  contract.delivery.startDate = startDate;
  contract.payment.signed = true;
  contract.cuo.cuoObjectStatus = "ACTIF";
  // The equipment is lent from the start day (none is lent before the contract is signed).
  contract.devices = devicesOf(contract.remoteAssistanceType, contract.delivery.options, contract.contractNumber, startDate, signatureDate);
}

/**
 * Version 1 of the hub contract a validated journey becomes: signed now when signed
 * electronically; awaiting its signed documents when ordered on paper (nothing starts before
 * they come back: see `sign`).
 */
export function hubContractFromJourney(record: JourneyRecord, now: Date = new Date()): HubContract {
  const services = summarizeServices(record.sections.offers);
  const price = draftPrice(record, now);
  if (!price) throw new Error(`contract ${record.contractNumber} has no price`);
  const { formula, remoteAssistanceType: type } = price;
  const beneficiary = asObject(record.sections.beneficiary);
  const paper = record.signature?.method === "PAPER" && !record.signature.signed;
  const contract: HubContract = {
    id: `${record.contractNumber}/1`,
    system: record.system,
    version: 1,
    lastVersion: true,
    contractNumber: record.contractNumber,
    remoteAssistance: type !== "NA",
    remoteAssistanceType: type,
    triggerType: services?.triggerType ?? "MED",
    // The sandbox writes its PDFs when asked: generated at once (decision 111).
    mustGeneratePdf: false,
    lastPdfVersion: 1,
    anonymization: false,
    active: true,
    href: `/v1/contracts/${record.contractNumber}/1`,
    dateModification: now.toISOString(),
    legalInfo: {
      modified: false,
      beginDate: null,
      contractDurationInMonths: 12,
      clientType: "VSMP",
      terminationRequestDate: null,
      terminationReason: null,
      contractStatus: "AWAITING_SIGNED_DOCUMENTS",
      signatureMethod: record.signature?.method ?? "ELECTRONIC",
      earlyStart: earlyStartOf(record),
      withdrawalEndDate: null,
    },
    payment: {
      modified: false,
      type: "SEPA",
      accountOwner: record.mandate?.accountOwner ?? "",
      ...paymentPrices(price),
      signed: false,
      BIC: record.mandate?.bicMasked ?? "",
      IBAN: record.mandate?.ibanMasked ?? "",
      RUM: record.mandate?.rum ?? "",
    },
    delivery: {
      modified: false,
      formula,
      visitDays: services?.visitDays ?? [],
      options: services?.options ?? [],
      startDate: null,
      suspended: false,
    },
    cuo: { modified: false, cuoObjectStatus: "INACTIF" },
    price,
    subscriber: {
      ...hubPerson(record.sections.billing),
      modified: false,
      customerId: record.customerId ?? "",
      offlineClient: record.system === "SIBP",
      recipientSubscriber: asObject(record.sections.billing).recipientSubscriber === true,
    },
    recipient: {
      ...hubPerson(beneficiary),
      modified: false,
      timeZone: "Europe/Paris",
      doctorName: text(beneficiary.doctorName),
      doctorCivility: text(beneficiary.doctorCivility),
      doctorPhone: text(beneficiary.doctorPhone),
      idHub: `REC-${record.contractNumber}-1`,
      phoneInstallationType: text(beneficiary.phoneInstallationType),
      subscribersRelationship: text(beneficiary.subscribersRelationship) ?? "CHILD",
    },
    trustedContact: hubTrustedContacts(record.sections.contacts, record.contractNumber),
    familyMessaging: { modified: false, code: `FAM-${randomInt(0x10000).toString(16).toUpperCase().padStart(4, "0")}`, state: "NOT_CONFIGURED" },
    devices: [],
    geolocation: services?.options.includes("GEOFENCING") ? { enabled: true, radiusInMeters: 500, homeAddress: "" } : null,
  };
  if (contract.geolocation) contract.geolocation.homeAddress = `${contract.recipient.L4}, ${contract.recipient.L6}`;
  if (!paper) sign(contract, dayIn(now));
  return contract;
}

/**
 * Adds a version after the last one: `change` edits a copy and names the blocks it changed,
 * which get their modified flag.
 */
export function appendVersion(versions: HubContract[], change: (next: HubContract) => string[], now: Date = new Date()): HubContract {
  const last = versions[versions.length - 1];
  if (!last) throw new Error("a contract has at least one version");
  const next = structuredClone(last);
  next.version = last.version + 1;
  next.id = `${next.contractNumber}/${next.version}`;
  next.href = `/v1/contracts/${next.contractNumber}/${next.version}`;
  next.lastPdfVersion = next.version;
  next.mustGeneratePdf = false;
  next.dateModification = now.toISOString();
  markModified(next, change(next));
  for (const version of versions) version.lastVersion = false;
  next.lastVersion = true;
  versions.push(next);
  return next;
}

export function lastVersionOf(versions: HubContract[]): HubContract | undefined {
  return versions.find((version) => version.lastVersion) ?? versions[versions.length - 1];
}

/** The version in force on a date: the newest one modified on or before it (else the oldest). */
export function versionInForce(versions: HubContract[], date: string): HubContract | undefined {
  let current = versions[0];
  for (const version of versions) if (version.dateModification.slice(0, 10) <= date) current = version;
  return current;
}
