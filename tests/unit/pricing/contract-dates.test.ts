import { describe, expect, it } from "vitest";
import { billedDay, EARLY_START_DAYS, earliestTerminationEnd, isPublicHoliday, serviceMonth, serviceStartDate, withdrawalPeriodEnd, WITHDRAWAL_DAYS } from "~/kernel/contract/contract-dates";
import { contractState, contractStatusWording, startWording, type StatusFacts } from "~/kernel/contract/contract-status";
import { formatDay, tenseOf } from "~/kernel/i18n/date-format";
import { getT } from "~/kernel/i18n/i18next.server";

/** One start-date rule: the signature date, the 14-day withdrawal period, the request to start early (decision 062). */
describe("the start of the service", () => {
  it("starts the day after the 14-day withdrawal period, counted from the day after the signature", () => {
    expect(WITHDRAWAL_DAYS).toBe(14);
    // Signed Monday 2 March 2026: the period ends Monday 16 March, the service starts the 17th.
    expect(withdrawalPeriodEnd("2026-03-02")).toBe("2026-03-16");
    expect(serviceStartDate("2026-03-02", false)).toBe("2026-03-17");
  });

  it("puts the end of the period off to the next working day (Saturday, Sunday, public holiday)", () => {
    // Signed Saturday 7 March: the 14th day is Saturday 21 March, put off to Monday 23.
    expect(withdrawalPeriodEnd("2026-03-07")).toBe("2026-03-23");
    // Signed 23 March: the 14th day is Easter Monday (6 April 2026), put off to Tuesday 7.
    expect(withdrawalPeriodEnd("2026-03-23")).toBe("2026-04-07");
    // Signed 17 April: the 14th day is 1 May, a Friday holiday: Monday 4 May.
    expect(withdrawalPeriodEnd("2026-04-17")).toBe("2026-05-04");
    expect(serviceStartDate("2026-04-17", false)).toBe("2026-05-05");
  });

  it("knows metropolitan France's public holidays, Easter-based ones included", () => {
    for (const day of ["2026-01-01", "2026-04-06", "2026-05-01", "2026-05-08", "2026-05-14", "2026-05-25", "2026-07-14", "2026-08-15", "2026-11-01", "2026-11-11", "2026-12-25", "2025-04-21", "2025-05-29"]) {
      expect(isPublicHoliday(day), day).toBe(true);
    }
    expect(isPublicHoliday("2026-04-05")).toBe(false);
    expect(isPublicHoliday("2026-03-17")).toBe(false);
  });

  it("with the explicit request to start early, starts 3 days after the signature", () => {
    expect(EARLY_START_DAYS).toBe(3);
    expect(serviceStartDate("2026-03-02", true)).toBe("2026-03-05");
    // The seed contract: signed 1 March 2024, early start, service from 4 March.
    expect(serviceStartDate("2024-03-01", true)).toBe("2024-03-04");
  });

  it("counts the months of service from the start month (invoices, time-limited codes)", () => {
    expect(serviceMonth("2026-03-17", "2026-03-20")).toBe(1);
    expect(serviceMonth("2026-03-17", "2026-04-05")).toBe(2);
    expect(serviceMonth("2026-03-17", "2027-03-05")).toBe(13);
    expect(serviceMonth("2026-03-17", "2026-01-05")).toBe(1);
  });

  it("bills next the start date's price while the service has not started, else the day's own", () => {
    // Signed 2 March 2026, starting the 17th: seen on the 5th, the first debit is for the 17th.
    expect(billedDay("2026-03-17", "2026-03-05")).toBe("2026-03-17");
    expect(billedDay("2026-03-17", "2026-03-17")).toBe("2026-03-17");
    expect(billedDay("2026-03-17", "2026-04-05")).toBe("2026-04-05");
    // Awaiting its signed documents, a contract has no start date yet.
    expect(billedDay(null, "2026-03-05")).toBe("2026-03-05");
  });

  it("says the same in words on the confirmation, the dashboard and the contract, in the tense the start day has from today", () => {
    const fr = (wording: { key: string; values?: Record<string, string | number> }) => getT("fr")(wording.key, wording.values);
    const day = (iso: string) => formatDay(iso, "fr");
    const afterWithdrawal = { contractStatus: "VALIDATED", startDate: "2026-03-17", withdrawalEndDate: "2026-03-16", earlyStart: false };
    expect(fr(startWording(afterWithdrawal, "2026-03-02", day))).toBe("Le service commencera le 17 mars 2026, au lendemain de la fin du délai de rétractation de 14 jours (16 mars 2026).");
    expect(fr(startWording(afterWithdrawal, "2026-03-17", day))).toBe("Le service commence aujourd'hui, le 17 mars 2026, au lendemain de la fin du délai de rétractation de 14 jours (16 mars 2026).");
    expect(fr(startWording(afterWithdrawal, "2026-11-29", day))).toBe("Le service a commencé le 17 mars 2026, au lendemain de la fin du délai de rétractation de 14 jours (16 mars 2026).");
    // Marie's contract (the sandbox's seed): early start asked, service from 4 March 2024.
    const early = { contractStatus: "VALIDATED", startDate: "2024-03-04", withdrawalEndDate: "2024-03-15", earlyStart: true };
    expect(fr(startWording(early, "2026-11-29", day))).toBe("Le service a commencé le 4 mars 2024, avant la fin du délai de rétractation (15 mars 2024), à la demande du souscripteur.");
    expect(fr(startWording(early, "2024-03-04", day))).toBe("Le service commence aujourd'hui, le 4 mars 2024, avant la fin du délai de rétractation (15 mars 2024), à la demande du souscripteur.");
    expect(fr(startWording(early, "2024-03-01", day))).toBe("Le service commencera le 4 mars 2024, avant la fin du délai de rétractation (15 mars 2024), à la demande du souscripteur.");
    expect(getT("en")(startWording(early, "2026-11-29", day).key, startWording(early, "2026-11-29", day).values)).toMatch(/^The service started on /);
    expect(fr(startWording({ contractStatus: "AWAITING_SIGNED_DOCUMENTS", startDate: null, withdrawalEndDate: null, earlyStart: false }, "2026-03-02", day))).toMatch(
      /^Le service commencera au lendemain de la fin du délai de rétractation de 14 jours, qui court à partir de la réception des documents signés/,
    );
  });

  it("tells a day's tense from today: past, present (today), future", () => {
    expect(tenseOf("2024-03-04", "2026-11-29")).toBe("past");
    expect(tenseOf("2026-11-29", "2026-11-29")).toBe("present");
    expect(tenseOf("2026-11-30", "2026-11-29")).toBe("future");
  });
});

describe("one wording of a contract's status (decision 064)", () => {
  const facts = (over: Partial<StatusFacts> = {}): StatusFacts => ({ contractStatus: "VALIDATED", terminationRequestDate: null, startDate: "2024-03-04", suspended: false, suspension: null, ...over });
  const say = (value: StatusFacts, today: string) => {
    const wording = contractStatusWording(value, today, (iso) => formatDay(iso, "fr"));
    return getT("fr")(wording.key, wording.values);
  };

  it("awaits the signed documents of a paper order: nothing has started", () => {
    expect(contractState(facts({ contractStatus: "AWAITING_SIGNED_DOCUMENTS", startDate: null }), "2026-11-23")).toBe("awaitingSignedDocuments");
    expect(say(facts({ contractStatus: "AWAITING_SIGNED_DOCUMENTS", startDate: null }), "2026-11-23")).toBe("En attente des documents signés");
  });

  it("is signed and starting, then active", () => {
    expect(say(facts({ startDate: "2026-12-08" }), "2026-11-23")).toBe("Signé, le service commencera le 8 décembre 2026");
    expect(say(facts(), "2026-11-23")).toBe("Actif");
  });

  it("tells a planned suspension from a running one, the same at the counter and at home", () => {
    const planned = facts({ suspended: true, suspension: { startDate: "2026-12-01", endDate: "2026-12-10" } });
    expect(say(planned, "2026-11-23")).toBe("Actif, suspension prévue du 1er décembre 2026 au 10 décembre 2026");
    expect(say(planned, "2026-12-02")).toBe("Suspendu du 1er décembre 2026 au 10 décembre 2026");
    expect(say(planned, "2026-12-11")).toBe("Actif");
  });

  it("says a termination requested with its date", () => {
    expect(say(facts({ terminationRequestDate: "2026-12-31" }), "2026-11-23")).toBe("Résiliation demandée, fin du service le 31 décembre 2026");
  });
});

describe("the earliest end of service by the contract's terms (CGV art. 6: beyond the 12-month initial period, a month's notice)", () => {
  it("a contract started on 4 March 2024, asked on 29 November 2026: beyond its initial period, a month's notice", () => {
    expect(earliestTerminationEnd("2024-03-04", "2026-11-29")).toBe("2026-12-29");
  });
  it("a contract started last month: the last day of its initial period", () => {
    expect(earliestTerminationEnd("2026-10-15", "2026-11-29")).toBe("2027-10-14");
  });
  it("within the last month of the initial period, the notice wins", () => {
    expect(earliestTerminationEnd("2025-12-10", "2026-11-29")).toBe("2026-12-29");
    expect(earliestTerminationEnd("2025-12-31", "2026-11-29")).toBe("2026-12-30");
  });
  it("a contract not started yet counts from its start; one awaiting its signed documents from today", () => {
    expect(earliestTerminationEnd("2026-12-15", "2026-11-29")).toBe("2027-12-14");
    expect(earliestTerminationEnd(null, "2026-11-29")).toBe("2027-11-28");
  });
  it("a month's notice on the 31st ends on the month's last day", () => {
    expect(earliestTerminationEnd("2020-01-01", "2027-01-31")).toBe("2027-02-28");
  });
});
