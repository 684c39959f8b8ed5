/**
 * SPEC 4, 5 and 9, the promo submission counter: 5 tries, then submission disabled for 5 minutes,
 * after which the counter resets. Pure: the stores (memory, Redis) of
 * app/kernel/platform/attempt-limiter.server.ts keep `{ hits, time }` per key and apply these rules.
 *
 * Whose tries are counted (decision 080): the spec's 5 belong to one visitor's journey (or one
 * agent at the counter); an address as a whole gets a ceiling well above it, against enumeration
 * by someone who sends no cookie, so that people behind one address (a post office, a family's
 * box, a care home) do not share one visitor's 5 tries.
 */
import { dateFormat } from "~/kernel/i18n/date-format";

export const MAX_ATTEMPTS = 5;
export const LOCK_DURATION_MS = 5 * 60 * 1000;

/** How many tries a counter allows before it locks, and for how long. */
export interface AttemptRule {
  max: number;
  lockMs: number;
}

/** SPEC 4: one visitor's journey (or one agent): 5 tries, then 5 minutes. */
export const VISITOR_RULE: AttemptRule = { max: MAX_ATTEMPTS, lockMs: LOCK_DURATION_MS };

/** Everyone behind one address together: 50 tries in 5 minutes, ten visitors' worth. */
export const ADDRESS_MAX_ATTEMPTS = 50;
export const ADDRESS_RULE: AttemptRule = { max: ADDRESS_MAX_ATTEMPTS, lockMs: LOCK_DURATION_MS };

/**
 * The spec's submission counter. `time` is when the counter resets, in epoch milliseconds: at the
 * 5th hit it is the release time, 5 minutes later (SPEC 4). Each earlier try also sets it 5 minutes
 * ahead, so a counter nobody uses is forgotten instead of kept for ever: this never allows more
 * than 5 tries in any 5 minutes, and it lets the stores expire every entry.
 */
export interface AttemptCounter {
  hits: number;
  time: number;
}

export interface AttemptStatus {
  /** Submission disabled. */
  locked: boolean;
  /** Tries left before the lock. */
  remaining: number;
  /** When submission is enabled again, while locked. */
  lockedUntil: Date | null;
}

/** The counter as it stands at `now`: once its time has passed it starts again from zero. */
export function currentCounter(counter: AttemptCounter | null | undefined, now: number): AttemptCounter | null {
  if (!counter || now >= counter.time) return null;
  return counter;
}

export function attemptStatus(counter: AttemptCounter | null | undefined, now: number, rule: AttemptRule = VISITOR_RULE): AttemptStatus {
  const current = currentCounter(counter, now);
  const hits = current?.hits ?? 0;
  const locked = current !== null && hits >= rule.max;
  return {
    locked,
    remaining: Math.max(0, rule.max - hits),
    lockedUntil: locked ? new Date(current.time) : null,
  };
}

/** Whether a visitor has promo tries counted (used or locked): only then is a counter shown. */
export function hasTriesCounted(status: AttemptStatus): boolean {
  return status.locked || status.remaining < MAX_ATTEMPTS;
}

export interface CounterStep {
  /** The counter to store. */
  state: AttemptCounter;
  /** False when the try is refused because submission is disabled. */
  allowed: boolean;
  status: AttemptStatus;
}

/**
 * One try at `now` ("increments per attempt"): refused while locked (the counter is left as it is,
 * so a refused try never extends the lock); otherwise counted, and the 5th one (the rule's max)
 * locks submission for 5 minutes.
 */
export function nextCounterState(counter: AttemptCounter | null | undefined, now: number, rule: AttemptRule = VISITOR_RULE): CounterStep {
  const current = currentCounter(counter, now);
  if (current && current.hits >= rule.max) {
    return { state: current, allowed: false, status: attemptStatus(current, now, rule) };
  }
  const state = { hits: (current?.hits ?? 0) + 1, time: now + rule.lockMs };
  return { state, allowed: true, status: attemptStatus(state, now, rule) };
}

/**
 * A try given back (a code that turned out right: only wrong codes are tries, decision 136): one hit
 * less, the counter's time kept; none left, the counter is forgotten. Taking the try first and
 * giving it back after keeps the count atomic, so a burst of posts cannot pass the limit.
 */
export function counterAfterRefund(counter: AttemptCounter | null | undefined, now: number): AttemptCounter | null {
  const current = currentCounter(counter, now);
  if (!current || current.hits <= 1) return null;
  return { hits: current.hits - 1, time: current.time };
}

/** The time submission is enabled again, as the message shows it ("14:35", French time). */
export function formatLockTime(lockedUntil: Date, locale: "fr" | "en", timeZone = "Europe/Paris"): string {
  return dateFormat(locale === "fr" ? "fr" : "en", { hour: "2-digit", minute: "2-digit", timeZone }).format(lockedUntil);
}
