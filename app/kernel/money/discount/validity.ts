import { dateFormat } from "~/kernel/i18n/date-format";
import type { DiscountReference } from "./schemas";

/** Discount dates are calendar days of the service, which runs on French time. */
export const SERVICE_TIME_ZONE = "Europe/Paris";

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The calendar day (`YYYY-MM-DD`) that `instant` falls on in `timeZone`. */
export function dayIn(instant: Date, timeZone = SERVICE_TIME_ZONE): string {
  const parts = dateFormat("en-GB", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" }).formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((candidate) => candidate.type === type)?.value;
  return `${part("year")}-${part("month")}-${part("day")}`;
}

/**
 * A referential date as a calendar day: `YYYY-MM-DD` as documented, or a full ISO instant read on
 * the service's time zone. Null when it is neither.
 */
export function calendarDay(value: string, timeZone = SERVICE_TIME_ZONE): string | null {
  if (DAY.test(value)) return value;
  const instant = new Date(value);
  return Number.isNaN(instant.getTime()) ? null : dayIn(instant, timeZone);
}

/**
 * SPEC 5 "Date validity": no dates means valid; only a begin date means valid once started; both
 * mean valid within the range, the whole begin and end days included; anything else (an end
 * date alone, an unreadable date, a day outside the range) is not valid.
 */
export function isWithinValidityDates(
  reference: Pick<DiscountReference, "beginDate" | "endDate">,
  now: Date,
  timeZone = SERVICE_TIME_ZONE,
): boolean {
  const { beginDate, endDate } = reference;
  if (!beginDate && !endDate) return true;
  if (!beginDate) return false;
  const today = dayIn(now, timeZone);
  const begin = calendarDay(beginDate, timeZone);
  if (begin === null || today < begin) return false;
  if (!endDate) return true;
  const end = calendarDay(endDate, timeZone);
  return end !== null && today <= end;
}
