/**
 * The counter's dates as agents type them, "12/04/1965", and as upstream writes them,
 * "1965-04-12" (shown with `formatShortDate` of ../date-format, as every page shows a short date). Kept apart from the counter's form schemas: the browser needs these, the schemas
 * stay on the server.
 */

/** "12/04/1965" → "1965-04-12"; null when it is not a real date. */
export function isoBirthdate(value: string): string | null {
  const match = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(value.trim());
  if (!match) return null;
  const [, day, month, year] = match;
  const date = new Date(`${year}-${month}-${day}T00:00:00Z`);
  if (Number.isNaN(date.getTime()) || date.getUTCDate() !== Number(day) || date.getUTCMonth() + 1 !== Number(month)) return null;
  return `${year}-${month}-${day}`;
}
