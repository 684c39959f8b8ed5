import { describe, expect, it } from "vitest";
import {
  ADDRESS_MESSAGES,
  addressBookEntryMessage,
  addressBookEntryStatus,
  addressSchema,
  createAddressSchema,
  eligibleAddressSchema,
  isDuplicateAddressName,
  postalCodeField,
  postalCodeIssue,
  serviceEligibility,
} from "~/kernel/addresses/address";
import { resources } from "~/kernel/i18n/resources";
import { getT } from "~/kernel/i18n/i18next.server";
import { issuesOf, valueOf } from "./issues";

/** A consumer address that passes every rule; each test changes what it is about. */
const marie = {
  civility: "MRS",
  firstName: "Marie",
  lastName: "Dupont",
  email: "marie.dupont@example.fr",
  mobilePhone: "06 12 34 56 78",
  streetName: "12 rue de la Paix",
  codePostal: "75015",
  city: "Paris",
  country: "FRANCE",
};

const issues = (changes: Record<string, unknown>, schema = addressSchema) => issuesOf(schema, { ...marie, ...changes });
const fr = resources.fr.validation;

describe("address form (SPEC 3 and 5)", () => {
  it("passes a complete consumer address and gives the values cleaned", () => {
    expect(issues({})).toEqual({});
    expect(valueOf(addressSchema, { ...marie, lastName: " N’Diaye " })).toMatchObject({
      civility: "MRS",
      lastName: "N'Diaye",
      mobilePhone: "0612345678",
      isCompany: false,
      country: "FRANCE",
    });
  });

  describe("civility must be chosen", () => {
    it("is required, Mr or Mrs", () => {
      expect(issues({ civility: undefined }).civility).toEqual(["civility.required"]);
      expect(issues({ civility: "DR" }).civility).toEqual(["civility.required"]);
      expect(issues({ civility: "MR" })).toEqual({});
      expect(fr.civility.required).toBe("La civilité doit être choisie");
    });
  });

  describe("country must be chosen", () => {
    it("is required and one of the list", () => {
      expect(issues({ country: undefined }).country).toEqual(["country.required"]);
      expect(issues({ country: "ATLANTIDE" }).country).toEqual(["country.required"]);
    });
  });

  describe("either a street label or a place/PO box is required", () => {
    it("refuses neither, on the street field", () => {
      expect(issues({ streetName: undefined })).toEqual({ streetName: ["address.streetOrPoBox"] });
    });
    it("takes a place or PO box alone", () => {
      expect(issues({ streetName: undefined, poBox: "BP 123" })).toEqual({});
      expect(issues({ streetName: undefined, poBox: "Lieu-dit Les Granges" })).toEqual({});
    });
  });

  describe("email required and must look like an e-mail address", () => {
    it("is required", () => {
      expect(issues({ email: "" }).email).toEqual(["email.required"]);
    });
    it("must look like an e-mail address", () => {
      expect(issues({ email: "marie.dupont" }).email).toEqual(["email.format"]);
      expect(issues({ email: "marie@dupont" }).email).toEqual(["email.format"]);
      expect(issues({ email: " marie.dupont@example.fr " })).toEqual({});
    });
  });

  describe("mobile phone required, by country", () => {
    it("is required", () => {
      expect(issues({ mobilePhone: undefined }).mobilePhone).toEqual(["phone.required"]);
    });
    it("'06 12 34 56 78' is right in France", () => {
      expect(issues({ mobilePhone: "06 12 34 56 78" })).toEqual({});
    });
    it("'04 12 34 56 78' is right in Belgium and not in France", () => {
      expect(issues({ country: "BELGIQUE", codePostal: "1000", city: "Bruxelles", mobilePhone: "04 12 34 56 78" })).toEqual({});
      expect(issues({ mobilePhone: "04 12 34 56 78" }).mobilePhone).toEqual(["phone.country"]);
    });
    it("'0512345678' is refused as a mobile", () => {
      expect(issues({ mobilePhone: "0512345678" }).mobilePhone).toEqual(["phone.country"]);
    });
    it("any other country gives 'phone number incorrect for the selected country'", () => {
      expect(issues({ country: "ALLEMAGNE", codePostal: "10115", city: "Berlin" }).mobilePhone).toEqual(["phone.country"]);
      // The message names the field it is about (decision 103): "Le numéro de téléphone mobile est incorrect…".
      expect(fr.phone.country).toBe("{{field}} est incorrect pour le pays sélectionné");
    });
  });

  describe("postal code", () => {
    it("is required", () => {
      expect(issues({ codePostal: "" }).codePostal).toEqual(["postalCode.required"]);
    });
    it("75015 is a French postal code; 7501 is 'Code postal incorrect'", () => {
      expect(issues({ codePostal: "75015" })).toEqual({});
      expect(issues({ codePostal: "7501" }).codePostal).toEqual(["postalCode.format"]);
      expect(issues({ codePostal: "750150" }).codePostal).toEqual(["postalCode.format"]);
      expect(issues({ codePostal: "75 015" }).codePostal).toEqual(["postalCode.format"]);
      expect(fr.postalCode.format).toBe("Code postal incorrect");
    });
    it("international: 2 to 11 characters of letters, digits, one space or hyphen", () => {
      const abroad = (country: string, codePostal: string) =>
        postalCodeIssue(codePostal, country as "BELGIQUE", undefined);
      expect(abroad("BELGIQUE", "1000")).toBeUndefined();
      expect(abroad("ROYAUME-UNI", "SW1A 1AA")).toBeUndefined();
      expect(abroad("PORTUGAL", "1000-001")).toBeUndefined();
      expect(abroad("PAYS-BAS", "12")).toBeUndefined();
      expect(abroad("PAYS-BAS", "12345678901")).toBeUndefined();
      expect(abroad("PAYS-BAS", "1")).toBe("postalCode.format");
      expect(abroad("PAYS-BAS", "123456789012")).toBe("postalCode.format");
      expect(abroad("PAYS-BAS", "12 34 56")).toBe("postalCode.format");
      expect(abroad("PAYS-BAS", "12-34 56")).toBe("postalCode.format");
      expect(abroad("PAYS-BAS", "12  34")).toBe("postalCode.format");
      expect(abroad("PAYS-BAS", "-1234")).toBe("postalCode.format");
      expect(abroad("PAYS-BAS", "12_34")).toBe("postalCode.format");
    });
    it("is stored in capitals, checked for a known country by postalCodeField", () => {
      expect(valueOf(postalCodeField("ROYAUME-UNI"), " sw1a 1aa ")).toBe("SW1A 1AA");
      expect(issuesOf(postalCodeField("FRANCE"), "7501")).toEqual({ "": ["postalCode.format"] });
    });
  });

  describe("eligibility: a pattern failure gives 'This location is not eligible'", () => {
    const eligible = (changes: Record<string, unknown>) => issues(changes, eligibleAddressSchema);

    it("takes metropolitan France, Corsica and the overseas departments", () => {
      for (const codePostal of ["75015", "01000", "20000", "95000", "97100", "97200", "97300", "97400", "97600"]) {
        expect(eligible({ codePostal })).toEqual({});
      }
    });
    it("refuses Monaco and the overseas collectivities", () => {
      for (const codePostal of ["98000", "98800", "98700", "97500", "00100"]) {
        expect(eligible({ codePostal }).codePostal).toEqual(["postalCode.notEligible"]);
      }
      expect(fr.postalCode.notEligible).toBe("Cette localité n'est pas éligible");
    });
    it("refuses another country than France", () => {
      expect(
        eligible({ country: "BELGIQUE", codePostal: "1000", city: "Bruxelles", mobilePhone: "0412345678" }).codePostal,
      ).toEqual(["postalCode.notEligible"]);
    });
    it("reports the format first", () => {
      expect(eligible({ codePostal: "7501" }).codePostal).toEqual(["postalCode.format"]);
    });
    it("is a parameter", () => {
      const parisOnly = createAddressSchema({ eligibility: { FRANCE: /^75\d{3}$/ } });
      expect(issues({ codePostal: "75015" }, parisOnly)).toEqual({});
      expect(issues({ codePostal: "69001", city: "Lyon" }, parisOnly).codePostal).toEqual(["postalCode.notEligible"]);
    });
    it("is not checked by the plain address form", () => {
      expect(issues({ codePostal: "98000", city: "Monaco" })).toEqual({});
      expect(serviceEligibility.FRANCE?.test("98000")).toBe(false);
    });
  });

  describe("additional information: 'Le format n'est pas conforme'", () => {
    it("takes a sentence for the postman", () => {
      expect(issues({ additionalInformation: "Sonner deux fois, 2e étage ! Chien (gentil) : porte n°3 & 4" })).toEqual({});
    });
    it("refuses other characters", () => {
      expect(issues({ additionalInformation: "<script>" }).additionalInformation).toEqual(["additionalInformation.format"]);
      expect(issues({ additionalInformation: "prix = 3 $" }).additionalInformation).toEqual(["additionalInformation.format"]);
      expect(fr.additionalInformation.format).toMatch(/^Le format des indications complémentaires n'est pas conforme/);
    });
    it("has at most 100 characters, line breaks counted as spaces", () => {
      expect(valueOf(addressSchema, { ...marie, additionalInformation: "Sonner\r\ndeux fois" }).additionalInformation).toBe(
        "Sonner deux fois",
      );
      expect(issues({ additionalInformation: "a".repeat(101) }).additionalInformation).toEqual(["additionalInformation.tooLong"]);
    });
  });

  describe("character rules", () => {
    it("no consecutive apostrophes, hyphens, spaces, periods, slashes, ampersands, percents or at-signs", () => {
      expect(issues({ lastName: "O''Neil" }).lastName).toEqual(["characters.consecutive"]);
      expect(issues({ firstName: "Jean--Pierre" }).firstName).toEqual(["characters.consecutive"]);
      expect(issues({ firstName: "Anne  Marie" }).firstName).toEqual(["characters.consecutive"]);
      expect(issues({ streetName: "12 av.. Foch" }).streetName).toEqual(["characters.consecutive"]);
      const business = { isCompany: "on", companyName: "Dupont" };
      expect(issues({ ...business, companyName: "A//B" }).companyName).toEqual(["characters.consecutive"]);
      expect(issues({ ...business, companyName: "A&&B" }).companyName).toEqual(["characters.consecutive"]);
      expect(issues({ ...business, companyName: "Remise 50%%" }).companyName).toEqual(["characters.consecutive"]);
      expect(issues({ service: "chez@@Dupont" }).service).toEqual(["characters.consecutive"]);
    });
    it("allows two different special characters in a row", () => {
      expect(issues({ streetName: "12 av. Foch" })).toEqual({});
      expect(issues({ firstName: "Jean- Pierre" })).toEqual({});
    });
    it("apostrophe, hyphen and period are not allowed first or last; period not first", () => {
      expect(issues({ lastName: "-Dupont" }).lastName).toEqual(["characters.firstOrLast"]);
      expect(issues({ lastName: "Dupont-" }).lastName).toEqual(["characters.firstOrLast"]);
      expect(issues({ lastName: "'Dupont" }).lastName).toEqual(["characters.firstOrLast"]);
      expect(issues({ lastName: "Dupont'" }).lastName).toEqual(["characters.firstOrLast"]);
      expect(issues({ streetName: ".12 rue de la Paix" }).streetName).toEqual(["characters.firstOrLast"]);
      expect(issues({ streetName: "12 rue de la Paix." }).streetName).toEqual(["characters.firstOrLast"]);
      expect(issues({ city: "-Paris" }).city).toEqual(["characters.firstOrLast"]);
    });
    it("accepts accented Latin letters and the typographic apostrophe", () => {
      expect(issues({ firstName: "Éloïse", lastName: "Lefèvre-Œuvrard", city: "Saint-Étienne" })).toEqual({});
      expect(issues({ lastName: "Łukasiewicz" })).toEqual({});
      expect(issues({ lastName: "N’Diaye" })).toEqual({});
    });
  });

  describe("line 1: consumer vs business", () => {
    it("consumers: letters, apostrophe, space, hyphen", () => {
      expect(issues({ lastName: "D'Artagnan de Castelmore" })).toEqual({});
      expect(issues({ lastName: "Dupont 2" }).lastName).toEqual(["characters.nameLine"]);
      expect(issues({ lastName: "Dupont." }).lastName).toEqual(["characters.nameLine"]);
      expect(issues({ firstName: "Marie/Anne" }).firstName).toEqual(["characters.nameLine"]);
    });
    it("businesses: also digits, period and / & %", () => {
      expect(issues({ isCompany: "on", companyName: "Dupont & Fils S.A 2000 / 50% Bio" })).toEqual({});
      expect(issues({ isCompany: "on", companyName: "Dupont@Fils" }).companyName).toEqual(["characters.businessNameLine"]);
    });
    it("a business needs its company name", () => {
      expect(issues({ isCompany: "on" }).companyName).toEqual(["companyName.required"]);
      expect(issues({ isCompany: undefined, companyName: undefined })).toEqual({});
      expect(valueOf(addressSchema, { ...marie, isCompany: "on", companyName: "Dupont SA" }).isCompany).toBe(true);
    });
  });

  describe("line 2 allows @ for consumers", () => {
    it("takes @ in a consumer's line 2", () => {
      expect(issues({ service: "chez Dupont @ domicile" })).toEqual({});
    });
    it("consumers' line 2 otherwise follows line 1", () => {
      expect(issues({ service: "Appartement 12" }).service).toEqual(["characters.additionalNameLine"]);
    });
    it("a business's line 2 follows the business line 1, without @", () => {
      expect(issues({ isCompany: "on", companyName: "Dupont SA", service: "Service 2 / Compta" })).toEqual({});
      expect(issues({ isCompany: "on", companyName: "Dupont SA", service: "compta@dupont" }).service).toEqual([
        "characters.businessNameLine",
      ]);
    });
  });

  describe("lines 4 and 5, locality", () => {
    it("lines 4 and 5: letters, digits, apostrophe, space, hyphen, period", () => {
      expect(issues({ streetName: "12 bis av. de l'Église", poBox: "BP 12 - Lieu-dit St. Jean" })).toEqual({});
      expect(issues({ streetName: "12, rue de la Paix" }).streetName).toEqual(["characters.streetLine"]);
      expect(issues({ poBox: "BP n°12" }).poBox).toEqual(["characters.streetLine"]);
    });
    it("locality: letters, digits, apostrophe, space, hyphen", () => {
      expect(issues({ city: "Paris 15" })).toEqual({});
      expect(issues({ city: "L'Haÿ-les-Roses" })).toEqual({});
      expect(issues({ city: "St. Denis" }).city).toEqual(["characters.locality"]);
      expect(issues({ city: "" }).city).toEqual(["city.required"]);
    });
  });

  describe("minimum and maximum length with a count", () => {
    it("names from 1 to 38 characters", () => {
      expect(issues({ lastName: "" }).lastName).toEqual(["lastName.required"]);
      expect(issues({ firstName: "   " }).firstName).toEqual(["firstName.required"]);
      expect(issues({ lastName: "O", firstName: "Li" })).toEqual({});
      expect(issues({ firstName: "A", lastName: "B".repeat(36) })).toEqual({});
      expect(issues({ lastName: "B".repeat(39) }).lastName).toEqual(["lastName.tooLong"]);
      expect(issues({ firstName: "B".repeat(39) }).firstName).toEqual(["firstName.tooLong"]);
      expect(fr.lastName.tooLong).toBe("Le nom doit contenir au maximum 38 caractères");
    });
    it("street and other lines at most 38 characters, city 32", () => {
      expect(issues({ streetName: "1".repeat(38) })).toEqual({});
      expect(issues({ streetName: "1".repeat(39) }).streetName).toEqual(["streetName.tooLong"]);
      expect(issues({ poBox: "1".repeat(39) }).poBox).toEqual(["poBox.tooLong"]);
      expect(issues({ additionalStreetName: "1".repeat(39) }).additionalStreetName).toEqual(["additionalStreetName.tooLong"]);
      expect(issues({ building: "1".repeat(39) }).building).toEqual(["building.tooLong"]);
      expect(issues({ city: "a".repeat(32) })).toEqual({});
      expect(issues({ city: "a".repeat(33) }).city).toEqual(["city.tooLong"]);
    });
    it("name plus first name at most 38 characters including spaces", () => {
      const firstName = "Marie-Christine";
      const lastName = "de La Tour d'Auvergne";
      expect(`${firstName} ${lastName}X`.length).toBe(38);
      expect(issues({ firstName, lastName: `${lastName}X` })).toEqual({});
      expect(issues({ firstName, lastName: `${lastName}XY` })).toEqual({ lastName: ["names.tooLong"] });
      expect(fr.names.tooLong).toBe(
        "Le prénom et le nom doivent contenir ensemble au maximum 38 caractères, espaces compris",
      );
    });
  });

  it("keypad: letters, digits, *, #, at most 10", () => {
    expect(issues({ keypad: "A1234#" })).toEqual({});
    expect(issues({ keypad: "12-34" }).keypad).toEqual(["keypad.format"]);
    expect(issues({ keypad: "12345678901" }).keypad).toEqual(["keypad.tooLong"]);
  });

  it("reports every message of the form at once, cross-field rules included", () => {
    expect(issues({ civility: undefined, lastName: "", codePostal: "7501", mobilePhone: "0512345678", streetName: undefined })).toEqual({
      civility: ["civility.required"],
      lastName: ["lastName.required"],
      codePostal: ["postalCode.format"],
      mobilePhone: ["phone.country"],
      streetName: ["address.streetOrPoBox"],
    });
  });
});

describe("address messages (SPEC 5 and 8)", () => {
  it("duplicate address name: 'Nom d'adresse déjà existant veuillez en saisir un autre'", () => {
    expect(isDuplicateAddressName("Maison", ["Bureau", "maison "])).toBe(true);
    expect(isDuplicateAddressName("Maison de Maman", ["Maison"])).toBe(false);
    expect(fr.addressBook.duplicateName).toBe("Nom d'adresse déjà existant veuillez en saisir un autre");
    expect(ADDRESS_MESSAGES.duplicateAddressName).toBe("addressBook.duplicateName");
  });

  it("a full address book states the count and asks to delete one first", () => {
    expect(getT("fr")(ADDRESS_MESSAGES.addressBookFull, { ns: "validation", count: 20 })).toBe(
      "Votre carnet d'adresses est plein (20 adresses) : supprimez une adresse avant d'en ajouter une",
    );
    expect(getT("en")(ADDRESS_MESSAGES.addressBookFull, { ns: "validation", count: 20 })).toContain("(20 addresses)");
  });

  it("an address missing first or last name is incomplete", () => {
    expect(addressBookEntryStatus({ firstName: "Marie", lastName: " ", codePostal: "75015", country: "FRANCE" })).toBe("incomplete");
    expect(addressBookEntryStatus({ lastName: "Dupont", codePostal: "98000", country: "FRANCE" })).toBe("incomplete");
    expect(addressBookEntryMessage("incomplete")).toBe("addressBook.incomplete");
  });

  it("ineligible addresses cannot be selected", () => {
    expect(addressBookEntryStatus({ firstName: "Marie", lastName: "Dupont", codePostal: "98000", country: "FRANCE" })).toBe("ineligible");
    expect(addressBookEntryStatus({ firstName: "Marie", lastName: "Dupont", codePostal: "1000", country: "BELGIQUE" })).toBe("ineligible");
    expect(addressBookEntryStatus({ firstName: "Marie", lastName: "Dupont", codePostal: "75015", country: "FRANCE" })).toBe("selectable");
    expect(addressBookEntryMessage("ineligible")).toBe("addressBook.ineligible");
    expect(addressBookEntryMessage("selectable")).toBeUndefined();
  });

  it("unknown postal address: 'Ces indications ne correspondent pas à une adresse postale connue', asks to modify", () => {
    expect(getT("fr")(ADDRESS_MESSAGES.unknownPostalAddress, { ns: "validation" })).toMatch(
      /^Ces indications ne correspondent pas à une adresse postale connue\. Veuillez modifier/,
    );
  });

  it("country mismatch comes with a suggestion", () => {
    expect(getT("fr")(ADDRESS_MESSAGES.countryMismatch, { ns: "validation", suggestion: "BELGIQUE" })).toContain("BELGIQUE");
  });

  it("every message is in French and English", () => {
    const t = { fr: getT("fr"), en: getT("en") };
    for (const key of Object.values(ADDRESS_MESSAGES)) {
      expect(t.fr(key, { ns: "validation", count: 2, suggestion: "x" })).not.toBe(key);
      expect(t.en(key, { ns: "validation", count: 2, suggestion: "x" })).not.toBe(key);
    }
  });
});
