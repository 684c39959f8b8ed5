import { cachified, type Cache, type CacheEntry } from "@epic-web/cachified";
import { LRUCache } from "lru-cache";

/**
 * The cache of upstream reads that are the same for everyone (menu, offers, editorial pages, the
 * still-alive probe), never a person's (DESIGN.md 8), with kept libraries: `@epic-web/cachified`
 * over an `lru-cache`. A fresh value is served from memory; a stale one is served while one
 * refresh runs, for at most one more lifetime; past that, the read waits for upstream and an
 * upstream failure reaches the caller instead of an old copy. Concurrent misses share one call.
 */
export function createCache<T>(ttlMs: number, maxEntries = 500) {
  // Freshness is cachified's (the entries' metadata): the LRU only bounds how many are kept.
  const entries = new LRUCache<string, CacheEntry<T>>({ max: maxEntries });
  const store: Cache<T> = {
    get: (key) => entries.get(key),
    set: (key, value) => void entries.set(key, value),
    delete: (key) => void entries.delete(key),
  };
  return {
    get(key: string, load: () => Promise<T>): Promise<T> {
      // A lifetime of 0 (tests with injected faults): every read asks upstream.
      if (ttlMs <= 0) return load();
      return cachified({ key, cache: store, getFreshValue: load, ttl: ttlMs, staleWhileRevalidate: ttlMs, fallbackToCache: false });
    },
    delete(key: string) {
      entries.delete(key);
    },
    clear() {
      entries.clear();
    },
  };
}
