import { dayIn } from "../discount/validity";
import { dateFormat } from "../date-format";

/** Calendar arithmetic on `YYYY-MM-DD` days (the service's days, French time). */
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

type Language = "fr" | "en";

const languageOf = (locale: string): Language => (locale === "en" ? "en" : "fr");

/**
 * A language's twelve month names as Intl writes them in a date ("mars", "March"), read once:
 * fixed texts of the language, nothing of a person. Formatting through Intl costs a microsecond
 * or two a date; a page of 33 invoices wrote 99 months, about 8 % of its CPU.
 */
const monthNames = new Map<Language, readonly string[]>();

function monthsOf(language: Language): readonly string[] {
  let names = monthNames.get(language);
  if (!names) {
    const format = dateFormat(language, { day: "numeric", month: "long", timeZone: "UTC" });
    names = Array.from({ length: 12 }, (_, month) => format.formatToParts(new Date(Date.UTC(2000, month, 15, 12))).find((part) => part.type === "month")!.value);
    monthNames.set(language, names);
  }
  return names;
}

/** The day a `YYYY-MM-DD…` string names, at noon UTC, or null when it names none. */
function noonOf(day: string): Date | null {
  // As the ISO parser reads `${day.slice(0, 10)}T12:00:00.000Z`, without building the string and
  // parsing it (a page of invoices reads 33 days): a month 01–12 and a day 01–31, a day past the
  // month's end rolling over into the next.
  const found = DAY_AHEAD.exec(day);
  if (!found) return null;
  const month = Number(found[2]);
  const date = Number(found[3]);
  if (month < 1 || month > 12 || date < 1 || date > 31) return null;
  const noon = new Date(0);
  noon.setUTCFullYear(Number(found[1]), month - 1, date);
  noon.setUTCHours(12);
  return noon;
}

const DAY_AHEAD = /^(\d{4})-(\d{2})-(\d{2})/;

/** "12 mars 2024", "1er mars 2024" / "12 March 2024": a day as people read it (Intl's long date, in UTC; French writes the first "1er"). */
export function formatDay(day: string, locale: string): string {
  const date = noonOf(day);
  if (!date) return day;
  const language = languageOf(locale);
  const dayOfMonth = date.getUTCDate() === 1 && language === "fr" ? "1er" : String(date.getUTCDate());
  return `${dayOfMonth} ${monthsOf(language)[date.getUTCMonth()]} ${date.getUTCFullYear()}`;
}

/** "mars 2024" / "March 2024": the month of a day (an invoice's period). */
export function formatMonth(day: string, locale: string): string {
  const date = noonOf(day);
  if (!date) return day;
  return `${monthsOf(languageOf(locale))[date.getUTCMonth()]} ${date.getUTCFullYear()}`;
}
