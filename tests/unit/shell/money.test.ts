import { describe, expect, it } from "vitest";
import { formatEuros, taxCreditCents } from "~/domain/money";

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
});
