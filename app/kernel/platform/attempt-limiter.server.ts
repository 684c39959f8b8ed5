import { createHash } from "node:crypto";
import { isIPv4, isIPv6 } from "node:net";
import type { Redis } from "ioredis";
import { config } from "~/kernel/platform/config.server";
import { lazyRedis } from "~/kernel/platform/redis.server";
import {
  ADDRESS_RULE,
  attemptStatus,
  counterAfterRefund,
  currentCounter,
  nextCounterState,
  VISITOR_RULE,
  type AttemptCounter,
  type AttemptRule,
  type AttemptStatus,
  type CounterStep,
} from "~/kernel/money/discount/limiter";
import { closeAtShutdown } from "~/kernel/platform/lifecycle.server";
import { log } from "~/kernel/platform/logger.server";
import { metrics } from "~/kernel/platform/metrics.server";

/**
 * The promo attempt limit enforced on the server (SPEC 4, 5, 9; DESIGN 7): 5 tries, then
 * submission disabled for 5 minutes. The rules are app/kernel/money/discount/limiter.ts; this module
 * keeps counters in a store the browser cannot reset: memory by default (one process), Redis
 * when REDIS_URL is set (shared by every instance). A Redis outage never fails the page: the
 * limiter counts in memory meanwhile.
 *
 * Whose tries (decision 080): `takeTry` counts one try against a visitor's own counter (a key
 * the journey's signed cookie or the agent's session names) and against the address's ceiling
 * (`clientKeyFor(remoteAddress, forwardedFor, hops)`, the socket address the app server passes
 * in the load context), which is far higher than one visitor's 5.
 */

export type { AttemptStatus } from "~/kernel/money/discount/limiter";

export interface AttemptResult {
  /** False when the try is refused: submission is disabled until `status.lockedUntil`. */
  allowed: boolean;
  status: AttemptStatus;
}

export interface AttemptLimiter {
  getAttemptStatus(clientKey: string, rule?: AttemptRule): Promise<AttemptStatus>;
  /** Counts one try ("increments per attempt", whatever its outcome); refused while locked. */
  recordAttempt(clientKey: string, rule?: AttemptRule): Promise<AttemptResult>;
  /** Gives back one try counted (a code that turned out right). */
  refundAttempt(clientKey: string): Promise<void>;
  resetAttempts(clientKey: string): Promise<void>;
  /** Whether the shared store answers (readiness); memory always does. */
  ping(): Promise<boolean>;
  close(): Promise<void>;
}

/** One store of counters; `key` is already hashed. */
interface AttemptStore {
  get(key: string, now: number): Promise<AttemptCounter | null>;
  record(key: string, now: number, rule: AttemptRule): Promise<CounterStep>;
  refund(key: string, now: number): Promise<void>;
  reset(key: string): Promise<void>;
  ping(): Promise<boolean>;
  close(): Promise<void>;
}

/** Keys are hashed: the stores never hold a client's address in clear. */
function storeKey(clientKey: string): string {
  return createHash("sha256").update(clientKey).digest("base64url");
}

/**
 * Counters in this process, each forgotten once its time has passed. At most `maxEntries`: when
 * full, expired counters are dropped first, then the least recently used.
 */
export function createMemoryAttemptStore(maxEntries = 10_000): AttemptStore {
  const counters = new Map<string, AttemptCounter>();

  function makeRoom(now: number): void {
    if (counters.size < maxEntries) return;
    for (const [key, counter] of counters) if (now >= counter.time) counters.delete(key);
    while (counters.size >= maxEntries) counters.delete(counters.keys().next().value as string);
  }

  return {
    async get(key, now) {
      const counter = currentCounter(counters.get(key), now);
      if (!counter) counters.delete(key);
      return counter;
    },
    async record(key, now, rule) {
      const step = nextCounterState(counters.get(key), now, rule);
      if (step.allowed) {
        counters.delete(key);
        makeRoom(now);
        counters.set(key, step.state);
      }
      return step;
    },
    async refund(key, now) {
      const counter = counterAfterRefund(counters.get(key), now);
      if (counter) counters.set(key, counter);
      else counters.delete(key);
    },
    async reset(key) {
      counters.delete(key);
    },
    async ping() {
      return true;
    },
    async close() {
      counters.clear();
    },
  };
}

/**
 * One try, atomically: refused without touching the counter while it is at the limit; otherwise
 * INCR, and PEXPIRE 5 minutes ahead (at the 5th hit that is the release time). Answers
 * { allowed (0|1), hits, milliseconds left }.
 */
const RECORD_SCRIPT = `
local hits = tonumber(redis.call('GET', KEYS[1]) or '0')
if hits >= tonumber(ARGV[1]) then
  return {0, hits, redis.call('PTTL', KEYS[1])}
end
hits = redis.call('INCR', KEYS[1])
redis.call('PEXPIRE', KEYS[1], ARGV[2])
return {1, hits, tonumber(ARGV[2])}
`;

/** One try given back: DECR, the key removed at 0, its expiry kept. */
const REFUND_SCRIPT = `
local hits = tonumber(redis.call('GET', KEYS[1]) or '0')
if hits <= 1 then
  redis.call('DEL', KEYS[1])
  return 0
end
return redis.call('DECR', KEYS[1])
`;

const REDIS_PREFIX = "vsmp:discount-attempts:";

/** Redis replies as a counter; a key without expiry (never written so) is treated as expiring now. */
function counterFrom(hits: number, ttlMs: number, now: number): AttemptCounter | null {
  if (!(hits > 0) || ttlMs === -2) return null;
  return { hits, time: now + Math.max(0, ttlMs) };
}

/**
 * Counters in Redis, connected on first use. While Redis cannot be reached (refused, time-out,
 * reconnecting) every call is answered by `fallback` and one warning is logged per outage.
 */
export function createRedisAttemptStore(url: string, fallback: AttemptStore): AttemptStore {
  const { redis, outage: degrade, connected: client } = lazyRedis(url, {
    onOutage: (error) =>
      log("warn", "Discount: Redis unreachable, counting promo attempts in memory", {
        error: error instanceof Error ? error.message : String(error),
      }),
    onBack: () => log("info", "Discount: Redis reachable again, counting promo attempts in Redis"),
  });

  async function withRedis<T>(use: (redis: Redis) => Promise<T>, instead: () => Promise<T>): Promise<T> {
    const ready = await client();
    if (!ready) {
      degrade(new Error(`Redis connection ${redis.status}`));
      return instead();
    }
    try {
      return await use(ready);
    } catch (error) {
      degrade(error);
      return instead();
    }
  }

  return {
    get: (key, now) =>
      withRedis(
        async (ready) => {
          const replies = await ready.multi().get(REDIS_PREFIX + key).pttl(REDIS_PREFIX + key).exec();
          const [[getError, hits] = [], [ttlError, ttl] = []] = replies ?? [];
          if (getError || ttlError) throw getError ?? ttlError;
          return counterFrom(Number(hits ?? 0), Number(ttl), now);
        },
        () => fallback.get(key, now),
      ),
    record: (key, now, rule) =>
      withRedis(
        async (ready) => {
          const reply = (await ready.eval(RECORD_SCRIPT, 1, REDIS_PREFIX + key, rule.max, rule.lockMs)) as number[];
          const [allowed, hits = 0, ttl = 0] = reply;
          const state = counterFrom(hits, ttl, now) ?? { hits: 0, time: now };
          return { state, allowed: allowed === 1, status: attemptStatus(state, now, rule) };
        },
        () => fallback.record(key, now, rule),
      ),
    refund: (key, now) =>
      withRedis(
        async (ready) => {
          await ready.eval(REFUND_SCRIPT, 1, REDIS_PREFIX + key);
        },
        () => fallback.refund(key, now),
      ),
    reset: (key) =>
      withRedis(
        async (ready) => {
          await ready.del(REDIS_PREFIX + key);
          await fallback.reset(key);
        },
        () => fallback.reset(key),
      ),
    async ping() {
      const ready = await client();
      return ready !== null && (await ready.ping().catch(() => null)) === "PONG";
    },
    async close() {
      redis.disconnect();
      await fallback.close();
    },
  };
}

export interface AttemptLimiterOptions {
  /** Redis when set, else memory. */
  redisUrl?: string;
  /** The clock, in epoch milliseconds (tests). */
  now?: () => number;
  /** Bound of the memory store. */
  maxEntries?: number;
}

export function createAttemptLimiter(options: AttemptLimiterOptions = {}): AttemptLimiter {
  const now = options.now ?? Date.now;
  const memory = createMemoryAttemptStore(options.maxEntries);
  const store = options.redisUrl ? createRedisAttemptStore(options.redisUrl, memory) : memory;
  return {
    async getAttemptStatus(clientKey, rule = VISITOR_RULE) {
      const at = now();
      return attemptStatus(await store.get(storeKey(clientKey), at), at, rule);
    },
    async recordAttempt(clientKey, rule = VISITOR_RULE) {
      const { allowed, status } = await store.record(storeKey(clientKey), now(), rule);
      return { allowed, status };
    },
    refundAttempt: (clientKey) => store.refund(storeKey(clientKey), now()),
    resetAttempts: (clientKey) => store.reset(storeKey(clientKey)),
    ping: () => store.ping(),
    close: () => store.close(),
  };
}

let shared: AttemptLimiter | null = null;

/** The process's limiter: Redis when REDIS_URL is set, else memory. */
export function attemptLimiter(): AttemptLimiter {
  if (!shared) {
    const limiter = (shared = createAttemptLimiter({ redisUrl: config.redisUrl }));
    closeAtShutdown(() => limiter.close());
  }
  return shared;
}

export const resetAttempts = (clientKey: string) => attemptLimiter().resetAttempts(clientKey);

/**
 * Who is trying: `visitor`, the key of one visitor's own counter (their journey's, or the agent's
 * at the counter); `address`, the key of the ceiling shared by everyone behind one address (null:
 * none, as for a signed-in agent, whom the address would not tell apart from colleagues).
 */
export interface TryKeys {
  visitor: string;
  address: string | null;
}

export type TryOutcome =
  | { allowed: true; status: AttemptStatus }
  | { allowed: false; by: "visitor" | "address"; status: AttemptStatus; lockedUntil: Date };

/** A visitor's own tries as they stand (no key yet: none tried, nothing to show). */
export function visitorTries(visitor: string | null, limiter: AttemptLimiter = attemptLimiter()): Promise<AttemptStatus> {
  return visitor ? limiter.getAttemptStatus(visitor) : Promise.resolve(attemptStatus(null, 0));
}

/**
 * One try, counted against the visitor's 5 and the address's ceiling: refused while the
 * visitor is locked (the address is not counted then), or when the address has reached its
 * ceiling (the visitor's count is left as it was: someone else's tries never cost this visitor
 * one). Each count is atomic in its store, so a burst of parallel posts cannot pass a ceiling.
 */
export async function takeTry(keys: TryKeys, limiter: AttemptLimiter = attemptLimiter()): Promise<TryOutcome> {
  const outcome = await countedTry(keys, limiter);
  if (!outcome.allowed) metrics.promoRefusals.inc({ by: outcome.by });
  return outcome;
}

async function countedTry(keys: TryKeys, limiter: AttemptLimiter): Promise<TryOutcome> {
  const before = await limiter.getAttemptStatus(keys.visitor);
  if (before.locked) return { allowed: false, by: "visitor", status: before, lockedUntil: before.lockedUntil! };
  if (keys.address) {
    const address = await limiter.recordAttempt(keys.address, ADDRESS_RULE);
    if (!address.allowed) return { allowed: false, by: "address", status: before, lockedUntil: address.status.lockedUntil! };
  }
  const visitor = await limiter.recordAttempt(keys.visitor);
  if (!visitor.allowed) return { allowed: false, by: "visitor", status: visitor.status, lockedUntil: visitor.status.lockedUntil! };
  return { allowed: true, status: visitor.status };
}

/**
 * A try that turned out to be a right code, given back to the visitor and the address: only
 * wrong codes use up tries (decision 136), for a visitor online and an agent at the counter alike.
 */
export async function giveBackTry(keys: TryKeys, limiter: AttemptLimiter = attemptLimiter()): Promise<void> {
  await Promise.all([limiter.refundAttempt(keys.visitor), ...(keys.address ? [limiter.refundAttempt(keys.address)] : [])]);
}

/**
 * The limiter key of a client: its IP address as the app server's socket saw it
 * (`remoteAddress`). `X-Forwarded-For` is honoured only when the app runs behind
 * `trustedProxyHops` reverse proxies of our own (configured, 0 by default): the address is then
 * the one that many entries from the right of [...forwardedFor, remoteAddress], so a client cannot
 * pick its key by sending the header itself. IPv4-mapped IPv6 addresses count as IPv4; other IPv6
 * addresses count by /64, the block one subscriber line gets, so rotating addresses inside it does
 * not reset the counter. Unknown addresses share one key.
 */
export function clientKeyFor(
  remoteAddress: string | null | undefined,
  forwardedFor?: string | null,
  trustedProxyHops = 0,
): string {
  const chain = [
    ...(trustedProxyHops > 0 && forwardedFor ? forwardedFor.split(",").map((entry) => entry.trim()).filter(Boolean) : []),
    remoteAddress?.trim() ?? "",
  ];
  const address = chain[Math.max(0, chain.length - 1 - Math.max(0, Math.floor(trustedProxyHops)))] ?? "";
  return `ip:${normaliseAddress(address)}`;
}

function normaliseAddress(raw: string): string {
  const address = raw.replace(/^\[|\]$/g, "").replace(/%.*$/, "").toLowerCase();
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(address);
  if (mapped?.[1]) return mapped[1];
  if (isIPv4(address)) return address;
  if (isIPv6(address)) return ipv6Prefix64(address);
  return "unknown";
}

function ipv6Prefix64(address: string): string {
  const [head = "", tail = ""] = address.split("::");
  const headGroups = head ? head.split(":") : [];
  const tailGroups = tail ? tail.split(":") : [];
  const width = (groups: string[]) => groups.reduce((sum, group) => sum + (group.includes(".") ? 2 : 1), 0);
  const zeros = address.includes("::") ? 8 - width(headGroups) - width(tailGroups) : 0;
  const groups = [...headGroups, ...Array<string>(Math.max(0, zeros)).fill("0"), ...tailGroups];
  return `${groups
    .slice(0, 4)
    .map((group) => parseInt(group, 16).toString(16))
    .join(":")}::/64`;
}
