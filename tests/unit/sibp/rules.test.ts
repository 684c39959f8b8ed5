import { describe, expect, it } from "vitest";
import { auditLine } from "~/kernel/contract/audit";
import { clientFromProfile, cookieClient } from "~/kernel/people/counter-client";
import { contractTypeTarget } from "~/features/counter/rules/contract-type";
import { formatShortDate } from "~/kernel/i18n/date-format";
import { isoBirthdate } from "~/features/counter/rules/dates";
import { clientSearchSchema, newClientSchema } from "~/features/counter/rules/identification";
import { formulaWords, isOfferPage, priceListOf } from "~/features/counter/rules/price-list";

const marie = {
  userId: "100001",
  gender: "female",
  lastName: "Dupont",
  firstName: "Marie",
  phone: "0612345678",
  birthdate: "1965-04-12",
  email: "marie.dupont@example.fr",
  primaryPostalAddress: { postalCode: "75015", locality: "PARIS", line4: "12 RUE DES LILAS", line7: "FRANCE" },
};

describe("client profile mapping (SPEC 3)", () => {
  it("maps userId, gender, names, phone, birthdate, the e-mail and mobile the record has (decision 137) and the primary postal address (line4 street, line7 country)", () => {
    expect(clientFromProfile(marie)).toEqual({
      id: "100001",
      sex: "female",
      firstName: "Marie",
      lastName: "Dupont",
      phone: "0612345678",
      birthdate: "1965-04-12",
      email: "marie.dupont@example.fr",
      mobile: "0612345678",
      address: { streetName: "12 RUE DES LILAS", zipCode: "75015", city: "PARIS", country: "FRANCE" },
    });
    expect(clientFromProfile({ ...marie, phone: "0145678910", email: null })).toMatchObject({ email: "", mobile: "" });
  });

  it("keeps in the cookie only id, sex, names, email, mobile and address; the e-mail searched by, else the record's", () => {
    expect(Object.keys(cookieClient(clientFromProfile(marie), "marie.dupont@example.fr")).sort()).toEqual(["address", "email", "firstName", "id", "lastName", "mobile", "sex"]);
    expect(cookieClient(clientFromProfile(marie), "").email).toBe("marie.dupont@example.fr");
  });

  it("reads an unknown gender and a missing address as empty", () => {
    const view = clientFromProfile({ ...marie, gender: "X", primaryPostalAddress: null });
    expect(view.sex).toBeNull();
    expect(view.address).toEqual({ streetName: "", zipCode: "", city: "", country: "" });
  });
});

describe("audit line", () => {
  it("has exactly time, agent IDRH, REGATE, action, client id, contract id and outcome", () => {
    const line = auditLine(
      { agent: { idrh: "AG12345", regate: "R75001" }, action: "client.identify", clientId: "100001", outcome: "success" },
      new Date("2026-01-02T03:04:05Z"),
    );
    expect(line).toEqual({
      time: "2026-01-02T03:04:05.000Z",
      agentIdrh: "AG12345",
      regate: "R75001",
      action: "client.identify",
      clientId: "100001",
      contractId: null,
      outcome: "success",
    });
  });

  it("never carries an IBAN or health data even when handed more", () => {
    const input = { agent: { idrh: "AG12345", regate: "R75001" }, action: "signature" as const, outcome: "success" as const, iban: "FR7630006000011234567890189", fallDetector: true };
    const text = JSON.stringify(auditLine(input));
    expect(text).not.toContain("FR76");
    expect(text).not.toContain("fallDetector");
  });
});

describe("client search form", () => {
  it("needs a name, an e-mail or a phone", () => {
    const result = clientSearchSchema.safeParse({ intent: "search", birthdate: "12/04/1965" });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe("sibp:identification.errors.criteria");
  });

  it("accepts a name with a birth date, an e-mail alone or a phone alone", () => {
    expect(clientSearchSchema.safeParse({ intent: "search", lastName: "Dupont", birthdate: "12/04/1965" }).success).toBe(true);
    expect(clientSearchSchema.safeParse({ intent: "search", email: "marie.dupont@example.fr" }).success).toBe(true);
    expect(clientSearchSchema.parse({ intent: "search", phone: "06 12 34 56 78" }).phone).toBe("0612345678");
  });

  it("refuses an impossible birth date, a malformed e-mail and a short phone", () => {
    expect(clientSearchSchema.safeParse({ intent: "search", lastName: "Dupont", birthdate: "31/02/1965" }).success).toBe(false);
    expect(clientSearchSchema.safeParse({ intent: "search", email: "marie" }).success).toBe(false);
    expect(clientSearchSchema.safeParse({ intent: "search", phone: "06123" }).success).toBe(false);
  });

  it("reads and shows birth dates day first", () => {
    expect(isoBirthdate("12/04/1965")).toBe("1965-04-12");
    expect(isoBirthdate("1965-04-12")).toBeNull();
    expect(formatShortDate("1965-04-12")).toBe("12/04/1965");
  });
});

describe("new client form", () => {
  it("requires civility, names and a French postal address; the e-mail is optional", () => {
    const result = newClientSchema.safeParse({ intent: "create" });
    expect(result.success).toBe(false);
    const paths = result.error?.issues.map((issue) => issue.path[0]);
    expect(paths).toEqual(expect.arrayContaining(["sex", "lastName", "firstName", "streetName", "zipCode", "city", "country"]));
    // The e-mail is optional (decision 137), but a wrong one is refused; the country is one of the list.
    expect(paths).not.toContain("email");
    const nina = { intent: "create", sex: "female", lastName: "Roy", firstName: "Nina", streetName: "1 rue Haute", zipCode: "35000", city: "Rennes", country: "FRANCE" };
    expect(newClientSchema.safeParse(nina).success).toBe(true);
    expect(newClientSchema.safeParse({ ...nina, email: "nina" }).success).toBe(false);
    expect(newClientSchema.safeParse({ ...nina, country: "Bretagne" }).success).toBe(false);
    expect(newClientSchema.safeParse({ intent: "create", sex: "female", lastName: "Roy", firstName: "Nina", email: "nina@example.fr", streetName: "1 rue Haute", zipCode: "3500", city: "Rennes", country: "FRANCE" }).success).toBe(false);
  });
});

describe("contract type", () => {
  it("leads a new subscription to the offers and an existing contract to the search", () => {
    expect(contractTypeTarget("new")).toBe("/sibp/offers-about");
    expect(contractTypeTarget("existing")).toBe("/sibp/contrat/recherche");
  });
});

describe("the counter's price list", () => {
  it("reads formulas as words: TAS, {n}J and {n}JSTA", () => {
    expect(formulaWords("TAS")).toEqual({ key: "remoteOnly", count: 0 });
    expect(formulaWords("4J")).toEqual({ key: "visitsWithRemote", count: 4 });
    expect(formulaWords("1JSTA")).toEqual({ key: "visitsOnly", count: 1 });
    expect(formulaWords("9X")).toBeNull();
  });

  it("knows the three pages of /sibp/offers-about", () => {
    expect(["teleassistance-classique", "teleassistance-en-mobilite", "visites-facteur"].every(isOfferPage)).toBe(true);
    expect(isOfferPage("toString")).toBe(false);
  });

  it("lists the plans fewest visits first with the 50 % tax credit, the options of the month and the one-off fees", () => {
    const grid = {
      LANDLINE: {
        plans: { "5J": { price: 9950, taxes: 1658 }, TAS: { price: 2990, taxes: 498 }, "4J": { price: 8260, taxes: 1128 } },
        options: { ALARM_BUTTON: 0, FALL_DETECTOR_BRACELET: 700, POSTMAN_VISIT_TA: 1290 },
        fees: { install: 3900 },
      },
    };
    const list = priceListOf(grid, "teleassistance-classique");
    expect(list?.plans.map((row) => [row.formula.count, row.cents, row.taxCreditCents])).toEqual([
      [0, 2990, 1495],
      [4, 8260, 4130],
      [5, 9950, 4975],
    ]);
    expect(list?.monthly).toEqual([
      { code: "ALARM_BUTTON", cents: 0 },
      { code: "FALL_DETECTOR_BRACELET", cents: 700 },
    ]);
    expect(list?.oneOff).toEqual([{ code: "install", cents: 3900 }]);
    // no 1J plan in this grid: what a visit adds cannot be said, and the option's 12,90 € is never stated
    expect(list?.visitAdditionCents).toBeNull();
    expect(priceListOf(grid, "visites-facteur")).toBeNull();
  });
});
