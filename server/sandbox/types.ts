import type { ContractPrice } from "../../app/kernel/money/contract-price";
import type { SignatureCodeCounts } from "./limits.js";
import type { RecordedWithdrawal } from "../../app/kernel/contract/withdrawal";

/** Shapes served by the sandbox; docs/upstream-api.md is the reference for each of them. */

/** WITHDRAWN: the person withdrew within the withdrawal period (decision 123): the service has stopped. */
export type ContractStatus = "VALIDATED" | "AWAITING_SIGNED_DOCUMENTS" | "WITHDRAWN";

export type System = "LPFR" | "SIBP";
export const SYSTEMS: readonly System[] = ["LPFR", "SIBP"];

export type RemoteAssistanceType = "NA" | "LANDLINE" | "MOBILE" | "SIM_3G4G";
export type TriggerType = "MED" | "DDC";
export type ServiceLevel = "STANDARD" | "PREMIUM";

export interface Offer {
  system: System;
  serviceLevel: ServiceLevel;
  zoneType: string;
  paymentType: string;
  start?: string;
  end?: string;
  remoteAssistance: boolean;
  remoteAssistanceType: RemoteAssistanceType;
  triggerType: TriggerType;
  /** `vatParts`: the plan's price by VAT rate (percent); they add up to priceWithTaxes. */
  planList: { formulaName: string; priceWithTaxes: number; taxesAmount: number; vatParts: { rate: number; priceWithTaxes: number }[] }[];
  optionList: { code: string; priceWithTaxes: number; vatRate: number }[];
  feeList: { code: "INSTALLATION"; type: "install" | "install_assist" | "sending"; priceWithTaxes: number; vatRate: number }[];
}

export interface PhoneNumber { type: "MOBILE" | "LANDLINE"; number: string }

export interface HubPerson {
  civility: string;
  firstName: string;
  lastName: string;
  birthDate: string | null;
  phoneNumbers: PhoneNumber[];
  mail: string | null;
  L4: string;
  L6: string;
  countryCode: string;
}

export interface HubTrustedContact extends HubPerson {
  modified: boolean;
  order: number;
  travelTimeInMinutes: number;
  contactType: string;
  hasKeys: boolean;
  over18: boolean;
  habilitated: boolean;
  idHub: string;
}

export interface HubContract {
  id: string;
  system: System | "CCU";
  version: number;
  lastVersion: boolean;
  contractNumber: string;
  remoteAssistance: boolean;
  remoteAssistanceType: RemoteAssistanceType;
  triggerType: TriggerType;
  mustGeneratePdf: boolean;
  lastPdfVersion: number;
  anonymization: boolean;
  active: boolean;
  href: string;
  dateModification: string;
  /**
   * The day this version's price is billed from, when it is not the day it was recorded: an
   * avenant's effective date (decision 100), kept by the versions that follow it.
   */
  priceEffectiveDate?: string;
  legalInfo: {
    modified: boolean;
    /** The day the contract was signed (concluded); null while its signed documents are awaited. */
    beginDate: string | null;
    contractDurationInMonths: number;
    clientType: "VSMP";
    terminationRequestDate: string | null;
    terminationReason: string | null;
    /** The instant the termination request was received (its acknowledgement's date and time). */
    terminationReceivedAt?: string | null;
    /** AWAITING_SIGNED_DOCUMENTS: ordered with a paper signature, nothing starts before the paper comes back. */
    contractStatus: ContractStatus;
    signatureMethod: "ELECTRONIC" | "PAPER";
    /** The person asked the service to start before the end of the withdrawal period. */
    earlyStart: boolean;
    /** The last day of the withdrawal period; null while unsigned. */
    withdrawalEndDate: string | null;
  };
  payment: {
    modified: boolean;
    type: "SEPA";
    accountOwner: string;
    htPriceInCents: number;
    tvaAmountInCents: number;
    ttcPriceInCents: number;
    signed: boolean;
    BIC: string;
    IBAN: string;
    RUM: string;
  };
  delivery: {
    modified: boolean;
    formula: string;
    visitDays: string[];
    /** The option codes of the remote assistance (SPEC 3 service payload), as subscribed or amended. */
    options: string[];
    /** The day the service starts (app/kernel/contract/contract-dates); null while unsigned. */
    startDate: string | null;
    suspended: boolean;
    suspension?: { startDate: string; endDate: string; reason: string | null };
  };
  cuo: { modified: boolean; cuoObjectStatus: "ACTIF" | "INACTIF" };
  /** The contract's money as the hub prices it (app/kernel/money, docs/upstream-api.md 3 "ContractPrice"). */
  price: ContractPrice;
  subscriber: HubPerson & { modified: boolean; customerId: string; offlineClient: boolean; recipientSubscriber: boolean };
  recipient: HubPerson & {
    modified: boolean;
    timeZone: string;
    doctorName: string | null;
    doctorCivility: string | null;
    doctorPhone: string | null;
    idHub: string;
    phoneInstallationType: string | null;
    subscribersRelationship: string;
  };
  trustedContact: HubTrustedContact[];
  familyMessaging: { modified: boolean; code: string; state: "CONFIGURED" | "NOT_CONFIGURED" };
  /** Remote-assistance equipment lent to the recipient (absent on visit-only contracts). */
  devices?: HubDevice[];
  /** Geofencing of mobile remote assistance (absent when the contract has none). */
  geolocation?: { enabled: boolean; radiusInMeters: number; homeAddress: string } | null;
  /** The withdrawal the hub recorded, its statement and refund (decision 123); absent or null when none. */
  withdrawal?: RecordedWithdrawal | null;
}

export interface HubDevice {
  kind: "TRANSMITTER" | "ALARM_BUTTON" | "FALL_DETECTOR_BRACELET" | "MOBILE_DEVICE" | "SIM_BOX";
  serialNumber: string;
  since: string;
  /** What happens to it when the contract ends. */
  onTermination: "RETURN" | "KEEP";
  /** The day it was ordered from the warehouse, which sends it the next day; absent on the seed's devices, sent long ago. */
  orderedOn?: string;
}

/** A device as the hub answers it: where its shipment stands today (docs/upstream-api.md). */
export type HubDeviceView = HubDevice & { shipment: "ORDERED" | "SHIPPED"; shippedOn: string | null };

export type HubRequestKind = "avenant" | "suspension" | "termination" | "geolocation" | "familyMessaging" | "withdrawal";

export interface HubRequest {
  requestId: string;
  kind: HubRequestKind;
  contractNumber: string;
  system: System;
  version: number;
  body: unknown;
  receivedAt: string;
  /** An avenant: the day it takes effect (decision 100). */
  effectiveDate?: string;
}

export interface Mandate {
  rum: string;
  ibanMasked: string;
  accountOwner: string;
  bicMasked?: string;
  creditorName: string;
  ics: string;
  signatureDate: string;
}

export interface PromoCodeDto { promoCode: string }

export type JourneySection = "offers" | "beneficiary" | "contacts" | "billing" | "admin" | "caregiver";
export const JOURNEY_SECTIONS: readonly JourneySection[] = ["offers", "beneficiary", "contacts", "billing", "admin", "caregiver"];

/** A subscription in progress, keyed by contractId. Sections hold the app's bodies verbatim. */
export interface JourneyRecord {
  contractId: string;
  contractNumber: string;
  cartId: string;
  system: System;
  status: "DRAFT" | "VALIDATED";
  customerId: string | null;
  sections: { offers: unknown; beneficiary: unknown; contacts: unknown; billing: unknown; admin: unknown; caregiver: unknown };
  mandate: Mandate | null;
  /**
   * The bank account as the person typed it: the hub debits it. Never in a JSON answer; printed
   * only on the paper mandate and contract the person prints to sign (decision 063).
   */
  bankAccount?: { iban: string; bic: string | null } | null;
  signature: { method: "ELECTRONIC" | "PAPER"; sentTo: string | null; signed: boolean } | null;
  /** The signature codes sent and the wrong codes typed (./limits.ts); kept when the mandate changes. Absent from files written before they were counted: none. */
  signatureCodes?: SignatureCodeCounts;
  promoCodeDtos: PromoCodeDto[];
  /** The quotation handed to the client at the counter (SIBP), if any. */
  quotation?: Quotation | null;
  /** The quotation this draft was opened from online (its id), if any. */
  fromQuotation?: string | null;
  createdAt: string;
  updatedAt: string;
}

export interface Quotation {
  /** The quotation's key in its link: 128 random bits, nothing personal (absent on older files). */
  id?: string;
  number: string;
  sentTo: string;
  sentAt: string;
  validUntil: string;
  /** The regate code of the post office it was made at. */
  regate?: string | null;
}

/**
 * An e-mail the sandbox "sent" as the hub (a quotation) or received on its SMTP server (every
 * mail of the app): the outbox, kept so that a newcomer and the tests can read it.
 */
export interface SentMail {
  /** Absent on mails kept before the outbox. */
  id?: string;
  from?: string;
  to: string;
  subject: string;
  text: string;
  sentAt: string;
  /** "smtp": received from the app; "hub": written by the sandbox playing the hub. */
  via?: "smtp" | "hub";
  /** The files attached to it (base64), as received. */
  attachments?: { filename: string; contentType: string; contentBase64: string }[];
}

export interface ClientProfile {
  userId: string;
  gender: "female" | "male";
  lastName: string;
  firstName: string;
  phone: string | null;
  birthdate: string | null;
  email: string;
  primaryPostalAddress: { postalCode: string; locality: string; line4: string; line7: string };
}

export interface DiscountConf {
  enabled: boolean;
  formulaName: string;
  remoteAssistanceType: RemoteAssistanceType;
  triggerType: TriggerType;
  installationCostHandled: boolean;
  materialSendingCostHandled: boolean;
  optionList: string[];
}

export interface DiscountDefinition {
  id: string;
  code: string;
  name: string;
  beginDate?: string;
  endDate?: string;
  discountReferentialFormulaConfList: DiscountConf[];
  conf: {
    couponType: "FOREVER" | "MULTI_MONTH";
    percentOff: number;
    amountOffVATIncludedInCent: number;
    multiMonthDuration: number;
  };
}

export interface Fault {
  id: string;
  method?: string;
  path: string;
  status?: number;
  delayMs?: number;
  timeout?: boolean;
  malformed?: boolean;
  /** Matching requests still affected; null = unlimited. */
  remaining: number | null;
}
