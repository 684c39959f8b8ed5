import {
  ADDRESS_CHOICE_FIELDS,
  addressFingerprint,
  postalCheckMessage,
  postedChoice,
  postedSuggestion,
  type AddressSuggestion,
  type PostalAddressInput,
  type SuggestionView,
} from "~/kernel/addresses/postal-address";
import { distinctLocalities } from "~/kernel/addresses/locality";
import { checkPostalAddress, localitiesOf } from "~/kernel/upstream/address.server";

/**
 * The postal check of a form's address (decision 090), around the form's own parse: the
 * suggestion chosen is taken into the form before it is parsed; the parsed address is then
 * checked with one call (none when the person keeps what they typed after a suggestion).
 *
 * One rule, one place: the journey's people steps, the dashboard's trusted contacts and the
 * counter's client creation all go through these functions (decision 106). An address inside a
 * list has its field names behind a prefix ("contacts[0]."); a form whose postal code is not
 * named `codePostal` (the counter's `zipCode`) says so in `names`.
 */

/** Where an address lives in a form: the prefix of its fields, and the postal code's own name. */
export interface AddressPlace {
  prefix?: string;
  postalCode?: string;
}

function reader(form: FormData, prefix = "") {
  return (name: string) => {
    const value = form.get(`${prefix}${name}`);
    return typeof value === "string" ? value : undefined;
  };
}

/** The form with the suggestion in place of what was typed, when the person chose it for the address still typed. */
export function withChosenSuggestion(form: FormData, place: AddressPlace = {}): FormData {
  const prefix = place.prefix ?? "";
  const read = reader(form, prefix);
  const suggestion = postedSuggestion(read);
  if (!suggestion) return form;
  // An address changed since the suggestion (another postal code typed, say) is the person's
  // answer to it: checked as typed, the suggestion of the old one left aside.
  const typed = { streetName: read("streetName"), poBox: read("poBox"), codePostal: read(place.postalCode ?? "codePostal") ?? "", city: read("city") ?? "", country: read("country") ?? "" };
  if (read(ADDRESS_CHOICE_FIELDS.checked) !== addressFingerprint(typed)) return form;
  const chosen = new FormData();
  for (const [name, value] of form) chosen.append(name, value);
  // Line 4 is the street, or else the place / PO box (as it was sent).
  chosen.set(`${prefix}${read("streetName") || !read("poBox") ? "streetName" : "poBox"}`, suggestion.streetName);
  chosen.set(`${prefix}${place.postalCode ?? "codePostal"}`, suggestion.codePostal);
  chosen.set(`${prefix}city`, suggestion.city);
  chosen.set(`${prefix}country`, suggestion.country);
  return chosen;
}

/** The same, for every address of a list (the trusted contacts): `contacts[0].`, `contacts[1].`… */
export function withChosenSuggestions(form: FormData, list: string): FormData {
  let chosen = form;
  const indexes = new Set<string>();
  const pattern = new RegExp(`^${list}\\[(\\d+)\\]\\.`);
  for (const name of form.keys()) {
    const index = pattern.exec(name)?.[1];
    if (index !== undefined) indexes.add(index);
  }
  for (const index of indexes) chosen = withChosenSuggestion(chosen, { prefix: `${list}[${index}].` });
  return chosen;
}

export type AddressVerdict =
  | { accepted: true; verified: boolean }
  | { accepted: false; fieldErrors: Record<string, string[]>; suggestion?: SuggestionView };

/**
 * The localities to offer for a locality that is not the postal code's: every locality the
 * service lists for the code (its GET), the one it suggested first, each once as the service
 * compares them. The list unavailable, its one suggestion.
 */
async function localitiesToOffer(suggestion: AddressSuggestion, requestId?: string): Promise<string[]> {
  const listed = await localitiesOf(suggestion.codePostal, requestId);
  return distinctLocalities([suggestion.city, ...listed]);
}

/**
 * The check of a valid form's address: accepted (verified or not), or refused with its message
 * on the field (`streetName`, the postal code, `city` or `country`, behind the place's prefix).
 */
export async function checkStepAddress(form: FormData, address: PostalAddressInput, requestId?: string, place: AddressPlace = {}): Promise<AddressVerdict> {
  const prefix = place.prefix ?? "";
  if (postedChoice(reader(form, prefix), address) === "typed") return { accepted: true, verified: true };
  const check = await checkPostalAddress(address, requestId);
  if (check.outcome === "valid") return { accepted: true, verified: true };
  if (check.outcome === "unverified") return { accepted: true, verified: false };
  const message = postalCheckMessage(check)!;
  const field = message.field === "codePostal" ? (place.postalCode ?? "codePostal") : message.field;
  const fieldErrors = { [`${prefix}${field}`]: [message.key] };
  if (check.outcome !== "suggestion") return { accepted: false, fieldErrors };
  const typed: AddressSuggestion = {
    streetName: address.streetName || address.poBox || "",
    codePostal: address.codePostal,
    city: address.city,
    country: address.country,
  };
  const localities = check.reason === "locality" ? await localitiesToOffer(check.suggestion, requestId) : [check.suggestion.city];
  return { accepted: false, fieldErrors, suggestion: { reason: check.reason, typed, suggestion: check.suggestion, localities, checked: addressFingerprint(address) } };
}

/** One address of a form to check, and where it lives in the form. */
export interface PlacedAddress {
  address: PostalAddressInput;
  prefix: string;
}

export interface AddressesVerdict {
  /** Every address accepted: the prefixes of those the service could not check (it was down). */
  unverified: string[];
  /** The refusals, on the fields of the form (empty when all were accepted). */
  fieldErrors: Record<string, string[]>;
  /** The "did you mean…" of each address that has one, by its prefix. */
  suggestions: Record<string, SuggestionView>;
}

/** The check of several addresses of one form (one call each, side by side). */
export async function checkAddresses(form: FormData, addresses: readonly PlacedAddress[], requestId?: string): Promise<AddressesVerdict> {
  const verdicts = await Promise.all(addresses.map(({ address, prefix }) => checkStepAddress(form, address, requestId, { prefix })));
  const result: AddressesVerdict = { unverified: [], fieldErrors: {}, suggestions: {} };
  verdicts.forEach((verdict, index) => {
    const { prefix } = addresses[index]!;
    if (verdict.accepted) {
      if (!verdict.verified) result.unverified.push(prefix);
      return;
    }
    Object.assign(result.fieldErrors, verdict.fieldErrors);
    if (verdict.suggestion) result.suggestions[prefix] = verdict.suggestion;
  });
  return result;
}
