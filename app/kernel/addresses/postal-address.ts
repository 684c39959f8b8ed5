/**
 * The postal check of an address (SPEC 7 `{frontPrefix}/address/sercadia`, SPEC 8 "Address
 * messages"), as pure rules: what is sent, what an answer means for the person, and what a
 * people step does with it (decision 090).
 *
 * - valid: the address is saved as typed;
 * - unknown: refused, SPEC 8's message next to the street, the values kept;
 * - a postal code the service does not know: refused, said next to the postal code (decision 129);
 * - a near match (the locality does not belong to the postal code) or a country mismatch: a
 *   "did you mean…" choice between what was typed and the service's suggestion (one per
 *   locality of the postal code, decision 129), radio
 *   buttons that work without JavaScript;
 * - the service down (time-out, error, unreadable answer): the address is accepted and recorded
 *   as unverified; the summary says so. A subscription is never blocked by the check.
 */

import { COUNTRIES, COUNTRY_ISO_CODES, isCountry, type Country } from "./address";
import { ADDRESS_CHOICE_FIELDS, suggestedCityOf, TYPED_CHOICE, type AddressSuggestion } from "./address-choice";
import type { ValidationKey } from "~/kernel/people/form-fields";

export { ADDRESS_CHOICE_FIELDS, type AddressSuggestion, type SuggestionView } from "./address-choice";

/** What the form holds of an address, as the address schema gives it. */
export interface PostalAddressInput {
  streetName?: string;
  poBox?: string;
  codePostal: string;
  city: string;
  country: Country;
}

/** The body of `POST {frontPrefix}/address/sercadia`. */
export interface SercadiaRequest {
  line4: string;
  postalCode: string;
  locality: string;
  /** ISO 3166-1 alpha-2. */
  country: string;
}

/** What the service answers (the sandbox's shape, docs/upstream-api.md). */
export interface SercadiaAnswer {
  valid: boolean;
  reason?: string;
  suggestion?: { line4?: string; postalCode?: string; locality?: string; country?: string };
}

export type PostalCheck =
  | { outcome: "valid" }
  | { outcome: "unknown" }
  | { outcome: "unknownPostalCode" }
  | { outcome: "suggestion"; reason: "locality" | "country"; suggestion: AddressSuggestion }
  | { outcome: "unverified" };

/** The request for an address: line 4 is the street, or else the place / PO box. */
export function sercadiaRequest(address: PostalAddressInput): SercadiaRequest {
  return {
    line4: address.streetName || address.poBox || "",
    postalCode: address.codePostal,
    locality: address.city,
    country: COUNTRY_ISO_CODES[address.country],
  };
}

/** A country of the form from what the service writes (ISO code or French name). */
function countryOf(written: string | undefined): Country | undefined {
  if (!written) return undefined;
  const upper = written.trim().toUpperCase();
  if (isCountry(upper)) return upper;
  return COUNTRIES.find((country) => COUNTRY_ISO_CODES[country] === upper);
}

/** What an answer means; an answer we cannot read counts as the service down. */
export function postalCheckOf(answer: SercadiaAnswer, sent: PostalAddressInput): PostalCheck {
  if (answer.valid) return { outcome: "valid" };
  if (answer.reason === "UNKNOWN_ADDRESS") return { outcome: "unknown" };
  if (answer.reason === "UNKNOWN_POSTAL_CODE") return { outcome: "unknownPostalCode" };
  if (answer.reason === "COUNTRY_MISMATCH" || answer.reason === "LOCALITY_MISMATCH") {
    const given = answer.suggestion ?? {};
    const country = countryOf(given.country) ?? sent.country;
    const suggestion: AddressSuggestion = {
      streetName: given.line4 || sent.streetName || sent.poBox || "",
      codePostal: given.postalCode || sent.codePostal,
      city: given.locality || sent.city,
      country,
    };
    return { outcome: "suggestion", reason: answer.reason === "COUNTRY_MISMATCH" ? "country" : "locality", suggestion };
  }
  return { outcome: "unverified" };
}

// ---------------------------------------------------------------------------------------------
// The "did you mean…" choice

export type AddressChoice = "typed" | "suggested";

/** A short, comparable print of an address (case, accents and spaces aside). */
export function addressFingerprint(address: { streetName?: string; poBox?: string; codePostal: string; city: string; country: string }): string {
  const clean = (text: string | undefined) =>
    (text ?? "").normalize("NFD").replace(/[\u0300-\u036f]/g, "").replace(/[\s'-]+/g, " ").trim().toUpperCase();
  return [address.streetName || address.poBox, address.codePostal, address.city, address.country].map(clean).join("|");
}

/** The suggestion posted back (the locality chosen, the rest in the hidden fields), when complete. */
export function postedSuggestion(read: (name: string) => string | undefined): AddressSuggestion | undefined {
  const country = read(ADDRESS_CHOICE_FIELDS.country);
  const streetName = read(ADDRESS_CHOICE_FIELDS.street);
  const codePostal = read(ADDRESS_CHOICE_FIELDS.postalCode);
  const city = suggestedCityOf(read(ADDRESS_CHOICE_FIELDS.choice));
  if (!streetName || !codePostal || !city || !isCountry(country)) return undefined;
  return { streetName, codePostal, city, country };
}

/**
 * What a submit asks of the check, before any call: "suggested" takes the suggestion into the
 * form (then checks it); "typed" keeps what was typed without a call, but only for the address
 * the suggestion was made for (a person who changed it gets it checked again).
 */
export function postedChoice(read: (name: string) => string | undefined, typed: PostalAddressInput): AddressChoice | undefined {
  const choice = read(ADDRESS_CHOICE_FIELDS.choice);
  if (suggestedCityOf(choice)) return "suggested";
  if (choice === TYPED_CHOICE && read(ADDRESS_CHOICE_FIELDS.checked) === addressFingerprint(typed)) return "typed";
  return undefined;
}

/** Where a refusal is said, and with which message (keys of the validation namespace). */
export function postalCheckMessage(check: PostalCheck): { field: "streetName" | "codePostal" | "city" | "country"; key: ValidationKey } | undefined {
  if (check.outcome === "unknown") return { field: "streetName", key: "address.unknown" };
  if (check.outcome === "unknownPostalCode") return { field: "codePostal", key: "address.unknownPostalCode" };
  if (check.outcome === "suggestion" && check.reason === "country") return { field: "country", key: "address.countryMismatchChoose" };
  if (check.outcome === "suggestion") return { field: "city", key: "address.localityMismatch" };
  return undefined;
}
