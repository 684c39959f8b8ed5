import { addDays } from "~/kernel/contract/calendar";

/**
 * What a relative's follow-up page shows, pure: the next visit days, the reports and
 * the alerts newest first, which events are important. Events are the hub's (SPEC 3, "Alert and
 * device event"): LPFRType 5 is an alert, the others are the postman's visit reports.
 */
const WEEKDAYS = ["SUNDAY", "MONDAY", "TUESDAY", "WEDNESDAY", "THURSDAY", "FRIDAY", "SATURDAY"] as const;

/** How far back the follow-up page reads: the last 60 days. */
export const FOLLOW_DAYS = 60;

/**
 * The next `count` visit days from `today` (today included): days of the week the contract
 * names, from its start, outside a suspension, before its end of service.
 */
export function nextVisitDays(
  delivery: { visitDays: readonly string[]; startDate: string | null; suspension?: { startDate: string; endDate: string } | null },
  today: string,
  { count = 5, endDate = null }: { count?: number; endDate?: string | null } = {},
): string[] {
  if (!delivery.startDate || delivery.visitDays.length === 0) return [];
  const days: string[] = [];
  let day = delivery.startDate > today ? delivery.startDate : today;
  for (let step = 0; step < 366 && days.length < count; step += 1, day = addDays(day, 1)) {
    if (endDate && day > endDate) break;
    const weekday = WEEKDAYS[new Date(`${day}T12:00:00.000Z`).getUTCDay()]!;
    if (!delivery.visitDays.includes(weekday)) continue;
    if (delivery.suspension && day >= delivery.suspension.startDate && day <= delivery.suspension.endDate) continue;
    days.push(day);
  }
  return days;
}

export interface FollowedEvent {
  id: string;
  date: string;
  level: string;
  LPFRType: number;
}

export const isAlert = (event: Pick<FollowedEvent, "LPFRType">) => event.LPFRType === 5;

/** The postman's marker of a visit where the recipient needs something (SPEC 3). */
const NEED_SEEN = "BESOIN_FACTEUR";

/**
 * Whether an event is marked important, on every page that lists it and for the mails: what the
 * hub levels IMPORTANT, and whatever the postman flagged whatever its level, an alert he raised
 * ("Alerte signalée par le facteur") as a need he saw. A flag of the postman's read as less than
 * a routine need would send a family's eye to the wrong line.
 */
export function isImportant(event: { level: string; LPFRType: number; value?: string }): boolean {
  return event.level === "IMPORTANT" || isAlert(event) || event.value === NEED_SEEN;
}

/** The visit reports, newest first. */
export function reportsNewestFirst<T extends FollowedEvent>(events: readonly T[]): T[] {
  return events.filter((event) => !isAlert(event)).sort((a, b) => b.date.localeCompare(a.date));
}

/** The alerts by date, newest first: a family reads what happened last first; importance is marked on each, not sorted on. */
export function alertsNewestFirst<T extends FollowedEvent>(events: readonly T[]): T[] {
  return events.filter(isAlert).sort((a, b) => b.date.localeCompare(a.date));
}

const NEEDS = ["GROCERIES", "PAPERWORK", "HOME_REPAIR", "COMPANY", "HEALTH"];

/** The words of a need the postman saw (a code of the hub's; people read words). */
export const needWording = (need: string) => ({ key: `family:needs.${NEEDS.includes(need) ? need : "OTHER"}` });
