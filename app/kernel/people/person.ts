/**
 * The people of the subscription journey (SPEC 3 "Contract": subscriber, recipient, trusted
 * contacts; the journey's administrator and caregiver), as zod schemas for conform built from the
 * address form's blocks, so every name, address and phone follows SPEC 5 to the letter.
 *
 * Field names follow upstream's contract where it names them (phoneInstallationType,
 * subscribersRelationship, travelTimeInMinutes, contactType, hasKeys, over18, doctor…) and the
 * address form's elsewhere (codePostal, city, country, streetName…).
 */

import type { z } from "zod";
import {
  type Eligibility,
  CIVILITIES,
  DEFAULT_COUNTRY,
  addressLinesShape,
  contactShape,
  countryField,
  deliveryDetailsShape,
  emailCheck,
  identityShape,
  nameLine,
  namesFitOneLine,
  phoneMatchesCountry,
  postalCodeMatchesCountry,
  serviceEligibility,
  streetOrPoBox,
} from "~/kernel/addresses/address";
import {
  type Check,
  type FormRule,
  checkboxField,
  checkedField,
  choiceField,
  cleanText,
  integerField,
  optionalChoiceField,
  optionalText,
  report,
  requiredText,
  withRules,
} from "./form-fields";
import { normalisePhone } from "./phone";
import { dateFormat } from "~/kernel/i18n/date-format";

export const PHONE_INSTALLATION_TYPES = ["BOX", "LANDLINE_ANALOG", "NONE"] as const;
export type PhoneInstallationType = (typeof PHONE_INSTALLATION_TYPES)[number];

/** SELF: the recipient subscribes for themself (step 2 and step 4 then agree, decision 081). */
export const SUBSCRIBERS_RELATIONSHIPS = [
  "SELF",
  "CHILD",
  "GRANDCHILD",
  "SPOUSE",
  "OTHER_FAMILY",
  "FRIEND",
  "OTHER",
] as const;
export type SubscribersRelationship = (typeof SUBSCRIBERS_RELATIONSHIPS)[number];

export const CONTACT_TYPES = ["NEIGHBOUR", "FAMILY", "FRIEND", "OTHER"] as const;
export type ContactType = (typeof CONTACT_TYPES)[number];

/** Our choice: the travel time of a trusted contact, in whole minutes (at most four hours). */
export const TRAVEL_TIME_MINUTES = { min: 1, max: 240 } as const;

// ---------------------------------------------------------------------------------------------
// Birth date

/** The day in France, "yyyy-mm-dd", that decides what "in the past" means. */
function dayInFrance(now: Date): string {
  const parts = dateFormat("en-GB", { timeZone: "Europe/Paris", year: "numeric", month: "2-digit", day: "2-digit" }).formatToParts(now);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? "";
  return `${part("year")}-${part("month")}-${part("day")}`;
}

function isCalendarDate(year: number, month: number, day: number): boolean {
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/**
 * A birth date as typed, "12/03/1950" (also with . or -, one-digit day or month), or as
 * `<input type="date">` posts it, "1950-03-12": the ISO day, or undefined when it is no real date.
 */
export function parseBirthDate(typed: string): string | undefined {
  const text = typed.trim();
  const french = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(text);
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  const [year, month, day] = french
    ? [Number(french[3]), Number(french[2]), Number(french[1])]
    : iso
      ? [Number(iso[1]), Number(iso[2]), Number(iso[3])]
      : [NaN, NaN, NaN];
  if (!isCalendarDate(year, month, day)) return undefined;
  return `${String(year).padStart(4, "0")}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
}

/**
 * A birth date must be a real date, in the past (before today in France), and make sense for the
 * recipient of a senior-care contract (decision 081): born in 1900 or later (an earlier
 * year is a typing mistake, said as such, not as a format error), and an adult (18 or older).
 */
export const RECIPIENT_MIN_AGE = 18;

export function birthDateCheck(now: () => Date = () => new Date()): Check {
  return (text) => {
    const day = parseBirthDate(text);
    if (!day) return "birthDate.format";
    if (day < "1900-01-01") return "birthDate.tooOld";
    const today = dayInFrance(now());
    if (day >= today) return "birthDate.past";
    const adultFrom = `${String(Number(today.slice(0, 4)) - RECIPIENT_MIN_AGE).padStart(4, "0")}${today.slice(4)}`;
    return day <= adultFrom ? undefined : "birthDate.tooYoung";
  };
}

/** The birth date field; its value is the ISO day ("1950-03-12"). */
export function birthDateField(now?: () => Date) {
  const toIsoDay = (typed: string) => parseBirthDate(typed) ?? cleanText(typed);
  return requiredText("birthDate.required", [birthDateCheck(now)], toIsoDay);
}

// ---------------------------------------------------------------------------------------------
// Rules of the people forms

/** Our choice: a recipient without a phone installation (NONE) may have no landline; otherwise it is required. */
const landlineUnlessNoInstallation: FormRule = (values, ctx) => {
  if (values.phoneInstallationType !== "NONE" && typeof values.landlinePhone !== "string") {
    report(ctx, "landlinePhone", "landline.required");
  }
};

/** DESIGN 7: the doctor's details are health data, accepted only with explicit consent. */
const doctorNeedsHealthConsent: FormRule = (values, ctx) => {
  const givesDoctor = [values.doctorCivility, values.doctorName, values.doctorPhone].some((v) => v !== undefined);
  if (givesDoctor && values.healthConsent !== true) report(ctx, "healthConsent", "healthConsent.required");
};

const optionalMobilePhone = optionalText([], normalisePhone);

// ---------------------------------------------------------------------------------------------
// Recipient (bénéficiaire)

export interface RecipientSchemaOptions {
  /** The clock deciding what "in the past" means for the birth date. */
  now?: () => Date;
  /** Where the service can be delivered; the recipient's address must be eligible. */
  eligibility?: Eligibility;
}

/**
 * The recipient: identity, birth date, phones (phones checked against the address's country),
 * address with its delivery details (eligible), phone installation, relationship to the
 * subscriber, and the doctor only with health-data consent.
 */
export function createRecipientSchema({ now, eligibility = serviceEligibility }: RecipientSchemaOptions = {}) {
  return withRules(
    {
      ...identityShape,
      birthDate: birthDateField(now),
      landlinePhone: optionalText([], normalisePhone),
      mobilePhone: optionalMobilePhone,
      ...addressLinesShape,
      ...deliveryDetailsShape,
      phoneInstallationType: choiceField(PHONE_INSTALLATION_TYPES, "phoneInstallationType.required"),
      subscribersRelationship: choiceField(SUBSCRIBERS_RELATIONSHIPS, "subscribersRelationship.required"),
      doctorCivility: optionalChoiceField(CIVILITIES),
      doctorName: optionalText(nameLine("consumer", "doctorName.tooLong")),
      doctorPhone: optionalText([], normalisePhone),
      healthConsent: checkboxField(),
    },
    namesFitOneLine,
    streetOrPoBox,
    postalCodeMatchesCountry(eligibility),
    landlineUnlessNoInstallation,
    phoneMatchesCountry("landlinePhone", "landline"),
    phoneMatchesCountry("mobilePhone", "mobile"),
    phoneMatchesCountry("doctorPhone", "any"),
    doctorNeedsHealthConsent,
  );
}

export const recipientSchema = createRecipientSchema();
export type Recipient = z.output<typeof recipientSchema>;

// ---------------------------------------------------------------------------------------------
// Trusted contact (contact de confiance)

/** A trusted contact is called when an alert comes: a landline (many neighbours have only one) or a mobile, at least one. */
const contactReachable: FormRule = (values, ctx) => {
  if (typeof values.landlinePhone !== "string" && typeof values.mobilePhone !== "string") report(ctx, "landlinePhone", "phone.oneRequired");
};

/** One trusted contact; the Contact step posts a list of them (`contacts[0].lastName`…). */
export const trustedContactSchema = withRules(
  {
    order: integerField("field.invalid", "field.invalid", 1, Number.MAX_SAFE_INTEGER),
    ...identityShape,
    landlinePhone: optionalText([], normalisePhone),
    mobilePhone: optionalMobilePhone,
    travelTimeInMinutes: integerField(
      "travelTime.required",
      "travelTime.range",
      TRAVEL_TIME_MINUTES.min,
      TRAVEL_TIME_MINUTES.max,
    ),
    contactType: choiceField(CONTACT_TYPES, "contactType.required"),
    ...addressLinesShape,
    hasKeys: checkboxField(),
    over18: checkedField("over18.required"),
  },
  namesFitOneLine,
  streetOrPoBox,
  postalCodeMatchesCountry(),
  contactReachable,
  phoneMatchesCountry("landlinePhone", "landline"),
  phoneMatchesCountry("mobilePhone", "mobile"),
);
export type TrustedContact = z.output<typeof trustedContactSchema>;

// ---------------------------------------------------------------------------------------------
// Subscriber (souscripteur, billing)

/** The subscriber, who pays: identity, e-mail, mobile, billing address (any location), terms. */
const subscriberShape = {
  ...identityShape,
  ...contactShape,
  ...addressLinesShape,
  subscriberIsRecipient: checkboxField(),
  acceptTerms: checkedField("acceptTerms.required"),
};
const subscriberRules = () => [namesFitOneLine, streetOrPoBox, postalCodeMatchesCountry(), phoneMatchesCountry("mobilePhone", "mobile")];
export const subscriberSchema = withRules(subscriberShape, ...subscriberRules());
export type Subscriber = z.output<typeof subscriberSchema>;

/**
 * At the counter the client may have no e-mail (many elderly clients have none, decision 137):
 * the documents then go by post. The same form, the e-mail optional.
 */
export const counterSubscriberSchema = withRules({ ...subscriberShape, email: optionalText([emailCheck]) }, ...subscriberRules());
export type CounterSubscriber = z.output<typeof counterSubscriberSchema>;


// ---------------------------------------------------------------------------------------------
// Administrator and caregiver (proche aidant), geofencing only

/**
 * Identity, e-mail, mobile and terms. These forms have no address, so the mobile is checked
 * against `country`, FRANCE when the form does not post one (our choice).
 */
const accountHolderSchema = withRules(
  {
    ...identityShape,
    ...contactShape,
    country: countryField.default(DEFAULT_COUNTRY),
    acceptTerms: checkedField("acceptTerms.required"),
  },
  namesFitOneLine,
  phoneMatchesCountry("mobilePhone", "mobile"),
);

export const administratorSchema = accountHolderSchema;
export type Administrator = z.output<typeof administratorSchema>;

export const caregiverSchema = accountHolderSchema;
export type Caregiver = z.output<typeof caregiverSchema>;
