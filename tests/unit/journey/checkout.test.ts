import { contractPrice } from "~/kernel/money/contract-price";
import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import { formatShortDate } from "~/kernel/i18n/date-format";
import { formatPhoneNumber } from "~/kernel/people/phone";
import {
  askedAnswers,
  contactViews,
  debitAmountShown,
  isSigned,
  orderConsentOf,
  orderSchema,
  paymentStage,
  personView,
  PRE_NOTIFICATION_DAYS,
  REFUND_WEEKS,
  signatureCodeSchema,
  UNAUTHORISED_REFUND_MONTHS,
  WITHDRAWAL_DAYS,
  withOrderConsent,
  type PaymentFacts,
} from "~/features/journey/rules/checkout";

function form(entries: Record<string, string>) {
  const formData = new FormData();
  for (const [name, value] of Object.entries(entries)) formData.append(name, value);
  return formData;
}

const RUM = "VSMP-2026000001-ABCD1234";
const ready: PaymentFacts = {
  cookieRum: RUM,
  cookieSignatureMethod: "ELECTRONIC",
  mandateRum: RUM,
  signature: { method: "ELECTRONIC", signed: false },
  orderAccepted: true,
};

describe("legal delays stated on the payment pages", () => {
  it("states the SEPA and withdrawal delays", () => {
    expect(PRE_NOTIFICATION_DAYS).toBe(14);
    expect(REFUND_WEEKS).toBe(8);
    expect(UNAUTHORISED_REFUND_MONTHS).toBe(13);
    expect(WITHDRAWAL_DAYS).toBe(14);
  });
});

describe("payment page stages", () => {
  it("asks for bank details while the contract has no mandate", () => {
    expect(paymentStage({ ...ready, mandateRum: null, signature: null, cookieRum: null })).toBe("mandate");
  });

  it("asks for bank details again when the cookie no longer holds the mandate's RUM (change of bank details)", () => {
    expect(paymentStage({ ...ready, cookieRum: null })).toBe("mandate");
    expect(paymentStage({ ...ready, cookieRum: "VSMP-2026000001-OLDOLD00" })).toBe("mandate");
  });

  it("shows the mandate and the order once the mandate exists and nothing was ordered", () => {
    expect(paymentStage({ ...ready, signature: null, cookieSignatureMethod: null })).toBe("order");
  });

  it("goes back to the order when another signature method is wanted", () => {
    expect(paymentStage({ ...ready, cookieSignatureMethod: null })).toBe("order");
    expect(paymentStage({ ...ready, cookieSignatureMethod: "PAPER" })).toBe("order");
  });

  it("asks for the order again when its declarations are missing upstream", () => {
    expect(paymentStage({ ...ready, orderAccepted: false })).toBe("order");
  });

  it("asks for the signature once ordered", () => {
    expect(paymentStage(ready)).toBe("signature");
    expect(paymentStage({ ...ready, cookieSignatureMethod: "PAPER", signature: { method: "PAPER", signed: false } })).toBe("signature");
  });

  it("counts paper as signed, electronic only once the code is validated", () => {
    expect(isSigned({ method: "PAPER", signed: false })).toBe(true);
    expect(isSigned({ method: "ELECTRONIC", signed: false })).toBe(false);
    expect(isSigned({ method: "ELECTRONIC", signed: true })).toBe(true);
    expect(isSigned(null)).toBe(false);
  });
});

describe("no order without the amount of its direct debit shown", () => {
  const landline4J = contractPrice({ remoteAssistanceType: "LANDLINE", formula: "4J", options: ["ALARM_BUTTON"] }, { plans: { "4J": { price: 8260, taxes: 1128 } }, options: {}, fees: {} });

  it("takes the order when the page shows the draft's price (SPEC 9: 8260 cents)", () => {
    expect(debitAmountShown({ price: landline4J, priceUnavailable: null })).toBe(true);
  });

  it("refuses it while the draft has no price (the hub could not price it)", () => {
    expect(debitAmountShown({ price: null, priceUnavailable: "price" })).toBe(false);
  });

  it("refuses it whenever the price is said unavailable, even with figures at hand", () => {
    expect(debitAmountShown({ price: landline4J, priceUnavailable: "discounts" })).toBe(false);
  });

  it("refuses it when the services have no price in the grid", () => {
    expect(debitAmountShown({ price: null, priceUnavailable: null })).toBe(false);
  });
});

describe("the order's declarations", () => {
  const consent = { cgvAccepted: true as const, earlyStart: true, acceptedAt: "2026-03-01T10:00:00.000Z" };

  it("are added to the subscriber's section, every stored field kept", () => {
    const billing = { civility: "MRS", firstName: "Marie", customerId: "100001", form: { firstName: "Marie" } };
    const saved = withOrderConsent(billing, consent);
    expect(saved).toEqual({ ...billing, orderConsent: consent });
    expect(orderConsentOf(saved)).toEqual(consent);
    expect(withOrderConsent(null, consent)).toEqual({ orderConsent: consent });
  });

  it("are absent from a section without them or with something else there", () => {
    expect(orderConsentOf(null)).toBeNull();
    expect(orderConsentOf({ firstName: "Marie" })).toBeNull();
    expect(orderConsentOf({ orderConsent: { cgvAccepted: false, earlyStart: false, acceptedAt: "x" } })).toBeNull();
  });
});

describe("order form", () => {
  it("requires a signature method and the CGV, early start being a free choice", () => {
    const submission = parseWithZod(form({}), { schema: orderSchema });
    expect(submission.status).toBe("error");
    expect(submission.reply().error).toEqual({
      signatureMethod: ["order:errors.signatureMethod"],
      cgv: ["order:errors.cgv"],
    });
  });

  it("refuses an unknown signature method", () => {
    const submission = parseWithZod(form({ signatureMethod: "FAX", cgv: "on" }), { schema: orderSchema });
    expect(submission.reply().error).toEqual({ signatureMethod: ["order:errors.signatureMethod"] });
  });

  it("reads the choices", () => {
    const late = parseWithZod(form({ signatureMethod: "PAPER", cgv: "on" }), { schema: orderSchema });
    expect(late.status === "success" && late.value).toEqual({ signatureMethod: "PAPER", cgv: true, earlyStart: false });
    const early = parseWithZod(form({ signatureMethod: "ELECTRONIC", cgv: "on", earlyStart: "on" }), { schema: orderSchema });
    expect(early.status === "success" && early.value).toEqual({ signatureMethod: "ELECTRONIC", cgv: true, earlyStart: true });
  });
});

describe("electronic signature code", () => {
  it("accepts six digits, spaces ignored", () => {
    const exact = parseWithZod(form({ code: "123456" }), { schema: signatureCodeSchema });
    expect(exact.status === "success" && exact.value.code).toBe("123456");
    const spaced = parseWithZod(form({ code: " 123 456 " }), { schema: signatureCodeSchema });
    expect(spaced.status === "success" && spaced.value.code).toBe("123456");
  });

  it("asks for the code when empty, and for six digits otherwise", () => {
    expect(parseWithZod(form({ code: "" }), { schema: signatureCodeSchema }).reply().error).toEqual({ code: ["order:errors.codeRequired"] });
    expect(parseWithZod(form({ code: "12345" }), { schema: signatureCodeSchema }).reply().error).toEqual({ code: ["order:errors.codeFormat"] });
    expect(parseWithZod(form({ code: "12345a" }), { schema: signatureCodeSchema }).reply().error).toEqual({ code: ["order:errors.codeFormat"] });
    expect(parseWithZod(form({ code: "1234567" }), { schema: signatureCodeSchema }).reply().error).toEqual({ code: ["order:errors.codeFormat"] });
  });
});

describe("summary of the people", () => {
  it("shows a stored Person", () => {
    expect(
      personView({
        civility: "MRS",
        firstName: "Jeanne",
        lastName: "Dupont",
        birthDate: "1938-05-14",
        phoneNumbers: [
          { type: "LANDLINE", number: "0145678901" },
          { type: "MOBILE", number: "06 12 34 56 78" },
        ],
        mail: "jeanne.dupont@example.fr",
        address: { L3: "Bâtiment B", L4: "12 rue des Lilas", L6: "75015 PARIS", countryCode: "FR" },
        form: { firstName: "Jeanne" },
      }),
    ).toEqual({
      civility: "MRS",
      name: "Jeanne Dupont",
      birthDate: "14/05/1938",
      phones: ["01 45 67 89 01", "06 12 34 56 78"],
      mail: "jeanne.dupont@example.fr",
      address: ["Bâtiment B", "12 rue des Lilas", "75015 PARIS"],
      details: [],
    });
  });

  it("reads the hub's flat address lines and names a foreign country", () => {
    expect(personView({ firstName: "Luc", L4: "3 rue Neuve", L6: "1000 BRUXELLES", countryCode: "BE" })?.address).toEqual([
      "3 rue Neuve",
      "1000 BRUXELLES",
      "BE",
    ]);
  });

  it("leaves out whatever is missing or malformed", () => {
    expect(personView({ civility: "X", lastName: "  ", phoneNumbers: "0612345678", address: null })).toEqual({
      civility: null,
      name: null,
      birthDate: null,
      phones: [],
      mail: null,
      address: [],
      details: [],
    });
    expect(personView(null)).toBeNull();
    expect(personView("Marie")).toBeNull();
    expect(personView([])).toBeNull();
  });

  it("lists the contacts, skipping what is not a person", () => {
    expect(contactViews([{ firstName: "Michel", lastName: "Leroy" }, null, 3]).map((contact) => contact.name)).toEqual(["Michel Leroy"]);
    expect(contactViews(null)).toEqual([]);
  });

  it("formats French phone numbers and ISO dates, anything else as stored", () => {
    expect(formatPhoneNumber("0612345678")).toBe("06 12 34 56 78");
    expect(formatPhoneNumber("06.12.34.56.78")).toBe("06 12 34 56 78");
    expect(formatPhoneNumber("+32 470 12 34 56")).toBe("+32 470 12 34 56");
    expect(formatShortDate("1950-03-02")).toBe("02/03/1950");
    expect(formatShortDate("02/03/1950")).toBe("02/03/1950");
  });
});

describe("only what was asked", () => {
  const jeanne = personView({
    civility: "MRS",
    firstName: "Jeanne",
    lastName: "Dupont",
    birthDate: "1938-05-14",
    phoneNumbers: [{ type: "LANDLINE", number: "0145678901" }],
    address: { L4: "12 rue des Lilas", L6: "75015 PARIS", countryCode: "FR" },
  });

  it("shows the beneficiary's birth date but no e-mail row, which step 2 never asks", () => {
    expect(askedAnswers(jeanne, "beneficiary")).toEqual([
      { answer: "name", lines: ["Jeanne Dupont"] },
      { answer: "birthDate", lines: ["14/05/1938"] },
      { answer: "phones", lines: ["01 45 67 89 01"] },
      { answer: "address", lines: ["12 rue des Lilas", "75015 PARIS"] },
    ]);
  });

  it("asks no birth date of a contact, the subscriber or the account holders, and no address of the account holders", () => {
    const answers = (section: Parameters<typeof askedAnswers>[1]) => askedAnswers(jeanne, section).map(({ answer }) => answer);
    expect(answers("contact")).toEqual(["name", "phones", "address"]);
    expect(answers("billing")).toEqual(["name", "phones", "mail", "address"]);
    expect(answers("admin")).toEqual(["name", "phones", "mail"]);
    expect(answers("caregiver")).toEqual(["name", "phones", "mail"]);
  });

  it("keeps an asked answer left empty (an optional phone), with no lines, so the page says it was not given", () => {
    const noPhone = personView({ firstName: "Paul", lastName: "Leroy" });
    expect(askedAnswers(noPhone, "contact")).toEqual([
      { answer: "name", lines: ["Paul Leroy"] },
      { answer: "phones", lines: [] },
      { answer: "address", lines: [] },
    ]);
    expect(askedAnswers(null, "admin").every(({ lines }) => lines.length === 0)).toBe(true);
  });
});

describe("every answer on the summary", () => {
  it("lists the beneficiary's delivery details, installation, relationship and doctor", async () => {
    const { personView } = await import("~/features/journey/rules/checkout");
    const view = personView({
      civility: "MRS",
      firstName: "Jeanne",
      lastName: "Durand",
      deliveryDetails: { building: "B", floor: "2", keypad: "12A4" },
      phoneInstallationType: "BOX",
      subscribersRelationship: "CHILD",
      doctorCivility: "MR",
      doctorName: "Martin",
      doctorPhone: "0145678910",
    });
    expect(view?.details).toEqual([
      { labelKey: "people:delivery.building", value: "B", translate: false },
      { labelKey: "people:delivery.floor", value: "2", translate: false },
      { labelKey: "people:delivery.keypad", value: "12A4", translate: false },
      { labelKey: "people:beneficiary.phoneInstallationType.legend", value: "people:beneficiary.phoneInstallationType.BOX", translate: true },
      { labelKey: "people:beneficiary.subscribersRelationship.legend", value: "people:beneficiary.subscribersRelationship.CHILD", translate: true },
      { labelKey: "people:beneficiary.doctor.civility", value: "checkout:civility.MR", translate: true },
      { labelKey: "people:beneficiary.doctor.name", value: "Martin", translate: false },
      { labelKey: "people:beneficiary.doctor.phone", value: "01 45 67 89 10", translate: false },
    ]);
  });

  it("lists a contact's type, travel time and keys, and whether the subscriber is the recipient", async () => {
    const { personView } = await import("~/features/journey/rules/checkout");
    expect(personView({ firstName: "Paul", contactType: "NEIGHBOUR", travelTimeInMinutes: 5, hasKeys: true })?.details).toEqual([
      { labelKey: "people:contacts.contactType.label", value: "people:contacts.contactType.NEIGHBOUR", translate: true },
      { labelKey: "people:contacts.travelTimeInMinutes", value: "5 min", translate: false },
      { labelKey: "people:contacts.hasKeys", value: "checkout:yes", translate: true },
    ]);
    expect(personView({ firstName: "Claire", recipientSubscriber: false })?.details).toEqual([
      { labelKey: "people:subscriber.isRecipient", value: "checkout:no", translate: true },
    ]);
  });
});

describe("phone numbers in pairs", () => {
  it("groups a number and the short help line in pairs", () => {
    expect(formatPhoneNumber("0612345678")).toBe("06 12 34 56 78");
    expect(formatPhoneNumber("3631")).toBe("36 31");
  });
});
