/**
 * What an upstream call tells: the request's trace context in its `traceparent` (W3C), on both
 * ways out (JSON calls over node:http, downloads through the global fetch), and its count by
 * service and outcome in the metrics.
 */
import { delay, http, HttpResponse } from "msw";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { metrics } from "~/kernel/platform/metrics.server";
import { requestContext } from "~/kernel/platform/request-context.server";
import { parseTraceparent } from "~/kernel/platform/trace-context";
import { createUpstreamClient } from "~/kernel/upstream/http.server";

const BASE = "http://upstream.test";
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterEach(() => {
  server.resetHandlers();
  vi.restoreAllMocks();
});
afterAll(() => server.close());

const REQUEST = { traceId: "4bf92f3577b34da6a3ce929d0e0e4736", spanId: "00f067aa0ba902b7", sampled: true };
const inRequest = <T>(run: () => Promise<T>) => requestContext.run({ requestId: "req-trace-0001", trace: REQUEST }, run);

/** Answers `/echo` with the traceparent it received. */
function echoTraceparent() {
  const seen: string[] = [];
  server.use(
    http.all(`${BASE}/echo`, ({ request }) => {
      seen.push(request.headers.get("traceparent") ?? "");
      return HttpResponse.json({ ok: true });
    }),
  );
  return seen;
}

async function calls(service: string, outcome: string): Promise<number> {
  const { values } = await metrics.upstream.get();
  return values.find((value) => value.metricName === "vsmp_upstream_request_duration_seconds_count" && value.labels.service === service && value.labels.outcome === outcome)?.value ?? 0;
}

describe("an upstream call carries the request's trace context", () => {
  const client = createUpstreamClient({ name: "traced", baseUrl: BASE, timeoutMs: 1000 });

  it("names the request's trace and a span of its own, a new one per call, on JSON calls and downloads alike", async () => {
    const seen = echoTraceparent();
    await inRequest(async () => {
      await client.get("/echo", z.unknown());
      await client.post("/echo", z.unknown(), { body: {} });
      await (await client.send("GET", "/echo")).text();
    });
    expect(seen).toHaveLength(3);
    const parents = seen.map(parseTraceparent);
    for (const parent of parents) {
      expect(parent).toMatchObject({ traceId: REQUEST.traceId, sampled: true });
      expect(parent!.spanId).not.toBe(REQUEST.spanId);
    }
    expect(new Set(parents.map((parent) => parent!.spanId)).size).toBe(3);
  });

  it("writes the trace id and the call's span id on the call's log line", async () => {
    const seen = echoTraceparent();
    const write = vi.spyOn(process.stdout, "write").mockImplementation(() => true);
    await inRequest(() => client.get("/echo", z.unknown()));
    const line = write.mock.calls.map(([text]) => JSON.parse(String(text))).find((entry) => entry.msg === "upstream");
    expect(line).toMatchObject({ trace_id: REQUEST.traceId, spanId: parseTraceparent(seen[0])!.spanId, requestId: "req-trace-0001" });
  });

  it("starts a trace of its own outside a request", async () => {
    const seen = echoTraceparent();
    await client.get("/echo", z.unknown());
    const parent = parseTraceparent(seen[0]);
    expect(parent).not.toBeNull();
    expect(parent!.traceId).not.toBe(REQUEST.traceId);
  });
});

describe("upstream calls in the metrics", () => {
  it("are counted by service and outcome: ok, an error status, a time-out, a broken connection, an unreadable body", async () => {
    const client = createUpstreamClient({ name: "counted", baseUrl: BASE, timeoutMs: 150 });
    server.use(
      http.get(`${BASE}/ok`, () => HttpResponse.json({})),
      http.get(`${BASE}/refused`, () => HttpResponse.json({ code: "NOPE" }, { status: 503 })),
      http.get(`${BASE}/slow`, async () => {
        await delay(1000);
        return HttpResponse.json({});
      }),
      http.get(`${BASE}/down`, () => HttpResponse.error()),
      http.get(`${BASE}/garbled`, () => new HttpResponse("{", { headers: { "content-type": "application/json" } })),
    );
    const before = Object.fromEntries(await Promise.all(["ok", "status", "timeout", "network", "malformed"].map(async (outcome) => [outcome, await calls("counted", outcome)])));
    await client.get("/ok", z.unknown());
    await client.get("/ok", z.unknown());
    for (const path of ["/refused", "/slow", "/down", "/garbled"]) await expect(client.get(path, z.unknown())).rejects.toThrow();
    expect(await calls("counted", "ok")).toBe(before.ok + 2);
    expect(await calls("counted", "status")).toBe(before.status + 1);
    expect(await calls("counted", "timeout")).toBe(before.timeout + 1);
    expect(await calls("counted", "network")).toBe(before.network + 1);
    expect(await calls("counted", "malformed")).toBe(before.malformed + 1);
    const { values } = await metrics.upstream.get();
    const slow = values.find((value) => value.metricName === "vsmp_upstream_request_duration_seconds_sum" && value.labels.service === "counted" && value.labels.outcome === "timeout");
    expect(slow!.value).toBeGreaterThanOrEqual(0.14);
  });
});
