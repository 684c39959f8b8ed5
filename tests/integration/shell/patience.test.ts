import type { AppLoadContext } from "@remix-run/node";
import { describe, expect, it, vi } from "vitest";
import { config } from "~/kernel/platform/config.server";
import * as invoicesPage from "~/features/dashboard/invoices";
import * as invoiceDownload from "~/features/dashboard/invoice-pdf";
import * as servicesStep from "~/features/journey/steps/services";
import { callJson, useSandbox } from "../sandbox/setup";
import { journeyAt } from "../journey/journey-at";
import { answer, args, CONTRACT, DASHBOARD, MARIE } from "../../unit/dashboard/helpers";

/**
 * Decision 074: a person is answered within a few seconds whatever an upstream does. The spec's
 * time-outs stay the services' (20 s for documents and discounts); a person waits at most
 * PAGE_PATIENCE_MS (4 s) for a call, then the page says to try again; and no request chains two
 * time-outs of the same read.
 */
vi.hoisted(() => {
  // Each test reads the price grids again, so that a fault is met.
  process.env.OFFERS_CACHE_TTL_S = "0";
});
useSandbox();
vi.mock("~/kernel/platform/logger.server", () => ({ log: vi.fn() }));

const SLOW = 8000;
const patience = config.services.documents.patienceMs!;
const within = (started: number, ms: number) => expect(performance.now() - started).toBeLessThan(ms);

describe("a person waits a few seconds at most", () => {
  it("keeps the spec's time-out as the documents service's, and waits at most PAGE_PATIENCE_MS for it", () => {
    expect(config.services.documents.timeoutMs).toBe(20000);
    expect(patience).toBe(4000);
  });

  it("the invoice list: 'unavailable, try again' after the patience, not the service's 20 s", async () => {
    await callJson("POST", "/__sandbox/faults", { path: `/vsmp/api/invoice/${CONTRACT}/`, delayMs: SLOW, times: 1 });
    const started = performance.now();
    const page = await answer<{ failure: string | null }>(invoicesPage.loader(await args(`${DASHBOARD}/factures`, MARIE)));
    within(started, patience + 1500);
    expect(page.data.failure).toBe("timeout");
  });

  it("an invoice's download: 503 'unavailable' after the patience", async () => {
    await callJson("POST", "/__sandbox/faults", { path: `/vsmp/api/invoice/${CONTRACT}/F2024000123202403`, delayMs: SLOW, times: 1 });
    const started = performance.now();
    const response = (await invoiceDownload.loader(await args(`${DASHBOARD}/factures/F2024000123202403`, MARIE, { document: "F2024000123202403" }))) as Response;
    within(started, patience + 1500);
    expect(response.status).toBe(503);
  });

  it("a promo code applied while the discount service is slow: the code cannot be checked now, said within the patience", async () => {
    const { cookie } = await journeyAt({ type: "STANDARD", visitDays: ["MONDAY"], remote: "NONE", fallDetector: false, geofencing: false, simInstallation: null }, ["etape1"]);
    await callJson("POST", "/__sandbox/faults", { path: "/vsmp/api/discount/referential/*", delayMs: SLOW });
    const started = performance.now();
    const body = new URLSearchParams({ remote: "NONE", visitDays: "MONDAY", intent: "apply-promo", promoCode: "MOINS5" });
    const result = (await servicesStep.action({ request: new Request("http://localhost/services-seniors/souscription/etape1", { method: "POST", body, headers: { cookie, "content-type": "application/x-www-form-urlencoded" } }), context: { requestId: "patience", clientAddress: "203.0.113.77" } as AppLoadContext, params: {} })) as unknown as { data: { promoError: { key: string } | null } };
    await callJson("DELETE", "/__sandbox/faults");
    within(started, 2 * patience + 1500);
    expect(result.data.promoError?.key).toBe("journey:price.discountsUnavailable");
  });

  it("etape1's price update and the page after it meet a silent price service once: one time-out, not two", async () => {
    const { cookie } = await journeyAt({ type: "STANDARD", visitDays: ["MONDAY"], remote: "NONE", fallDetector: false, geofencing: false, simInstallation: null }, ["etape1"]);
    await callJson("POST", "/__sandbox/faults", { path: "/vsmp/api/vsmp/v1/steamulo/price", timeout: true });
    const context: AppLoadContext = { requestId: "price-once", clientAddress: "203.0.113.78" };
    const url = "http://localhost/services-seniors/souscription/etape1";
    const body = new URLSearchParams({ remote: "NONE", visitDays: "MONDAY", intent: "price" });
    const started = performance.now();
    await servicesStep.action({ request: new Request(url, { method: "POST", body, headers: { cookie, "content-type": "application/x-www-form-urlencoded" } }), context, params: {} });
    await servicesStep.loader({ request: new Request(url, { headers: { cookie } }), context, params: {} });
    await callJson("DELETE", "/__sandbox/faults");
    // The fault was met (one time-out), and only once.
    expect(performance.now() - started).toBeGreaterThan(config.services.vsmp.timeoutMs - 100);
    within(started, config.services.vsmp.timeoutMs + 1500);
  }, 20_000);
});
