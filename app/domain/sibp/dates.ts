/**
 * The counter's dates as agents type and read them, "12/04/1965", and as upstream writes them,
 * "1965-04-12". Kept apart from the counter's form schemas: the browser needs these, the schemas
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

/** "2026-12-24" (or a date-time) → "24/12/2026"; what is not such a date, as it is. */
export function displayDate(iso: string): string {
  const [year, month, day] = iso.slice(0, 10).split("-");
  return year && month && day ? `${day}/${month}/${year}` : iso;
}
