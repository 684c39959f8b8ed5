import { addDays } from "~/domain/dashboard/calendar";

/**
 * What a relative's follow-up page shows (issue 28), pure: the next visit days, the reports newest
 * first, the alerts with IMPORTANT first. Events are the hub's (SPEC 3, "Alert and device
 * event"): LPFRType 5 is an alert, the others are the postman's visit reports.
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

/** The visit reports, newest first. */
export function reportsNewestFirst<T extends FollowedEvent>(events: readonly T[]): T[] {
  return events.filter((event) => !isAlert(event)).sort((a, b) => b.date.localeCompare(a.date));
}

/** The alerts: IMPORTANT first, then NORMAL, each newest first. */
export function alertsImportantFirst<T extends FollowedEvent>(events: readonly T[]): T[] {
  const rank = (event: T) => (event.level === "IMPORTANT" ? 0 : 1);
  return events.filter(isAlert).sort((a, b) => rank(a) - rank(b) || b.date.localeCompare(a.date));
}

const NEEDS = ["GROCERIES", "PAPERWORK", "HOME_REPAIR", "COMPANY", "HEALTH"];

/** The words of a need the postman saw (a code of the hub's; people read words). */
export const needWording = (need: string) => ({ key: `family:needs.${NEEDS.includes(need) ? need : "OTHER"}` });
