/**
 * SPEC 8 "Discount codes": the results a promo code check can end with, plus the two the app
 * adds before any upstream call (a malformed code, a locked field) and one for a full list.
 * Each code is also the key of its message in locales/{fr,en}/discount.json under `errors`.
 */
export const DISCOUNT_ERRORS = [
  "ERR_DATES_VALIDITY",
  "ERR_NOT_FOUND",
  "ERR_ALREADY_APPLIED",
  "ERR_NO_PREVIOUS",
  "ERR_INVALID_FORMAT",
  "ERR_LOCKED",
  "ERR_TOO_MANY",
] as const;

export type DiscountErrorCode = (typeof DISCOUNT_ERRORS)[number];

/**
 * What a promo code may look like: 3 to 20 letters A-Z or digits once normalised. Anything else is
 * refused before an upstream call, so a typed path segment can never reach the referential URL.
 */
export const DISCOUNT_CODE_PATTERN = /^[A-Z0-9]{3,20}$/;

/** The sandbox keeps at most 10 codes per contract; the app refuses an eleventh before saving. */
export const MAX_APPLIED_CODES = 10;

/** Codes are compared trimmed and in upper case ("  bienvenue10 " is BIENVENUE10). */
export function normaliseDiscountCode(raw: string): string {
  return raw.trim().toUpperCase();
}

export function isWellFormedDiscountCode(code: string): boolean {
  return DISCOUNT_CODE_PATTERN.test(code);
}

export type CodeCheck = { ok: true; code: string } | { ok: false; error: DiscountErrorCode };

/** Normalises what the person typed and checks its format. */
export function parseDiscountCode(raw: unknown): CodeCheck {
  if (typeof raw !== "string") return { ok: false, error: "ERR_INVALID_FORMAT" };
  const code = normaliseDiscountCode(raw);
  return isWellFormedDiscountCode(code) ? { ok: true, code } : { ok: false, error: "ERR_INVALID_FORMAT" };
}
