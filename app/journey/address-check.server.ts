import {
  ADDRESS_CHOICE_FIELDS,
  addressFingerprint,
  postalCheckMessage,
  postedChoice,
  postedSuggestion,
  type AddressSuggestion,
  type PostalAddressInput,
  type SuggestionView,
} from "~/domain/postal-address";
import { checkPostalAddress } from "~/upstream/address.server";

/**
 * The postal check of a people step's address (decision 090), around the step's own parse:
 * the suggestion chosen is taken into the form before it is parsed; the parsed address is then
 * checked with one call (none when the person keeps what they typed after a suggestion).
 */

function reader(form: FormData) {
  return (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value : undefined;
  };
}

/** The form with the suggestion in place of what was typed, when the person chose it. */
export function withChosenSuggestion(form: FormData): FormData {
  const read = reader(form);
  if (read(ADDRESS_CHOICE_FIELDS.choice) !== "suggested") return form;
  const suggestion = postedSuggestion(read);
  if (!suggestion) return form;
  const chosen = new FormData();
  for (const [name, value] of form) chosen.append(name, value);
  // Line 4 is the street, or else the place / PO box (as it was sent).
  chosen.set(read("streetName") || !read("poBox") ? "streetName" : "poBox", suggestion.streetName);
  chosen.set("codePostal", suggestion.codePostal);
  chosen.set("city", suggestion.city);
  chosen.set("country", suggestion.country);
  return chosen;
}

export type AddressVerdict =
  | { accepted: true; verified: boolean }
  | { accepted: false; fieldErrors: Record<string, string[]>; suggestion?: SuggestionView };

/** The check of a valid form's address: accepted (verified or not), or refused with its message. */
export async function checkStepAddress(form: FormData, address: PostalAddressInput, requestId?: string): Promise<AddressVerdict> {
  if (postedChoice(reader(form), address) === "typed") return { accepted: true, verified: true };
  const check = await checkPostalAddress(address, requestId);
  if (check.outcome === "valid") return { accepted: true, verified: true };
  if (check.outcome === "unverified") return { accepted: true, verified: false };
  const message = postalCheckMessage(check)!;
  const fieldErrors = { [message.field]: [message.key] };
  if (check.outcome !== "suggestion") return { accepted: false, fieldErrors };
  const typed: AddressSuggestion = {
    streetName: address.streetName || address.poBox || "",
    codePostal: address.codePostal,
    city: address.city,
    country: address.country,
  };
  return { accepted: false, fieldErrors, suggestion: { reason: check.reason, typed, suggestion: check.suggestion, checked: addressFingerprint(address) } };
}
