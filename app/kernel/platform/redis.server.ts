import { Redis } from "ioredis";

/**
 * A Redis client shared by the app's stores (sessions, promo attempts), connected on first use and
 * never queueing commands while Redis is away: a command fails within a second, and the store
 * decides what that means for a person (signed out, counted in memory). `onOutage` is called once
 * per outage (the first error after being reachable); `onBack` when Redis is reachable again.
 */
export function lazyRedis(url: string, { onOutage, onBack }: { onOutage: (error: unknown) => void; onBack?: () => void }) {
  const redis = new Redis(url, {
    lazyConnect: true,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    connectTimeout: 1000,
    commandTimeout: 1000,
    retryStrategy: (times) => Math.min(times * 1000, 30_000),
  });
  let connecting: Promise<void> | null = null;
  let down = false;
  const outage = (error: unknown) => {
    if (down) return;
    down = true;
    onOutage(error);
  };
  redis.on("error", outage);
  redis.on("ready", () => {
    if (!down) return;
    down = false;
    onBack?.();
  });

  return {
    redis,
    outage,
    /** The connected client, or null while Redis cannot be reached. */
    async connected(): Promise<Redis | null> {
      if (redis.status === "wait") connecting ??= redis.connect().catch(outage);
      if (connecting) await connecting;
      return redis.status === "ready" ? redis : null;
    },
  };
}
