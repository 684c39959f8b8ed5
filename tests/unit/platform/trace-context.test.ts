import { describe, expect, it } from "vitest";
import { formatTraceparent, newSpanId, newTraceId, parseTraceparent } from "~/kernel/platform/trace-context";

const TRACE = "4bf92f3577b34da6a3ce929d0e0e4736";
const SPAN = "00f067aa0ba902b7";

describe("the W3C traceparent header", () => {
  it("reads the specification's own example, sampled or not", () => {
    expect(parseTraceparent(`00-${TRACE}-${SPAN}-01`)).toEqual({ traceId: TRACE, spanId: SPAN, sampled: true });
    expect(parseTraceparent(`00-${TRACE}-${SPAN}-00`)).toEqual({ traceId: TRACE, spanId: SPAN, sampled: false });
    // Other flag bits are not the sampled one.
    expect(parseTraceparent(`00-${TRACE}-${SPAN}-02`)?.sampled).toBe(false);
  });

  it("reads the first four fields of a later version, and refuses more fields in version 00", () => {
    expect(parseTraceparent(`01-${TRACE}-${SPAN}-01-what-comes-next`)).toEqual({ traceId: TRACE, spanId: SPAN, sampled: true });
    expect(parseTraceparent(`00-${TRACE}-${SPAN}-01-extra`)).toBeNull();
  });

  it("refuses what the specification calls invalid: version ff, all-zero ids, upper case, wrong lengths, anything else", () => {
    for (const header of [
      `ff-${TRACE}-${SPAN}-01`,
      `00-${"0".repeat(32)}-${SPAN}-01`,
      `00-${TRACE}-${"0".repeat(16)}-01`,
      `00-${TRACE.toUpperCase()}-${SPAN}-01`,
      `00-${TRACE.slice(1)}-${SPAN}-01`,
      `00-${TRACE}-${SPAN}0-01`,
      `00-${TRACE}-${SPAN}-1`,
      `0-${TRACE}-${SPAN}-01`,
      `00_${TRACE}_${SPAN}_01`,
      "",
      "traceparent",
      `00-${TRACE}-${SPAN}-01${" x".repeat(300)}`,
      undefined,
      null,
    ]) {
      expect(parseTraceparent(header), String(header)).toBeNull();
    }
  });

  it("writes version 00 with the sampled flag", () => {
    expect(formatTraceparent({ traceId: TRACE, spanId: SPAN, sampled: true })).toBe(`00-${TRACE}-${SPAN}-01`);
    expect(formatTraceparent({ traceId: TRACE, spanId: SPAN, sampled: false })).toBe(`00-${TRACE}-${SPAN}-00`);
  });

  it("draws new ids that a reader takes back, never twice the same", () => {
    const traces = new Set(Array.from({ length: 200 }, newTraceId));
    const spans = new Set(Array.from({ length: 200 }, newSpanId));
    expect(traces.size).toBe(200);
    expect(spans.size).toBe(200);
    for (const traceId of traces) expect(traceId).toMatch(/^[0-9a-f]{32}$/);
    for (const spanId of spans) expect(spanId).toMatch(/^[0-9a-f]{16}$/);
    const started = { traceId: newTraceId(), spanId: newSpanId(), sampled: false };
    expect(parseTraceparent(formatTraceparent(started))).toEqual(started);
  });
});
