import { describe, expect, it } from "vitest";
import { BROWSER_TIMINGS, mayReloadForChunk, progressAt, notificationDurationMs } from "~/kernel/ui/browser";

/** SPEC 8 and 9's browser timings, one module (decision 093). */
describe("the browser's timings", () => {
  it("are the spec's", () => {
    expect(BROWSER_TIMINGS).toMatchObject({
      chunkReloadGuardMs: 60000,
      notificationMs: 3000,
      progressThrottleMs: 200,
      progressDurationMs: 5000,
      progressSteps: [30, 45],
      prefetchIdleMs: 2000,
      fetchDelayMs: 200,
      mobileBelowPx: 992,
      resizeDebounceMs: 200,
    });
  });

  it("reload after a chunk failure at most once per minute", () => {
    const now = 1_000_000;
    expect(mayReloadForChunk(null, now)).toBe(true);
    expect(mayReloadForChunk(now - 59_999, now)).toBe(false);
    expect(mayReloadForChunk(now - 60_000, now)).toBe(true);
    expect(mayReloadForChunk(now + 5000, now)).toBe(true);
    expect(mayReloadForChunk(Number.NaN, now)).toBe(true);
  });

  it("show no bar before 200 ms, then 30, 45 and on towards 90 over 5000 ms", () => {
    expect(progressAt(199)).toBe(0);
    expect(progressAt(200)).toBe(30);
    expect(progressAt(200 + 1250)).toBe(45);
    expect(progressAt(200 + 5000)).toBe(90);
    expect(progressAt(60_000)).toBe(90);
  });
});

describe("the tracking site ids (SPEC 9)", () => {
  it("differ by project and environment, from the configuration", async () => {
    const { trackingSiteId, trackingSiteIds, TRACKING_SITE_IDS } = await import("~/kernel/platform/tracking");
    const { parseConfiguration } = await import("~/kernel/platform/config.server");
    const ids = Object.values(TRACKING_SITE_IDS).flatMap((byEnvironment) => Object.values(byEnvironment));
    expect(new Set(ids).size).toBe(ids.length);
    expect(trackingSiteIds("staging")).toEqual({ VSMP: "vsmp-rec", SIBP: "sibp-rec" });
    expect(trackingSiteId("VSMP", parseConfiguration({ TRACKING_ENVIRONMENT: "production" }).trackingEnvironment)).toBe("vsmp-prod");
    expect(parseConfiguration({}).trackingEnvironment).toBe("development");
  });
});

describe("notification duration (SPEC 9: 3000 ms by default)", () => {
  it("a short notice shows 3000 ms", () => {
    expect(notificationDurationMs("Le code promo BIENVENUE10 est appliqué")).toBe(3000);
  });

  it("a longer one stays a second for every three words", () => {
    const text = "Le code promo VISITES a été retiré car il ne s'applique pas aux services choisis. Il sera rétabli si vous revenez à l'offre Visite du facteur.";
    expect(text.split(" ").length).toBe(26);
    expect(notificationDurationMs(text)).toBe(9000);
  });
});
