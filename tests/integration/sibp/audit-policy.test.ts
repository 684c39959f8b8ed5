import { describe, expect, it, vi } from "vitest";
import { addDays, today } from "~/kernel/contract/calendar";
import { log } from "~/kernel/platform/logger.server";
import { action as identificationAction } from "~/features/counter/client-identification";
import { loader as homeLoader } from "~/features/dashboard/home";
import { action as suspensionAction } from "~/features/dashboard/suspension";
import { AUDIT_PATIENCE_MS } from "~/kernel/upstream/audit.server";
import { callJson, useSandbox } from "../sandbox/setup";
import { agentCookie } from "./agent";

/**
 * Decision 076: the audit trail fails closed for an agent's reads and changes of a client's data
 * (nothing shown, nothing sent without its line), within AUDIT_PATIENCE_MS, and keeps what the
 * agent typed.
 */
useSandbox();
vi.mock("~/kernel/platform/logger.server", () => ({ log: vi.fn() }));

const ORIGIN = "http://localhost:3000";
const CONTRACT = "2024000123";
const DESK = `/sibp/contrat/${CONTRACT}/tableau-de-bord`;
const AUDIT = "/sibp/api/audit/";
const FAULTS = [{ status: 500 }, { timeout: true }];

async function settle(promise: Promise<unknown>): Promise<{ status: number; data: Record<string, unknown> }> {
  let value: unknown;
  try {
    value = await promise;
  } catch (thrown) {
    value = thrown;
  }
  if (value instanceof Response) return { status: value.status, data: {} };
  const wrapped = value as { type?: string; data: Record<string, unknown>; init?: ResponseInit | null };
  return wrapped?.type === "DataWithResponseInit" ? { status: wrapped.init?.status ?? 200, data: wrapped.data } : { status: 200, data: value as Record<string, unknown> };
}

const post = async (path: string, fields: Record<string, string>) =>
  new Request(`${ORIGIN}${path}`, { method: "POST", body: new URLSearchParams(fields), headers: { "content-type": "application/x-www-form-urlencoded", cookie: await agentCookie(), origin: ORIGIN } });

describe("the audit trail fails closed, quickly", () => {
  for (const fault of FAULTS) {
    it(`a client's contract page is refused (503, none of its data) when its read cannot be audited: ${JSON.stringify(fault)}`, async () => {
      await callJson("POST", "/__sandbox/faults", { method: "POST", path: AUDIT, ...fault });
      const started = performance.now();
      const page = await settle(homeLoader({ request: new Request(`${ORIGIN}${DESK}`, { headers: { cookie: await agentCookie() } }), context: { requestId: "audit" }, params: { agentContract: CONTRACT } }));
      await callJson("DELETE", "/__sandbox/faults");
      expect(performance.now() - started).toBeLessThan(AUDIT_PATIENCE_MS + 1500);
      expect(page).toEqual({ status: 503, data: { messageKey: "auditUnavailable" } });
    });

    it(`a change is not sent when it cannot be audited first: the form back (503) with what was typed and why: ${JSON.stringify(fault)}`, async () => {
      const { body: before } = await callJson<{ requests: unknown[] }>("GET", `/__sandbox/contracts/${CONTRACT}`);
      await callJson("POST", "/__sandbox/faults", { method: "POST", path: AUDIT, ...fault });
      const start = addDays(today(), 30);
      const sent = await settle(suspensionAction({ request: await post(`${DESK}/suspendre-contrat`, { startDate: start, endDate: addDays(start, 7), reason: "HOLIDAYS", identityChecked: "yes" }), context: { requestId: "audit" }, params: { agentContract: CONTRACT } }));
      await callJson("DELETE", "/__sandbox/faults");
      expect(sent.status).toBe(503);
      const result = sent.data.result as { error: Record<string, string[]>; initialValue: Record<string, string> };
      expect(result.error[""]).toEqual(["desk:audit.unavailable"]);
      expect(result.initialValue).toMatchObject({ startDate: start, reason: "HOLIDAYS" });
      const { body: after } = await callJson<{ requests: unknown[] }>("GET", `/__sandbox/contracts/${CONTRACT}`);
      expect(after.requests).toHaveLength(before.requests.length);
    });
  }

  it("a client search is not shown unaudited: the search comes back with what was typed and says why", async () => {
    await callJson("POST", "/__sandbox/faults", { method: "POST", path: AUDIT, status: 503 });
    const answer = await settle(identificationAction({ request: await post("/sibp/client-identification", { intent: "search", lastName: "Dupont" }), context: { requestId: "audit" }, params: {} }));
    await callJson("DELETE", "/__sandbox/faults");
    expect(answer.data.notice).toBe("auditUnavailable");
    expect(answer.data.results).toBeNull();
    expect(JSON.stringify(answer.data.result)).toContain("Dupont");
    expect(log).toHaveBeenCalledWith("error", "SIBP: Unable to write audit line", expect.objectContaining({ action: "client.search" }));
  });
});
