import { paymentPrices } from "../contracts.js";
import { priceOf } from "../pricing.js";
import type { HubContract } from "../types.js";

export const SEED_CONTRACT_NUMBER = "2024000123";
export const SEED_CUSTOMER_ID = "100001";

const FOUR_DAYS = ["MONDAY", "TUESDAY", "THURSDAY", "FRIDAY"];
const FIVE_DAYS = ["MONDAY", "TUESDAY", "WEDNESDAY", "THURSDAY", "FRIDAY"];

/** The hub's price of a landline formula of the seed contract (SPEC 9: 4J 8260 with 1128 VAT, 5J 9950 with 1658). */
function landlinePrice(formula: "4J" | "5J", now = new Date("2024-03-01T09:12:00.000Z")) {
  return priceOf("LPFR", "STANDARD", { remoteAssistanceType: "LANDLINE", formula, options: ["ALARM_BUTTON"] }, [], now)!;
}

/** Sets a version's formula and its price (the price block and the payment's figures). */
function setFormula(contract: HubContract, formula: "4J" | "5J", days: readonly string[]): void {
  contract.delivery.formula = formula;
  contract.delivery.visitDays = [...days];
  contract.price = landlinePrice(formula);
  Object.assign(contract.payment, paymentPrices(contract.price));
}

type Block = "legalInfo" | "payment" | "delivery" | "cuo" | "subscriber" | "recipient" | "trustedContact" | "familyMessaging";

/** What each version changed; version 22 is the oldest kept by the hub. */
const HISTORY: { version: number; date: string; changed: Block[]; apply: (contract: HubContract) => void }[] = [
  { version: 22, date: "2024-03-01T09:12:00.000Z", changed: [], apply: () => undefined },
  {
    version: 23, date: "2024-05-14T14:03:00.000Z", changed: ["trustedContact"],
    apply: (c) => { c.trustedContact[0]!.phoneNumbers = [{ type: "MOBILE", number: "0687654321" }]; },
  },
  {
    version: 24, date: "2024-09-02T08:45:00.000Z", changed: ["recipient"],
    apply: (c) => { Object.assign(c.recipient, { doctorName: "Bernard", doctorCivility: "MRS", doctorPhone: "0139501234" }); },
  },
  {
    version: 25, date: "2024-11-20T16:30:00.000Z", changed: ["payment"],
    apply: (c) => { c.payment.accountOwner = "Marie Dupont"; },
  },
  {
    version: 26, date: "2025-01-06T10:00:00.000Z", changed: ["delivery", "payment"],
    apply: (c) => setFormula(c, "5J", FIVE_DAYS),
  },
  {
    version: 27, date: "2025-03-10T11:20:00.000Z", changed: ["familyMessaging"],
    apply: (c) => { c.familyMessaging.state = "CONFIGURED"; },
  },
  {
    version: 28, date: "2025-04-22T09:05:00.000Z", changed: ["subscriber"],
    apply: (c) => {
      c.subscriber.phoneNumbers = [{ type: "MOBILE", number: "0612345678" }, { type: "LANDLINE", number: "0145300000" }];
    },
  },
  {
    version: 29, date: "2025-06-02T13:40:00.000Z", changed: ["delivery", "payment"],
    apply: (c) => setFormula(c, "4J", FOUR_DAYS),
  },
  {
    version: 30, date: "2025-09-15T15:10:00.000Z", changed: ["recipient"],
    apply: (c) => { c.recipient.phoneInstallationType = "BOX"; },
  },
  {
    version: 31, date: "2026-02-03T10:25:00.000Z", changed: ["trustedContact"],
    apply: (c) => { c.trustedContact[0]!.hasKeys = true; },
  },
];

export function firstVersion(): HubContract {
  return {
    id: `${SEED_CONTRACT_NUMBER}/22`,
    system: "LPFR",
    version: 22,
    lastVersion: false,
    contractNumber: SEED_CONTRACT_NUMBER,
    remoteAssistance: true,
    remoteAssistanceType: "LANDLINE",
    triggerType: "MED",
    mustGeneratePdf: false,
    lastPdfVersion: 22,
    anonymization: false,
    active: true,
    href: `/v1/contracts/${SEED_CONTRACT_NUMBER}/22`,
    dateModification: "2024-03-01T09:12:00.000Z",
    legalInfo: {
      modified: false,
      beginDate: "2024-03-01",
      contractDurationInMonths: 12,
      clientType: "VSMP",
      terminationRequestDate: null,
      terminationReason: null,
      contractStatus: "VALIDATED",
      signatureMethod: "ELECTRONIC",
      earlyStart: true,
      withdrawalEndDate: "2024-03-15",
    },
    payment: {
      modified: false,
      type: "SEPA",
      accountOwner: "Marie DUPONT",
      ...paymentPrices(landlinePrice("4J")),
      signed: true,
      BIC: "PSSTFR*****",
      IBAN: "FR76 **** **** **** **** ***0 189",
      RUM: "VSMP-2024000123-K7Q2M9XA",
    },
    delivery: { modified: false, formula: "4J", visitDays: [...FOUR_DAYS], options: ["ALARM_BUTTON"], startDate: "2024-03-04", suspended: false },
    cuo: { modified: false, cuoObjectStatus: "ACTIF" },
    price: landlinePrice("4J"),
    subscriber: {
      modified: false,
      customerId: SEED_CUSTOMER_ID,
      civility: "MRS",
      firstName: "Marie",
      lastName: "Dupont",
      birthDate: "1965-04-12",
      phoneNumbers: [{ type: "MOBILE", number: "0612345678" }],
      mail: "marie.dupont@example.fr",
      L4: "12 RUE DES LILAS",
      L6: "75015 PARIS",
      countryCode: "FR",
      offlineClient: false,
      recipientSubscriber: false,
    },
    recipient: {
      modified: false,
      civility: "MRS",
      firstName: "Jeanne",
      lastName: "Dupont",
      birthDate: "1941-06-18",
      phoneNumbers: [{ type: "LANDLINE", number: "0139204567" }],
      mail: null,
      L4: "8 RUE DE LA PAROISSE",
      L6: "78000 VERSAILLES",
      countryCode: "FR",
      timeZone: "Europe/Paris",
      doctorName: "Moreau",
      doctorCivility: "MR",
      doctorPhone: "0139507788",
      idHub: "REC-2024000123-1",
      phoneInstallationType: null,
      subscribersRelationship: "CHILD",
    },
    trustedContact: [
      {
        modified: false,
        order: 1,
        civility: "MR",
        firstName: "Michel",
        lastName: "Leroy",
        birthDate: null,
        phoneNumbers: [{ type: "LANDLINE", number: "0139201122" }],
        mail: null,
        L4: "10 RUE DE LA PAROISSE",
        L6: "78000 VERSAILLES",
        countryCode: "FR",
        travelTimeInMinutes: 5,
        contactType: "NEIGHBOUR",
        hasKeys: false,
        over18: true,
        habilitated: true,
        idHub: "TC-2024000123-1",
      },
    ],
    familyMessaging: { modified: false, code: "FAM-7Q4K", state: "NOT_CONFIGURED" },
    devices: [
      { kind: "TRANSMITTER", serialNumber: "TX-24-000123", since: "2024-03-04", onTermination: "RETURN" },
      { kind: "ALARM_BUTTON", serialNumber: "BT-24-000123", since: "2024-03-04", onTermination: "RETURN" },
    ],
    geolocation: null,
  };
}

/** Sets every block's modified flag: true for the blocks this version changed. */
export function markModified(contract: HubContract, changed: readonly string[]): void {
  contract.legalInfo.modified = changed.includes("legalInfo");
  contract.payment.modified = changed.includes("payment");
  contract.delivery.modified = changed.includes("delivery");
  contract.cuo.modified = changed.includes("cuo");
  contract.subscriber.modified = changed.includes("subscriber");
  contract.recipient.modified = changed.includes("recipient");
  for (const contact of contract.trustedContact) contact.modified = changed.includes("trustedContact");
  contract.familyMessaging.modified = changed.includes("familyMessaging");
}

/** Versions 22 to 31 of contract 2024000123, ascending; only 31 is the last version. */
export function seedContractVersions(): HubContract[] {
  const versions: HubContract[] = [];
  let current = firstVersion();
  for (const step of HISTORY) {
    current = structuredClone(current);
    step.apply(current);
    current.version = step.version;
    current.id = `${SEED_CONTRACT_NUMBER}/${step.version}`;
    current.href = `/v1/contracts/${SEED_CONTRACT_NUMBER}/${step.version}`;
    current.lastPdfVersion = step.version;
    current.dateModification = step.date;
    markModified(current, step.changed);
    versions.push(current);
  }
  for (const version of versions) version.lastVersion = version === versions[versions.length - 1];
  return versions;
}

/** Another customer's contract (customer 200001, no demo account): what no one else may see. */
export const SECOND_CONTRACT_NUMBER = "2025000456";
export const SECOND_CUSTOMER_ID = "200001";

/** Contract 2025000456: mobile remote assistance with geofencing and 2 visits, versions 1 and 2. */
export function seedSecondContractVersions(): HubContract[] {
  const first = firstVersion();
  const mobilePrice = priceOf("LPFR", "STANDARD", { remoteAssistanceType: "MOBILE", formula: "2J", options: ["GEOFENCING"] }, [], new Date("2025-02-10T10:00:00.000Z"))!;
  const contract: HubContract = {
    ...first,
    id: `${SECOND_CONTRACT_NUMBER}/1`,
    version: 1,
    contractNumber: SECOND_CONTRACT_NUMBER,
    remoteAssistanceType: "MOBILE",
    href: `/v1/contracts/${SECOND_CONTRACT_NUMBER}/1`,
    lastPdfVersion: 1,
    dateModification: "2025-02-10T10:00:00.000Z",
    legalInfo: { ...first.legalInfo, beginDate: "2025-02-10", earlyStart: true, withdrawalEndDate: "2025-02-24" },
    payment: { ...first.payment, accountOwner: "Luc BERNARD", ...paymentPrices(mobilePrice), IBAN: "FR76 **** **** **** **** ***4 021", RUM: "VSMP-2025000456-P3L8D2QW" },
    price: mobilePrice,
    delivery: { ...first.delivery, formula: "2J", visitDays: ["TUESDAY", "FRIDAY"], options: ["GEOFENCING"], startDate: "2025-02-13" },
    subscriber: { ...first.subscriber, customerId: SECOND_CUSTOMER_ID, civility: "MR", firstName: "Luc", lastName: "Bernard", birthDate: "1970-01-22", phoneNumbers: [{ type: "MOBILE", number: "0611223344" }], mail: "luc.bernard@example.fr", L4: "4 RUE NATIONALE", L6: "59000 LILLE" },
    recipient: { ...first.recipient, firstName: "Odette", lastName: "Bernard", birthDate: "1938-11-02", phoneNumbers: [{ type: "MOBILE", number: "0677889900" }], L4: "4 RUE NATIONALE", L6: "59000 LILLE", doctorName: null, doctorCivility: null, doctorPhone: null, idHub: `REC-${SECOND_CONTRACT_NUMBER}-1`, phoneInstallationType: null },
    trustedContact: [],
    familyMessaging: { modified: false, code: "FAM-2B9C", state: "NOT_CONFIGURED" },
    devices: [{ kind: "MOBILE_DEVICE", serialNumber: "MB-25-000456", since: "2025-02-13", onTermination: "RETURN" }],
    geolocation: { enabled: true, radiusInMeters: 500, homeAddress: "4 RUE NATIONALE, 59000 LILLE" },
  };
  const second = structuredClone(contract);
  Object.assign(second, { id: `${SECOND_CONTRACT_NUMBER}/2`, version: 2, href: `/v1/contracts/${SECOND_CONTRACT_NUMBER}/2`, lastPdfVersion: 2, dateModification: "2025-06-01T08:00:00.000Z", lastVersion: true });
  second.geolocation = { enabled: true, radiusInMeters: 1000, homeAddress: "4 RUE NATIONALE, 59000 LILLE" };
  markModified(second, []);
  return [contract, second];
}

/**
 * Contract 2025000789 of claire.petit@example.fr (customer 300002, a demo account): mobile remote
 * assistance with geofencing (500 m around the recipient's home) and 3 visits, one version, so
 * that the owner's geolocation page can be seen and changed.
 */
export const GEOFENCE_CONTRACT_NUMBER = "2025000789";
export const GEOFENCE_CUSTOMER_ID = "300002";

export function seedGeofenceContractVersions(): HubContract[] {
  const first = firstVersion();
  const contract: HubContract = {
    ...first,
    id: `${GEOFENCE_CONTRACT_NUMBER}/1`,
    version: 1,
    lastVersion: true,
    contractNumber: GEOFENCE_CONTRACT_NUMBER,
    remoteAssistanceType: "MOBILE",
    href: `/v1/contracts/${GEOFENCE_CONTRACT_NUMBER}/1`,
    lastPdfVersion: 1,
    dateModification: "2025-09-01T10:00:00.000Z",
    legalInfo: { ...first.legalInfo, beginDate: "2025-09-01" },
    // MOBILE 3J 7490 / 1248 plus GEOFENCING 500 (VAT 83): docs/upstream-api.md, section 2.
    payment: { ...first.payment, accountOwner: "Claire PETIT", ttcPriceInCents: 7990, tvaAmountInCents: 1331, htPriceInCents: 6659, IBAN: "FR76 **** **** **** **** ***7 310", RUM: "VSMP-2025000789-H4T6N1ZB" },
    delivery: { ...first.delivery, formula: "3J", visitDays: ["MONDAY", "WEDNESDAY", "FRIDAY"], options: ["GEOFENCING"], startDate: "2025-09-08" },
    subscriber: { ...first.subscriber, customerId: GEOFENCE_CUSTOMER_ID, civility: "MRS", firstName: "Claire", lastName: "Petit", birthDate: "1972-05-09", phoneNumbers: [{ type: "MOBILE", number: "0622334455" }], mail: "claire.petit@example.fr", L4: "21 COURS DE L INTENDANCE", L6: "33000 BORDEAUX" },
    recipient: { ...first.recipient, civility: "MR", firstName: "André", lastName: "Petit", birthDate: "1940-02-14", phoneNumbers: [{ type: "MOBILE", number: "0633445566" }], L4: "5 RUE SAINTE CATHERINE", L6: "33000 BORDEAUX", doctorName: null, doctorCivility: null, doctorPhone: null, idHub: `REC-${GEOFENCE_CONTRACT_NUMBER}-1`, phoneInstallationType: null },
    trustedContact: [],
    familyMessaging: { modified: false, code: "FAM-5R8T", state: "NOT_CONFIGURED" },
    devices: [{ kind: "MOBILE_DEVICE", serialNumber: "MB-25-000789", since: "2025-09-08", onTermination: "RETURN" }],
    geolocation: { enabled: true, radiusInMeters: 500, homeAddress: "5 RUE SAINTE CATHERINE, 33000 BORDEAUX" },
  };
  markModified(contract, []);
  return [contract];
}
