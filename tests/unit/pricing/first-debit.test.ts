import { describe, expect, it } from "vitest";
import { appliedDiscountSchema, type AppliedDiscount } from "~/kernel/money/discount/schemas";
import { formatDay } from "~/kernel/i18n/date-format";
import { contractPrice, type OfferPrices, type PriceChoice } from "~/kernel/money/contract-price";
import { debitDate, debitStartOf, firstPaidDebit, firstPaidDebitMessage, invoiceDate } from "~/kernel/money/first-debit";
import { sayMoney } from "~/kernel/money/statement";
import { getT } from "~/kernel/i18n/i18next.server";
import { seedDiscounts } from "../../../server/sandbox/seed/discounts";

/** The first debit that takes money, and its day (decision 140). */

const LANDLINE: OfferPrices = { plans: { "2J": { price: 5690, taxes: 948 } }, options: { ALARM_BUTTON: 0 }, fees: { install: 3900 } };
const VISITS: OfferPrices = { plans: { "2JSTA": { price: 3990, taxes: 665 } }, options: {}, fees: {} };
const landline: PriceChoice = { remoteAssistanceType: "LANDLINE", formula: "2J", options: ["ALARM_BUTTON"] };
const visits: PriceChoice = { remoteAssistanceType: "NA", formula: "2JSTA", options: [] };

function code(name: string): AppliedDiscount {
  const definition = seedDiscounts()[name]!;
  const conf = definition.discountReferentialFormulaConfList[0]!;
  return appliedDiscountSchema.parse({ ...definition, conf: { ...definition.conf, installationCostHandled: conf.installationCostHandled, materialSendingCostHandled: conf.materialSendingCostHandled } });
}

const say = (message: ReturnType<typeof firstPaidDebitMessage>) => (message ? sayMoney(message, (key, values) => getT("fr")(key, values).replace(/\u00a0/g, " ")) : null);
const day = (iso: string) => formatDay(iso, "fr");

describe("the days of the invoices and the debits", () => {
  it("invoices month 1 on the start day (at the earliest the 5th), the next months on the 5th", () => {
    expect(invoiceDate("2024-03-04", 1)).toBe("2024-03-05");
    expect(invoiceDate("2026-12-17", 1)).toBe("2026-12-17");
    expect(invoiceDate("2026-12-17", 2)).toBe("2027-01-05");
    expect(invoiceDate("2026-11-03", 14)).toBe("2027-12-05");
  });

  it("debits on the 10th of the invoice's month, or on the invoice's day when later", () => {
    expect(debitDate("2024-03-04", 1)).toBe("2024-03-10");
    expect(debitDate("2026-12-17", 1)).toBe("2026-12-17");
    expect(debitDate("2026-12-17", 2)).toBe("2027-01-10");
  });
});

describe("the first debit that takes money", () => {
  it("is the first debit when it takes money: the first month and the fee; only its day is then news", () => {
    const price = contractPrice(landline, LANDLINE)!;
    expect(firstPaidDebit(price)).toEqual({ month: 1, amountInCents: 9590 });
    expect(say(firstPaidDebitMessage(price, { day: "2026-12-02", estimate: false }, day))).toBe("Date du premier prélèvement : le 10 décembre 2026");
    expect(say(firstPaidDebitMessage(price, { day: "2026-12-15", estimate: true }, day))).toBe("Date du premier prélèvement : le 15 décembre 2026 pour une signature aujourd'hui");
    expect(say(firstPaidDebitMessage(price, null, day))).toBe("Date du premier prélèvement : dans le mois où le service commence");
  });

  it("with PREMIERMOIS (first month free, fee waived), is the second month at the full price", () => {
    const price = contractPrice(landline, LANDLINE, [code("PREMIERMOIS")])!;
    expect(price.firstDebit.ttcPriceInCents).toBe(0);
    expect(firstPaidDebit(price)).toEqual({ month: 2, amountInCents: 5690 });
    expect(say(firstPaidDebitMessage(price, { day: "2026-12-17", estimate: false }, day))).toBe("Premier montant prélevé : 56,90 €, le 10 janvier 2027");
    expect(say(firstPaidDebitMessage(price, { day: "2026-12-17", estimate: true }, day))).toBe("Premier montant prélevé : 56,90 €, le 10 janvier 2027 pour une signature aujourd'hui");
    // A paper order: the start is the day the signed documents come back.
    expect(say(firstPaidDebitMessage(price, null, day))).toBe("Premier montant prélevé : 56,90 €, le 10 du 2e mois de service");
  });

  it("with visits alone and PREMIERMOIS, is the second month's 39,90 €; nothing when nothing is ever debited", () => {
    expect(firstPaidDebit(contractPrice(visits, VISITS, [code("PREMIERMOIS")])!)).toEqual({ month: 2, amountInCents: 3990 });
    const free = { ...contractPrice(visits, VISITS)!, periods: [{ fromMonth: 1, untilMonth: null, ttcPriceInCents: 0, htPriceInCents: 0, tvaAmountInCents: 0, vat: [] }], firstDebit: { ttcPriceInCents: 0, htPriceInCents: 0, tvaAmountInCents: 0, vat: [] } };
    expect(firstPaidDebit(free)).toBeNull();
  });
});

describe("the start the day is told from", () => {
  it("is the hub's start once signed, a signature today before, none on paper", () => {
    expect(debitStartOf({ startDate: "2026-12-17" }, { paper: false, earlyStart: false }, "2026-11-29")).toEqual({ day: "2026-12-17", estimate: false });
    // Signed Sunday 29 November 2026: the withdrawal period ends Monday 14 December, the service starts the 15th.
    expect(debitStartOf(null, { paper: false, earlyStart: false }, "2026-11-29")).toEqual({ day: "2026-12-15", estimate: true });
    expect(debitStartOf(null, { paper: false, earlyStart: true }, "2026-11-29")).toEqual({ day: "2026-12-02", estimate: true });
    expect(debitStartOf({ startDate: null }, { paper: true, earlyStart: false }, "2026-11-29")).toBeNull();
  });
});
