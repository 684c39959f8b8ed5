import { randomInt } from "node:crypto";

/** Removes spaces and upper-cases an IBAN as typed by a person. */
export function normalizeIban(input: string): string {
  return input.replace(/\s+/g, "").toUpperCase();
}

/** ISO 13616: country code, two check digits, BBAN; the rearranged number mod 97 equals 1. */
export function isValidIban(input: string): boolean {
  const iban = normalizeIban(input);
  if (!/^[A-Z]{2}[0-9]{2}[A-Z0-9]{11,30}$/.test(iban)) return false;
  const rearranged = iban.slice(4) + iban.slice(0, 4);
  let remainder = 0;
  for (const char of rearranged) {
    const value = char >= "A" ? String(char.charCodeAt(0) - 55) : char;
    for (const digit of value) remainder = (remainder * 10 + Number(digit)) % 97;
  }
  return remainder === 1;
}

/**
 * Keeps the country code, the check digits and the last four characters, in groups of four:
 * FR7630006000011234567890189 → "FR76 **** **** **** **** ***0 189".
 */
export function maskIban(input: string): string {
  const iban = normalizeIban(input);
  const masked = iban.slice(0, 4) + "*".repeat(Math.max(0, iban.length - 8)) + iban.slice(-4);
  return masked.replace(/(.{4})(?=.)/g, "$1 ");
}

export function isValidBic(input: string): boolean {
  return /^[A-Z]{6}[A-Z0-9]{2}([A-Z0-9]{3})?$/.test(input.replace(/\s+/g, "").toUpperCase());
}

/** Bank and country code stay visible, the location and branch codes are hidden. */
export function maskBic(input: string): string {
  const bic = input.replace(/\s+/g, "").toUpperCase();
  return bic.slice(0, 6) + "*".repeat(bic.length - 6);
}

/** Characters a SEPA mandate reference (RUM) may contain, at most 35 of them. */
export const RUM_PATTERN = /^[A-Z0-9+?/:().,'-]{1,35}$/;

const RUM_ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";

/** A unique mandate reference that reveals nothing about the account. */
export function generateRum(contractNumber: string): string {
  let suffix = "";
  for (let i = 0; i < 8; i++) suffix += RUM_ALPHABET[randomInt(RUM_ALPHABET.length)];
  return `VSMP-${contractNumber}-${suffix}`;
}

/** "0612345678" → "06 ** ** ** 78". */
export function maskPhone(phone: string): string {
  const digits = phone.replace(/\D/g, "");
  if (digits.length < 4) return "** ** ** ** **";
  return `${digits.slice(0, 2)} ** ** ** ${digits.slice(-2)}`;
}

export const CREDITOR_NAME = "La Poste";
export const CREDITOR_ICS = "FR12ZZZ123456";
