/**
 * What the hub allows a contract within a while: the hub counts, not the app, so that
 * every process of the app sees the same counts (decision 120). Pure rules over what the store
 * keeps: the instants of what was sent, and the wrong codes typed since the last code.
 */

/** Wrong codes a signature code survives: the fifth wrong one voids it until a new code is sent. */
export const SIGNATURE_CODE_TRIES = 5;
/** Codes sent per contract within {@link SIGNATURE_CODE_WINDOW_MS}: the first one and five re-sends. */
export const SIGNATURE_CODES_PER_WINDOW = 6;
export const SIGNATURE_CODE_WINDOW_MS = 3600 * 1000;
/** Invitation mails (new invitations and invitations sent again) per contract within {@link INVITATION_WINDOW_MS}. */
export const INVITATIONS_PER_WINDOW = 10;
export const INVITATION_WINDOW_MS = 24 * 3600 * 1000;

export type WindowAnswer = { allowed: true; sentAt: string[] } | { allowed: false; retryAt: string };

/**
 * One more sending at `now`, given the instants of the earlier ones: allowed while fewer than
 * `max` fall within the rolling window (those kept, older ones dropped), else refused until the
 * oldest of them leaves it.
 */
export function sendWithin(sentAt: readonly string[], { max, windowMs }: { max: number; windowMs: number }, now: Date): WindowAnswer {
  const recent = sentAt.filter((instant) => Date.parse(instant) > now.getTime() - windowMs).sort();
  if (recent.length >= max) return { allowed: false, retryAt: new Date(Date.parse(recent[recent.length - max]!) + windowMs).toISOString() };
  return { allowed: true, sentAt: [...recent, now.toISOString()] };
}

/** The counts of a contract's signature codes: when each was sent, and the wrong codes typed since the last. */
export interface SignatureCodeCounts {
  sentAt: string[];
  wrongTries: number;
}

export const NO_CODES: SignatureCodeCounts = { sentAt: [], wrongTries: 0 };

/** A new code at `now`: a fresh code forgets the wrong tries of the one before. */
export function sendSignatureCode(counts: SignatureCodeCounts, now: Date): { allowed: true; counts: SignatureCodeCounts } | { allowed: false; retryAt: string } {
  const answer = sendWithin(counts.sentAt, { max: SIGNATURE_CODES_PER_WINDOW, windowMs: SIGNATURE_CODE_WINDOW_MS }, now);
  return answer.allowed ? { allowed: true, counts: { sentAt: answer.sentAt, wrongTries: 0 } } : answer;
}

export type CodeTry = { outcome: "signed" } | { outcome: "wrong"; triesLeft: number; counts: SignatureCodeCounts } | { outcome: "void"; counts: SignatureCodeCounts };

/**
 * A code typed: once {@link SIGNATURE_CODE_TRIES} wrong codes were typed the code is void, and
 * even the right one is refused until a new code is sent.
 */
export function tryCode(counts: SignatureCodeCounts, right: boolean): CodeTry {
  if (counts.wrongTries >= SIGNATURE_CODE_TRIES) return { outcome: "void", counts };
  if (right) return { outcome: "signed" };
  const wrongTries = counts.wrongTries + 1;
  const next = { ...counts, wrongTries };
  return wrongTries >= SIGNATURE_CODE_TRIES ? { outcome: "void", counts: next } : { outcome: "wrong", triesLeft: SIGNATURE_CODE_TRIES - wrongTries, counts: next };
}
