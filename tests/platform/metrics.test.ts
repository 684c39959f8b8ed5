/**
 * What an operator watches, on the built app (decision 132): the metrics on their own port, the
 * public port never serving them; requests counted by Remix route id and status, an upstream
 * fault by service and outcome, the shared page cache's hits, a refused promo code; and one
 * request followed by its traceparent through its log lines.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freePort, startApp, startSandbox, type Running } from "./processes";

const CGV = "/particulier/veiller-sur-mes-parents/gestion/cgv";
const ETAPE1 = "/services-seniors/souscription/etape1";
const dataDirectory = mkdtempSync(join(tmpdir(), "metrics-"));
let sandbox: Running;
let app: Running;
let metricsUrl: string;

beforeAll(async () => {
  const [port, metricsPort] = [await freePort(), await freePort()];
  sandbox = await startSandbox(join(dataDirectory, "sandbox.json"), [`http://127.0.0.1:${port}`]);
  // Offers read afresh on every page, so that a fault injected on the price service is met.
  app = await startApp(port, { SANDBOX_PORT: String(sandbox.port), METRICS_PORT: String(metricsPort), OFFERS_CACHE_TTL_S: "0" });
  metricsUrl = `http://127.0.0.1:${metricsPort}/metrics`;
}, 60_000);

afterAll(async () => {
  await app?.stop();
  await sandbox?.stop();
  rmSync(dataDirectory, { recursive: true, force: true });
});

/** The value of one series on the metrics port (0 when it has not been written yet). */
async function sample(name: string, labels: Record<string, string>): Promise<number> {
  const text = await (await fetch(metricsUrl)).text();
  for (const line of text.split("\n")) {
    const match = /^([a-z_]+)(?:\{([^}]*)\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const written = Object.fromEntries([...(match[2] ?? "").matchAll(/([a-z_]+)="([^"]*)"/g)].map(([, key, value]) => [key, value]));
    if (Object.entries(labels).every(([key, value]) => written[key] === value)) return Number(match[3]);
  }
  return 0;
}

function post(path: string, fields: Record<string, string>, headers: Record<string, string> = {}) {
  return fetch(`${app.url}${path}`, {
    method: "POST",
    redirect: "manual",
    headers: { "content-type": "application/x-www-form-urlencoded", origin: app.url, ...headers },
    body: new URLSearchParams(fields),
  });
}

describe("the metrics port", () => {
  it("serves Prometheus's text format with the process's metrics; the public port does not serve them", async () => {
    const response = await fetch(metricsUrl);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = await response.text();
    expect(text).toMatch(/^process_cpu_user_seconds_total \d/m);
    expect(text).toMatch(/^nodejs_eventloop_lag_seconds \d/m);
    expect(text).toContain("# TYPE vsmp_http_request_duration_seconds histogram");

    const publicAnswer = await fetch(`${app.url}/metrics`);
    expect(publicAnswer.status).toBe(404);
    expect(await publicAnswer.text()).not.toContain("process_cpu_user_seconds_total");
    // Nothing else is served on the metrics port.
    expect((await fetch(metricsUrl.replace("/metrics", "/"))).status).toBe(404);
  });

  it("counts requests by Remix route id, method and status, never by path", async () => {
    const labels = { route: "features/journey/steps/services", method: "GET", status: "200" };
    const before = await sample("vsmp_http_request_duration_seconds_count", labels);
    for (let index = 0; index < 3; index += 1) expect((await fetch(`${app.url}${ETAPE1}`)).status).toBe(200);
    expect(await sample("vsmp_http_request_duration_seconds_count", labels)).toBe(before + 3);
    const notFound = { route: "features/editorial/any-page", method: "GET", status: "404" };
    const missing = await sample("vsmp_http_request_duration_seconds_count", notFound);
    expect((await fetch(`${app.url}/nulle-part/${Date.now()}`)).status).toBe(404);
    expect(await sample("vsmp_http_request_duration_seconds_count", notFound)).toBe(missing + 1);
    // A resource route, which no document entry sees, is named by its route id too.
    const health = { route: "features/site/healthz", method: "GET", status: "200" };
    const healthBefore = await sample("vsmp_http_request_duration_seconds_count", health);
    await fetch(`${app.url}/healthz`);
    expect(await sample("vsmp_http_request_duration_seconds_count", health)).toBe(healthBefore + 1);
    const text = await (await fetch(metricsUrl)).text();
    expect(text).not.toMatch(/route="\//);
  });

  it("counts the shared page cache's hits", async () => {
    const hits = await sample("vsmp_page_cache_lookups_total", { result: "hit" });
    await (await fetch(`${app.url}${CGV}`)).text();
    await (await fetch(`${app.url}${CGV}`)).text();
    expect(await sample("vsmp_page_cache_lookups_total", { result: "hit" })).toBeGreaterThanOrEqual(hits + 1);
    expect(await sample("vsmp_http_request_duration_seconds_count", { route: "features/editorial/terms", status: "200" })).toBeGreaterThanOrEqual(2);
  });

  it("counts an upstream fault by service and outcome", async () => {
    const failed = { service: "vsmp", outcome: "status", status: "5xx" };
    const before = await sample("vsmp_upstream_request_duration_seconds_count", failed);
    const injected = await fetch(`${sandbox.url}/__sandbox/faults`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ path: "/vsmp/api/vsmp/v1/steamulo/price", status: 503, times: 1 }),
    });
    expect(injected.status).toBe(201);
    await (await fetch(`${app.url}${ETAPE1}`)).text();
    expect(await sample("vsmp_upstream_request_duration_seconds_count", failed)).toBe(before + 1);
    expect(await sample("vsmp_upstream_request_duration_seconds_count", { service: "vsmp", outcome: "ok" })).toBeGreaterThan(0);
  });

  it("counts a promo code refused by the limiter", async () => {
    const visitor = { "x-forwarded-for": "198.51.100.91" };
    const refusals = await sample("vsmp_promo_tries_refused_total", { by: "visitor" });
    let journey = "";
    for (let index = 0; index < 6; index += 1) {
      const response = await post(ETAPE1, { intent: "apply-promo", promoCode: `FAUX${index}CODE`, remote: "NONE", visitDays: "MONDAY" }, { ...visitor, ...(journey ? { cookie: journey } : {}) });
      journey = response.headers.getSetCookie().find((cookie) => cookie.startsWith("vsmp="))?.split(";")[0] ?? journey;
      const page = await response.text();
      if (index === 5) expect(page).toContain("Vous avez fait 5 essais");
    }
    expect(await sample("vsmp_promo_tries_refused_total", { by: "visitor" })).toBe(refusals + 1);
  });
});

/** The log lines of one request, once its access line is written (the app's output arrives through a pipe). */
async function linesOf(requestId: string): Promise<{ msg: string; trace_id?: string }[]> {
  const deadline = Date.now() + 5000;
  for (;;) {
    const lines = app
      .output()
      .split("\n")
      .filter((line) => line.includes(`"${requestId}"`))
      .map((line) => JSON.parse(line) as { msg: string; trace_id?: string });
    if (lines.some((line) => line.msg === "request") || Date.now() > deadline) return lines;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe("a request's trace context", () => {
  it("is taken from a valid traceparent and written on every log line of the request, its upstream calls' too", async () => {
    const traceId = "4bf92f3577b34da6a3ce929d0e0e4736";
    const response = await fetch(`${app.url}${ETAPE1}`, { headers: { traceparent: `00-${traceId}-00f067aa0ba902b7-01`, "x-request-id": "metrics-trace-0001" } });
    await response.text();
    const lines = await linesOf("metrics-trace-0001");
    expect(lines.some((line) => line.msg === "request")).toBe(true);
    expect(lines.some((line) => line.msg === "upstream")).toBe(true);
    expect(lines.every((line) => line.trace_id === traceId)).toBe(true);
  });

  it("is started when the request brings none or an invalid one, and differs from request to request", async () => {
    const ids: string[] = [];
    for (const [index, header] of [undefined, "00-00000000000000000000000000000000-00f067aa0ba902b7-01"].entries()) {
      const requestId = `metrics-trace-100${index}`;
      await (await fetch(`${app.url}/healthz`, { headers: { "x-request-id": requestId, ...(header ? { traceparent: header } : {}) } })).text();
      const access = (await linesOf(requestId)).find((line) => line.msg === "request");
      ids.push(access!.trace_id!);
    }
    for (const id of ids) expect(id).toMatch(/^[0-9a-f]{32}$/);
    expect(ids[1]).not.toBe("0".repeat(32));
    expect(ids[0]).not.toBe(ids[1]);
  });
});
