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

/** The radio buttons' field, and the hidden fields that carry the suggestion and what it answered. */
export const ADDRESS_CHOICE_FIELDS = {
  choice: "addressChoice",
  street: "suggestedStreetName",
  postalCode: "suggestedCodePostal",
  city: "suggestedCity",
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

/** What the page shows for a suggestion: the radio buttons' two addresses. */
export interface SuggestionView {
  reason: "locality" | "country";
  typed: AddressSuggestion;
  suggestion: AddressSuggestion;
  /** The address the suggestion answers (posted back with "keep what I typed"). */
  checked: string;
}

