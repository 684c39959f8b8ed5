import { describe, expect, it } from "vitest";
import {
  administratorSchema,
  caregiverSchema,
  createRecipientSchema,
  parseBirthDate,
  subscriberSchema,
  trustedContactSchema,
} from "~/kernel/people/person";
import { issuesOf, valueOf } from "./issues";

const address = { streetName: "12 rue de la Paix", codePostal: "75015", city: "Paris", country: "FRANCE" };
const identity = { civility: "MRS", firstName: "Jeanne", lastName: "Dupont" };

/** Today is 21 November 2026 in France for these tests. */
const recipientSchema = createRecipientSchema({ now: () => new Date("2026-11-21T10:00:00Z") });

const jeanne = {
  ...identity,
  birthDate: "12/03/1940",
  landlinePhone: "01 23 45 67 89",
  ...address,
  phoneInstallationType: "BOX",
  subscribersRelationship: "CHILD",
};

describe("recipient (bénéficiaire)", () => {
  const issues = (changes: Record<string, unknown>) => issuesOf(recipientSchema, { ...jeanne, ...changes });

  it("passes with identity, birth date, landline, address, installation and relationship", () => {
    const recipient = valueOf(recipientSchema, jeanne);
    expect(recipient).toMatchObject({ birthDate: "1940-03-12", landlinePhone: "0123456789", healthConsent: false });
    expect(recipient.mobilePhone).toBeUndefined();
  });

  describe("birth date", () => {
    it("reads dd/mm/yyyy and the ISO form of <input type=date>", () => {
      expect(parseBirthDate("12/03/1940")).toBe("1940-03-12");
      expect(parseBirthDate("1940-03-12")).toBe("1940-03-12");
      expect(parseBirthDate("2/3/1940")).toBe("1940-03-02");
      expect(parseBirthDate("31/02/1940")).toBeUndefined();
      expect(parseBirthDate("1940-3-12")).toBeUndefined();
    });
    it("is required and a real date", () => {
      expect(issues({ birthDate: "" }).birthDate).toEqual(["birthDate.required"]);
      expect(issues({ birthDate: "31/02/1940" }).birthDate).toEqual(["birthDate.format"]);
      expect(issues({ birthDate: "mars 1940" }).birthDate).toEqual(["birthDate.format"]);
    });
    it("a year before 1900 is said to be a mistake in the year, not a format error", () => {
      expect(issues({ birthDate: "12/03/1890" }).birthDate).toEqual(["birthDate.tooOld"]);
      expect(issues({ birthDate: "01/01/1900" })).toEqual({});
    });
    it("must be in the past, and the recipient an adult: a recipient born in 2020 is refused", () => {
      expect(issues({ birthDate: "12/03/2020" }).birthDate).toEqual(["birthDate.tooYoung"]);
      expect(issues({ birthDate: "20/11/2026" }).birthDate).toEqual(["birthDate.tooYoung"]);
      expect(issues({ birthDate: "21/11/2008" })).toEqual({});
      expect(issues({ birthDate: "22/11/2008" }).birthDate).toEqual(["birthDate.tooYoung"]);
      expect(issues({ birthDate: "21/11/2026" }).birthDate).toEqual(["birthDate.past"]);
      expect(issues({ birthDate: "2030-01-01" }).birthDate).toEqual(["birthDate.past"]);
    });
  });

  describe("phones", () => {
    it("the landline is required unless there is no phone installation", () => {
      expect(issues({ landlinePhone: undefined }).landlinePhone).toEqual(["landline.required"]);
      expect(issues({ landlinePhone: undefined, phoneInstallationType: "NONE", mobilePhone: "0612345678" })).toEqual({});
    });
    it("the landline follows the country: a mobile is not a landline", () => {
      expect(issues({ landlinePhone: "06 12 34 56 78" }).landlinePhone).toEqual(["landline.country"]);
    });
    it("the mobile is optional, and checked when given", () => {
      expect(issues({ mobilePhone: "0512345678" }).mobilePhone).toEqual(["phone.country"]);
      expect(valueOf(recipientSchema, { ...jeanne, mobilePhone: "+33 7 12 34 56 78" }).mobilePhone).toBe("0712345678");
    });
  });

  it("the address must be eligible", () => {
    expect(issues({ codePostal: "98000", city: "Monaco" }).codePostal).toEqual(["postalCode.notEligible"]);
    expect(issues({ codePostal: "7501" }).codePostal).toEqual(["postalCode.format"]);
    expect(issues({ streetName: undefined }).streetName).toEqual(["address.streetOrPoBox"]);
  });

  it("phone installation type and relationship are chosen from their lists", () => {
    expect(issues({ phoneInstallationType: "FIBRE", subscribersRelationship: undefined })).toEqual({
      phoneInstallationType: ["phoneInstallationType.required"],
      subscribersRelationship: ["subscribersRelationship.required"],
    });
  });

  describe("doctor only with explicit health-data consent", () => {
    const doctor = { doctorCivility: "MR", doctorName: "Martin", doctorPhone: "01 45 67 89 10" };
    it("refuses the doctor's details without consent", () => {
      expect(issues(doctor)).toEqual({ healthConsent: ["healthConsent.required"] });
      expect(issues({ doctorName: "Martin" })).toEqual({ healthConsent: ["healthConsent.required"] });
    });
    it("accepts them with consent", () => {
      expect(valueOf(recipientSchema, { ...jeanne, ...doctor, healthConsent: "on" })).toMatchObject({
        doctorName: "Martin",
        doctorPhone: "0145678910",
        healthConsent: true,
      });
    });
    it("checks the doctor's name and phone", () => {
      expect(issues({ ...doctor, healthConsent: "on", doctorName: "Dr. Martin", doctorPhone: "08 00 00 00 00" })).toEqual({
        doctorName: ["characters.nameLine"],
        doctorPhone: ["phone.country"],
      });
    });
    it("needs no consent without a doctor", () => {
      expect(issues({ healthConsent: undefined })).toEqual({});
    });
  });
});

describe("trusted contact", () => {
  const paul = {
    order: "1",
    civility: "MR",
    firstName: "Paul",
    lastName: "Martin",
    mobilePhone: "06 98 76 54 32",
    travelTimeInMinutes: "10",
    contactType: "NEIGHBOUR",
    ...address,
    hasKeys: "on",
    over18: "on",
  };
  const issues = (changes: Record<string, unknown>) => issuesOf(trustedContactSchema, { ...paul, ...changes });

  it("passes and gives numbers and booleans", () => {
    expect(valueOf(trustedContactSchema, paul)).toMatchObject({
      order: 1,
      travelTimeInMinutes: 10,
      hasKeys: true,
      over18: true,
      mobilePhone: "0698765432",
    });
    expect(valueOf(trustedContactSchema, { ...paul, hasKeys: undefined }).hasKeys).toBe(false);
  });

  it("travel time in minutes is a whole number from 1 to 240", () => {
    expect(issues({ travelTimeInMinutes: "240" })).toEqual({});
    expect(issues({ travelTimeInMinutes: "" }).travelTimeInMinutes).toEqual(["travelTime.required"]);
    for (const travelTimeInMinutes of ["0", "241", "12.5", "-3", "dix"]) {
      expect(issues({ travelTimeInMinutes }).travelTimeInMinutes).toEqual(["travelTime.range"]);
    }
  });

  it("must be over 18", () => {
    expect(issues({ over18: undefined }).over18).toEqual(["over18.required"]);
  });

  it("a landline or a mobile phone is required, the mobile following the country", () => {
    expect(issues({ mobilePhone: undefined }).landlinePhone).toEqual(["phone.oneRequired"]);
    expect(issues({ mobilePhone: undefined, landlinePhone: "01 23 45 67 89" })).toEqual({});
    expect(issues({ mobilePhone: "04 12 34 56 78" }).mobilePhone).toEqual(["phone.country"]);
  });

  it("contact type is one of NEIGHBOUR, FAMILY, FRIEND, OTHER", () => {
    expect(issues({ contactType: "FAMILY" })).toEqual({});
    expect(issues({ contactType: "COLLEAGUE" }).contactType).toEqual(["contactType.required"]);
  });

  it("the address lines follow the address rules; eligibility is not asked", () => {
    expect(issues({ codePostal: "98000" })).toEqual({});
    expect(issues({ codePostal: "7501", city: "Paris." })).toEqual({
      codePostal: ["postalCode.format"],
      city: ["characters.locality"],
    });
  });
});

describe("subscriber (billing)", () => {
  const sophie = {
    ...identity,
    firstName: "Sophie",
    email: "sophie.dupont@example.fr",
    mobilePhone: "0612345678",
    ...address,
    acceptTerms: "on",
  };

  it("passes, with the subscriber-is-recipient box", () => {
    expect(valueOf(subscriberSchema, { ...sophie, subscriberIsRecipient: "on" })).toMatchObject({
      subscriberIsRecipient: true,
      acceptTerms: true,
    });
  });

  it("must accept the terms", () => {
    expect(issuesOf(subscriberSchema, { ...sophie, acceptTerms: undefined })).toEqual({ acceptTerms: ["acceptTerms.required"] });
  });

  it("may live abroad: a Belgian billing address with a Belgian mobile", () => {
    expect(
      issuesOf(subscriberSchema, { ...sophie, country: "BELGIQUE", codePostal: "1000", city: "Bruxelles", mobilePhone: "+32 470 12 34 56" }),
    ).toEqual({});
  });
});

describe("administrator and caregiver", () => {
  const admin = { ...identity, email: "jeanne@example.fr", mobilePhone: "06 12 34 56 78", acceptTerms: "on" };

  it("passes with civility, names, e-mail, mobile and the terms; the phone's country is France by default", () => {
    expect(valueOf(administratorSchema, admin)).toMatchObject({ country: "FRANCE", mobilePhone: "0612345678" });
    expect(issuesOf(caregiverSchema, { ...admin, mobilePhone: "04 12 34 56 78" })).toEqual({ mobilePhone: ["phone.country"] });
    expect(issuesOf(caregiverSchema, { ...admin, mobilePhone: "04 12 34 56 78", country: "BELGIQUE" })).toEqual({});
  });

  it("must accept the terms and give an e-mail", () => {
    expect(issuesOf(caregiverSchema, { ...admin, acceptTerms: undefined, email: "jeanne" })).toEqual({
      acceptTerms: ["acceptTerms.required"],
      email: ["email.format"],
    });
  });
});
