import { randomBytes } from "node:crypto";

/**
 * W3C Trace Context (https://www.w3.org/TR/trace-context/), version 00: the `traceparent` header
 * that ties one person's request to the upstream calls it makes, whoever records them.
 */
export interface TraceParent {
  /** 32 lower-case hex digits, never all zeros. */
  traceId: string;
  /** The span id of the caller: 16 lower-case hex digits, never all zeros. */
  spanId: string;
  /** Bit 0: the caller may have recorded its span (sampled). */
  sampled: boolean;
}

const HEADER = /^([0-9a-f]{2})-([0-9a-f]{32})-([0-9a-f]{16})-([0-9a-f]{2})(-.*)?$/;
const ZERO_TRACE = "0".repeat(32);
const ZERO_SPAN = "0".repeat(16);

/**
 * The incoming header as the specification reads it: version ff is invalid; version 00 has
 * exactly four fields; a later version may carry more after a dash, and its first four are read.
 * All-zero ids, upper-case hex and anything malformed give null (the request starts a trace).
 */
export function parseTraceparent(header: string | null | undefined): TraceParent | null {
  if (typeof header !== "string" || header.length > 512) return null;
  const match = HEADER.exec(header.trim());
  if (!match) return null;
  const [, version, traceId, spanId, flags, rest] = match as unknown as [string, string, string, string, string, string | undefined];
  if (version === "ff" || (version === "00" && rest !== undefined)) return null;
  if (traceId === ZERO_TRACE || spanId === ZERO_SPAN) return null;
  return { traceId, spanId, sampled: (Number.parseInt(flags, 16) & 1) === 1 };
}

export function formatTraceparent({ traceId, spanId, sampled }: TraceParent): string {
  return `00-${traceId}-${spanId}-${sampled ? "01" : "00"}`;
}

function randomHex(bytes: number, zero: string): string {
  // 2^-64 at worst, but the specification forbids all zeros: draw again rather than send one.
  for (;;) {
    const hex = randomBytes(bytes).toString("hex");
    if (hex !== zero) return hex;
  }
}

export const newTraceId = () => randomHex(16, ZERO_TRACE);
export const newSpanId = () => randomHex(8, ZERO_SPAN);
