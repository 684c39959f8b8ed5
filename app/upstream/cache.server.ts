interface Entry<T> {
  value?: T;
  expiresAt: number;
  pending?: Promise<T>;
}

/**
 * A small in-process cache for upstream reads that are the same for everyone (menu, offers,
 * editorial pages): fresh values are served from memory, stale ones are served while one
 * refresh runs, and concurrent misses share one upstream call. The lifetime is enforced
 * (DESIGN.md 8): a value is served stale for at most one more `ttlMs`; past that, the read
 * waits for upstream and an upstream failure reaches the caller instead of an old copy.
 */
export function createCache<T>(ttlMs: number, maxEntries = 500) {
  const entries = new Map<string, Entry<T>>();

  function refresh(load: () => Promise<T>, entry: Entry<T>): Promise<T> {
    entry.pending ??= load()
      .then((value) => {
        entry.value = value;
        entry.expiresAt = Date.now() + ttlMs;
        return value;
      })
      .finally(() => {
        entry.pending = undefined;
      });
    return entry.pending;
  }

  return {
    async get(key: string, load: () => Promise<T>): Promise<T> {
      let entry = entries.get(key);
      if (!entry) {
        if (entries.size >= maxEntries) entries.delete(entries.keys().next().value as string);
        entry = { expiresAt: 0 };
        entries.set(key, entry);
      }
      const now = Date.now();
      if (entry.value === undefined || now >= entry.expiresAt + ttlMs) {
        try {
          return await refresh(load, entry);
        } catch (error) {
          entries.delete(key);
          throw error;
        }
      }
      if (entry.expiresAt <= now) refresh(load, entry).catch(() => undefined);
      return entry.value;
    },
    delete(key: string) {
      entries.delete(key);
    },
    clear() {
      entries.clear();
    },
  };
}
