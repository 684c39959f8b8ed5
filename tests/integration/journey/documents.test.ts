import type { AppLoadContext } from "@remix-run/node";
import { describe, expect, it, vi } from "vitest";
import { loader } from "~/features/journey/documents";
import { callJson, useSandbox } from "../sandbox/setup";
import { journeyAt, MOBILE_WITH_GEOFENCING, STEPS_TO_PAYMENT } from "./journey-at";

/** The journey's contract and mandate PDFs, streamed (streamPdf) for the journey cookie's contract only. */
useSandbox();
vi.mock("~/kernel/platform/logger.server", () => ({ log: vi.fn() }));

const context: AppLoadContext = { requestId: "documents", clientAddress: "203.0.113.9" };
const download = (kind: string, cookie?: string) =>
  loader({ request: new Request(`http://localhost/services-seniors/souscription/documents/${kind}`, { headers: cookie ? { cookie } : {} }), context, params: { kind } });

describe("the journey's documents", () => {
  it("streams the contract of the cookie's journey as a private PDF", async () => {
    const { cookie } = await journeyAt(MOBILE_WITH_GEOFENCING, STEPS_TO_PAYMENT);
    const response = await download("contrat", cookie);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/pdf");
    expect(response.headers.get("content-disposition")).toMatch(/^attachment; filename="contrat-\d+\.pdf"$/);
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    expect(Buffer.from(await response.arrayBuffer()).subarray(0, 5).toString("latin1")).toBe("%PDF-");
  });

  it("is 404 without a journey, for an unknown document, and for a mandate not signed yet", async () => {
    expect((await download("contrat")).status).toBe(404);
    const { cookie } = await journeyAt(MOBILE_WITH_GEOFENCING, STEPS_TO_PAYMENT);
    expect((await download("facture", cookie)).status).toBe(404);
    const unsigned = await download("mandat", cookie);
    expect(unsigned.status).toBe(404);
    expect(await unsigned.text()).toBe("Ce document est introuvable pour votre souscription en cours.");
  });

  it("says the document is unavailable, in words, when the upstream fails", async () => {
    const { cookie } = await journeyAt(MOBILE_WITH_GEOFENCING, STEPS_TO_PAYMENT);
    await callJson("POST", "/__sandbox/faults", { path: "/vsmp/api/vsmp/v1/contract/*", status: 500 });
    const response = await download("contrat", cookie);
    await callJson("DELETE", "/__sandbox/faults");
    expect(response.status).toBe(503);
    expect(response.headers.get("content-type")).toBe("text/plain; charset=utf-8");
    expect(await response.text()).not.toMatch(/error|500/i);
  });
});
