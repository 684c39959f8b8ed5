/**
 * The shared cache of anonymous editorial pages, kept by the app's server as a reverse proxy in
 * front of it would (decision 094): it keeps only what the app marks `public, s-maxage` (the
 * rules of app/kernel/platform/shared-page-cache.ts), for that long at most, under the request's address
 * and language; a request with any other cookie or a credential never reaches it. Bounded in
 * entries and bytes (lru-cache); nothing of a person is ever in it, since the app never marks a
 * page that depends on who asks.
 */
import { gzipSync } from "node:zlib";
import { LRUCache } from "lru-cache";
import { metrics } from "../../app/kernel/platform/metrics.server";
import { sharedLifetimeMs } from "../../app/kernel/platform/shared-page-cache";

export interface CachedPage {
  status: number;
  /** The app's headers, without Set-Cookie (the app sets none on a kept page) nor the length. */
  headers: Record<string, string>;
  body: Buffer;
  gzipped: Buffer;
}

/** The longest a page is kept, whatever the response asks. */
const CAP_S = 3600;

export function createPageCache({ maxEntries = 500, maxBytes = 32 * 1024 * 1024 } = {}) {
  const pages = new LRUCache<string, CachedPage>({
    max: maxEntries,
    maxSize: maxBytes,
    sizeCalculation: (page) => page.body.length + page.gzipped.length + 1024,
    ttlAutopurge: false,
  });
  return {
    get(key: string): CachedPage | undefined {
      const page = pages.get(key);
      metrics.pageCache.inc({ result: page ? "hit" : "miss" });
      return page;
    },
    /**
     * Keeps `result`'s page under `key` when the app marked it for a shared cache, and returns it;
     * else returns null (the caller sends `bytes` as it would have).
     */
    keep(key: string, result: Response, bytes: Buffer): CachedPage | null {
      const ttl = sharedLifetimeMs(
        {
          status: result.status,
          cacheControl: result.headers.get("cache-control"),
          contentSecurityPolicy: result.headers.get("content-security-policy"),
          setsCookie: result.headers.has("set-cookie"),
        },
        CAP_S,
      );
      if (ttl === 0) return null;
      const headers: Record<string, string> = {};
      result.headers.forEach((value, name) => {
        if (name !== "content-length") headers[name] = value;
      });
      // Kept once, so compressed once at the best level (a page answered per request uses the fastest).
      const page: CachedPage = { status: result.status, headers, body: bytes, gzipped: gzipSync(bytes, { level: 9 }) };
      pages.set(key, page, { ttl });
      return page;
    },
    get size() {
      return pages.size;
    },
  };
}

export type PageCache = ReturnType<typeof createPageCache>;
