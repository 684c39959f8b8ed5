import { describe, expect, it, vi } from "vitest";
import { addMonths, today } from "~/kernel/contract/calendar";
import * as acknowledgementDownload from "~/features/dashboard/termination-acknowledgement-pdf";
import * as terminationPage from "~/features/dashboard/termination";
import { agentCookie } from "../sibp/agent";
import { call, callJson, checkPdf, useSandbox } from "../sandbox/setup";
import { answer, args, CONTRACT, DASHBOARD, form, MARIE, OTHER_CONTRACT, PAUL, user } from "../../unit/dashboard/helpers";

/**
 * The signed-in termination's acknowledgement (decision 113): linked from the `?demande=` page,
 * streamed after the door's guard from the hub's call under the contract.
 */
useSandbox();
vi.mock("~/kernel/platform/logger.server", () => ({ log: vi.fn() }));
vi.mock("~/kernel/platform/mailer.server", () => ({ sendMail: vi.fn(async () => undefined) }));

const HUB = "/vsmp/api/vsmp/v1/hub/contract";
const LUC = user("300001", "luc.dupont@example.fr", "Luc", "Dupont");
/** The second contract's subscriber (the sandbox's seed). */
const SECOND = user("200001", "luc.bernard@example.fr", "Luc", "Bernard");
const end = addMonths(today(), 1);

/** Marie terminates her contract on her dashboard: the address of the page she lands on, and the reference. */
async function marieTerminates(): Promise<{ location: string; reference: string }> {
  const request = await args(`${DASHBOARD}/resilier-contrat`, MARIE, {}, { method: "POST", body: form({ endDate: end, reason: "BENEFICIARY_ESTABLISHMENT", step: "confirm" }) });
  const confirmed = await answer(terminationPage.action(request));
  expect(confirmed.status).toBe(302);
  const location = confirmed.location!;
  return { location, reference: new URL(location, "http://localhost").searchParams.get("demande")! };
}

const download = async (reference: string, person: Parameters<typeof args>[1] = MARIE, id = CONTRACT) =>
  (await acknowledgementDownload.loader(
    await args(`http://localhost/services-seniors/contrat/${id}/tableau-de-bord/resilier-contrat/accuse-de-reception/${reference}`, person, { id, reference }),
  )) as Response;

describe("the signed-in termination's acknowledgement PDF", () => {
  it("the ?demande= page links it; the owner downloads it, private and not stored, the hub's acknowledgement of her request", async () => {
    const { location, reference } = await marieTerminates();
    expect(reference).toMatch(/^RESILIATION-/);
    const page = await answer<{ reference: string; acknowledgement: string | null }>(terminationPage.loader(await args(`http://localhost${location}`, MARIE)));
    expect(page.data.acknowledgement).toBe(`/services-seniors/contrat/${CONTRACT}/tableau-de-bord/resilier-contrat/accuse-de-reception/${reference}`);
    const response = await download(reference);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/pdf");
    expect(response.headers.get("content-disposition")).toBe(`attachment; filename="accuse-de-reception-${reference}.pdf"`);
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect(Buffer.from(bytes).subarray(0, 5).toString("latin1")).toBe("%PDF-");
    expect(checkPdf(bytes).text).toContain(reference);
  });

  it("no link without a termination's reference: none on the form, none for another kind of request", async () => {
    const form = await answer<{ acknowledgement: string | null }>(terminationPage.loader(await args(`${DASHBOARD}/resilier-contrat`, MARIE)));
    expect(form.data.acknowledgement).toBeNull();
    const other = await answer<{ acknowledgement: string | null }>(terminationPage.loader(await args(`${DASHBOARD}/resilier-contrat?demande=AVENANT-${CONTRACT}-1-abc`, MARIE)));
    expect(other.data.acknowledgement).toBeNull();
  });

  it("another client gets 404 and no PDF, as for an unknown contract; a relative 403; signed out goes to sign in", async () => {
    const { reference } = await marieTerminates();
    for (const refused of [await download(reference, PAUL), await download(reference, PAUL, "9999999999")]) {
      expect(refused.status).toBe(404);
      expect(refused.headers.get("content-type")).toContain("text/plain");
      expect(await refused.text()).toBe("Ressource introuvable");
    }
    expect((await download(reference, LUC)).status).toBe(403);
    const signedOut = await answer(download(reference, null));
    expect(signedOut.status).toBe(302);
  });

  it("a termination of another contract, an unknown reference or another kind of reference: the same 404 through one's own contract", async () => {
    // The second customer's contract terminated (at the hub): its reference is not Marie's contract's.
    const second = await callJson("POST", `${HUB}/${OTHER_CONTRACT}/termination?system=LPFR`, { requestedDate: end });
    expect(second.status).toBe(201);
    const foreign: string = second.body.requestId;
    expect((await call("GET", `/vsmp/api/vsmp/v1/hub/termination/${foreign}/acknowledgement`)).status).toBe(200);
    for (const reference of [foreign, `RESILIATION-${CONTRACT}-999-deadbeef`, `AVENANT-${CONTRACT}-1-abc`, "../31"]) {
      const response = await download(reference);
      expect(response.status, reference).toBe(404);
      expect(response.headers.get("content-disposition"), reference).toBeNull();
      expect(await response.text(), reference).toBe("Ressource introuvable");
    }
    // Its owner downloads it through that contract.
    expect((await download(foreign, SECOND, OTHER_CONTRACT)).status).toBe(200);
  });

  it("an upstream failure gives 503 with the message the other downloads give, never a half PDF", async () => {
    const { reference } = await marieTerminates();
    for (const failure of [{ status: 500 }, { malformed: true }]) {
      await callJson("POST", "/__sandbox/faults", { path: `${HUB}/${CONTRACT}/termination/${reference}/acknowledgement`, ...failure, times: 1 });
      const response = await download(reference);
      expect(response.status, JSON.stringify(failure)).toBe(503);
      expect(response.headers.get("content-disposition")).toBeNull();
      expect(await response.text()).toBe("Service momentanément indisponible");
    }
  });

  it("at the counter: the agent's desk streams it (inline to be printed), audited as a download; a hub failure goes to the SIBP error page", async () => {
    const { reference } = await marieTerminates();
    const desk = `http://localhost/sibp/contrat/${CONTRACT}/tableau-de-bord/resilier-contrat/accuse-de-reception/${reference}`;
    const agent = async (query = "") =>
      answer(acknowledgementDownload.loader({ request: new Request(`${desk}${query}`, { headers: { cookie: await agentCookie() } }), context: { requestId: "test" }, params: { agentContract: CONTRACT, reference } }));
    const since = new Date().toISOString();
    const pdf = await agent();
    expect(pdf.status).toBe(200);
    expect(pdf.headers?.get("content-type")).toBe("application/pdf");
    expect(pdf.headers?.get("cache-control")).toBe("private, no-store");
    expect((await agent("?imprimer=1")).headers?.get("content-disposition")).toMatch(/^inline; /);
    const audit = ((await callJson("GET", "/__sandbox/audit")).body as Record<string, unknown>[]).filter((line) => String(line.time) >= since);
    expect(audit).toContainEqual(expect.objectContaining({ action: "contract.download", contractId: CONTRACT, outcome: "success" }));
    await callJson("POST", "/__sandbox/faults", { path: `${HUB}/${CONTRACT}/termination/${reference}/acknowledgement`, status: 502, times: 1 });
    expect((await agent()).location).toBe("/sibp/error-page?status=502");
    // A client's session is no agent's.
    const client = await answer(
      acknowledgementDownload.loader({ request: (await args(desk, MARIE)).request, context: { requestId: "test" }, params: { agentContract: CONTRACT, reference } }),
    );
    expect(client.location).toBe("/sibp/login");
  });
});
