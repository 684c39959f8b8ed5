/**
 * The address form's rules (SPEC 3 "Address form", SPEC 5 "Address form messages", SPEC 8
 * "Address messages") as pure checks and as zod schemas that conform's `parseWithZod` runs in
 * the actions.
 *
 * Messages are keys of the `validation` namespace (`locales/{fr,en}/validation.json`): a route
 * shows an error with `t(key, { ns: "validation" })`. The type `ValidationKey` is read from the
 * French file, so a key that does not exist there does not compile.
 *
 * Why every field is `z.string().optional()` underneath, even a required one: zod runs an
 * object's `superRefine` (our cross-field rules: postal code and phone by country, name plus
 * first name, street or PO box) only when no field failed *fatally*, and a missing value or a
 * wrong enum value is fatal. Fields here never fail fatally: "required" and "one of" are ordinary
 * issues, so a person sees every message of the form at once, not in two rounds. conform turns
 * empty strings into undefined before we see them; we also do it ourselves, so the schemas behave
 * the same when parsed directly.
 *
 * Our choices where the spec is silent are marked "(our choice)" and listed in the tests.
 */

import { z } from "zod";
import {
  checkboxField,
  choiceField,
  cleanText,
  firstIssue,
  maxLength,
  optionalText,
  report,
  requiredText,
  withRules,
  type Check,
  type FieldSchema,
  type FormRule,
  type ValidationKey,
} from "~/kernel/people/form-fields";
import { anyPhoneIssue, landlinePhoneIssue, mobilePhoneIssue, normalisePhone } from "~/kernel/people/phone";

// ---------------------------------------------------------------------------------------------
// Message keys

/** SPEC 5 and 8: the address messages that come from the address book or the address service. */
export const ADDRESS_MESSAGES = {
  /** 'Ces indications ne correspondent pas à une adresse postale connue', asks to modify. */
  unknownPostalAddress: "address.unknown",
  /** Interpolates {{suggestion}}. */
  countryMismatch: "address.countryMismatch",
  /** 'Nom d'adresse déjà existant veuillez en saisir un autre'. */
  duplicateAddressName: "addressBook.duplicateName",
  /** Interpolates {{count}}: the size of the full address book. */
  addressBookFull: "addressBook.full",
  incompleteAddress: "addressBook.incomplete",
  ineligibleAddress: "addressBook.ineligible",
} as const satisfies Record<string, ValidationKey>;

// ---------------------------------------------------------------------------------------------
// Reference values

export const CIVILITIES = ["MR", "MRS"] as const;
export type Civility = (typeof CIVILITIES)[number];

/** Countries of the form, by their French names in capitals as upstream writes them (our list). */
export const COUNTRIES = [
  "FRANCE",
  "BELGIQUE",
  "ALLEMAGNE",
  "ESPAGNE",
  "ITALIE",
  "LUXEMBOURG",
  "MONACO",
  "PAYS-BAS",
  "PORTUGAL",
  "ROYAUME-UNI",
  "SUISSE",
] as const;
export type Country = (typeof COUNTRIES)[number];

/** SPEC 9: the default country. */
export const DEFAULT_COUNTRY: Country = "FRANCE";

/** ISO 3166-1 alpha-2 code of each country, for upstream's countryCode. */
export const COUNTRY_ISO_CODES: Readonly<Record<Country, string>> = {
  FRANCE: "FR",
  BELGIQUE: "BE",
  ALLEMAGNE: "DE",
  ESPAGNE: "ES",
  ITALIE: "IT",
  LUXEMBOURG: "LU",
  MONACO: "MC",
  "PAYS-BAS": "NL",
  PORTUGAL: "PT",
  "ROYAUME-UNI": "GB",
  SUISSE: "CH",
};

export function isCountry(value: unknown): value is Country {
  return typeof value === "string" && (COUNTRIES as readonly string[]).includes(value);
}

/**
 * Lengths (our choice where the spec only says "a count"): 38 characters per AFNOR NF Z10-011
 * address line, 32 for the locality (the line holds the 5-digit postal code, a space and the
 * locality), 38 for name plus first name with the space between them.
 */
export const MAX_LENGTH = {
  line: 38,
  namePlusFirstName: 38,
  city: 32,
  keypad: 10,
  additionalInformation: 100,
  email: 254,
} as const;

// ---------------------------------------------------------------------------------------------
// Texts and checks

/** Letters, accented Latin letters included (Latin-1 and Latin Extended-A: é, ç, œ, ł…). */
const LETTERS = "A-Za-z\\u00c0-\\u00d6\\u00d8-\\u00f6\\u00f8-\\u017f";

function onlyCharacters(characterClass: string, message: ValidationKey): Check {
  const pattern = new RegExp(`^[${characterClass}]*$`, "u");
  return (text) => (pattern.test(text) ? undefined : message);
}

/** SPEC 5: no consecutive apostrophes, hyphens, spaces, periods, slashes, ampersands, percents or at-signs. */
export const noConsecutiveSpecialCharacters: Check = (text) =>
  /(['\- ./&%@])\1/.test(text) ? "characters.consecutive" : undefined;

/**
 * SPEC 5: apostrophe, hyphen and period are not allowed first or last; period not first. Read to
 * the letter, the second clause is contained in the first: none of the three is first or last.
 */
export const noSpecialCharacterFirstOrLast: Check = (text) =>
  /^['\-.]|['\-.]$/.test(text) ? "characters.firstOrLast" : undefined;

const characterRules: readonly Check[] = [noConsecutiveSpecialCharacters, noSpecialCharacterFirstOrLast];

/** Consumer or business address: line 1 and line 2 allow different characters. */
export type AddressKind = "consumer" | "business";

export function addressKind(isCompany: boolean | undefined): AddressKind {
  return isCompany ? "business" : "consumer";
}

/** SPEC 5, line 1: consumers letters, apostrophe, space, hyphen; businesses also digits, period and / & %. */
export function nameLine(kind: AddressKind, tooLong: ValidationKey, max: number = MAX_LENGTH.line): Check[] {
  const characters =
    kind === "consumer"
      ? onlyCharacters(`${LETTERS}' \\-`, "characters.nameLine")
      : onlyCharacters(`${LETTERS}0-9' \\-./&%`, "characters.businessNameLine");
  return [characters, ...characterRules, maxLength(max, tooLong)];
}

/**
 * SPEC 5, line 2 (additional name, service): consumers may also use @. A business's line 2 allows
 * what its line 1 allows (our reading: the spec names no other difference).
 */
export function additionalNameLine(
  kind: AddressKind,
  tooLong: ValidationKey,
  max: number = MAX_LENGTH.line,
): Check[] {
  if (kind === "business") return nameLine("business", tooLong, max);
  const characters = onlyCharacters(`${LETTERS}' \\-@`, "characters.additionalNameLine");
  return [characters, ...characterRules, maxLength(max, tooLong)];
}

/**
 * SPEC 5, lines 4 and 5 (street; place or PO box): letters, digits, apostrophe, space, hyphen,
 * period. Line 3 (additional address, building, floor) follows the same rule (our choice: the spec
 * does not name line 3).
 */
export function streetLine(tooLong: ValidationKey, max: number = MAX_LENGTH.line): Check[] {
  return [onlyCharacters(`${LETTERS}0-9' \\-.`, "characters.streetLine"), ...characterRules, maxLength(max, tooLong)];
}

/** SPEC 5, locality: letters, digits, apostrophe, space, hyphen. */
export function localityLine(tooLong: ValidationKey = "city.tooLong", max: number = MAX_LENGTH.city): Check[] {
  return [onlyCharacters(`${LETTERS}0-9' \\-`, "characters.locality"), ...characterRules, maxLength(max, tooLong)];
}

/**
 * Additional information for the postman (our choice of characters: the spec only gives the
 * message 'Le format n'est pas conforme'): letters, digits, spaces and the punctuation of a
 * sentence; not < > " { } [ ] \ | ` ~ ^ $ = _ nor emoji. Free text, so the line rules do not
 * apply; line breaks become spaces.
 */
export const additionalInformationChecks: readonly Check[] = [
  onlyCharacters(`${LETTERS}0-9 '\\-.,;:!?()/&%@+*#°`, "additionalInformation.format"),
  maxLength(MAX_LENGTH.additionalInformation, "additionalInformation.tooLong"),
];

/** Door code (our choice): letters, digits, spaces, * and #, at most 10. */
export const keypadChecks: readonly Check[] = [
  onlyCharacters("A-Za-z0-9 *#", "keypad.format"),
  maxLength(MAX_LENGTH.keypad, "keypad.tooLong"),
];

const EMAIL = z.string().email();

/** SPEC 5: the e-mail must look like an e-mail address. */
export const emailCheck: Check = (text) =>
  text.length <= MAX_LENGTH.email && EMAIL.safeParse(text).success ? undefined : "email.format";

// ---------------------------------------------------------------------------------------------
// Postal code and eligibility

/**
 * Where the service can be delivered: for each country, the pattern of its eligible postal
 * codes; a country absent from the map is not eligible. A parameter, so it can change.
 */
export type Eligibility = Readonly<Partial<Record<Country, RegExp>>>;

/**
 * This service's eligibility (our choice, SPEC leaves the pattern unshown): metropolitan France
 * (departments 01 to 95, Corsica's 20 included) and the overseas departments (971 Guadeloupe,
 * 972 Martinique, 973 Guyane, 974 La Réunion, 976 Mayotte). Not eligible: Monaco and the overseas
 * collectivities (975 Saint-Pierre-et-Miquelon, 98x), and any country but France.
 */
export const serviceEligibility: Eligibility = {
  FRANCE: /^(?:0[1-9]|[1-8]\d|9[0-5])\d{3}$|^97[1-46]\d{2}$/,
};

/** Anywhere the form's countries reach (a subscriber's billing address, our choice: decision 107). */
export const anyLocation: Eligibility = Object.fromEntries(COUNTRIES.map((country) => [country, /^/])) as Eligibility;

const FRENCH_POSTAL_CODE = /^\d{5}$/;
/** 2 to 11 letters or digits, with at most one space or hyphen between them. */
const INTERNATIONAL_POSTAL_CODE = /^(?=.{2,11}$)[A-Z0-9]+(?:[ -][A-Z0-9]+)?$/i;

export function isEligibleLocation(postalCode: string, country: Country, eligibility: Eligibility): boolean {
  return eligibility[country]?.test(postalCode) ?? false;
}

/**
 * SPEC 5: French postal code exactly 5 digits, international 2 to 11 characters of letters,
 * digits, one space or hyphen ('Code postal incorrect'); then, when an eligibility is given, a
 * failure of its pattern gives 'This location is not eligible'.
 */
export function postalCodeIssue(
  postalCode: string,
  country: Country,
  eligibility?: Eligibility,
): ValidationKey | undefined {
  const format = country === "FRANCE" ? FRENCH_POSTAL_CODE : INTERNATIONAL_POSTAL_CODE;
  if (!format.test(postalCode)) return "postalCode.format";
  if (eligibility && !isEligibleLocation(postalCode, country, eligibility)) return "postalCode.notEligible";
  return undefined;
}

function cleanPostalCode(typed: string): string {
  return cleanText(typed).toUpperCase();
}

// ---------------------------------------------------------------------------------------------
// Zod fields

export const civilityField = choiceField(CIVILITIES, "civility.required");
export const countryField = choiceField(COUNTRIES, "country.required");
export const emailField = requiredText("email.required", [emailCheck]);
export const localityField = requiredText("city.required", localityLine());

/** The postal code for a known country (the address schema checks it against the chosen country). */
export function postalCodeField(country: Country, eligibility?: Eligibility): FieldSchema<string> {
  return requiredText("postalCode.required", [(code) => postalCodeIssue(code, country, eligibility)], cleanPostalCode);
}

// ---------------------------------------------------------------------------------------------
// Shapes: the fields of the forms, grouped so that the people schemas reuse them

/** Civility, first name, last name (line 1 of a consumer: names are people's names). */
export const identityShape = {
  civility: civilityField,
  firstName: requiredText("firstName.required", nameLine("consumer", "firstName.tooLong")),
  lastName: requiredText("lastName.required", nameLine("consumer", "lastName.tooLong")),
};

/** Consumer or business; a business has a company name (line 1) and may have a service (line 2). */
export const businessShape = {
  isCompany: checkboxField(),
  companyName: optionalText(nameLine("business", "companyName.tooLong")),
  /** Line 2; its characters depend on isCompany, so the rule `additionalNameLineForKind` checks it. */
  service: optionalText(),
};

export const contactShape = {
  email: emailField,
  /** Country-dependent: the rule `phoneMatchesCountry("mobilePhone", "mobile")` checks it. */
  mobilePhone: requiredText("phone.required", [], normalisePhone),
};

/** Lines 3 to 7: additional address, street, place or PO box, postal code, locality, country. */
export const addressLinesShape = {
  additionalStreetName: optionalText(streetLine("additionalStreetName.tooLong")),
  streetName: optionalText(streetLine("streetName.tooLong")),
  poBox: optionalText(streetLine("poBox.tooLong")),
  /** Country-dependent: the rule `postalCodeMatchesCountry` checks it. */
  codePostal: requiredText("postalCode.required", [], cleanPostalCode),
  city: localityField,
  country: countryField,
};

/** What the postman needs at the door. */
export const deliveryDetailsShape = {
  building: optionalText(streetLine("building.tooLong")),
  floor: optionalText(streetLine("floor.tooLong")),
  keypad: optionalText(keypadChecks),
  additionalInformation: optionalText(additionalInformationChecks, (typed) => cleanText(typed).replace(/\s+/g, " ")),
};

// ---------------------------------------------------------------------------------------------
// Cross-field rules

function textOf(value: unknown): string | undefined {
  return typeof value === "string" && value !== "" ? value : undefined;
}

/** SPEC 5: name plus first name at most 38 characters, the space between them included. */
export const namesFitOneLine: FormRule = (values, ctx) => {
  const firstName = textOf(values.firstName);
  const lastName = textOf(values.lastName);
  if (!firstName || !lastName) return;
  const eachFits = firstName.length <= MAX_LENGTH.line && lastName.length <= MAX_LENGTH.line;
  const together = `${firstName} ${lastName}`.length;
  if (eachFits && together > MAX_LENGTH.namePlusFirstName) report(ctx, "lastName", "names.tooLong");
};

/** SPEC 5: either a street label or a place/PO box is required (reported on the street). */
export const streetOrPoBox: FormRule = (values, ctx) => {
  if (!textOf(values.streetName) && !textOf(values.poBox)) report(ctx, "streetName", "address.streetOrPoBox");
};

/** SPEC 5: the postal code's format depends on the country; eligibility when one is given. */
export function postalCodeMatchesCountry(eligibility?: Eligibility): FormRule {
  return (values, ctx) => {
    const code = textOf(values.codePostal);
    if (!code || !isCountry(values.country)) return;
    const issue = postalCodeIssue(code, values.country, eligibility);
    if (issue) report(ctx, "codePostal", issue);
  };
}

const phoneIssues = { mobile: mobilePhoneIssue, landline: landlinePhoneIssue, any: anyPhoneIssue } as const;

/** SPEC 5: a phone is checked against the country chosen in the same form. */
export function phoneMatchesCountry(field: string, kind: keyof typeof phoneIssues): FormRule {
  return (values, ctx) => {
    const phone = textOf(values[field]);
    if (!phone || !isCountry(values.country)) return;
    const issue = phoneIssues[kind](phone, values.country);
    if (issue) report(ctx, field, issue);
  };
}

/** SPEC 3: a business address needs the company name. */
export const companyNameForBusiness: FormRule = (values, ctx) => {
  if (values.isCompany === true && !textOf(values.companyName)) report(ctx, "companyName", "companyName.required");
};

/** SPEC 5: line 2 (service) follows the consumer or the business rule. */
export const additionalNameLineForKind: FormRule = (values, ctx) => {
  const service = textOf(values.service);
  if (!service) return;
  const kind = addressKind(values.isCompany === true);
  const issue = firstIssue(service, additionalNameLine(kind, "service.tooLong"));
  if (issue) report(ctx, "service", issue);
};

// ---------------------------------------------------------------------------------------------
// The address form

export interface AddressSchemaOptions {
  /** When given, a well-formed postal code must also be eligible ('This location is not eligible'). */
  eligibility?: Eligibility;
}

/** SPEC 3's address form with every rule of SPEC 5. */
export function createAddressSchema({ eligibility }: AddressSchemaOptions = {}) {
  return withRules(
    { ...businessShape, ...identityShape, ...contactShape, ...addressLinesShape, ...deliveryDetailsShape },
    companyNameForBusiness,
    additionalNameLineForKind,
    namesFitOneLine,
    streetOrPoBox,
    postalCodeMatchesCountry(eligibility),
    phoneMatchesCountry("mobilePhone", "mobile"),
  );
}

/** The address form, any location. */
export const addressSchema = createAddressSchema();
/** The address form where the service is delivered: the location must be eligible. */
export const eligibleAddressSchema = createAddressSchema({ eligibility: serviceEligibility });

export type Address = z.output<typeof addressSchema>;

// ---------------------------------------------------------------------------------------------
// Address book

export interface AddressBookEntry {
  firstName?: string | null;
  lastName?: string | null;
  codePostal?: string | null;
  country?: string | null;
}

export type AddressBookEntryStatus = "selectable" | "incomplete" | "ineligible";

/**
 * SPEC 5: an address missing its first or last name is incomplete (an error); an ineligible
 * address cannot be selected. Incomplete is reported first: it is the one the person can fix.
 */
export function addressBookEntryStatus(
  entry: AddressBookEntry,
  eligibility: Eligibility = serviceEligibility,
): AddressBookEntryStatus {
  if (!entry.firstName?.trim() || !entry.lastName?.trim()) return "incomplete";
  const code = entry.codePostal?.trim().toUpperCase() ?? "";
  const eligible = isCountry(entry.country) && isEligibleLocation(code, entry.country, eligibility);
  return eligible ? "selectable" : "ineligible";
}

/** The message for an entry that cannot be selected, or undefined. */
export function addressBookEntryMessage(status: AddressBookEntryStatus): ValidationKey | undefined {
  if (status === "incomplete") return ADDRESS_MESSAGES.incompleteAddress;
  if (status === "ineligible") return ADDRESS_MESSAGES.ineligibleAddress;
  return undefined;
}

/** SPEC 5: address names are unique, whatever the case, accents' encoding or spaces (our reading). */
export function isDuplicateAddressName(name: string, existingNames: readonly string[]): boolean {
  const comparable = (text: string) => cleanText(text).replace(/\s+/g, " ").toLocaleLowerCase("fr");
  const wanted = comparable(name);
  return existingNames.some((existing) => comparable(existing) === wanted);
}

/** The most entries an address book holds (our choice; SPEC 5's full-book message gives it). */
export const ADDRESS_BOOK_MAX = 20;

/** SPEC 3's `addressName`: at most 40 characters (our choice). */
export const ADDRESS_NAME_MAX = 40;

export const addressNameField = requiredText("addressBook.nameRequired", [maxLength(ADDRESS_NAME_MAX, "addressBook.nameTooLong")]);

/**
 * A new entry of the address book in the client area (decision 107): its name, the person (an
 * entry without first and last name is incomplete, SPEC 5, so both are asked) and the address
 * lines the book keeps (no PO box: the book has none, so the street is required).
 */
export const addressBookEntrySchema = withRules(
  {
    addressName: addressNameField,
    ...identityShape,
    streetName: requiredText("streetName.required", streetLine("streetName.tooLong")),
    additionalStreetName: addressLinesShape.additionalStreetName,
    codePostal: addressLinesShape.codePostal,
    city: addressLinesShape.city,
    country: addressLinesShape.country,
  },
  namesFitOneLine,
  postalCodeMatchesCountry(),
);

export type AddressBookEntryInput = z.output<typeof addressBookEntrySchema>;

/** A saved address as the screens show it: its name, its lines, and whether it can be picked. */
export interface AddressBookView {
  id: string;
  addressName: string;
  lines: string[];
  status: AddressBookEntryStatus;
  message?: ValidationKey;
}

/** SPEC 5: why a typed address cannot be saved under this name in this book, or undefined. */
export function addressBookSaveIssue(name: string, existingNames: readonly string[], max: number = ADDRESS_BOOK_MAX): ValidationKey | undefined {
  if (isDuplicateAddressName(name, existingNames)) return ADDRESS_MESSAGES.duplicateAddressName;
  if (existingNames.length >= max) return ADDRESS_MESSAGES.addressBookFull;
  return undefined;
}
