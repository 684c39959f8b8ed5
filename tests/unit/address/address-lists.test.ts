import { describe, expect, it } from "vitest";
import { addressBookEntrySchema, addressBookEntryStatus, anyLocation } from "~/kernel/addresses/address";
import { ADDRESS_CHOICE_FIELDS, addressChoiceFields } from "~/kernel/addresses/address-choice";
import { emptyJourneyState, withUnverifiedAddresses } from "~/features/journey/rules/state";
import { getT } from "~/kernel/i18n/i18next.server";

/** The address rules of decisions 106 and 107, with the spec's messages. */

describe("a list's addresses (the trusted contacts), each with its own 'did you mean…'", () => {
  it("names a contact's choice fields behind its prefix; no prefix gives the single form's names", () => {
    expect(addressChoiceFields("contacts[1].")).toMatchObject({ choice: "contacts[1].addressChoice", street: "contacts[1].suggestedStreetName", checked: "contacts[1].checkedAddress" });
    expect(addressChoiceFields()).toEqual(ADDRESS_CHOICE_FIELDS);
  });

  it("marks each unverified contact by its number, a list saved again replacing the marks", () => {
    const state = { ...emptyJourneyState(), unverifiedAddresses: ["beneficiary", "contacts.1", "contacts.3"] };
    const saved = withUnverifiedAddresses(state, "contacts", ["contacts.2"]);
    expect(saved.unverifiedAddresses).toEqual(["beneficiary", "contacts.2"]);
    expect(withUnverifiedAddresses(saved, "contacts", []).unverifiedAddresses).toEqual(["beneficiary"]);
    expect(withUnverifiedAddresses(saved, "contacts", ["contacts.2"])).toBe(saved);
  });
});

describe("the address book's entries (SPEC 5)", () => {
  const monaco = { firstName: "Marie", lastName: "Dupont", codePostal: "98000", country: "MONACO" };

  it("an entry outside the service's area is ineligible for the recipient, but may be a subscriber's billing address", () => {
    expect(addressBookEntryStatus(monaco)).toBe("ineligible");
    expect(addressBookEntryStatus(monaco, anyLocation)).toBe("selectable");
    expect(addressBookEntryStatus({ ...monaco, country: "JAPON" }, anyLocation)).toBe("ineligible");
  });

  it("an entry missing a first or last name is incomplete wherever it is used", () => {
    const message = getT("fr")("addressBook.incomplete", { ns: "validation" });
    expect(addressBookEntryStatus({ ...monaco, firstName: " " }, anyLocation)).toBe("incomplete");
    expect(message).toBe("Adresse incomplète : le prénom ou le nom manque. Complétez-la avant de la choisir.");
  });

  it("a new entry of the client area asks its name, the person's names and a street, with the address form's rules", () => {
    const result = addressBookEntrySchema.safeParse({ addressName: "", civility: "MRS", codePostal: "7501", city: "Paris", country: "FRANCE" });
    expect(result.success).toBe(false);
    const issues = Object.fromEntries(result.error!.issues.map((issue) => [issue.path.join("."), issue.message]));
    expect(issues).toMatchObject({
      addressName: "addressBook.nameRequired",
      firstName: "firstName.required",
      lastName: "lastName.required",
      streetName: "streetName.required",
      codePostal: "postalCode.format",
    });
    const t = getT("fr");
    expect(t(issues.addressName!, { ns: "validation" })).toBe("Indiquez le nom sous lequel enregistrer cette adresse");
    expect(t("addressBook.nameTooLong", { ns: "validation" })).toBe("Le nom de l'adresse doit contenir au maximum 40 caractères");
    const tooLong = addressBookEntrySchema.safeParse({ addressName: "x".repeat(41), civility: "MRS", firstName: "Lucie", lastName: "Moreau", streetName: "4 rue des Lilas", codePostal: "75015", city: "Paris", country: "FRANCE" });
    expect(tooLong.error?.issues.map((issue) => issue.message)).toEqual(["addressBook.nameTooLong"]);
  });
});
