/**
 * The browser's timings of SPEC 8 and 9, in one place (the client entry and the enhanced forms
 * read them), with the chunk-reload guard's rule. Pure: no DOM here.
 */
export const BROWSER_TIMINGS = {
  /** SPEC 8/9: a chunk that fails to load reloads the page at most once per this long. */
  chunkReloadGuardMs: 60_000,
  /** SPEC 9: a notification (a flash message) shows this long by default. */
  notificationMs: 3000,
  /** SPEC 9: the navigation progress bar appears after this long, and fills in this long. */
  progressThrottleMs: 200,
  progressDurationMs: 5000,
  /** SPEC 9: the loading progress steps (percent) the bar moves through. */
  progressSteps: [30, 45] as const,
  /** SPEC 9: links are prefetched once the page has been idle this long. */
  prefetchIdleMs: 2000,
  /** SPEC 9: a fetch triggered by typing waits this long after the last key. */
  fetchDelayMs: 200,
  /** SPEC 9: the layout is the mobile one below this width; resizes are debounced this long. */
  mobileBelowPx: 992,
  resizeDebounceMs: 200,
  /** Our choice: the street completion gives up after this long (the lookup has its own 1500 ms). */
  completionTimeoutMs: 2500,
} as const;

/**
 * SPEC 9's notification duration (3000 ms) is the default: a notice that takes longer to read
 * stays longer, a second for every three words (about 180 words a minute, a slow reader's pace),
 * so that no one loses a message before reading it (WCAG 2.2.1). The time stops while the pointer
 * or the focus is on the notice.
 */
export function notificationDurationMs(text: string): number {
  const words = text.trim().split(/\s+/).filter(Boolean).length;
  return Math.max(BROWSER_TIMINGS.notificationMs, Math.ceil(words / 3) * 1000);
}

/** The session storage key where the last chunk-failure reload's time is kept. */
export const CHUNK_RELOAD_KEY = "vsmp:chunk-reload-at";

/**
 * SPEC 8: whether a chunk that failed to load may reload the page now: never reloaded, or the
 * last reload is at least a minute old (a clock gone backwards counts as old).
 */
export function mayReloadForChunk(lastReloadAt: number | null, now: number): boolean {
  if (lastReloadAt === null || !Number.isFinite(lastReloadAt)) return true;
  const elapsed = now - lastReloadAt;
  return elapsed < 0 || elapsed >= BROWSER_TIMINGS.chunkReloadGuardMs;
}

/** The bar's width (percent) this long after a slow navigation started: the steps, then towards 90. */
export function progressAt(elapsedMs: number): number {
  const { progressThrottleMs, progressDurationMs, progressSteps } = BROWSER_TIMINGS;
  if (elapsedMs < progressThrottleMs) return 0;
  const share = Math.min(1, (elapsedMs - progressThrottleMs) / progressDurationMs);
  if (share < 0.25) return progressSteps[0];
  if (share < 0.5) return progressSteps[1];
  return Math.round(progressSteps[1] + (90 - progressSteps[1]) * Math.min(1, (share - 0.5) * 2));
}
