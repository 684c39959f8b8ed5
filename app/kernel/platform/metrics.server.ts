import { Counter, Histogram, Registry, collectDefaultMetrics } from "prom-client";

/**
 * What an operator watches (docs/deploy.md): the app's Prometheus metrics, served on the metrics
 * port only (server/app/metrics.ts). Every label takes values from a small closed set (route ids,
 * service names, outcomes, statuses): never a path, an id or a person's data. Kept once per
 * process under a global symbol: the app server (server/app) and the Remix build each bundle
 * their own copy of this module, and a metric registers once.
 */
function createMetrics() {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const seconds = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
  return {
    registry,
    requests: new Histogram({
      name: "vsmp_http_request_duration_seconds",
      help: "Requests served, by Remix route id, method and status: their count and how long each took to answer",
      labelNames: ["route", "method", "status"] as const,
      buckets: seconds,
      registers: [registry],
    }),
    upstream: new Histogram({
      name: "vsmp_upstream_request_duration_seconds",
      help: "Upstream calls by service, outcome (ok, status: an error status, timeout, network, malformed: an unreadable body) and status class (2xx to 5xx, none without an answer), and how long each took",
      labelNames: ["service", "outcome", "status"] as const,
      buckets: seconds,
      registers: [registry],
    }),
    pageCache: new Counter({
      name: "vsmp_page_cache_lookups_total",
      help: "Lookups of the shared cache of anonymous editorial pages, by result (hit, miss)",
      labelNames: ["result"] as const,
      registers: [registry],
    }),
    promoRefusals: new Counter({
      name: "vsmp_promo_tries_refused_total",
      help: "Promo code tries refused by the limiter, by whose limit was reached (visitor, address)",
      labelNames: ["by"] as const,
      registers: [registry],
    }),
    mails: new Counter({
      name: "vsmp_mails_total",
      help: "Mails handed to the relay (sent) or not (failed), by kind",
      labelNames: ["kind", "outcome"] as const,
      registers: [registry],
    }),
    sessionStoreErrors: new Counter({
      name: "vsmp_session_store_errors_total",
      help: "Session store (Redis) operations that failed, by operation (read, write, delete)",
      labelNames: ["operation"] as const,
      registers: [registry],
    }),
  };
}

const KEY = Symbol.for("vsmp.metrics");
const holder = globalThis as unknown as Record<symbol, ReturnType<typeof createMetrics> | undefined>;

export const metrics = (holder[KEY] ??= createMetrics());

export type UpstreamOutcome = "ok" | "status" | "timeout" | "network" | "malformed";

/** Counts one upstream call; its status by class (a 404 is not a 503), so the label stays bounded. */
export function countUpstreamCall(service: string, outcome: UpstreamOutcome, startedMs: number, status?: number): void {
  const statusClass = status === undefined || status < 100 || status > 599 ? "none" : `${Math.floor(status / 100)}xx`;
  metrics.upstream.observe({ service, outcome, status: statusClass }, (performance.now() - startedMs) / 1000);
}
