/**
 * Mail content is data, never layout (decision 121): the app's mails are plain text,
 * and a value placed in one (a name a person typed, a number) cannot add a line, a header or
 * anything a mail reader would show other than the value.
 */

// Control characters, and the invisible ones that reorder or hide text.
const INVISIBLE = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]+/gu;

/** A value placed in a mail's text or subject: one line, each run of control characters read as a space. */
export function textValue(value: unknown): string {
  return String(value).replace(INVISIBLE, " ");
}

/** A header's value (subject, recipient): no CR, no LF, no other control character. */
export const headerValue = (value: string) => textValue(value).trim();

/** A mail's whole text: its own line breaks kept (as LF), every other control character removed. */
export function mailBody(text: string): string {
  return text.replace(/\r\n?/g, "\n").replace(/[^\P{Cc}\n]|[\p{Cf}\p{Zl}\p{Zp}]/gu, "");
}
