/**
 * Dates as people read them, in one place for every page, mail and document text the app makes
 * (decision 104): long dates ("1er mars 2026", French writes the first of a month "1er"; "1 March
 * 2026"), months ("mars 2026"), short dates ("01/03/2026") and a moment ("1er mars 2026 à 10:05"
 * through the page's wording). Pure: no clock, no person.
 *
 * Date formatters, made once per language and style. Building an `Intl.DateTimeFormat` costs
 * tens of microseconds (a page of invoices built one per row); formatting with one is cheap. A
 * formatter holds only a language and options, nothing of a person.
 */
const formats = new Map<string, Intl.DateTimeFormat>();

/** The formatter for `locale` ("fr", "en", or a full tag such as "en-GB") and `options`. */
export function dateFormat(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const tag = locale === "en" ? "en-GB" : locale === "fr" ? "fr-FR" : locale;
  const key = `${tag}\u0000${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(tag, options);
    formats.set(key, format);
  }
  return format;
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

/** "2026-12-24" (or a date-time) → "24/12/2026", as forms and French read a short date; what is not such a date, as it is. */
export function formatShortDate(iso: string): string {
  const found = DAY_AHEAD.exec(iso);
  return found ? `${found[3]}/${found[2]}/${found[1]}` : iso;
}

/**
 * An instant as people read it in French time: its day, long ("1er mars 2026"), and its time
 * ("10:05"); the page joins them in its words ("le … à …").
 */
export function formatMoment(instant: Date, locale: string): { day: string; time: string } {
  const parts = dateFormat("en-GB", { timeZone: "Europe/Paris", year: "numeric", month: "2-digit", day: "2-digit" }).formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((candidate) => candidate.type === type)?.value ?? "";
  const day = formatDay(`${part("year")}-${part("month")}-${part("day")}`, locale);
  const time = dateFormat(languageOf(locale), { hour: "2-digit", minute: "2-digit", timeZone: "Europe/Paris" }).format(instant);
  return { day, time };
}

/** How a sentence about a day reads from `today` (both `YYYY-MM-DD`): in the past, the present (that day is today) or the future. */
export type Tense = "past" | "present" | "future";

export function tenseOf(day: string, today: string): Tense {
  return day < today ? "past" : day === today ? "present" : "future";
}
