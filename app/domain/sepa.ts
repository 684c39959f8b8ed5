/**
 * SEPA direct debit (SPEC 3 "payment", SPEC 9; DESIGN 7): the IBAN (ISO 13616), the optional BIC
 * (ISO 9362), the account owner, the mandate reference (RUM), and the mandate form's schema.
 *
 * DESIGN 7: IBAN and BIC never enter a cookie or a log; they are shown masked (`maskIban`).
 */

import { z } from "zod";
import { nameLine } from "./address";
import { type Check, type ValidationKey, optionalText, requiredText } from "./form-fields";

/**
 * IBAN length of each SEPA country (SWIFT IBAN registry). An IBAN of a country outside this list
 * cannot be debited here and is refused as a format error.
 */
export const IBAN_LENGTHS: Readonly<Record<string, number>> = {
  AD: 24, AT: 20, BE: 16, BG: 22, CH: 21, CY: 28, CZ: 24, DE: 22, DK: 18, EE: 20, ES: 24,
  FI: 18, FR: 27, GB: 22, GI: 23, GR: 27, HR: 21, HU: 28, IE: 22, IS: 26, IT: 27, LI: 21,
  LT: 20, LU: 20, LV: 21, MC: 27, MT: 31, NL: 18, NO: 15, PL: 28, PT: 25, RO: 24, SE: 24,
  SI: 19, SK: 24, SM: 27, VA: 22,
};

/** An IBAN as stored: no spaces, upper case ("fr76 3000 6000…" → "FR763000600…"). */
export function normaliseIban(typed: string): string {
  return typed.replace(/\s+/g, "").toUpperCase();
}

/** ISO 13616 / ISO 7064 mod 97-10: the first four characters moved to the end, letters as 10 to 35, remainder 1. */
function ibanRemainder(iban: string): number {
  const rearranged = iban.slice(4) + iban.slice(0, 4);
  let remainder = 0;
  for (const character of rearranged) {
    const value = Number.parseInt(character, 36);
    remainder = (value < 10 ? remainder * 10 + value : remainder * 100 + value) % 97;
  }
  return remainder;
}

/**
 * The message for a typed IBAN: required when empty; format when it is not a country code, two
 * check digits and letters or digits of that country's length; checksum when mod 97 is not 1.
 */
export function ibanIssue(typed: string): ValidationKey | undefined {
  const iban = normaliseIban(typed);
  if (iban === "") return "iban.required";
  const wellFormed = /^[A-Z]{2}\d{2}[A-Z0-9]+$/.test(iban) && IBAN_LENGTHS[iban.slice(0, 2)] === iban.length;
  if (!wellFormed) return "iban.format";
  return ibanRemainder(iban) === 1 ? undefined : "iban.checksum";
}

export function isValidIban(typed: string): boolean {
  return ibanIssue(typed) === undefined;
}

/** How many characters of the end of an IBAN stay visible when masked. */
export const IBAN_VISIBLE_END = 4;

/**
 * The IBAN as shown after it was typed: the country code and check digits (first four
 * characters) and the last four characters stay, every other character becomes "*", in groups of
 * four: "FR7630006000011234567890189" → "FR76 **** **** **** **** ***0 189". Anything too short to
 * be an IBAN (8 characters or fewer) is masked entirely.
 */
export function maskIban(typed: string): string {
  const iban = normaliseIban(typed);
  const long = iban.length > 4 + IBAN_VISIBLE_END;
  const visibleFrom = iban.length - IBAN_VISIBLE_END;
  const masked = [...iban]
    .map((character, index) => (long && (index < 4 || index >= visibleFrom) ? character : "*"))
    .join("");
  return masked.replace(/(.{4})(?=.)/g, "$1 ");
}

/** A BIC as stored: no spaces, upper case. */
export function normaliseBic(typed: string): string {
  return typed.replace(/\s+/g, "").toUpperCase();
}

/** ISO 9362: bank (4 letters), country (2 letters), location (2), optional branch (3). */
const BIC = /^[A-Z]{6}[A-Z0-9]{2}(?:[A-Z0-9]{3})?$/;

export function isValidBic(typed: string): boolean {
  return BIC.test(normaliseBic(typed));
}

const bicCheck: Check = (bic) => (BIC.test(bic) ? undefined : "bic.format");

/** The account owner: a person's name (line 1 characters of a consumer), at most 70 characters. */
export const ACCOUNT_OWNER_MAX_LENGTH = 70;

/**
 * The RUM (référence unique de mandat, ISO 20022 MndtId) is at most 35 characters of the EPC's
 * SEPA character set, the one the SEPA implementation guidelines allow in all messages:
 * a-z A-Z 0-9 / - ? : ( ) . , ' + and space. As an identifier it must not start or end with "/"
 * nor contain "//" (EPC implementation guidelines, rule on references, identifications and
 * identifiers).
 */
export function isValidRum(rum: string): boolean {
  const allowed = /^[A-Za-z0-9/\-?:().,'+ ]{1,35}$/.test(rum);
  return allowed && !rum.startsWith("/") && !rum.endsWith("/") && !rum.includes("//");
}

/** The mandate form: account owner, IBAN, optional BIC. Values come out normalised. */
export const mandateSchema = z.object({
  accountOwner: requiredText(
    "accountOwner.required",
    nameLine("consumer", "accountOwner.tooLong", ACCOUNT_OWNER_MAX_LENGTH),
  ),
  iban: requiredText("iban.required", [ibanIssue], normaliseIban),
  bic: optionalText([bicCheck], normaliseBic),
});
export type Mandate = z.output<typeof mandateSchema>;
