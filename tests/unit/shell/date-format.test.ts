import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { formatDay, formatMoment, formatMonth, formatShortDate } from "~/kernel/i18n/date-format";
import { formatEuros, formatEurosIn } from "~/kernel/money/money";
import { formatPhoneNumber } from "~/kernel/people/phone";

/**
 * Dates and numbers in French format (decision 104): "1er mars" not "1 mars", "1 058,80 €" not
 * "1058,80 €", phone numbers in pairs; one module for long dates that every page, mail and
 * document text uses.
 */
describe("long dates, one rule", () => {
  it("writes the first of a month '1er' in French, '1' in English", () => {
    expect(formatDay("2026-03-01", "fr")).toBe("1er mars 2026");
    expect(formatDay("2026-03-01", "en")).toBe("1 March 2026");
    expect(formatDay("2026-03-02", "fr")).toBe("2 mars 2026");
    expect(formatDay("2026-08-01T22:30:00Z", "fr")).toBe("1er août 2026");
    expect(formatMonth("2026-03-01", "fr")).toBe("mars 2026");
  });

  it("gives a moment's day and time in French time, the first of the month '1er' there too", () => {
    // 1 March 2026 09:05 UTC is 10:05 in Paris (winter time).
    expect(formatMoment(new Date("2026-03-01T09:05:00Z"), "fr")).toEqual({ day: "1er mars 2026", time: "10:05" });
    expect(formatMoment(new Date("2026-03-01T09:05:00Z"), "en")).toEqual({ day: "1 March 2026", time: "10:05" });
    // 30 June 2026 23:30 UTC is already 1 July in Paris (summer time).
    expect(formatMoment(new Date("2026-06-30T23:30:00Z"), "fr")).toEqual({ day: "1er juillet 2026", time: "01:30" });
  });

  it("writes a short date as forms read it, anything else as it is", () => {
    expect(formatShortDate("1950-03-02")).toBe("02/03/1950");
    expect(formatShortDate("2026-12-24T10:00:00Z")).toBe("24/12/2026");
    expect(formatShortDate("demain")).toBe("demain");
  });

  it("is the only place that asks Intl for a long date or a month's name", () => {
    const files = (dir: string): string[] =>
      readdirSync(dir).flatMap((name) => {
        const path = join(dir, name);
        return statSync(path).isDirectory() ? files(path) : /\.tsx?$/.test(name) ? [path] : [];
      });
    const longDates = [...files("app"), ...files("server")].filter((path) => /dateStyle|month: "long"|toLocaleDateString/.test(readFileSync(path, "utf8")));
    expect(longDates).toEqual([join("app", "kernel", "i18n", "date-format.ts")]);
  });
});

describe("amounts and phone numbers", () => {
  it("groups thousands with a no-break space and writes the decimals after a comma: '1 058,80 €'", () => {
    expect(formatEuros(105880)).toBe("1\u00a0058,80\u00a0€");
    expect(formatEurosIn(105880, "en")).toBe("€1,058.80");
  });

  it("writes phone numbers in pairs, a short number too", () => {
    expect(formatPhoneNumber("0612345678")).toBe("06 12 34 56 78");
    expect(formatPhoneNumber("06.12.34.56.78")).toBe("06 12 34 56 78");
    expect(formatPhoneNumber("3631")).toBe("36 31");
  });
});
