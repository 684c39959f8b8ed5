/**
 * When a contract's service starts: one rule, from the day the contract is signed (concluded),
 * the 14-day withdrawal period and the person's explicit request to start before it ends
 * (French consumer law, asked on the order page). The contract hub applies it when a contract is
 * signed (the sandbox plays the hub and calls it); the confirmation, the contract PDF and the
 * dashboard state the date the hub gives (decision 062). Days are `YYYY-MM-DD`, French time.
 */

/** The consumer's withdrawal period after a distance contract (Code de la consommation L221-18). */
export const WITHDRAWAL_DAYS = 14;

/**
 * With the request to start early, the service starts this many days after the signature: the
 * time to ship or install the equipment and to put the beneficiary on the postman's round.
 */
export const EARLY_START_DAYS = 3;

function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00.000Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** Easter Sunday of a year (the Gregorian computus, Meeus/Jones/Butcher). */
function easterSunday(year: number): string {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return `${year}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
}

/** The public holidays of metropolitan France (Code du travail L3133-1). */
export function isPublicHoliday(day: string): boolean {
  const year = Number(day.slice(0, 4));
  const fixed = ["01-01", "05-01", "05-08", "07-14", "08-15", "11-01", "11-11", "12-25"];
  if (fixed.includes(day.slice(5))) return true;
  const easter = easterSunday(year);
  return [1, 39, 50].some((offset) => addDays(easter, offset) === day);
}

function isWorkingDay(day: string): boolean {
  const weekday = new Date(`${day}T00:00:00.000Z`).getUTCDay();
  return weekday !== 0 && weekday !== 6 && !isPublicHoliday(day);
}

/**
 * The last day of the withdrawal period: 14 days counted from the day after the signature, put
 * off to the next working day when it falls on a Saturday, a Sunday or a public holiday
 * (Code de la consommation L221-19, Code de procédure civile 641 and 642).
 */
export function withdrawalPeriodEnd(signatureDate: string): string {
  let end = addDays(signatureDate, WITHDRAWAL_DAYS);
  while (!isWorkingDay(end)) end = addDays(end, 1);
  return end;
}

/**
 * The day the service starts: the day after the withdrawal period ends; with the person's
 * explicit request to start early, {@link EARLY_START_DAYS} days after the signature.
 */
export function serviceStartDate(signatureDate: string, earlyStart: boolean): string {
  const afterWithdrawal = addDays(withdrawalPeriodEnd(signatureDate), 1);
  if (!earlyStart) return afterWithdrawal;
  const early = addDays(signatureDate, EARLY_START_DAYS);
  return early < afterWithdrawal ? early : afterWithdrawal;
}

/**
 * The day whose price is billed next, seen on `day`: the start date while the service has not
 * started yet (its first debit is for its first month), else `day` itself (also while the start
 * is not known: a contract awaiting its signed documents).
 */
export function billedDay(startDate: string | null, day: string): string {
  return startDate !== null && startDate > day ? startDate : day;
}

/** The month of service a day falls in, counted from 1 (the month the service starts in). */
export function serviceMonth(startDate: string, day: string): number {
  const months = (Number(day.slice(0, 4)) - Number(startDate.slice(0, 4))) * 12 + Number(day.slice(5, 7)) - Number(startDate.slice(5, 7));
  return Math.max(1, months + 1);
}

/**
 * The day an avenant takes effect (decision 100): the first day of the month after the request,
 * since a month of service is billed whole; a contract whose service has not started yet starts
 * with the new terms (its start date, when later than that). The contract hub applies it when it
 * quotes and records an avenant (the sandbox plays the hub and calls it).
 */
export function avenantEffectiveDate(requestDay: string, startDate: string | null): string {
  const year = Number(requestDay.slice(0, 4));
  const month = Number(requestDay.slice(5, 7));
  const nextMonth = month === 12 ? `${year + 1}-01-01` : `${year}-${String(month + 1).padStart(2, "0")}-01`;
  if (startDate && startDate > requestDay) return startDate;
  return nextMonth;
}

/** SPEC 9 and CGV art. 3: the contract's initial period, then tacit renewal. */
export const INITIAL_PERIOD_MONTHS = 12;
/** CGV art. 6: the notice of a termination. */
export const TERMINATION_NOTICE_MONTHS = 1;

/** The same day `months` later (the last day of the month when it has no such day). */
function addMonths(day: string, months: number): string {
  const [year, month, date] = day.split("-").map(Number) as [number, number, number];
  const target = new Date(Date.UTC(year, month - 1 + months, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(date, lastDay));
  return target.toISOString().slice(0, 10);
}

/**
 * The earliest day the service can end by the contract's own terms (CGV art. 6), asked on `today`:
 * not before the last day of the initial period (the contract's duration, 12 months) counted from the service's start,
 * nor before a month's notice. A contract whose service has not started yet (or awaits its signed
 * documents: no start date) counts its initial period from its start, at the earliest today. An
 * early end for a legitimate reason (the beneficiary's death or entry into a care home) is not
 * bound by either: that is the caller's to say.
 */
export function earliestTerminationEnd(startDate: string | null, today: string, initialPeriodMonths: number = INITIAL_PERIOD_MONTHS): string {
  const start = startDate ?? today;
  const initialPeriodEnd = addDays(addMonths(start, initialPeriodMonths), -1);
  const notice = addMonths(today, TERMINATION_NOTICE_MONTHS);
  return initialPeriodEnd > notice ? initialPeriodEnd : notice;
}
