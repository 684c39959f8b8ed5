import { describe, expect, it } from "vitest";
import { withAddressVerified, emptyJourneyState } from "~/features/journey/rules/state";
import {
  ADDRESS_CHOICE_FIELDS,
  addressFingerprint,
  postalCheckMessage,
  postalCheckOf,
  postedChoice,
  postedSuggestion,
  sercadiaRequest,
  type PostalAddressInput,
} from "~/kernel/addresses/postal-address";
import { suggestedChoice } from "~/kernel/addresses/address-choice";
import { getT } from "~/kernel/i18n/i18next.server";

/** The postal check's outcomes (SPEC 7 sercadia, SPEC 8 address messages; decision 090). */

const typed: PostalAddressInput = { streetName: "12 rue des Lilas", codePostal: "75015", city: "Lyon", country: "FRANCE" };

describe("the request", () => {
  it("sends the street as line 4, the country as its ISO code", () => {
    expect(sercadiaRequest(typed)).toEqual({ line4: "12 rue des Lilas", postalCode: "75015", locality: "Lyon", country: "FR" });
  });
  it("sends the place / PO box as line 4 when there is no street", () => {
    expect(sercadiaRequest({ ...typed, streetName: undefined, poBox: "BP 12", country: "BELGIQUE" })).toMatchObject({ line4: "BP 12", country: "BE" });
  });
});

describe("the outcomes", () => {
  it("valid: saved as typed", () => {
    expect(postalCheckOf({ valid: true }, typed)).toEqual({ outcome: "valid" });
  });
  it("unknown: SPEC 8's message next to the street", () => {
    const check = postalCheckOf({ valid: false, reason: "UNKNOWN_ADDRESS" }, typed);
    expect(check).toEqual({ outcome: "unknown" });
    const message = postalCheckMessage(check)!;
    expect(message.field).toBe("streetName");
    expect(getT("fr")(message.key, { ns: "validation" })).toBe(
      "Ces indications ne correspondent pas à une adresse postale connue. Veuillez modifier votre saisie.",
    );
  });
  it("a postal code the service does not know: said next to the postal code", () => {
    const check = postalCheckOf({ valid: false, reason: "UNKNOWN_POSTAL_CODE" }, { ...typed, codePostal: "75099" });
    expect(check).toEqual({ outcome: "unknownPostalCode" });
    const message = postalCheckMessage(check)!;
    expect(message.field).toBe("codePostal");
    expect(getT("fr")(message.key, { ns: "validation" })).toBe("Le service postal ne connaît pas ce code postal. Vérifiez-le.");
    expect(getT("en")(message.key, { ns: "validation" })).toBe("The postal service does not know this postcode. Please check it.");
  });
  it("a locality that does not belong to the postal code: the service's suggestion, said on the locality", () => {
    const check = postalCheckOf(
      { valid: false, reason: "LOCALITY_MISMATCH", suggestion: { line4: "12 RUE DES LILAS", postalCode: "75015", locality: "PARIS", country: "FR" } },
      typed,
    );
    expect(check).toEqual({
      outcome: "suggestion",
      reason: "locality",
      suggestion: { streetName: "12 RUE DES LILAS", codePostal: "75015", city: "PARIS", country: "FRANCE" },
    });
    expect(postalCheckMessage(check)?.field).toBe("city");
  });
  it("a country mismatch: its suggestion, said on the country", () => {
    const check = postalCheckOf(
      { valid: false, reason: "COUNTRY_MISMATCH", suggestion: { line4: "12 RUE DES LILAS", postalCode: "75015", locality: "PARIS", country: "FR" } },
      { ...typed, country: "BELGIQUE" },
    );
    expect(check).toMatchObject({ outcome: "suggestion", reason: "country", suggestion: { country: "FRANCE" } });
    const message = postalCheckMessage(check)!;
    expect(message.field).toBe("country");
    expect(getT("fr")(message.key, { ns: "validation" })).toMatch(/^Le pays choisi ne correspond pas à l'adresse saisie/);
  });
  it("an answer it cannot read: unverified (the service is treated as down)", () => {
    expect(postalCheckOf({ valid: false, reason: "SOMETHING_NEW" }, typed)).toEqual({ outcome: "unverified" });
    expect(postalCheckMessage({ outcome: "unverified" })).toBeUndefined();
  });
});

describe("the did-you-mean choice", () => {
  const form = (fields: Record<string, string>) => (name: string) => fields[name];
  it("takes a complete suggestion back: the locality of the radio chosen, the rest from the hidden fields", () => {
    const hidden = {
      [ADDRESS_CHOICE_FIELDS.street]: "12 RUE DES LILAS",
      [ADDRESS_CHOICE_FIELDS.postalCode]: "01090",
      [ADDRESS_CHOICE_FIELDS.country]: "FRANCE",
    };
    const read = form({ ...hidden, [ADDRESS_CHOICE_FIELDS.choice]: suggestedChoice("MONTMERLE-SUR-SAONE") });
    expect(postedSuggestion(read)).toEqual({ streetName: "12 RUE DES LILAS", codePostal: "01090", city: "MONTMERLE-SUR-SAONE", country: "FRANCE" });
    expect(postedSuggestion(form({ ...hidden, [ADDRESS_CHOICE_FIELDS.choice]: "typed" }))).toBeUndefined();
    expect(postedSuggestion(form({ ...hidden, [ADDRESS_CHOICE_FIELDS.choice]: suggestedChoice("") }))).toBeUndefined();
    expect(postedSuggestion(form({ [ADDRESS_CHOICE_FIELDS.street]: "x" }))).toBeUndefined();
  });
  it("keeps what was typed only for the address the suggestion answered", () => {
    const checked = addressFingerprint(typed);
    expect(postedChoice(form({ addressChoice: "typed", checkedAddress: checked }), { ...typed, city: "lyon" })).toBe("typed");
    expect(postedChoice(form({ addressChoice: "typed", checkedAddress: checked }), { ...typed, city: "Lille" })).toBeUndefined();
    expect(postedChoice(form({ addressChoice: "suggested:PARIS" }), typed)).toBe("suggested");
    expect(postedChoice(form({ addressChoice: "suggested" }), typed)).toBeUndefined();
    expect(postedChoice(form({}), typed)).toBeUndefined();
  });
});

describe("the unverified mark of the journey", () => {
  it("is set by a save while the service is down and cleared by a verified one", () => {
    const down = withAddressVerified(emptyJourneyState(), "beneficiary", false);
    expect(down.unverifiedAddresses).toEqual(["beneficiary"]);
    expect(withAddressVerified(down, "beneficiary", false)).toBe(down);
    expect(withAddressVerified(down, "beneficiary", true).unverifiedAddresses).toEqual([]);
  });
});
