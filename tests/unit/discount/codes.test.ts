import { describe, expect, it } from "vitest";
import { normaliseDiscountCode, parseDiscountCode } from "~/kernel/money/discount/index";

describe("promo code format, checked before any upstream call", () => {
  it("normalises a code: trimmed and in upper case", () => {
    expect(normaliseDiscountCode("  bienvenue10 ")).toBe("BIENVENUE10");
    expect(parseDiscountCode(" Moins5\t")).toEqual({ ok: true, code: "MOINS5" });
  });

  it("accepts 3 to 20 letters A-Z or digits", () => {
    expect(parseDiscountCode("ABC").ok).toBe(true);
    expect(parseDiscountCode("A".repeat(20)).ok).toBe(true);
    expect(parseDiscountCode("PREMIERMOIS").ok).toBe(true);
  });

  it("refuses anything else with ERR_INVALID_FORMAT", () => {
    for (const raw of ["", "AB", "A".repeat(21), "BIEN VENUE", "../admin", "CODE-10", "ÉTÉ2024", 42, null]) {
      expect(parseDiscountCode(raw)).toEqual({ ok: false, error: "ERR_INVALID_FORMAT" });
    }
  });
});
