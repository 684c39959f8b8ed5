import { describe, expect, it } from "vitest";
import { ADDRESS_BOOK_MAX, addressBookSaveIssue } from "~/kernel/addresses/address";
import { getT } from "~/kernel/i18n/i18next.server";

/** SPEC 5's address-book messages when a typed address is saved under a name (decision 091). */
describe("saving an address in the book", () => {
  const names = ["Domicile", "Maman"];
  it("refuses a name already used, whatever its case and spaces, with SPEC 5's message", () => {
    const issue = addressBookSaveIssue("  domicile ", names)!;
    expect(getT("fr")(issue, { ns: "validation" })).toBe("Nom d'adresse déjà existant veuillez en saisir un autre");
  });
  it("refuses any name in a full book, the message giving the count", () => {
    const full = Array.from({ length: ADDRESS_BOOK_MAX }, (_, index) => `Adresse ${index}`);
    const issue = addressBookSaveIssue("Nouvelle", full)!;
    expect(getT("fr")(issue, { ns: "validation", count: ADDRESS_BOOK_MAX })).toBe(
      "Votre carnet d'adresses est plein (20 adresses) : supprimez une adresse avant d'en ajouter une",
    );
  });
  it("accepts a new name in a book with room", () => {
    expect(addressBookSaveIssue("Chez Jeanne", names)).toBeUndefined();
  });
});
