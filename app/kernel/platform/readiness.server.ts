import { config } from "~/kernel/platform/config.server";
import { attemptLimiter } from "~/kernel/platform/attempt-limiter.server";
import { isDraining } from "~/kernel/platform/lifecycle.server";

/**
 * Readiness (`/readyz`): whether this instance should get traffic. Not while it drains after
 * SIGTERM; not while an upstream service or identity provider does not answer at all, nor the
 * shared Redis when one is configured. Any HTTP answer counts as reachable: the check is about
 * the network path, not about a particular resource.
 */
export type CheckResult = "ok" | "unreachable";

export interface Readiness {
  ready: boolean;
  draining: boolean;
  checks: Record<string, CheckResult>;
}

const CHECK_TIMEOUT_MS = 2000;
/** Probes of every instance come every few seconds: upstreams see at most one check per second. */
const REMEMBERED_MS = 1000;

/** Each distinct upstream base URL once, named after the services that use it. */
export function upstreamTargets(): Map<string, string> {
  const targets = new Map<string, string>();
  const add = (name: string, url: string) => {
    const known = [...targets].find(([, target]) => target === url);
    if (known) {
      targets.delete(known[0]);
      targets.set(`${known[0]}+${name}`, url);
    } else targets.set(name, url);
  };
  for (const [name, service] of Object.entries(config.services)) add(name, service.baseUrl);
  add("identity-client", config.identity.client.issuer);
  add("identity-agent", config.identity.agent.issuer);
  return targets;
}

async function reachable(url: string): Promise<CheckResult> {
  try {
    const response = await fetch(url, { method: "HEAD", redirect: "manual", signal: AbortSignal.timeout(CHECK_TIMEOUT_MS) });
    await response.body?.cancel();
    return "ok";
  } catch {
    return "unreachable";
  }
}

async function check(): Promise<Record<string, CheckResult>> {
  const entries = [...upstreamTargets()].map(async ([name, url]) => [name, await reachable(url)] as const);
  if (config.redisUrl) {
    entries.push(attemptLimiter().ping().then((answered) => ["redis", answered ? "ok" : "unreachable"] as const));
  }
  return Object.fromEntries(await Promise.all(entries));
}

let last: { at: number; checks: Promise<Record<string, CheckResult>> } | null = null;

export async function readiness(now = Date.now()): Promise<Readiness> {
  if (isDraining()) return { ready: false, draining: true, checks: {} };
  if (!last || now - last.at >= REMEMBERED_MS) last = { at: now, checks: check() };
  const checks = await last.checks;
  return { ready: Object.values(checks).every((result) => result === "ok"), draining: false, checks };
}
