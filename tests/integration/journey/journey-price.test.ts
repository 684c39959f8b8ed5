import type { AppLoadContext } from "@remix-run/node";
import { describe, expect, it, vi } from "vitest";
import { initialDiscountState } from "~/kernel/money/discount/state";
import { emptyJourneyState } from "~/features/journey/rules/state";
import { servicesFromChoice } from "~/kernel/contract/services";
import { VSMP_MODE } from "~/features/journey/mode.server";
import { estimatePrice, servicesGrid, stepEstimate } from "~/features/journey/price.server";
import { callJson, useSandbox } from "../sandbox/setup";
import { MOBILE_WITH_GEOFENCING } from "./journey-at";
import { RequestReads } from "~/kernel/platform/request-reads";

/**
 * The estimate of the services step (etape1) against the sandbox: the grid of the journey's
 * system, the price by the hub's rule, the promo codes applied, and no price rather than a wrong
 * one when the price service or the codes' terms cannot be read. (The later pages state the
 * draft's price: see hub-price.test.ts.)
 */
vi.hoisted(() => {
  process.env.HTTP_TIMEOUT_MS = "300";
  // Each test reads the grids again, so that a fault is seen.
  process.env.OFFERS_CACHE_TTL_S = "0";
});
useSandbox();
vi.mock("~/kernel/platform/logger.server", () => ({ log: vi.fn() }));

const services = servicesFromChoice(MOBILE_WITH_GEOFENCING);
const request = () => new Request("http://localhost/services-seniors/souscription/etape5");
/** A request's load context, as the app's server makes it. */
const context = (): AppLoadContext => ({ requestId: "price", clientAddress: "203.0.113.9", reads: new RequestReads() });
const NO_CODE = initialDiscountState;
const WITH_CODE = { ...initialDiscountState, applied: ["BIENVENUE10"], offerType: "formule_liberte" as const };

describe("estimatePrice", () => {
  it("prices the services from the system's grid; without a code, the price charged is that price", async () => {
    const priced = await estimatePrice(request(), context(), { system: "LPFR", services, discount: NO_CODE });
    expect(priced.grid).not.toBeNull();
    expect(priced.price).toEqual((await servicesGrid(context(), "LPFR", services)).price);
    // Mobile, 1 visit (48,90 €) with geofencing (5 €); the sending fee (9,90 €) with the first debit.
    expect(priced.price).toMatchObject({ list: { ttcPriceInCents: 5390 }, fee: { ttcPriceInCents: 990 }, firstDebit: { ttcPriceInCents: 6380 } });
    expect(priced.priceUnavailable).toBeNull();
    expect(priced.discount.applied).toEqual([]);
  });

  it("applies the promo codes: BIENVENUE10 charges 10 % less, and says so", async () => {
    const priced = await estimatePrice(request(), context(), { system: "LPFR", services, discount: WITH_CODE });
    expect(priced.discount.applied).toEqual([expect.objectContaining({ code: "BIENVENUE10" })]);
    expect(priced.price!.periods).toEqual([expect.objectContaining({ fromMonth: 1, untilMonth: null, ttcPriceInCents: 5390 - 539 })]);
    expect(priced.price!.promoCodes).toEqual(["BIENVENUE10"]);
  });

  it("reads the agent's grids at the counter (system SIBP)", async () => {
    const { grid } = await servicesGrid(context(), "SIBP", services);
    expect(grid).not.toBeNull();
    await callJson("POST", "/__sandbox/faults", { path: "/vsmp/api/vsmp/v1/steamulo/price", status: 500 });
    expect((await estimatePrice(request(), context(), { system: "SIBP", services, discount: NO_CODE })).priceUnavailable).toBe("price");
  });

  it("asks the price service once per request: an action and the page after it share the answer, a failure included", async () => {
    const shared = context();
    await callJson("POST", "/__sandbox/faults", { path: "/vsmp/api/vsmp/v1/steamulo/price", delayMs: 300, status: 500, times: 1 });
    const started = performance.now();
    const first = await servicesGrid(shared, "SIBP", services);
    const second = await servicesGrid(shared, "SIBP", services);
    expect(first.grid).toBeNull();
    expect(second.grid).toBeNull();
    expect(performance.now() - started).toBeLessThan(600);
    // Another request asks again (the fault was used once).
    expect((await servicesGrid(context(), "SIBP", services)).grid).not.toBeNull();
  });

  it("shows no price when the price service fails", async () => {
    await callJson("POST", "/__sandbox/faults", { path: "/vsmp/api/vsmp/v1/steamulo/price", status: 500 });
    const priced = await estimatePrice(request(), context(), { system: "LPFR", services, discount: WITH_CODE });
    expect(priced).toMatchObject({ grid: null, price: null, priceUnavailable: "price" });
  });

  it("shows no price when the applied codes' terms cannot be read (not the price before the codes)", async () => {
    await callJson("POST", "/__sandbox/faults", { path: "/vsmp/api/discount/*", timeout: true });
    // A code whose terms no earlier test read (the terms are a shared read, kept a minute).
    const priced = await estimatePrice(request(), context(), { system: "LPFR", services, discount: { ...WITH_CODE, applied: ["MOINS5"] } });
    expect(priced.price).toBeNull();
    expect(priced.priceUnavailable).toBe("discounts");
  });

  it("step pages: the journey's codes apply; a contract whose saved codes could not be read shows no price", async () => {
    const withCode = { ...emptyJourneyState(), contractId: "c0ffee00-0000-4000-8000-000000000001", discount: WITH_CODE };
    const priced = await stepEstimate(request(), context(), { mode: VSMP_MODE, state: withCode, services });
    expect(priced.discount.applied).toEqual([expect.objectContaining({ code: "BIENVENUE10" })]);
    expect(priced.priceUnavailable).toBeNull();
    const unknown = await stepEstimate(request(), context(), { mode: VSMP_MODE, state: { ...withCode, discount: undefined }, services });
    expect(unknown.price).toBeNull();
    expect(unknown.priceUnavailable).toBe("discounts");
    // Before any contract, there are no saved codes to miss.
    const fresh = await stepEstimate(request(), context(), { mode: VSMP_MODE, state: emptyJourneyState(), services });
    expect(fresh.priceUnavailable).toBeNull();
  });
});
