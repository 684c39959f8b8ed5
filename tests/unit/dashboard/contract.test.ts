import { afterEach, describe, expect, it, vi } from "vitest";
import { addDays, today } from "~/kernel/contract/calendar";
import { formatDay, formatMonth } from "~/kernel/i18n/date-format";
import { dayIn } from "~/kernel/money/discount/validity";
import { contractState, statusFactsOf } from "~/kernel/contract/contract-status";
import { maskedIban, renewalDate } from "~/features/dashboard/rules/contract";
import { versionChanges } from "~/features/dashboard/rules/versions";

describe("contract dates", () => {
  it("writes days as people read them", () => {
    expect(formatDay("2024-03-01", "fr")).toBe("1er mars 2024");
    expect(formatDay("2024-03-01", "en")).toBe("1 March 2024");
    expect(formatDay("2024-03-01T08:30:00Z", "fr")).toBe("1er mars 2024");
  });

  it("writes an invoice's period as its month and year", () => {
    expect(formatMonth("2026-02-01", "fr")).toBe("février 2026");
    expect(formatMonth("2026-02-01", "en")).toBe("February 2026");
    expect(formatMonth("2025-12-31", "fr")).toBe("décembre 2025");
  });

  it("writes every day and month exactly as Intl's long date does, in both languages (French writes the first \"1er\")", () => {
    const intl = (locale: string, options: Intl.DateTimeFormatOptions, day: string) =>
      new Intl.DateTimeFormat(locale, { ...options, timeZone: "UTC" }).format(new Date(`${day}T12:00:00Z`));
    for (const [language, tag] of [["fr", "fr-FR"], ["en", "en-GB"]] as const) {
      for (let day = "2023-12-25"; day <= "2025-01-05"; day = addDays(day, 1)) {
        const long = intl(tag, { day: "numeric", month: "long", year: "numeric" }, day);
        expect(formatDay(day, language)).toBe(language === "fr" ? long.replace(/^1 /, "1er ") : long);
        expect(formatMonth(day, language)).toBe(intl(tag, { month: "long", year: "numeric" }, day));
      }
    }
  });

  it("gives back what names no day as it came, and reads any other language as French", () => {
    expect(formatDay("demain", "fr")).toBe("demain");
    expect(formatMonth("", "en")).toBe("");
    expect(formatDay("2024-07-14", "de")).toBe("14 juillet 2024");
  });

  it("reads a day as the ISO parser reads its first ten characters at noon UTC, odd ones included", () => {
    const month = new Intl.DateTimeFormat("fr-FR", { month: "long", timeZone: "UTC" });
    const asParsed = (day: string) => {
      const date = new Date(`${day.slice(0, 10)}T12:00:00.000Z`);
      return Number.isNaN(date.getTime()) ? day : `${date.getUTCDate() === 1 ? "1er" : date.getUTCDate()} ${month.format(date)} ${date.getUTCFullYear()}`;
    };
    const odd = ["2024-02-30", "2023-02-29", "2024-04-31", "2024-12-31T23:59:59Z", "2024-01-00", "2024-00-10", "2024-13-01", "2024-01-32", "0000-01-01", "0099-05-05"];
    const bad = ["2024-1-01", "20240101", "+02024-01-01", "2024-02-29x", " 2024-01-01", "2024/01/01", "abcd-ef-gh", ""];
    for (const day of [...odd, ...bad]) expect([day, formatDay(day, "fr")]).toEqual([day, asParsed(day)]);
    expect(formatDay("2024-02-30", "fr")).toBe("1er mars 2024");
    expect(formatDay("0099-05-05", "fr")).toBe("5 mai 99");
  });
});

describe("contract at a glance", () => {
  const contract = (over: { terminationRequestDate?: string | null; suspension?: { startDate: string; endDate: string } } = {}) => ({
    legalInfo: { contractStatus: "VALIDATED", beginDate: "2024-03-01", contractDurationInMonths: 12, terminationRequestDate: over.terminationRequestDate ?? null },
    delivery: { startDate: "2024-03-04", suspended: Boolean(over.suspension), suspension: over.suspension },
  });
  const state = (value: ReturnType<typeof contract>, today: string) => contractState(statusFactsOf(value), today);

  it("renews every 12 months from the begin date (SPEC 9: contract duration 12 months)", () => {
    expect(renewalDate(contract(), "2024-06-01")).toBe("2025-03-01");
    expect(renewalDate(contract(), "2026-11-23")).toBe("2027-03-01");
    expect(renewalDate(contract(), "2025-03-01")).toBe("2026-03-01");
  });

  it("tells a suspension, a planned one and a termination apart", () => {
    expect(state(contract(), "2026-11-23")).toBe("active");
    expect(state(contract({ suspension: { startDate: "2026-11-01", endDate: "2026-11-30" } }), "2026-11-23")).toBe("suspended");
    expect(state(contract({ suspension: { startDate: "2026-12-01", endDate: "2026-12-10" } }), "2026-11-23")).toBe("suspensionPlanned");
    expect(state(contract({ suspension: { startDate: "2026-10-01", endDate: "2026-10-10" } }), "2026-11-23")).toBe("active");
    expect(state(contract({ terminationRequestDate: "2026-12-31" }), "2026-11-23")).toBe("terminationRequested");
  });

  it("shows an IBAN with its last four characters only", () => {
    expect(maskedIban("FR76 **** **** **** **** ***0 189")).toBe("FR76 •••• •••• 0189");
    expect(maskedIban("FR7630006000011234567890189")).toBe("FR76 •••• •••• 0189");
  });

  it("tells what each version changed, the formula going 4J → 5J and back with its prices", () => {
    const version = (n: number, formula: string, price: number, delivery: boolean) => ({
      version: n,
      lastVersion: n === 3,
      dateModification: `2025-0${n}-01T10:00:00.000Z`,
      delivery: { modified: delivery, formula },
      payment: { modified: delivery, ttcPriceInCents: price },
      legalInfo: { modified: false },
      cuo: { modified: false },
      subscriber: { modified: false },
      recipient: { modified: false },
      trustedContact: [{ modified: n === 2 }],
      familyMessaging: { modified: false },
    });
    const changes = versionChanges([version(1, "4J", 8260, false), version(2, "5J", 9950, true), version(3, "4J", 8260, true)]);
    expect(changes.map((change) => [change.version, change.current])).toEqual([[3, true], [2, false], [1, false]]);
    expect(changes[1]).toMatchObject({ changed: ["payment", "delivery", "trustedContact"], formula: { from: "4J", to: "5J", priceFrom: 8260, priceTo: 9950 } });
    expect(changes[0]!.formula).toEqual({ from: "5J", to: "4J", priceFrom: 9950, priceTo: 8260 });
    expect(changes[2]).toMatchObject({ changed: [], formula: null });
  });
});

describe("today, in French time", () => {
  afterEach(() => vi.useRealTimers());

  it("changes at midnight in Paris, winter and summer, however often it is asked within a minute", () => {
    vi.useFakeTimers();
    const midnights: [string, string][] = [
      ["2026-01-14T22:59:59.999Z", "2026-01-14T23:00:00.000Z"], // UTC+1
      ["2026-07-14T21:59:59.999Z", "2026-07-14T22:00:00.000Z"], // UTC+2
    ];
    for (const [before, after] of midnights) {
      for (const [instant, day] of [
        [new Date(Date.parse(before) - 59_999), before.slice(0, 10)],
        [new Date(before), before.slice(0, 10)],
        [new Date(after), addDays(before.slice(0, 10), 1)],
        [new Date(Date.parse(after) + 59_999), addDays(before.slice(0, 10), 1)],
      ] as const) {
        vi.setSystemTime(instant);
        for (let call = 0; call < 3; call++) expect(today()).toBe(day);
      }
    }
  });

  it("is the clock's day every quarter of an hour of a year", () => {
    vi.useFakeTimers();
    for (let t = Date.UTC(2026, 0, 1); t < Date.UTC(2027, 0, 1); t += 15 * 60_000) {
      vi.setSystemTime(t);
      expect(today()).toBe(dayIn(new Date(t)));
    }
  });

  it("gives the day of an instant asked for, and that instant does not become the clock's day", () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date("2026-11-24T10:00:00Z"));
    expect(today()).toBe("2026-11-24");
    expect(today(new Date("1937-08-08T23:30:00Z"))).toBe(dayIn(new Date("1937-08-08T23:30:00Z")));
    expect(today()).toBe("2026-11-24");
  });
});
