/**
 * SEPA direct debit (SPEC 3 "payment", SPEC 9; DESIGN 7): the IBAN (ISO 13616), the optional BIC
 * (ISO 9362), the account owner, the mandate reference (RUM), and the mandate form's schema.
 *
 * DESIGN 7: IBAN and BIC never enter a cookie or a log; they are shown masked (`maskIban`).
 */

import { validateIBAN, ValidationErrorsIBAN } from "ibantools";
import { z } from "zod";
import { nameLine } from "~/kernel/addresses/address";
import { type Check, type ValidationKey, optionalText, requiredText } from "~/kernel/people/form-fields";

/**
 * The countries of the SEPA scheme (EPC list of SEPA countries and territories): an IBAN of
 * another country cannot be debited here and is refused as a format error. Ours, since a
 * library's list of IBAN countries is not the SEPA list (Albania, Montenegro, Moldova, North
 * Macedonia and Serbia joined SEPA; Kosovo has IBANs but is not a member).
 */
export const SEPA_COUNTRIES: ReadonlySet<string> = new Set([
  // EU
  "AT", "BE", "BG", "CY", "CZ", "DE", "DK", "EE", "ES", "FI", "FR", "GR", "HR", "HU", "IE", "IT", "LT", "LU", "LV", "MT",
  "NL", "PL", "PT", "RO", "SE", "SI", "SK",
  // EEA, Switzerland, United Kingdom and the other members
  "IS", "LI", "NO", "CH", "GB", "GI", "MC", "SM", "VA", "AD", "AL", "MD", "ME", "MK", "RS",
]);

const CHECKSUM_ERRORS = new Set([
  ValidationErrorsIBAN.WrongIBANChecksum,
  ValidationErrorsIBAN.WrongAccountBankBranchChecksum,
  ValidationErrorsIBAN.ChecksumNotNumber,
]);

/** An IBAN as stored: no spaces, upper case ("fr76 3000 6000…" → "FR763000600…"). */
export function normaliseIban(typed: string): string {
  return typed.replace(/\s+/g, "").toUpperCase();
}

/**
 * The message for a typed IBAN, checked by ibantools (ISO 13616: each country's structure and
 * length, mod 97-10, and the national check digits it knows): required when empty; format when
 * it is not an IBAN of a SEPA country of the right structure; checksum when only a check fails.
 */
export function ibanIssue(typed: string): ValidationKey | undefined {
  const iban = normaliseIban(typed);
  if (iban === "") return "iban.required";
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]+$/.test(iban) || !SEPA_COUNTRIES.has(iban.slice(0, 2))) return "iban.format";
  const { valid, errorCodes } = validateIBAN(iban);
  if (valid) return undefined;
  return errorCodes.every((code) => CHECKSUM_ERRORS.has(code)) ? "iban.checksum" : "iban.format";
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
