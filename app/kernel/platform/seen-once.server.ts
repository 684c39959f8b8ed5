import { createHash } from "node:crypto";
import { config } from "~/kernel/platform/config.server";
import { closeAtShutdown } from "~/kernel/platform/lifecycle.server";
import { log } from "~/kernel/platform/logger.server";
import { lazyRedis } from "~/kernel/platform/redis.server";

/**
 * "Has this been seen in the last N milliseconds?", shared by every instance when REDIS_URL is
 * set (SET NX PX: atomic), in this process otherwise (and while Redis is away: a retried call may
 * then be handled twice, never lost). Keys are hashed. Used to make the hub's webhook calls
 * idempotent (decision 087): a replayed alert is answered without a second mail.
 */
export interface SeenOnce {
  /** True the first time `key` is offered within `ttlMs`; false for every repeat. */
  firstSighting(key: string, ttlMs: number): Promise<boolean>;
  /** Forgets `key`: the next sighting is a first again (a call that could not be handled). */
  forget(key: string): Promise<void>;
  close(): Promise<void>;
}

export function createSeenOnce({ redisUrl, maxEntries = 10_000, now = Date.now }: { redisUrl?: string; maxEntries?: number; now?: () => number } = {}): SeenOnce {
  const seen = new Map<string, number>();
  const inMemory = (key: string, ttlMs: number) => {
    const at = now();
    const until = seen.get(key);
    if (until !== undefined && until > at) return false;
    if (seen.size >= maxEntries) {
      for (const [kept, expiry] of seen) if (expiry <= at) seen.delete(kept);
      while (seen.size >= maxEntries) seen.delete(seen.keys().next().value as string);
    }
    seen.set(key, at + ttlMs);
    return true;
  };
  const shared = redisUrl ? lazyRedis(redisUrl, { onOutage: (error) => log("warn", "seen-once store: Redis unreachable, counting in memory", { error }) }) : null;
  const hashOf = (key: string) => `seen:${createHash("sha256").update(key).digest("base64url")}`;
  return {
    async firstSighting(key, ttlMs) {
      const hashed = hashOf(key);
      const redis = shared ? await shared.connected() : null;
      if (redis) {
        try {
          return (await redis.set(hashed, "1", "PX", ttlMs, "NX")) === "OK";
        } catch (error) {
          shared!.outage(error);
        }
      }
      return inMemory(hashed, ttlMs);
    },
    async forget(key) {
      const hashed = hashOf(key);
      seen.delete(hashed);
      const redis = shared ? await shared.connected() : null;
      await redis?.del(hashed).catch((error: unknown) => shared!.outage(error));
    },
    async close() {
      if (shared && shared.redis.status !== "end") shared.redis.disconnect();
    },
  };
}

let process_: SeenOnce | null = null;

/** The process's store: Redis when REDIS_URL is set, else memory. */
export function seenOnce(): SeenOnce {
  if (!process_) {
    const store = (process_ = createSeenOnce({ redisUrl: config.redisUrl }));
    closeAtShutdown(() => store.close());
  }
  return process_;
}
