import { randomBytes } from "node:crypto";
import { createCookie, createSession, createSessionStorage, type SessionData, type SessionStorage } from "@remix-run/node";
import type { Redis } from "ioredis";
import { LRUCache } from "lru-cache";
import { closeAtShutdown } from "~/kernel/platform/lifecycle.server";
import { log } from "~/kernel/platform/logger.server";
import { metrics } from "~/kernel/platform/metrics.server";
import { lazyRedis } from "~/kernel/platform/redis.server";

/**
 * Signed-in sessions kept on the server (decision 067): the cookie holds a random id only, signed
 * (Remix's `createSessionStorage` with a store of ours). The data (who is signed in, the agent's
 * access token) stays in the store: Redis when REDIS_URL is set, so that every instance reads
 * the same sessions, or this process's memory otherwise, as the promo limiter does. Signing out
 * deletes the record: a copy of the cookie made before is worth nothing after.
 *
 * A session has two lifetimes: idle (each read moves it on) and absolute (from its creation,
 * whatever the activity). A record past either is gone, and an id that is gone is never written
 * again (an old cookie cannot bring its session back).
 */

/** What is kept per session id. */
export interface StoredSession {
  data: unknown;
  /** Epoch milliseconds of the sign-in: the absolute lifetime counts from here. */
  createdAt: number;
  /** Epoch milliseconds of the last read: the idle lifetime counts from here. */
  seenAt: number;
}

/** Where session records live; a record is dropped by the store `ttlMs` after it was written. */
export interface SessionRecordStore {
  read(id: string): Promise<StoredSession | null>;
  write(id: string, record: StoredSession, ttlMs: number): Promise<void>;
  delete(id: string): Promise<void>;
  /** Whether the store answers (readiness); memory always does. */
  ping(): Promise<boolean>;
  close(): Promise<void>;
}

export interface SessionLifetimes {
  /** Seconds a session may stay unused. */
  idleS: number;
  /** Seconds a session may last from its sign-in. */
  absoluteS: number;
}

/** Records in this process (one instance), bounded; each dropped when its time is up. */
export function createMemorySessionStore(max = 50_000): SessionRecordStore {
  const records = new LRUCache<string, StoredSession>({ max });
  return {
    async read(id) {
      return records.get(id) ?? null;
    },
    async write(id, record, ttlMs) {
      if (ttlMs > 0) records.set(id, record, { ttl: ttlMs });
      else records.delete(id);
    },
    async delete(id) {
      records.delete(id);
    },
    async ping() {
      return true;
    },
    async close() {
      records.clear();
    },
  };
}

/**
 * Records in Redis, shared by every instance; each key expires with its idle time (PX), moved on
 * at each read. While Redis cannot be reached, a session reads as absent (signed out): a session
 * kept in one instance's memory meanwhile would be missing from the others.
 */
export function createRedisSessionStore(url: string, prefix: string): SessionRecordStore {
  const { redis, outage: warn, connected } = lazyRedis(url, {
    onOutage: (error) =>
      log("warn", "Sessions: Redis unreachable, sessions read as signed out", { error: error instanceof Error ? error.message : String(error) }),
  });

  async function ready(): Promise<Redis> {
    const client = await connected();
    if (!client) throw new Error(`Redis connection ${redis.status}`);
    return client;
  }

  const key = (id: string) => `${prefix}${id}`;
  const parse = (text: string | null): StoredSession | null => {
    if (text === null) return null;
    try {
      const record = JSON.parse(text) as StoredSession;
      return typeof record?.createdAt === "number" && typeof record.seenAt === "number" ? record : null;
    } catch {
      return null;
    }
  };

  return {
    async read(id) {
      try {
        return parse(await (await ready()).get(key(id)));
      } catch (error) {
        metrics.sessionStoreErrors.inc({ operation: "read" });
        warn(error);
        return null;
      }
    },
    async write(id, record, ttlMs) {
      try {
        const client = await ready();
        if (ttlMs > 0) await client.set(key(id), JSON.stringify(record), "PX", ttlMs);
        else await client.del(key(id));
      } catch (error) {
        metrics.sessionStoreErrors.inc({ operation: "write" });
        throw error;
      }
    },
    async delete(id) {
      try {
        await (await ready()).del(key(id));
      } catch (error) {
        metrics.sessionStoreErrors.inc({ operation: "delete" });
        throw error;
      }
    },
    async ping() {
      try {
        return (await (await ready()).ping()) === "PONG";
      } catch {
        return false;
      }
    },
    async close() {
      redis.disconnect();
    },
  };
}

export interface ServerSessionOptions extends SessionLifetimes {
  name: string;
  secrets: string[];
  secure: boolean;
  store: SessionRecordStore;
  /** The clock, in epoch milliseconds (tests). */
  now?: () => number;
}

/** A new session id: 256 random bits, nothing else. */
const newSessionId = () => randomBytes(32).toString("base64url");

/**
 * Remix's session storage over a store of records: the cookie (signed, HttpOnly, SameSite lax,
 * Secure in production, path /) carries the id; it lasts the absolute lifetime at most.
 */
export function createServerSessionStorage<Data = SessionData, FlashData = Data>(options: ServerSessionOptions): SessionStorage<Data, FlashData> {
  const now = options.now ?? Date.now;
  const idleMs = options.idleS * 1000;
  const absoluteMs = options.absoluteS * 1000;
  /** How long a record may stay unread from now: its idle time, within its absolute lifetime. */
  const ttlOf = (record: StoredSession) => Math.min(record.seenAt + idleMs, record.createdAt + absoluteMs) - now();
  /** The record of a live session, seen now (its idle time moved on); null when gone or past a lifetime. */
  async function liveRecord(id: string): Promise<StoredSession | null> {
    const record = await options.store.read(id);
    if (!record) return null;
    if (ttlOf(record) <= 0) {
      await options.store.delete(id);
      return null;
    }
    const seen = { ...record, seenAt: now() };
    await options.store.write(id, seen, ttlOf(seen));
    return seen;
  }
  const cookie = createCookie(options.name, {
    path: "/",
    httpOnly: true,
    sameSite: "lax",
    secure: options.secure,
    secrets: options.secrets,
    maxAge: options.absoluteS,
  });
  const storage = createSessionStorage<Data, FlashData>({
    cookie,
    async createData(data) {
      const id = newSessionId();
      const record = { data, createdAt: now(), seenAt: now() };
      await options.store.write(id, record, ttlOf(record));
      return id;
    },
    async readData(id) {
      const record = await liveRecord(id);
      return (record?.data as never) ?? null;
    },
    async updateData(id, data) {
      // A session that is gone (signed out, expired) stays gone: its id is never written again.
      const record = await liveRecord(id);
      if (!record) return;
      const updated = { ...record, data };
      await options.store.write(id, updated, ttlOf(updated));
    },
    async deleteData(id) {
      await options.store.delete(id);
    },
  });
  return {
    ...storage,
    async getSession(cookieHeader, parseOptions) {
      const session = await storage.getSession(cookieHeader, parseOptions);
      // An id whose record is gone names nothing: what is set now goes to a new session, with a new id.
      return session.id && Object.keys(session.data).length === 0 ? createSession<Data, FlashData>() : session;
    },
  };
}

/** The process's store of signed-in sessions: Redis when REDIS_URL is set, else memory. */
export function sessionStoreFor(redisUrl: string | undefined): SessionRecordStore {
  const store = redisUrl ? createRedisSessionStore(redisUrl, "vsmp:session:") : createMemorySessionStore();
  closeAtShutdown(() => store.close());
  return store;
}
