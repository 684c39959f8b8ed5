import { describe, expect, it } from "vitest";
import { formatEuros, formatEurosIn, taxCreditCents, yearTaxCredit } from "~/kernel/money/money";

describe("prices in cents shown in euros (SPEC 9)", () => {
  it("divides by 100 with a comma as decimal separator", () => {
    expect(formatEuros(8260)).toBe("82,60\u00a0€");
    expect(formatEuros(9950)).toBe("99,50\u00a0€");
    expect(formatEuros(1128)).toBe("11,28\u00a0€");
  });
  it("shows whole amounts without decimals", () => {
    expect(formatEuros(9900)).toBe("99\u00a0€");
    expect(formatEuros(0)).toBe("0\u00a0€");
  });
  it("computes the tax credit as 50 % of the price", () => {
    expect(taxCreditCents(8260)).toBe(4130);
    expect(taxCreditCents(9950)).toBe(4975);
  });

  it("writes an amount as the page's language does: French on a French page, English on an English one", () => {
    expect(formatEurosIn(8260, "fr")).toBe("82,60\u00a0€");
    expect(formatEurosIn(8260, "en")).toBe("€82.60");
    expect(formatEurosIn(123450, "fr")).toBe("1\u00a0234,50\u00a0€");
    expect(formatEurosIn(123450, "en")).toBe("€1,234.50");
    // SPEC 9: whole numbers show no decimals, in either language.
    expect(formatEurosIn(4900, "fr")).toBe("49\u00a0€");
    expect(formatEurosIn(4900, "en")).toBe("€49");
    expect(formatEurosIn(-500, "en")).toBe("-€5");
    expect(formatEurosIn(10588000, "en")).toBe("€105,880");
  });
});

describe("a year's tax credit, after the prepaid CESU (SPEC 9, CGI art. 199 sexdecies)", () => {
  it("is 50 % of what was paid less what was paid by prepaid CESU", () => {
    // The seed contract's 2025: 1 058,80 € paid, 150 € of it by CESU → 908,80 € eligible, 454,40 € credit.
    expect(yearTaxCredit({ paidInCents: 105880, prepaidCesuInCents: 15000 })).toEqual({ paidInCents: 105880, prepaidCesuInCents: 15000, eligibleInCents: 90880, creditInCents: 45440 });
    // Its 2024: 865 € paid, 200 € by CESU → 332,50 €.
    expect(yearTaxCredit({ paidInCents: 86500, prepaidCesuInCents: 20000 }).creditInCents).toBe(33250);
  });
  it("without CESU is half of what was paid; CESU beyond what was paid leaves nothing", () => {
    expect(yearTaxCredit({ paidInCents: 8260, prepaidCesuInCents: 0 }).creditInCents).toBe(4130);
    expect(yearTaxCredit({ paidInCents: 8260, prepaidCesuInCents: 9000 })).toMatchObject({ prepaidCesuInCents: 8260, eligibleInCents: 0, creditInCents: 0 });
  });
});
