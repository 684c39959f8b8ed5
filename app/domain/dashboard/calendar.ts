import { dayIn } from "~/domain/discount/validity";
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

export function today(now: Date = new Date()): string {
  return dayIn(now);
}

/** Days from `from` to `to`, both included. */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;
}

/** "12 mars 2024" / "12 March 2024": a day as people read it. */
export function formatDay(day: string, locale: string): string {
  const date = new Date(`${day.slice(0, 10)}T12:00:00.000Z`);
  if (Number.isNaN(date.getTime())) return day;
  return dateFormat(locale === "en" ? "en" : "fr", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" }).format(date);
}
