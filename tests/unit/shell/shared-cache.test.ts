import { afterEach, describe, expect, it, vi } from "vitest";
import { createCache } from "~/kernel/upstream/cache.server";

/** The cache of shared upstream reads (menu, offers, pages): a lifetime really enforced (DESIGN.md 8). */
describe("shared reads cache", () => {
  afterEach(() => vi.useRealTimers());

  it("serves a fresh value from memory, and a stale one while it refreshes within one more lifetime", async () => {
    vi.useFakeTimers({ now: 0 });
    const cache = createCache<string>(1000);
    const load = vi.fn().mockResolvedValueOnce("first").mockResolvedValueOnce("second");
    expect(await cache.get("k", load)).toBe("first");
    vi.setSystemTime(500);
    expect(await cache.get("k", load)).toBe("first");
    expect(load).toHaveBeenCalledTimes(1);
    vi.setSystemTime(1500);
    expect(await cache.get("k", load)).toBe("first");
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(2));
    expect(await cache.get("k", load)).toBe("second");
  });

  it("never serves a value older than two lifetimes: an upstream failure then reaches the caller", async () => {
    vi.useFakeTimers({ now: 0 });
    const cache = createCache<string>(1000);
    expect(await cache.get("k", async () => "old")).toBe("old");
    // Just over two lifetimes old.
    vi.setSystemTime(2001);
    await expect(cache.get("k", async () => Promise.reject(new Error("upstream down")))).rejects.toThrow("upstream down");
    // The old copy is gone: the next read asks upstream again.
    expect(await cache.get("k", async () => "new")).toBe("new");
  });

  it("with a lifetime of 0, reads upstream every time", async () => {
    const cache = createCache<number>(0);
    let calls = 0;
    const load = async () => ++calls;
    expect(await cache.get("k", load)).toBe(1);
    expect(await cache.get("k", load)).toBe(2);
  });
});
