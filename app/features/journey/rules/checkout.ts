/**
 * The end of the journey (SPEC 2, 3, 9; DESIGN 7): the summary's view of the people, the payment
 * page's stages (SEPA mandate, order, signature), the order's declarations, and the legal delays
 * the pages state. Pure rules only: the routes call upstream.
 */

import { z } from "zod";
import { formatShortDate } from "~/kernel/i18n/date-format";
import { formatPhoneNumber } from "~/kernel/people/phone";
import type { ContractPrice } from "~/kernel/money/contract-price";
import type { PriceUnavailable } from "~/kernel/contract/offers";

// ---------------------------------------------------------------------------------------------
// Legal delays (French consumer law and the SEPA Core rulebook)

/** Our choice: the debtor is told each debit's amount and date at least 14 days before it. */
export const PRE_NOTIFICATION_DAYS = 14;
/** A debtor may ask a refund of an authorised debit within 8 weeks of it. */
export const REFUND_WEEKS = 8;
/** …and of an unauthorised debit within 13 months. */
export const UNAUTHORISED_REFUND_MONTHS = 13;
export { WITHDRAWAL_DAYS } from "~/kernel/contract/contract-dates";

// ---------------------------------------------------------------------------------------------
// Payment page stages

export const SIGNATURE_METHODS = ["ELECTRONIC", "PAPER"] as const;
export type SignatureMethod = (typeof SIGNATURE_METHODS)[number];

export interface SignatureFacts {
  method: SignatureMethod;
  signed: boolean;
}

/** PAPER counts as signed: the paper mandate comes back by post. */
export function isSigned(signature: SignatureFacts | null): boolean {
  return signature !== null && (signature.method === "PAPER" || signature.signed);
}

/**
 * The payment page is one page in three stages, driven by the cookie (RUM, signature method
 * asked for) and the contract (mandate, signature, the order's declarations):
 * - "mandate": bank details to give (no mandate, or the cookie does not hold its RUM, as after
 *   "change my bank details");
 * - "order": the SEPA mandate page, the signature method, the withdrawal choice, the CGV and the
 *   order button (nothing ordered yet for this mandate);
 * - "signature": the electronic signature's code, or the last step of a paper order.
 * The contract is the authority; the cookie only says what this browser last chose.
 */
export type PaymentStage = "mandate" | "order" | "signature";

export interface PaymentFacts {
  cookieRum: string | null;
  cookieSignatureMethod: SignatureMethod | null;
  mandateRum: string | null;
  signature: SignatureFacts | null;
  orderAccepted: boolean;
}

export function paymentStage(facts: PaymentFacts): PaymentStage {
  if (!facts.mandateRum || facts.cookieRum !== facts.mandateRum) return "mandate";
  const { signature } = facts;
  if (!signature || !facts.orderAccepted || signature.method !== facts.cookieSignatureMethod) return "order";
  return "signature";
}

/** The message of an order refused because the amount of its direct debit is not shown. */
export const DEBIT_AMOUNT_UNKNOWN = "order:errors.amountUnknown";

/**
 * A person consents to a direct debit only when they see its amount (the mandate states it, the
 * order button commits to pay it): while the draft has no price (the hub could not price it, or
 * the services have none), the order is not taken. `price` is the draft's, as the page shows it.
 */
export function debitAmountShown({ price, priceUnavailable }: { price: ContractPrice | null; priceUnavailable: PriceUnavailable }): boolean {
  return priceUnavailable === null && price !== null;
}

// ---------------------------------------------------------------------------------------------
// The order's declarations, kept with the subscriber (billing) upstream

/** CGV accepted, and whether the service may start before the end of the withdrawal period. */
export interface OrderConsent {
  cgvAccepted: true;
  earlyStart: boolean;
  acceptedAt: string;
}

const orderConsentSchema = z.object({ cgvAccepted: z.literal(true), earlyStart: z.boolean(), acceptedAt: z.string() });

export const ORDER_CONSENT_KEY = "orderConsent";

export function orderConsentOf(billing: unknown): OrderConsent | null {
  if (!isRecord(billing)) return null;
  const parsed = orderConsentSchema.safeParse(billing[ORDER_CONSENT_KEY]);
  return parsed.success ? parsed.data : null;
}

/** The billing section with the declarations added; every other field is kept as stored. */
export function withOrderConsent(billing: unknown, consent: OrderConsent): Record<string, unknown> {
  return { ...(isRecord(billing) ? billing : {}), [ORDER_CONSENT_KEY]: consent };
}

// ---------------------------------------------------------------------------------------------
// Form schemas (conform + zod); messages are keys of the `order` namespace

const message = (key: string) => ({ error: `order:${key}` });

/** The order form: signature method, CGV accepted (required), early start (a free choice). */
export const orderSchema = z.object({
  signatureMethod: z.enum(SIGNATURE_METHODS, message("errors.signatureMethod")),
  cgv: z.literal("on", message("errors.cgv")).transform(() => true as const),
  earlyStart: z
    .string()
    .optional()
    .transform((ticked) => ticked === "on"),
});

export const SIGNATURE_CODE_LENGTH = 6;

/** The electronic signature's code: six digits; spaces typed between them are ignored. */
export const signatureCodeSchema = z.object({
  code: z
    .string(message("errors.codeRequired"))
    .transform((typed) => typed.replace(/\s+/g, ""))
    .pipe(z.string().regex(new RegExp(`^\\d{${SIGNATURE_CODE_LENGTH}}$`), "order:errors.codeFormat")),
});

// ---------------------------------------------------------------------------------------------
// The summary's view of a person, read defensively from what upstream stored

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function text(value: unknown): string | null {
  return typeof value === "string" && value.trim() !== "" ? value.trim() : null;
}

/** One more answer of a person: a label key, and a value that is text or a message key. */
export interface PersonDetail {
  labelKey: string;
  value: string;
  translate: boolean;
}

export interface PersonView {
  civility: "MR" | "MRS" | null;
  name: string | null;
  birthDate: string | null;
  phones: string[];
  mail: string | null;
  address: string[];
  details: PersonDetail[];
}

const yesNo = (value: boolean): string => (value ? "checkout:yes" : "checkout:no");

/**
 * The other answers of the people steps, in the order the steps ask them: delivery details and
 * the phone installation, the relationship and the doctor (beneficiary), the contact's type,
 * travel time and keys, whether the subscriber is the recipient.
 */
export function personDetails(value: Record<string, unknown>): PersonDetail[] {
  const details: PersonDetail[] = [];
  const add = (labelKey: string, entry: string | null, translate = false) => {
    if (entry) details.push({ labelKey, value: entry, translate });
  };
  const delivery = isRecord(value.deliveryDetails) ? value.deliveryDetails : {};
  for (const field of ["building", "floor", "keypad", "additionalInformation"] as const) {
    add(`people:delivery.${field}`, text(delivery[field]));
  }
  const installation = text(value.phoneInstallationType);
  if (installation) add("people:beneficiary.phoneInstallationType.legend", `people:beneficiary.phoneInstallationType.${installation}`, true);
  const relationship = text(value.subscribersRelationship);
  if (relationship) add("people:beneficiary.subscribersRelationship.legend", `people:beneficiary.subscribersRelationship.${relationship}`, true);
  const doctorName = text(value.doctorName);
  if (doctorName) {
    const civility = value.doctorCivility === "MR" || value.doctorCivility === "MRS" ? value.doctorCivility : null;
    if (civility) add("people:beneficiary.doctor.civility", `checkout:civility.${civility}`, true);
    add("people:beneficiary.doctor.name", doctorName);
    const phone = text(value.doctorPhone);
    if (phone) add("people:beneficiary.doctor.phone", formatPhoneNumber(phone));
  }
  const contactType = text(value.contactType);
  if (contactType) add("people:contacts.contactType.label", `people:contacts.contactType.${contactType}`, true);
  if (typeof value.travelTimeInMinutes === "number") add("people:contacts.travelTimeInMinutes", `${value.travelTimeInMinutes} min`);
  if (typeof value.hasKeys === "boolean") add("people:contacts.hasKeys", yesNo(value.hasKeys), true);
  if (typeof value.recipientSubscriber === "boolean") add("people:subscriber.isRecipient", yesNo(value.recipientSubscriber), true);
  return details;
}

const ADDRESS_LINES = ["L2", "L3", "L4", "L5", "L6"] as const;

/**
 * A stored Person (civility, firstName, lastName, birthDate, phoneNumbers, mail, address
 * {L2..L6, countryCode}) as the summary shows it; address lines are also read at the top level
 * (the hub's shape). Null when nothing was stored.
 */
export function personView(value: unknown): PersonView | null {
  if (!isRecord(value)) return null;
  const civility = value.civility === "MR" || value.civility === "MRS" ? value.civility : null;
  const name = [text(value.firstName), text(value.lastName)].filter(Boolean).join(" ") || null;
  const birthDate = text(value.birthDate);
  const phones = (Array.isArray(value.phoneNumbers) ? value.phoneNumbers : [])
    .map((phone) => (isRecord(phone) ? text(phone.number) : null))
    .filter((number): number is string => number !== null)
    .map(formatPhoneNumber);
  const address = isRecord(value.address) ? value.address : value;
  const lines = ADDRESS_LINES.map((line) => text(address[line])).filter((line): line is string => line !== null);
  const country = text(address.countryCode);
  if (country && country !== "FR" && lines.length > 0) lines.push(country);
  return {
    civility,
    name,
    birthDate: birthDate ? formatShortDate(birthDate) : null,
    phones,
    mail: text(value.mail),
    address: lines,
    details: personDetails(value),
  };
}

// ---------------------------------------------------------------------------------------------
// What each people step asks (the summary shows only what was asked)

export const PERSON_ANSWERS = ["name", "birthDate", "phones", "mail", "address"] as const;
export type PersonAnswer = (typeof PERSON_ANSWERS)[number];

/**
 * The answers each people step asks of its person, in the summary's order: the beneficiary gives
 * no e-mail, a contact neither birth date nor e-mail, the subscriber no birth date, the
 * administrator and the caregiver neither birth date nor postal address.
 */
export const ASKED_ANSWERS = {
  beneficiary: ["name", "birthDate", "phones", "address"],
  contact: ["name", "phones", "address"],
  billing: ["name", "phones", "mail", "address"],
  admin: ["name", "phones", "mail"],
  caregiver: ["name", "phones", "mail"],
} as const satisfies Record<string, readonly PersonAnswer[]>;
export type PersonSection = keyof typeof ASKED_ANSWERS;

/** One asked answer as the summary shows it: its lines (an address has several), none when left empty (an optional field). */
export interface AskedAnswer {
  answer: PersonAnswer;
  lines: string[];
}

function answerLines(person: PersonView, answer: PersonAnswer): string[] {
  if (answer === "phones") return person.phones.length > 0 ? [person.phones.join(", ")] : [];
  if (answer === "address") return person.address;
  const value = person[answer];
  return value ? [value] : [];
}

/** The answers asked of a section's person, each with what was given (the name without its civility). */
export function askedAnswers(person: PersonView | null, section: PersonSection): AskedAnswer[] {
  return ASKED_ANSWERS[section].map((answer) => ({ answer, lines: person ? answerLines(person, answer) : [] }));
}

/** The contacts section: a list of Person, whatever else was stored skipped. */
export function contactViews(value: unknown): PersonView[] {
  return (Array.isArray(value) ? value : []).map(personView).filter((person): person is PersonView => person !== null);
}
