import { dayIn } from "~/kernel/money/discount/validity";

/** Calendar arithmetic on `YYYY-MM-DD` days (the service's days, French time). Dates as people read them: `../date-format`. */
export const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

export function isIsoDay(value: unknown): value is string {
  if (typeof value !== "string" || !ISO_DAY.test(value)) return false;
  const date = new Date(`${value}T00:00:00.000Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00.000Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** The same day `months` later (the last day of the month when it has no such day). */
export function addMonths(day: string, months: number): string {
  const [year, month, date] = day.split("-").map(Number) as [number, number, number];
  const target = new Date(Date.UTC(year, month - 1 + months, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(date, lastDay));
  return target.toISOString().slice(0, 10);
}

/**
 * The clock's minute and its day in French time. Since 2000 every time zone's offset is a whole
 * number of minutes, so a day never starts within a minute. Every dashboard page asks for today,
 * and a reading through Intl costs a few microseconds (about 1 % of the dashboard home's CPU):
 * the clock's day is read once a minute. Only the clock's: a day asked for any other instant is
 * read for that call alone.
 */
let clockDay: { minute: number; day: string } | null = null;

/** Today in French time, or the day of `now` when given. */
export function today(now?: Date): string {
  if (now) return dayIn(now);
  const minute = Math.floor(Date.now() / 60_000);
  if (clockDay?.minute !== minute) clockDay = { minute, day: dayIn(new Date(minute * 60_000)) };
  return clockDay.day;
}

/** Days from `from` to `to`, both included. */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;
}
