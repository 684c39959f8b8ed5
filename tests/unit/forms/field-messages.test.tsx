import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { fieldLeafName } from "~/kernel/ui/form";
import { CIVILITIES, COUNTRIES } from "~/kernel/addresses/address";
import { CONTACT_TYPES, trustedContactSchema } from "~/kernel/people/person";
import BeneficiaryStep from "~/features/journey/steps/beneficiary";
import ContactStep from "~/features/journey/steps/contacts";
import fr from "../../../locales/fr/validation.json";
import en from "../../../locales/en/validation.json";
import { etape2LoaderData, etape2Rejected } from "./etape2";
import { renderPage } from "./render-page";

/**
 * Decision 103: every message names its field ("Le prénom ne peut contenir que des lettres…", not
 * "Seuls les lettres…"), and an error summary's entry for a trusted contact names the contact
 * ("Anne V0isin (contact 2) : le nom…", "Contact 3 : le prénom…"), so each entry makes sense on
 * its own. Rendered as the server renders the pages, in French.
 */
const decoded = (html: string) => html.replace(/&#x27;/g, "'").replace(/&amp;/g, "&");

describe("a message shared by several fields names the one it is about", () => {
  it("on the beneficiary's step: the first name, the town, the doctor's phone, inline and in the summary", () => {
    const actionData = etape2Rejected({
      civility: "MRS",
      firstName: "J3anne",
      lastName: "Martin",
      birthDate: "12/03/1940",
      landlinePhone: "01 45 67 89 10",
      phoneInstallationType: "BOX",
      streetName: "12 rue des Lilas",
      codePostal: "75015",
      city: "Paris--Plage",
      country: "FRANCE",
      subscribersRelationship: "CHILD",
      doctorName: "Dr House",
      doctorPhone: "12345",
      healthConsent: "on",
    });
    const html = decoded(renderPage(BeneficiaryStep, { loaderData: { ...etape2LoaderData, hasErrors: true }, actionData }));
    expect(html).toContain('<a href="#beneficiary-firstName">Le prénom ne peut contenir que des lettres, l\'apostrophe, l\'espace et le tiret</a>');
    expect(html).toMatch(/id="beneficiary-firstName-error" class="field-error"><span class="visually-hidden">Erreur : <\/span>Le prénom ne peut contenir/);
    expect(html).toContain("La localité ne peut pas contenir deux apostrophes, tirets, espaces");
    expect(html).toContain("Le numéro de téléphone du médecin est incorrect pour le pays sélectionné");
    expect(html).not.toContain("Seuls les");
    expect(html).not.toContain("{{field}}");
  });
});

describe("the contacts' error summary names the contact", () => {
  const contact = (firstName: string, lastName: string, mobilePhone = "06 98 76 54 32") => ({
    civility: "MR",
    firstName,
    lastName,
    mobilePhone,
    contactType: "NEIGHBOUR",
    travelTimeInMinutes: "10",
    streetName: "14 rue des Lilas",
    codePostal: "75015",
    city: "Paris",
    country: "FRANCE",
    over18: "on",
  });
  const loaderData = {
    ...etape2LoaderData,
    frame: { ...etape2LoaderData.frame, current: 3, max: 3 },
    values: { contacts: [] },
    choices: { civilities: CIVILITIES, countries: COUNTRIES, contactTypes: CONTACT_TYPES, defaultCountry: "FRANCE" },
  };

  it("by the name typed, else by its number; each entry still links to its field", () => {
    const body = new FormData();
    const contacts = [contact("Paul", "Voisin"), contact("Anne", "V0isin"), contact("", "", "0512345678")];
    for (const [index, fields] of contacts.entries()) {
      for (const [name, value] of Object.entries({ ...fields, order: String(index + 1) })) body.append(`contacts[${index}].${name}`, value);
    }
    const actionData = { result: parseWithZod(body, { schema: z.object({ contacts: z.array(trustedContactSchema) }) }).reply() };
    const html = decoded(renderPage(ContactStep, { loaderData: { ...loaderData, hasErrors: true }, actionData }));
    expect(html).toContain('<a href="#contacts-contacts[1].lastName">Anne V0isin (contact 2) : le nom ne peut contenir que des lettres, l\'apostrophe, l\'espace et le tiret</a>');
    expect(html).toContain('<a href="#contacts-contacts[2].firstName">Contact 3 : le prénom est obligatoire</a>');
    expect(html).toContain('<a href="#contacts-contacts[2].mobilePhone">Contact 3 : le numéro de téléphone mobile est incorrect pour le pays sélectionné</a>');
    // Inline, inside the contact's fieldset (its legend names it), the message names the field.
    expect(html).toMatch(/id="contacts-contacts\[1\]\.lastName-error" class="field-error"><span class="visually-hidden">Erreur : <\/span>Le nom ne peut contenir/);
    expect(html).not.toContain("Paul Voisin (contact 1)");
  });
});

describe("the fields' subjects", () => {
  it("are read from a field's name without its list's path", () => {
    expect(fieldLeafName("contacts[1].firstName")).toBe("firstName");
    expect(fieldLeafName("address.city")).toBe("city");
    expect(fieldLeafName("visitDays")).toBe("visitDays");
  });

  it("exist in both languages, and every message that names its field has the placeholder in both", () => {
    expect(Object.keys(en.subjects)).toEqual(Object.keys(fr.subjects));
    const withField = (messages: Record<string, unknown>, path = ""): string[] =>
      Object.entries(messages).flatMap(([key, value]) =>
        typeof value === "string" ? (value.includes("{{field}}") ? [`${path}${key}`] : []) : withField(value as Record<string, unknown>, `${path}${key}.`),
      );
    expect(withField(en)).toEqual(withField(fr));
    expect(withField(fr)).toEqual(expect.arrayContaining(["field.invalid", "phone.country", "characters.nameLine", "characters.consecutive", "characters.firstOrLast"]));
  });
});
