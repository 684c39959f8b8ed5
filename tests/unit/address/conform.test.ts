import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { addressSchema } from "~/kernel/addresses/address";
import { recipientSchema, trustedContactSchema } from "~/kernel/people/person";

function formData(fields: Record<string, string>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.append(name, value);
  return data;
}

/** What a browser posts for the address form: every text input, empty ones as "". */
const posted = {
  civility: "MRS",
  firstName: "Marie",
  lastName: "Dupont",
  email: "marie.dupont@example.fr",
  mobilePhone: "06 12 34 56 78",
  companyName: "",
  service: "",
  additionalStreetName: "",
  streetName: "12 rue de la Paix",
  poBox: "",
  building: "",
  floor: "",
  keypad: "",
  additionalInformation: "",
  codePostal: "75015",
  city: "Paris",
  country: "FRANCE",
};

describe("conform compatibility (parseWithZod on the server)", () => {
  it("parses a valid address form: empty strings are missing values, checkboxes 'on' are true", () => {
    const submission = parseWithZod(formData({ ...posted, isCompany: "on", companyName: "Dupont SA" }), { schema: addressSchema });
    expect(submission.status).toBe("success");
    if (submission.status !== "success") return;
    expect(submission.value).toMatchObject({
      isCompany: true,
      companyName: "Dupont SA",
      mobilePhone: "0612345678",
      poBox: undefined,
      additionalInformation: undefined,
    });
  });

  it("answers errors keyed by field name, every one at once, and keeps the values typed", () => {
    const typed = { ...posted, civility: "", codePostal: "7501", mobilePhone: "0512345678", lastName: "Dupont 2", streetName: "" };
    const submission = parseWithZod(formData(typed), { schema: addressSchema });
    expect(submission.status).toBe("error");
    const reply = submission.reply();
    expect(reply.error).toEqual({
      civility: ["civility.required"],
      lastName: ["characters.nameLine"],
      codePostal: ["postalCode.format"],
      mobilePhone: ["phone.country"],
      streetName: ["address.streetOrPoBox"],
    });
    expect(reply.initialValue).toMatchObject({ codePostal: "7501", mobilePhone: "0512345678", lastName: "Dupont 2" });
  });

  it("parses a list of trusted contacts posted as contacts[0].lastName…", () => {
    const schema = z.object({ contacts: z.array(trustedContactSchema) });
    const submission = parseWithZod(
      formData({
        "contacts[0].order": "1",
        "contacts[0].civility": "MR",
        "contacts[0].firstName": "Paul",
        "contacts[0].lastName": "Martin",
        "contacts[0].mobilePhone": "0698765432",
        "contacts[0].travelTimeInMinutes": "300",
        "contacts[0].contactType": "NEIGHBOUR",
        "contacts[0].streetName": "3 place du Marché",
        "contacts[0].codePostal": "75015",
        "contacts[0].city": "Paris",
        "contacts[0].country": "FRANCE",
        "contacts[0].hasKeys": "on",
      }),
      { schema },
    );
    expect(submission.reply().error).toEqual({
      "contacts[0].travelTimeInMinutes": ["travelTime.range"],
      "contacts[0].over18": ["over18.required"],
    });
  });

  it("gives a trusted contact's numbers and booleans typed", () => {
    const submission = parseWithZod(
      formData({
        order: "2",
        civility: "MR",
        firstName: "Paul",
        lastName: "Martin",
        mobilePhone: "06 98 76 54 32",
        travelTimeInMinutes: "15",
        contactType: "FRIEND",
        poBox: "Lieu-dit Les Granges",
        codePostal: "24000",
        city: "Périgueux",
        country: "FRANCE",
        over18: "on",
      }),
      { schema: trustedContactSchema },
    );
    expect(submission.status).toBe("success");
    if (submission.status !== "success") return;
    expect(submission.value).toMatchObject({ order: 2, travelTimeInMinutes: 15, hasKeys: false, over18: true });
  });

  it("parses the recipient with a date input and the health consent checkbox", () => {
    const submission = parseWithZod(
      formData({
        civility: "MRS",
        firstName: "Jeanne",
        lastName: "Dupont",
        birthDate: "1940-03-12",
        landlinePhone: "01 23 45 67 89",
        mobilePhone: "",
        streetName: "12 rue de la Paix",
        codePostal: "75015",
        city: "Paris",
        country: "FRANCE",
        phoneInstallationType: "LANDLINE_ANALOG",
        subscribersRelationship: "GRANDCHILD",
        doctorName: "Martin",
        healthConsent: "on",
      }),
      { schema: recipientSchema },
    );
    expect(submission.status).toBe("success");
    if (submission.status !== "success") return;
    expect(submission.value).toMatchObject({ birthDate: "1940-03-12", doctorName: "Martin", healthConsent: true, mobilePhone: undefined });
  });

  it("gives conform a constraint object without failing", () => {
    expect(getZodConstraint(addressSchema)).toHaveProperty("lastName");
  });
});
