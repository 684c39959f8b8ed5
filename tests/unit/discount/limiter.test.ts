import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { clientKeyFor, createAttemptLimiter, giveBackTry, takeTry, visitorTries, type AttemptLimiter } from "~/kernel/platform/attempt-limiter.server";
import { ADDRESS_MAX_ATTEMPTS, ADDRESS_RULE, attemptStatus, hasTriesCounted, LOCK_DURATION_MS, MAX_ATTEMPTS, nextCounterState, type AttemptCounter } from "~/kernel/money/discount/index";
import { hasRedisServer, startRedis, type Running } from "../../platform/processes";

const T0 = Date.parse("2026-11-21T10:00:00Z");
const MINUTE = 60_000;

/** `count` tries, one second apart, from `start`. */
function tries(count: number, start = T0, from: AttemptCounter | null = null) {
  let counter = from;
  const steps = [];
  for (let index = 0; index < count; index += 1) {
    const step = nextCounterState(counter, start + index * 1000);
    counter = step.state;
    steps.push(step);
  }
  return { counter: counter!, steps };
}

describe("promo submission counter (SPEC 4, 5, 9): 5 tries, then a 5-minute lock", () => {
  it("increments per attempt and tells how many tries are left", () => {
    const { steps } = tries(4);
    expect(steps.map((step) => step.status.remaining)).toEqual([4, 3, 2, 1]);
    expect(steps.every((step) => step.allowed && !step.status.locked)).toBe(true);
  });

  it("the fifth try is counted and locks submission, the release time set 5 minutes later", () => {
    const { steps } = tries(5);
    const fifth = steps[4]!;
    expect(fifth.allowed).toBe(true);
    expect(fifth.state).toEqual({ hits: 5, time: T0 + 4000 + LOCK_DURATION_MS });
    expect(fifth.status).toEqual({ locked: true, remaining: 0, lockedUntil: new Date(T0 + 4000 + 5 * MINUTE) });
  });

  it("the sixth try is refused and does not extend the lock", () => {
    const { counter, steps } = tries(6);
    const sixth = steps[5]!;
    expect(sixth.allowed).toBe(false);
    expect(counter).toEqual(steps[4]!.state);
    expect(sixth.status.lockedUntil).toEqual(new Date(T0 + 4000 + 5 * MINUTE));
  });

  it("before the 5 minutes have passed submission stays disabled", () => {
    const { counter } = tries(5);
    const justBefore = counter.time - 1;
    expect(attemptStatus(counter, justBefore).locked).toBe(true);
    expect(nextCounterState(counter, justBefore).allowed).toBe(false);
  });

  it("once the 5 minutes have passed the counter resets and submission is re-enabled", () => {
    const { counter } = tries(5);
    expect(attemptStatus(counter, counter.time)).toEqual({ locked: false, remaining: MAX_ATTEMPTS, lockedUntil: null });
    const next = nextCounterState(counter, counter.time);
    expect(next).toMatchObject({ allowed: true, state: { hits: 1 }, status: { remaining: 4 } });
  });

  it("a counter nobody uses for 5 minutes is forgotten", () => {
    const { counter } = tries(3);
    expect(attemptStatus(counter, T0 + 2000 + 5 * MINUTE).remaining).toBe(5);
  });

  it("a client has tries counted from its first try until the counter resets (its page is then its own)", () => {
    expect(hasTriesCounted(attemptStatus(null, T0))).toBe(false);
    const { counter: one } = tries(1);
    expect(hasTriesCounted(attemptStatus(one, T0 + 1))).toBe(true);
    const { counter: five } = tries(5);
    expect(hasTriesCounted(attemptStatus(five, five.time - 1))).toBe(true);
    expect(hasTriesCounted(attemptStatus(five, five.time))).toBe(false);
  });
});

describe("attempt limiter on the server, memory store", () => {
  let clock = T0;
  const limiter = createAttemptLimiter({ now: () => clock });

  it("locks a client after its fifth try and refuses the sixth", async () => {
    for (let attempt = 1; attempt <= 5; attempt += 1) expect((await limiter.recordAttempt("ip:192.0.2.1")).allowed).toBe(true);
    const sixth = await limiter.recordAttempt("ip:192.0.2.1");
    expect(sixth).toEqual({ allowed: false, status: { locked: true, remaining: 0, lockedUntil: new Date(T0 + 5 * MINUTE) } });
    expect(await limiter.getAttemptStatus("ip:192.0.2.1")).toMatchObject({ locked: true });
  });

  it("counts each client on its own", async () => {
    expect(await limiter.getAttemptStatus("ip:192.0.2.2")).toEqual({ locked: false, remaining: 5, lockedUntil: null });
  });

  it("re-enables submission after 5 minutes", async () => {
    clock = T0 + 5 * MINUTE;
    expect(await limiter.getAttemptStatus("ip:192.0.2.1")).toEqual({ locked: false, remaining: 5, lockedUntil: null });
    expect((await limiter.recordAttempt("ip:192.0.2.1")).status.remaining).toBe(4);
  });

  it("resets a client on demand", async () => {
    await limiter.resetAttempts("ip:192.0.2.1");
    expect((await limiter.getAttemptStatus("ip:192.0.2.1")).remaining).toBe(5);
  });

  it("stays bounded: beyond its size the least recently used counters are dropped", async () => {
    const small = createAttemptLimiter({ now: () => T0, maxEntries: 2 });
    await small.recordAttempt("a");
    await small.recordAttempt("b");
    await small.recordAttempt("c");
    expect((await small.getAttemptStatus("a")).remaining).toBe(5);
    expect((await small.getAttemptStatus("c")).remaining).toBe(4);
  });
});

describe("whose tries (decision 080): a visitor's 5, under an address's ceiling well above them", () => {
  const clock = { now: T0 };
  const limiter = createAttemptLimiter({ now: () => clock.now });
  const ADDRESS = "promo:ip:203.0.113.50";

  it("a visitor who has tried nothing has no counter at all, whatever others behind the address did", async () => {
    for (let attempt = 1; attempt <= 5; attempt += 1) await takeTry({ visitor: "promo:journey:first", address: ADDRESS }, limiter);
    expect((await visitorTries("promo:journey:first", limiter)).locked).toBe(true);
    expect(hasTriesCounted(await visitorTries("promo:journey:second", limiter))).toBe(false);
    expect(hasTriesCounted(await visitorTries(null, limiter))).toBe(false);
  });

  it("a second visitor behind the same address keeps their own 5 tries after someone else's 5 failed ones", async () => {
    const first = await takeTry({ visitor: "promo:journey:first", address: ADDRESS }, limiter);
    expect(first).toMatchObject({ allowed: false, by: "visitor" });
    for (let attempt = 1; attempt <= 4; attempt += 1) {
      expect(await takeTry({ visitor: "promo:journey:second", address: ADDRESS }, limiter)).toMatchObject({ allowed: true, status: { remaining: 5 - attempt } });
    }
    const fifth = await takeTry({ visitor: "promo:journey:second", address: ADDRESS }, limiter);
    expect(fifth).toMatchObject({ allowed: true, status: { locked: true, remaining: 0 } });
  });

  it("a locked visitor's refused try does not count against the address", async () => {
    expect((await limiter.getAttemptStatus(ADDRESS, ADDRESS_RULE)).remaining).toBe(ADDRESS_MAX_ATTEMPTS - 10);
    await takeTry({ visitor: "promo:journey:second", address: ADDRESS }, limiter);
    expect((await limiter.getAttemptStatus(ADDRESS, ADDRESS_RULE)).remaining).toBe(ADDRESS_MAX_ATTEMPTS - 10);
  });

  it("the address as a whole is locked only after 50 tries in 5 minutes, whoever made them; a visitor's own count is left untouched then", async () => {
    const address = "promo:ip:203.0.113.51";
    for (let visitor = 0; visitor < ADDRESS_MAX_ATTEMPTS; visitor += 1) {
      expect((await takeTry({ visitor: `promo:journey:bot-${visitor}`, address }, limiter)).allowed).toBe(true);
    }
    const refused = await takeTry({ visitor: "promo:journey:newcomer", address }, limiter);
    expect(refused).toEqual({ allowed: false, by: "address", status: { locked: false, remaining: 5, lockedUntil: null }, lockedUntil: new Date(T0 + LOCK_DURATION_MS) });
    expect(hasTriesCounted(await visitorTries("promo:journey:newcomer", limiter))).toBe(false);
    // Elsewhere, nothing changed; and 5 minutes later the address is open again.
    expect((await takeTry({ visitor: "promo:journey:newcomer", address: "promo:ip:198.51.100.9" }, limiter)).allowed).toBe(true);
    clock.now = T0 + LOCK_DURATION_MS;
    expect((await takeTry({ visitor: "promo:journey:later", address }, limiter)).allowed).toBe(true);
  });

  it("an agent at the counter is counted on their own, with no address ceiling", async () => {
    for (let attempt = 1; attempt <= 5; attempt += 1) expect((await takeTry({ visitor: "promo:agent:AG12345", address: null }, limiter)).allowed).toBe(true);
    expect(await takeTry({ visitor: "promo:agent:AG12345", address: null }, limiter)).toMatchObject({ allowed: false, by: "visitor" });
    expect((await takeTry({ visitor: "promo:agent:AG67890", address: null }, limiter)).allowed).toBe(true);
  });
});

describe("only wrong codes are tries: a try given back", () => {
  it("leaves the visitor and the address as they were before it, and lifts a lock the fifth right code set", async () => {
    const limiter = createAttemptLimiter({ now: () => T0 });
    const keys = { visitor: "promo:agent:AG12345:client:100001", address: "promo:ip:203.0.113.60" };
    for (let attempt = 1; attempt <= 4; attempt += 1) await takeTry(keys, limiter);
    const fifth = await takeTry(keys, limiter);
    expect(fifth.status.locked).toBe(true);
    await giveBackTry(keys, limiter);
    expect(await visitorTries(keys.visitor, limiter)).toMatchObject({ locked: false, remaining: 1 });
    expect((await limiter.getAttemptStatus(keys.address, ADDRESS_RULE)).remaining).toBe(ADDRESS_MAX_ATTEMPTS - 4);
    await takeTry(keys, limiter);
    await giveBackTry(keys, limiter);
    expect((await visitorTries(keys.visitor, limiter)).remaining).toBe(1);
  });

  it("a try given back with none counted changes nothing", async () => {
    const limiter = createAttemptLimiter({ now: () => T0 });
    await giveBackTry({ visitor: "promo:journey:none", address: null }, limiter);
    expect(hasTriesCounted(await visitorTries("promo:journey:none", limiter))).toBe(false);
  });
});

describe("attempt limiter key: the client's address, not its cookies", () => {
  it("is the socket address, ignoring X-Forwarded-For unless proxies are configured", () => {
    expect(clientKeyFor("203.0.113.7")).toBe("ip:203.0.113.7");
    expect(clientKeyFor("203.0.113.7", "198.51.100.1")).toBe("ip:203.0.113.7");
  });

  it("honours X-Forwarded-For behind the configured number of proxies, from the right", () => {
    expect(clientKeyFor("10.0.0.2", "198.51.100.1", 1)).toBe("ip:198.51.100.1");
    expect(clientKeyFor("10.0.0.2", "6.6.6.6, 198.51.100.1", 1)).toBe("ip:198.51.100.1");
    expect(clientKeyFor("10.0.0.2", "198.51.100.1, 10.0.0.1", 2)).toBe("ip:198.51.100.1");
    expect(clientKeyFor("10.0.0.2", null, 1)).toBe("ip:10.0.0.2");
  });

  it("counts IPv4-mapped addresses as IPv4 and IPv6 addresses by /64", () => {
    expect(clientKeyFor("::ffff:203.0.113.7")).toBe("ip:203.0.113.7");
    expect(clientKeyFor("2001:db8:1:2:aaaa::1")).toBe(clientKeyFor("2001:db8:1:2:bbbb:cccc:dddd:eeee"));
    expect(clientKeyFor("2001:db8::1")).toBe("ip:2001:db8:0:0::/64");
    expect(clientKeyFor("::1")).toBe("ip:0:0:0:0::/64");
    expect(clientKeyFor(undefined)).toBe("ip:unknown");
  });
});

describe("attempt limiter with REDIS_URL", () => {
  it("falls back to memory with a logged warning when Redis is unreachable, rather than failing the page", async () => {
    const write = vi.spyOn(process.stdout, "write").mockImplementation(() => true);
    const limiter = createAttemptLimiter({ redisUrl: "redis://127.0.0.1:1", now: () => T0 });
    try {
      for (let attempt = 1; attempt <= 5; attempt += 1) expect((await limiter.recordAttempt("ip:192.0.2.9")).allowed).toBe(true);
      expect((await limiter.recordAttempt("ip:192.0.2.9")).allowed).toBe(false);
      expect((await limiter.getAttemptStatus("ip:192.0.2.9")).locked).toBe(true);
    } finally {
      await limiter.close();
    }
    const warnings = write.mock.calls.map(([line]) => String(line)).filter((line) => line.includes("Redis unreachable"));
    write.mockRestore();
    expect(warnings).toHaveLength(1);
    expect(JSON.parse(warnings[0]!)).toMatchObject({ level: "warn" });
  });

  if (!hasRedisServer) console.warn("SKIPPED: the Redis-backed limiter tests need redis-server (apt-get install redis-server).");

  describe.skipIf(!hasRedisServer)("against a real redis-server", () => {
    let redis: Running;
    let limiter: AttemptLimiter;
    let other: AttemptLimiter;

    beforeAll(async () => {
      redis = await startRedis();
      limiter = createAttemptLimiter({ redisUrl: redis.url });
      other = createAttemptLimiter({ redisUrl: redis.url });
    });

    afterAll(async () => {
      await limiter?.close();
      await other?.close();
      await redis?.stop();
    });

    it("shares the counter between app instances: the fifth try locks, the sixth is refused everywhere", async () => {
      for (let attempt = 1; attempt <= 3; attempt += 1) expect((await limiter.recordAttempt("ip:198.51.100.7")).allowed).toBe(true);
      for (let attempt = 4; attempt <= 5; attempt += 1) expect((await other.recordAttempt("ip:198.51.100.7")).allowed).toBe(true);
      const sixth = await limiter.recordAttempt("ip:198.51.100.7");
      expect(sixth.allowed).toBe(false);
      const status = await other.getAttemptStatus("ip:198.51.100.7");
      expect(status.locked).toBe(true);
      expect(status.lockedUntil!.getTime()).toBeGreaterThan(Date.now() + 4 * MINUTE);
      expect(status.lockedUntil!.getTime()).toBeLessThanOrEqual(Date.now() + 5 * MINUTE);
      await limiter.resetAttempts("ip:198.51.100.7");
      expect(await other.getAttemptStatus("ip:198.51.100.7")).toEqual({ locked: false, remaining: 5, lockedUntil: null });
    });

    it("keeps answering from memory when Redis goes away", async () => {
      const write = vi.spyOn(process.stdout, "write").mockImplementation(() => true);
      try {
        await redis.stop();
        expect((await limiter.recordAttempt("ip:198.51.100.8")).allowed).toBe(true);
        expect((await limiter.getAttemptStatus("ip:198.51.100.8")).remaining).toBe(4);
      } finally {
        write.mockRestore();
      }
    });
  });
});
