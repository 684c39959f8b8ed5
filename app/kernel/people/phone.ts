/**
 * Phone numbers of the people forms (SPEC 5, "Address form messages").
 *
 * Mobile (the spec's rule): in France 10 digits starting 06 or 07, in Belgium 10 digits starting
 * 04; any other country, or a number that is not one of those for the selected country, gets
 * 'phone number incorrect for the selected country'.
 *
 * Landline (the recipient's home phone; the spec does not show a rule, this one is ours): in
 * France 10 digits starting 01 to 05 or 09, in Belgium 9 or 10 digits starting 0.
 *
 * People type numbers as they read them: spaces, dots or hyphens between digits are accepted, and
 * so is the international form (+33 / 0033 for France, +32 / 0032 for Belgium, with or without
 * the trunk 0, "(0)" included). Every accepted number is stored in its 10- or 9-digit national
 * form, e.g. "+33 6 12 34 56 78" → "0612345678".
 */

import type { ValidationKey } from "./form-fields";

/** International calling code of each country whose numbers we know. */
const CALLING_CODES: Readonly<Record<string, string>> = { FRANCE: "33", BELGIQUE: "32" };

const MOBILE: Readonly<Record<string, RegExp>> = {
  FRANCE: /^0[67]\d{8}$/,
  BELGIQUE: /^04\d{8}$/,
};

const LANDLINE: Readonly<Record<string, RegExp>> = {
  FRANCE: /^0[1-59]\d{8}$/,
  BELGIQUE: /^0\d{8,9}$/,
};

/**
 * An optional international prefix (+NN or 00NN, then an optional trunk 0 or "(0)"), then digits
 * with at most one space, dot or hyphen between two digits.
 */
const TYPED_PHONE = /^(?:(?:\+|00)(\d{2})[ .-]?(?:\(0\)[ .-]?|0[ .-]?)?)?(\d(?:[ .-]?\d)*)$/;

export interface ParsedPhone {
  /** The national form: digits only, starting with the trunk 0. */
  national: string;
  /** The calling code typed in the international form ("33", "32"…), absent for a national number. */
  callingCode?: string;
}

/** Reads a typed phone number; undefined when it is not written as a phone number at all. */
export function parsePhone(typed: string): ParsedPhone | undefined {
  const match = TYPED_PHONE.exec(typed.trim());
  if (!match) return undefined;
  const [, callingCode, digitsTyped = ""] = match;
  const digits = digitsTyped.replace(/[ .-]/g, "");
  return callingCode === undefined ? { national: digits } : { national: `0${digits}`, callingCode };
}

/** The national form of a typed number ("06 12 34 56 78" → "0612345678"); unreadable text is only trimmed. */
export function normalisePhone(typed: string): string {
  return parsePhone(typed)?.national ?? typed.trim();
}

function matchesCountry(typed: string, country: string, patterns: Readonly<Record<string, RegExp>>): boolean {
  const phone = parsePhone(typed);
  const pattern = patterns[country];
  if (!phone || !pattern) return false;
  if (phone.callingCode !== undefined && phone.callingCode !== CALLING_CODES[country]) return false;
  return pattern.test(phone.national);
}

/** SPEC 5: France 06/07 + 8 digits, Belgium 04 + 8 digits; no other country. */
export function isMobilePhone(typed: string, country: string): boolean {
  return matchesCountry(typed, country, MOBILE);
}

/** Our rule (not shown in the spec): France 01–05 or 09 + 8 digits; Belgium 0 + 8 or 9 digits. */
export function isLandlinePhone(typed: string, country: string): boolean {
  return matchesCountry(typed, country, LANDLINE);
}

/** A number a person can be called on, mobile or landline (the doctor's phone). */
export function isAnyPhone(typed: string, country: string): boolean {
  return isMobilePhone(typed, country) || isLandlinePhone(typed, country);
}

/** The message for a typed, non-empty mobile number, or undefined when it is right for the country. */
export function mobilePhoneIssue(typed: string, country: string): ValidationKey | undefined {
  return isMobilePhone(typed, country) ? undefined : "phone.country";
}

/** The message for a typed, non-empty landline number, or undefined when it is right for the country. */
export function landlinePhoneIssue(typed: string, country: string): ValidationKey | undefined {
  return isLandlinePhone(typed, country) ? undefined : "landline.country";
}

/** The message for a typed, non-empty number of either kind. */
export function anyPhoneIssue(typed: string, country: string): ValidationKey | undefined {
  return isAnyPhone(typed, country) ? undefined : "phone.country";
}

/** "0612345678" → "06 12 34 56 78", a short number "3631" → "36 31" (in pairs, as French writes them); anything else as stored. */
export function formatPhoneNumber(number: string): string {
  const digits = number.replace(/[\s.-]/g, "");
  return /^(0\d{9}|\d{4})$/.test(digits) ? digits.replace(/(\d{2})(?=\d)/g, "$1 ") : number.trim();
}

/** The help line of the brochure (the content system's subscription block gives the same number). */
export const HELP_LINE = "3631";
