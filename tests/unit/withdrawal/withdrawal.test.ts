import { describe, expect, it } from "vitest";
import { withdrawalPeriodEnd } from "~/kernel/contract/contract-dates";
import { namesSubscriber } from "~/kernel/contract/withdrawal-form";
import { formatDay, formatMoment } from "~/kernel/i18n/date-format";
import { formatEuros } from "~/kernel/money/money";
import { acknowledgementWordings, mayWithdraw, withdrawalRefund, withdrawalWindow, type RecordedWithdrawal } from "~/kernel/contract/withdrawal";

const signed = (beginDate: string) => ({ contractStatus: "VALIDATED", beginDate, withdrawalEndDate: withdrawalPeriodEnd(beginDate) });

describe("the withdrawal period", () => {
  it("runs from the day after conclusion to the end of the 14th day", () => {
    // Concluded on Monday 2 November 2026: the 14th day is Monday 16 November.
    expect(withdrawalPeriodEnd("2026-11-02")).toBe("2026-11-16");
    expect(withdrawalWindow(signed("2026-11-02"), "2026-11-16")).toEqual({ state: "open", endDate: "2026-11-16" });
    expect(withdrawalWindow(signed("2026-11-02"), "2026-11-17")).toEqual({ state: "ended", endDate: "2026-11-16" });
  });

  it("is open on the day of conclusion", () => {
    expect(mayWithdraw(signed("2026-11-29"), "2026-11-29")).toBe(true);
  });

  it("ends on the next working day when the 14th falls on a Saturday, a Sunday or a public holiday", () => {
    // Concluded on Saturday 31 October 2026: the 14th day is Saturday 14 November, put off to Monday 16.
    expect(withdrawalPeriodEnd("2026-10-31")).toBe("2026-11-16");
    // Concluded on 28 October 2026: the 14th day is 11 November (public holiday), put off to the 12th.
    expect(withdrawalPeriodEnd("2026-10-28")).toBe("2026-11-12");
  });

  it("has ended for Marie's contract concluded in 2024 (the hub's last day, 15 March 2024)", () => {
    expect(withdrawalWindow({ contractStatus: "VALIDATED", beginDate: "2024-03-01", withdrawalEndDate: "2024-03-15" }, "2026-11-29")).toEqual({ state: "ended", endDate: "2024-03-15" });
    expect(mayWithdraw({ contractStatus: "VALIDATED", beginDate: "2024-03-01", withdrawalEndDate: "2024-03-15" }, "2026-11-29")).toBe(false);
  });

  it("reads the last day from the conclusion when the hub gave none", () => {
    expect(withdrawalWindow({ contractStatus: "VALIDATED", beginDate: "2026-11-20", withdrawalEndDate: null }, "2026-11-29")).toEqual({ state: "open", endDate: "2026-12-04" });
  });

  it("lets a paper order be withdrawn before its signed documents come back (the period has not begun)", () => {
    expect(withdrawalWindow({ contractStatus: "AWAITING_SIGNED_DOCUMENTS", beginDate: null, withdrawalEndDate: null }, "2026-11-29")).toEqual({ state: "notConcluded" });
    expect(mayWithdraw({ contractStatus: "AWAITING_SIGNED_DOCUMENTS", beginDate: null, withdrawalEndDate: null }, "2026-11-29")).toBe(true);
  });

  it("is closed once the contract is withdrawn", () => {
    expect(withdrawalWindow({ contractStatus: "WITHDRAWN", beginDate: "2026-11-20", withdrawalEndDate: "2026-12-04" }, "2026-11-29")).toEqual({ state: "withdrawn" });
    expect(mayWithdraw({ contractStatus: "WITHDRAWN", beginDate: "2026-11-20", withdrawalEndDate: "2026-12-04" }, "2026-11-29")).toBe(false);
  });
});

describe("the refund", () => {
  it("is nothing when nothing was paid (the service starts after the period)", () => {
    expect(withdrawalRefund({ paidInCents: 0, monthlyPriceInCents: 8260, startDate: "2026-12-15", earlyStart: false, receivedDay: "2026-11-29" })).toEqual({
      paidInCents: 0,
      retainedInCents: 0,
      refundInCents: 0,
      servedFrom: null,
      servedTo: null,
      refundBy: "2026-12-13",
    });
  });

  it("is everything paid, fees included, when no service was given", () => {
    const refund = withdrawalRefund({ paidInCents: 12160, monthlyPriceInCents: 8260, startDate: "2026-11-29", earlyStart: true, receivedDay: "2026-11-29" });
    expect(refund).toMatchObject({ retainedInCents: 0, refundInCents: 12160, servedFrom: null });
  });

  it("keeps the service given at the person's request, in proportion: 5 days of 82,60 € a month are 13,77 €", () => {
    // Started early on the 20th, withdrawn on the 25th: served the 20th to the 24th.
    const refund = withdrawalRefund({ paidInCents: 12160, monthlyPriceInCents: 8260, startDate: "2026-11-20", earlyStart: true, receivedDay: "2026-11-25" });
    expect(refund).toEqual({ paidInCents: 12160, retainedInCents: 1377, refundInCents: 10783, servedFrom: "2026-11-20", servedTo: "2026-11-24", refundBy: "2026-12-09" });
  });

  it("never keeps more than was paid", () => {
    const refund = withdrawalRefund({ paidInCents: 0, monthlyPriceInCents: 8260, startDate: "2026-11-20", earlyStart: true, receivedDay: "2026-11-25" });
    expect(refund).toMatchObject({ retainedInCents: 0, refundInCents: 0 });
  });

  it("keeps nothing without the request to start early", () => {
    const refund = withdrawalRefund({ paidInCents: 8260, monthlyPriceInCents: 8260, startDate: "2026-11-20", earlyStart: false, receivedDay: "2026-11-25" });
    expect(refund).toMatchObject({ retainedInCents: 0, refundInCents: 8260 });
  });
});

describe("the acknowledgement's statement", () => {
  const read = { money: formatEuros, day: (iso: string) => formatDay(iso, "fr"), moment: (instant: string) => formatMoment(new Date(instant), "fr") };
  const base: RecordedWithdrawal = {
    requestId: "RETRACTATION-2026000001-1-abcd1234",
    receivedAt: "2026-11-25T09:05:00.000Z",
    name: "Paul Martin",
    mail: "paul.martin@example.fr",
    ...withdrawalRefund({ paidInCents: 12160, monthlyPriceInCents: 8260, startDate: "2026-11-20", earlyStart: true, receivedDay: "2026-11-25" }),
  };

  it("states the day and time of receipt in French time, the statement, the service stopped, the refund and its deadline", () => {
    const wordings = acknowledgementWordings("2026000001", base, read);
    expect(wordings.map((wording) => wording.key)).toEqual([
      "withdrawal:acknowledgement.received",
      "withdrawal:acknowledgement.statement",
      "withdrawal:acknowledgement.stopped",
      "withdrawal:acknowledgement.refund.proportional",
      "withdrawal:acknowledgement.reference",
    ]);
    expect(wordings[0]!.values).toEqual({ day: "25 novembre 2026", time: "10:05" });
    expect(wordings[1]!.values).toEqual({ number: "2026000001", name: "Paul Martin", mail: "paul.martin@example.fr" });
    expect(wordings[3]!.values).toEqual({ refund: "107,83\u00a0€", by: "9 décembre 2026", paid: "121,60\u00a0€", retained: "13,77\u00a0€", from: "20 novembre 2026", to: "24 novembre 2026" });
  });

  it("says a full refund, or that nothing was paid", () => {
    expect(acknowledgementWordings("1", { ...base, retainedInCents: 0, refundInCents: 12160 }, read)[3]).toEqual({
      key: "withdrawal:acknowledgement.refund.full",
      values: { refund: "121,60\u00a0€", by: "9 décembre 2026" },
    });
    expect(acknowledgementWordings("1", { ...base, paidInCents: 0, retainedInCents: 0, refundInCents: 0 }, read)[3]).toEqual({ key: "withdrawal:acknowledgement.refund.nothingPaid" });
  });
});

describe("the name typed without signing in", () => {
  it("names the subscriber when it holds their last name, whatever the case, accents, hyphens or order", () => {
    expect(namesSubscriber("Lucie Moreau", { lastName: "Moreau" })).toBe(true);
    expect(namesSubscriber("MOREAU lucie", { lastName: "Moreau" })).toBe(true);
    expect(namesSubscriber("Anne-Marie Le Bihan", { lastName: "LE BIHAN" })).toBe(true);
    expect(namesSubscriber("Hélène Lefèvre", { lastName: "Lefevre" })).toBe(true);
    expect(namesSubscriber("Lucie Moreaux", { lastName: "Moreau" })).toBe(false);
    expect(namesSubscriber("Lucie", { lastName: "Moreau" })).toBe(false);
    expect(namesSubscriber("Lucie Moreau", { lastName: "" })).toBe(false);
  });
});
