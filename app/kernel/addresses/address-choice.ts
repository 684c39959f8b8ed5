/**
 * The "did you mean…" choice of an address form (decision 090): its field names and what the
 * page shows. No import: the page's bundle carries only these few names.
 */

import type { Country } from "./address";

/** The address the service suggests, in the form's fields. */
export interface AddressSuggestion {
  streetName: string;
  codePostal: string;
  city: string;
  country: Country;
}

/**
 * The radio buttons' field, and the hidden fields that carry the suggestion and what it answered.
 * The locality is the radio's own value (`suggestedChoice`): a postal code may have several.
 */
export const ADDRESS_CHOICE_FIELDS = {
  choice: "addressChoice",
  street: "suggestedStreetName",
  postalCode: "suggestedCodePostal",
  country: "suggestedCountry",
  /** The address the suggestion was made for: keeping "what I typed" counts only for it. */
  checked: "checkedAddress",
} as const;

export type AddressChoiceFields = { readonly [Key in keyof typeof ADDRESS_CHOICE_FIELDS]: string };

/**
 * The choice's field names for an address inside a list (a trusted contact: "contacts[0]."), so
 * that each address of a form has its own choice; no prefix gives ADDRESS_CHOICE_FIELDS.
 */
export function addressChoiceFields(prefix = ""): AddressChoiceFields {
  const names = Object.entries(ADDRESS_CHOICE_FIELDS).map(([key, name]) => [key, `${prefix}${name}`]);
  return Object.fromEntries(names) as AddressChoiceFields;
}

/** The radios' value "keep what I typed". */
export const TYPED_CHOICE = "typed";

const SUGGESTED = "suggested:";

/** The value of the radio that takes the suggestion with this locality. */
export function suggestedChoice(city: string): string {
  return `${SUGGESTED}${city}`;
}

/** The locality of a suggestion radio's value, or undefined for any other value. */
export function suggestedCityOf(choice: string | undefined): string | undefined {
  return choice?.startsWith(SUGGESTED) ? choice.slice(SUGGESTED.length) || undefined : undefined;
}

/** What the page shows for a suggestion: the address typed, and one radio per locality offered. */
export interface SuggestionView {
  reason: "locality" | "country";
  typed: AddressSuggestion;
  /** The service's suggestion (its locality first of `localities`). */
  suggestion: AddressSuggestion;
  /** The localities of the postal code to choose from, the service's own first (decision 129). */
  localities: string[];
  /** The address the suggestion answers (posted back with "keep what I typed"). */
  checked: string;
}

