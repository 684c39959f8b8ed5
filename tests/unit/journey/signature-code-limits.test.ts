import { describe, expect, it } from "vitest";
import {
  INVITATIONS_PER_WINDOW,
  NO_CODES,
  SIGNATURE_CODE_TRIES,
  SIGNATURE_CODES_PER_WINDOW,
  sendSignatureCode,
  sendWithin,
  tryCode,
  type SignatureCodeCounts,
} from "../../../server/sandbox/limits.js";

/** The hub's counts of signature codes and invitation mails (decision 120), as the sandbox plays the hub. */
const at = (iso: string) => new Date(iso);
const MINUTE = 60_000;

/** Sends `count` codes a minute apart from `start`: the counts after the last. */
function sendCodes(count: number, start = at("2026-11-29T08:00:00Z"), counts: SignatureCodeCounts = NO_CODES): SignatureCodeCounts {
  let current = counts;
  for (let i = 0; i < count; i++) {
    const sent = sendSignatureCode(current, new Date(start.getTime() + i * MINUTE));
    if (!sent.allowed) throw new Error(`code ${i + 1} refused`);
    current = sent.counts;
  }
  return current;
}

describe("the signature code's wrong tries", () => {
  it("answers each of the first four wrong codes with the tries left, then the fifth voids the code", () => {
    let counts = sendCodes(1);
    const answers: unknown[] = [];
    for (let i = 0; i < SIGNATURE_CODE_TRIES; i++) {
      const tried = tryCode(counts, false);
      answers.push(tried.outcome === "wrong" ? tried.triesLeft : tried.outcome);
      if (tried.outcome !== "signed") counts = tried.counts;
    }
    expect(answers).toEqual([4, 3, 2, 1, "void"]);
    expect(counts.wrongTries).toBe(5);
  });

  it("refuses even the right code once void, until a new code is sent", () => {
    let counts = sendCodes(1);
    for (let i = 0; i < SIGNATURE_CODE_TRIES; i++) {
      const tried = tryCode(counts, false);
      if (tried.outcome !== "signed") counts = tried.counts;
    }
    expect(tryCode(counts, true).outcome).toBe("void");
    const sent = sendSignatureCode(counts, at("2026-11-29T08:10:00Z"));
    expect(sent.allowed).toBe(true);
    if (!sent.allowed) return;
    // A new code forgets the wrong tries of the one before.
    expect(sent.counts.wrongTries).toBe(0);
    expect(tryCode(sent.counts, true)).toEqual({ outcome: "signed" });
  });

  it("takes the right code after fewer than five wrong ones", () => {
    const counts = { ...sendCodes(1), wrongTries: SIGNATURE_CODE_TRIES - 1 };
    expect(tryCode(counts, true)).toEqual({ outcome: "signed" });
  });
});

describe("the codes sent per contract within an hour", () => {
  it("sends the first code and five re-sends; the sixth re-send within the hour is refused until the first leaves the hour", () => {
    expect(SIGNATURE_CODES_PER_WINDOW).toBe(6);
    const counts = sendCodes(SIGNATURE_CODES_PER_WINDOW);
    const refused = sendSignatureCode(counts, at("2026-11-29T08:30:00Z"));
    expect(refused).toEqual({ allowed: false, retryAt: "2026-11-29T09:00:00.000Z" });
    expect(sendSignatureCode(counts, at("2026-11-29T08:59:59Z")).allowed).toBe(false);
    // An hour after the first code, one more may be sent (and only one: the second left the hour a minute later).
    const next = sendSignatureCode(counts, at("2026-11-29T09:00:00Z"));
    expect(next.allowed).toBe(true);
    if (!next.allowed) return;
    expect(next.counts.sentAt).toHaveLength(SIGNATURE_CODES_PER_WINDOW);
    expect(sendSignatureCode(next.counts, at("2026-11-29T09:00:30Z"))).toEqual({ allowed: false, retryAt: "2026-11-29T09:01:00.000Z" });
  });

  it("forgets codes sent more than an hour ago", () => {
    const counts = sendCodes(SIGNATURE_CODES_PER_WINDOW, at("2026-11-29T06:00:00Z"));
    const sent = sendSignatureCode(counts, at("2026-11-29T08:00:00Z"));
    expect(sent).toEqual({ allowed: true, counts: { sentAt: ["2026-11-29T08:00:00.000Z"], wrongTries: 0 } });
  });
});

describe("the invitation mails per contract within a day", () => {
  const day = { max: INVITATIONS_PER_WINDOW, windowMs: 24 * 3600 * 1000 };

  it("allows ten within 24 hours, refuses the eleventh until the first is a day old", () => {
    let sentAt: string[] = [];
    for (let i = 0; i < 10; i++) {
      const answer = sendWithin(sentAt, day, new Date(Date.parse("2026-11-29T08:00:00Z") + i * MINUTE));
      if (!answer.allowed) throw new Error(`invitation ${i + 1} refused`);
      sentAt = answer.sentAt;
    }
    expect(sendWithin(sentAt, day, at("2026-11-29T20:00:00Z"))).toEqual({ allowed: false, retryAt: "2026-11-30T08:00:00.000Z" });
    expect(sendWithin(sentAt, day, at("2026-11-30T08:00:00Z")).allowed).toBe(true);
  });
});
