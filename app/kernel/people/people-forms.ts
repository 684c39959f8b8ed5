/**
 * The people of the journey between the step forms and upstream's Person payload
 * (docs/upstream-api.md, section 3), both ways, with no I/O.
 *
 * Upstream keeps the postal address as AFNOR lines: L3 the additional address, L4 number and
 * street, L5 place or PO box, L6 postal code and locality, and the ISO country code. Those lines
 * cannot be split back into the form's fields without guessing (a locality with a space, a
 * country's name), so the payload also carries the address form as typed, under `form`: reading
 * back fills the form exactly. The lines are still read when `form` is missing (a person written
 * by another channel). Identity, phones and the extras are read from their own payload fields.
 */

import { CIVILITIES, COUNTRIES, COUNTRY_ISO_CODES, DEFAULT_COUNTRY, type Civility, type Country } from "~/kernel/addresses/address";
import {
  CONTACT_TYPES,
  PHONE_INSTALLATION_TYPES,
  SUBSCRIBERS_RELATIONSHIPS,
  type Administrator,
  type Caregiver,
  type Recipient,
  type CounterSubscriber,
  type Subscriber,
  type TrustedContact,
} from "./person";

// ---------------------------------------------------------------------------------------------
// Payload

export interface PhoneNumber {
  type: "MOBILE" | "LANDLINE";
  number: string;
}

export interface PostalAddressLines {
  L3?: string;
  L4: string;
  L5?: string;
  L6: string;
  countryCode: string;
}

/** The address form's fields (SPEC 3), as the forms post them once cleaned. */
export interface AddressFields {
  additionalStreetName?: string;
  streetName?: string;
  poBox?: string;
  codePostal: string;
  city: string;
  country: Country;
}

/** What the postman needs at the recipient's door. */
export interface DeliveryDetails {
  building?: string;
  floor?: string;
  keypad?: string;
  additionalInformation?: string;
}

export interface Person {
  civility: Civility;
  firstName: string;
  lastName: string;
  birthDate?: string;
  phoneNumbers?: PhoneNumber[];
  mail?: string;
  address?: PostalAddressLines;
  /** The address form as typed (with the delivery details for the recipient). */
  form?: Partial<AddressFields & DeliveryDetails>;
}

export interface RecipientPerson extends Person {
  birthDate: string;
  phoneNumbers: PhoneNumber[];
  address: PostalAddressLines;
  deliveryDetails: DeliveryDetails;
  phoneInstallationType: Recipient["phoneInstallationType"];
  subscribersRelationship: Recipient["subscribersRelationship"];
  /** DESIGN 7: the explicit consent given before the doctor's details (health data). */
  healthDataConsent: boolean;
  doctorCivility?: Civility;
  doctorName?: string;
  doctorPhone?: string;
}

export interface TrustedContactPerson extends Person {
  order: number;
  phoneNumbers: PhoneNumber[];
  address: PostalAddressLines;
  contactType: TrustedContact["contactType"];
  hasKeys: boolean;
  travelTimeInMinutes: number;
  over18: boolean;
}

export interface BillingPerson extends Person {
  phoneNumbers: PhoneNumber[];
  /** Absent for a client without e-mail at the counter (decision 137): the documents go by post. */
  mail?: string;
  address: PostalAddressLines;
  /** SPEC 3: whether the subscriber is the recipient. */
  recipientSubscriber: boolean;
  /** The signed-in user's id: the contract's owner (SPEC 2, dashboard guard). */
  customerId?: string;
}

export interface AccountHolderPerson extends Person {
  phoneNumbers: PhoneNumber[];
  mail: string;
}

// ---------------------------------------------------------------------------------------------
// Small readers of what upstream stores as-is

type Loose = Readonly<Record<string, unknown>>;

function asObject(value: unknown): Loose {
  return value !== null && typeof value === "object" && !Array.isArray(value) ? (value as Loose) : {};
}

function text(value: unknown): string | undefined {
  return typeof value === "string" && value.trim() !== "" ? value : undefined;
}

function oneOf<const T extends readonly string[]>(values: T, value: unknown): T[number] | undefined {
  return typeof value === "string" && (values as readonly string[]).includes(value) ? value : undefined;
}

function wholeNumber(value: unknown): number | undefined {
  const number = typeof value === "string" && /^\d+$/.test(value) ? Number(value) : value;
  return typeof number === "number" && Number.isInteger(number) ? number : undefined;
}

/** Leaves out the keys whose value is undefined, so payloads carry no empty keys. */
function defined<T extends object>(value: T): T {
  const kept: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) if (item !== undefined) kept[key] = item;
  return kept as T;
}

// ---------------------------------------------------------------------------------------------
// Phones

function phoneNumbersOf(phones: { MOBILE?: string; LANDLINE?: string }): PhoneNumber[] {
  const list: PhoneNumber[] = [];
  if (phones.LANDLINE) list.push({ type: "LANDLINE", number: phones.LANDLINE });
  if (phones.MOBILE) list.push({ type: "MOBILE", number: phones.MOBILE });
  return list;
}

/** The first number of a type in a stored person's phoneNumbers. */
export function phoneOf(person: Loose, type: PhoneNumber["type"]): string | undefined {
  const list = Array.isArray(person.phoneNumbers) ? person.phoneNumbers : [];
  for (const item of list) {
    const phone = asObject(item);
    if (phone.type === type && text(phone.number)) return text(phone.number);
  }
  return undefined;
}

// ---------------------------------------------------------------------------------------------
// Address

const COUNTRY_BY_ISO_CODE = new Map(COUNTRIES.map((country) => [COUNTRY_ISO_CODES[country], country]));

/** The AFNOR lines of an address form: L3 additional, L4 street, L5 place or PO box, L6 code and locality. */
export function postalAddressLines(address: AddressFields): PostalAddressLines {
  return defined({
    L3: address.additionalStreetName,
    L4: address.streetName ?? "",
    L5: address.poBox,
    L6: `${address.codePostal} ${address.city}`,
    countryCode: COUNTRY_ISO_CODES[address.country],
  });
}

function addressFormOf(address: AddressFields): AddressFields {
  return defined({
    additionalStreetName: address.additionalStreetName,
    streetName: address.streetName,
    poBox: address.poBox,
    codePostal: address.codePostal,
    city: address.city,
    country: address.country,
  });
}

function deliveryDetailsOf(details: DeliveryDetails): DeliveryDetails {
  return defined({
    building: details.building,
    floor: details.floor,
    keypad: details.keypad,
    additionalInformation: details.additionalInformation,
  });
}

/**
 * The address form of a stored person: its `form` when present, else read from the lines
 * (L6 "postal code locality", the country from its ISO code).
 */
export function addressFieldsOf(value: unknown): Partial<AddressFields> {
  const person = asObject(value);
  const form = asObject(person.form);
  if (text(form.codePostal) || text(form.city) || text(form.streetName) || text(form.poBox)) {
    return defined({
      additionalStreetName: text(form.additionalStreetName),
      streetName: text(form.streetName),
      poBox: text(form.poBox),
      codePostal: text(form.codePostal),
      city: text(form.city),
      country: oneOf(COUNTRIES, form.country),
    });
  }
  const lines = asObject(person.address);
  const locality = /^\s*(\S+)\s+(.+?)\s*$/.exec(text(lines.L6) ?? "");
  return defined({
    additionalStreetName: text(lines.L3),
    streetName: text(lines.L4),
    poBox: text(lines.L5),
    codePostal: locality?.[1],
    city: locality?.[2],
    country: typeof lines.countryCode === "string" ? COUNTRY_BY_ISO_CODE.get(lines.countryCode.toUpperCase()) : undefined,
  });
}

function deliveryDetailsFieldsOf(person: Loose): DeliveryDetails {
  const form = asObject(person.form);
  const details = asObject(person.deliveryDetails);
  const read = (key: keyof DeliveryDetails) => text(form[key]) ?? text(details[key]);
  return defined({
    building: read("building"),
    floor: read("floor"),
    keypad: read("keypad"),
    additionalInformation: read("additionalInformation"),
  });
}

function identityOf(person: Loose) {
  return defined({
    civility: oneOf(CIVILITIES, person.civility),
    firstName: text(person.firstName),
    lastName: text(person.lastName),
  });
}

// ---------------------------------------------------------------------------------------------
// Recipient (bénéficiaire)

export function recipientToPerson(recipient: Recipient): RecipientPerson {
  const consent = recipient.healthConsent;
  return defined({
    civility: recipient.civility,
    firstName: recipient.firstName,
    lastName: recipient.lastName,
    birthDate: recipient.birthDate,
    phoneNumbers: phoneNumbersOf({ LANDLINE: recipient.landlinePhone, MOBILE: recipient.mobilePhone }),
    address: postalAddressLines(recipient),
    deliveryDetails: deliveryDetailsOf(recipient),
    phoneInstallationType: recipient.phoneInstallationType,
    subscribersRelationship: recipient.subscribersRelationship,
    healthDataConsent: consent,
    // Health data only with consent (the schema already refuses it otherwise).
    doctorCivility: consent ? recipient.doctorCivility : undefined,
    doctorName: consent ? recipient.doctorName : undefined,
    doctorPhone: consent ? recipient.doctorPhone : undefined,
    form: { ...addressFormOf(recipient), ...deliveryDetailsOf(recipient) },
  });
}

export function recipientFromPerson(value: unknown): Partial<Recipient> {
  const person = asObject(value);
  return defined({
    ...identityOf(person),
    birthDate: text(person.birthDate),
    landlinePhone: phoneOf(person, "LANDLINE"),
    mobilePhone: phoneOf(person, "MOBILE"),
    ...addressFieldsOf(person),
    ...deliveryDetailsFieldsOf(person),
    phoneInstallationType: oneOf(PHONE_INSTALLATION_TYPES, person.phoneInstallationType),
    subscribersRelationship: oneOf(SUBSCRIBERS_RELATIONSHIPS, person.subscribersRelationship),
    healthConsent: person.healthDataConsent === true,
    doctorCivility: oneOf(CIVILITIES, person.doctorCivility),
    doctorName: text(person.doctorName),
    doctorPhone: text(person.doctorPhone),
  });
}

// ---------------------------------------------------------------------------------------------
// Trusted contacts

/** The list as upstream keeps it, numbered 1..n in the order shown (whatever `order` was posted). */
export function contactsToPeople(contacts: readonly TrustedContact[]): TrustedContactPerson[] {
  return contacts.map((contact, index) =>
    defined({
      order: index + 1,
      civility: contact.civility,
      firstName: contact.firstName,
      lastName: contact.lastName,
      phoneNumbers: phoneNumbersOf({ LANDLINE: contact.landlinePhone, MOBILE: contact.mobilePhone }),
      address: postalAddressLines(contact),
      contactType: contact.contactType,
      hasKeys: contact.hasKeys,
      travelTimeInMinutes: contact.travelTimeInMinutes,
      over18: contact.over18,
      form: addressFormOf(contact),
    }),
  );
}

/** The stored list, in upstream's `order`. */
export function contactsFromPeople(value: unknown): Partial<TrustedContact>[] {
  const list = (Array.isArray(value) ? value : []).map(asObject);
  const sorted = list
    .map((person, index) => ({ person, rank: wholeNumber(person.order) ?? index + 1 }))
    .sort((a, b) => a.rank - b.rank);
  return sorted.map(({ person }, index) =>
    defined({
      order: index + 1,
      ...identityOf(person),
      landlinePhone: phoneOf(person, "LANDLINE"),
      mobilePhone: phoneOf(person, "MOBILE"),
      travelTimeInMinutes: wholeNumber(person.travelTimeInMinutes),
      contactType: oneOf(CONTACT_TYPES, person.contactType),
      ...addressFieldsOf(person),
      hasKeys: person.hasKeys === true,
      over18: person.over18 === true ? true : undefined,
    }),
  );
}

// ---------------------------------------------------------------------------------------------
// Subscriber (souscripteur, billing)

export function subscriberToPerson(subscriber: Subscriber | CounterSubscriber, { customerId }: { customerId?: string } = {}): BillingPerson {
  return defined({
    civility: subscriber.civility,
    firstName: subscriber.firstName,
    lastName: subscriber.lastName,
    phoneNumbers: phoneNumbersOf({ MOBILE: subscriber.mobilePhone }),
    mail: subscriber.email,
    address: postalAddressLines(subscriber),
    recipientSubscriber: subscriber.subscriberIsRecipient,
    customerId,
    form: addressFormOf(subscriber),
  });
}

/** The subscriber's form; the terms are not upstream's (the journey cookie keeps them). */
export function subscriberFromPerson(value: unknown): Partial<Subscriber> {
  const person = asObject(value);
  return defined({
    ...identityOf(person),
    email: text(person.mail),
    mobilePhone: phoneOf(person, "MOBILE"),
    ...addressFieldsOf(person),
    subscriberIsRecipient: person.recipientSubscriber === true,
  });
}

/**
 * "The subscriber is the recipient": the fields left empty are taken from the recipient
 * (identity, mobile, address); what the person typed wins.
 */
export function subscriberFilledFromRecipient(
  typed: Readonly<Record<string, unknown>>,
  recipient: Partial<Recipient>,
): Record<string, unknown> {
  const fromRecipient: Record<string, string | undefined> = {
    civility: recipient.civility,
    firstName: recipient.firstName,
    lastName: recipient.lastName,
    mobilePhone: recipient.mobilePhone,
    additionalStreetName: recipient.additionalStreetName,
    streetName: recipient.streetName,
    poBox: recipient.poBox,
    codePostal: recipient.codePostal,
    city: recipient.city,
    country: recipient.country,
  };
  const filled: Record<string, unknown> = { ...typed };
  for (const [key, value] of Object.entries(fromRecipient)) {
    if (value !== undefined && (typeof typed[key] !== "string" || typed[key].trim() === "")) filled[key] = value;
  }
  return filled;
}

// ---------------------------------------------------------------------------------------------
// Administrator and caregiver (geofencing)

type AccountHolder = Administrator | Caregiver;

export function accountHolderToPerson(holder: AccountHolder): AccountHolderPerson {
  return defined({
    civility: holder.civility,
    firstName: holder.firstName,
    lastName: holder.lastName,
    phoneNumbers: phoneNumbersOf({ MOBILE: holder.mobilePhone }),
    mail: holder.email,
    // The country the mobile number was checked against.
    form: { country: holder.country },
  });
}

/** The administrator's or caregiver's form; the terms are kept in the journey cookie. */
export function accountHolderFromPerson(value: unknown): Partial<AccountHolder> {
  const person = asObject(value);
  return defined({
    ...identityOf(person),
    email: text(person.mail),
    mobilePhone: phoneOf(person, "MOBILE"),
    country: oneOf(COUNTRIES, asObject(person.form).country) ?? DEFAULT_COUNTRY,
  });
}
