import { describe, expect, it } from "vitest";
import { alertsNewestFirst, isImportant, nextVisitDays, reportsNewestFirst } from "~/kernel/people/family/follow";

describe("the follow-up page's rules", () => {
  it("next visit days: the contract's days of the week from today, today included", () => {
    // 2026-11-27 is a Friday.
    expect(nextVisitDays({ visitDays: ["MONDAY", "FRIDAY"], startDate: "2025-01-06" }, "2026-11-27", { count: 3 })).toEqual(["2026-11-27", "2026-11-30", "2026-12-04"]);
  });

  it("next visit days: none before the start, none in a suspension, none after the end of service", () => {
    expect(nextVisitDays({ visitDays: ["MONDAY"], startDate: "2026-12-07" }, "2026-11-27", { count: 2 })).toEqual(["2026-12-07", "2026-12-14"]);
    expect(nextVisitDays({ visitDays: ["MONDAY"], startDate: "2025-01-06", suspension: { startDate: "2026-11-30", endDate: "2026-12-08" } }, "2026-11-27", { count: 2 })).toEqual([
      "2026-12-14",
      "2026-12-21",
    ]);
    expect(nextVisitDays({ visitDays: ["MONDAY"], startDate: "2025-01-06" }, "2026-11-27", { count: 5, endDate: "2026-12-08" })).toEqual(["2026-11-30", "2026-12-07"]);
    expect(nextVisitDays({ visitDays: ["MONDAY"], startDate: null }, "2026-11-27")).toEqual([]);
  });

  it("reports newest first, alerts apart, by date newest first whatever their level (5 Nov, 2 Nov, 1 Nov)", () => {
    const events = [
      { id: "a", date: "2026-11-02T09:00:00Z", level: "NORMAL", LPFRType: 5 },
      { id: "b", date: "2026-11-03T09:00:00Z", level: "IMPORTANT", LPFRType: 1 },
      { id: "c", date: "2026-11-01T09:00:00Z", level: "IMPORTANT", LPFRType: 5 },
      { id: "d", date: "2026-11-04T09:00:00Z", level: "NORMAL", LPFRType: 1 },
      { id: "e", date: "2026-11-05T09:00:00Z", level: "NORMAL", LPFRType: 5 },
    ];
    expect(reportsNewestFirst(events).map((event) => event.id)).toEqual(["d", "b"]);
    expect(alertsNewestFirst(events).map((event) => event.id)).toEqual(["e", "a", "c"]);
  });

  it("important: what the hub levels IMPORTANT, and an alert the postman raised or a need he saw whatever its level", () => {
    expect(isImportant({ level: "IMPORTANT", LPFRType: 1, value: "OK" })).toBe(true);
    expect(isImportant({ level: "NORMAL", LPFRType: 5, value: "BESOIN_FACTEUR" })).toBe(true);
    expect(isImportant({ level: "NORMAL", LPFRType: 5, value: "OK" })).toBe(true);
    expect(isImportant({ level: "NORMAL", LPFRType: 1, value: "BESOIN_FACTEUR" })).toBe(true);
    expect(isImportant({ level: "NORMAL", LPFRType: 1, value: "OK" })).toBe(false);
    expect(isImportant({ level: "NORMAL", LPFRType: 1 })).toBe(false);
  });
});
