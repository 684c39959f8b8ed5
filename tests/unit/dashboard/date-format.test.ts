import { describe, expect, it } from "vitest";
import { dateFormat } from "~/kernel/i18n/date-format";

describe("date formatters made once per language and style", () => {
  const day = new Date("2024-03-12T12:00:00Z");

  it("format as Intl does, in French and in English", () => {
    const options = { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" } as const;
    expect(dateFormat("fr", options).format(day)).toBe("12 mars 2024");
    expect(dateFormat("en", options).format(day)).toBe("12 March 2024");
    expect(dateFormat("en-GB", { month: "long", year: "numeric", timeZone: "UTC" }).format(day)).toBe("March 2024");
  });

  it("give the same formatter for the same language and options, another for others", () => {
    const options = { hour: "2-digit", minute: "2-digit", timeZone: "Europe/Paris" } as const;
    expect(dateFormat("fr", options)).toBe(dateFormat("fr", { ...options }));
    expect(dateFormat("fr", options)).toBe(dateFormat("fr-FR", options));
    expect(dateFormat("en", options)).not.toBe(dateFormat("fr", options));
    expect(dateFormat("fr", { ...options, timeZone: "UTC" })).not.toBe(dateFormat("fr", options));
  });
});
