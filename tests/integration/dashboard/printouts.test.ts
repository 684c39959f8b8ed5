import { describe, expect, it, vi } from "vitest";
import * as homePage from "~/features/dashboard/home";
import * as printoutDownload from "~/features/dashboard/printout-pdf";
import { agentCookie } from "../sibp/agent";
import { callJson, checkPdf, useSandbox } from "../sandbox/setup";
import { marieOrder } from "./marie-orders";
import { answer, args, CONTRACT, MARIE, PAUL, user } from "../../unit/dashboard/helpers";

/**
 * The papers to print from the dashboard (decision 116): while a contract ordered on paper awaits
 * its signed documents, the home's notice links the contract and the SEPA mandate, streamed from
 * the hub's printouts under the contract after the door's guard; none once they are recorded.
 */
useSandbox();
vi.mock("~/kernel/platform/logger.server", () => ({ log: vi.fn() }));

const HUB = "/vsmp/api/vsmp/v1/hub/contract";
/** A relative who follows Marie's seeded contract (the sandbox's seed). */
const LUC = user("300001", "luc.dupont@example.fr", "Luc", "Dupont");

const dashboard = (id: string) => `http://localhost/services-seniors/contrat/${id}/tableau-de-bord`;

const download = async (id: string, kind: string, person: Parameters<typeof args>[1] = MARIE) =>
  (await printoutDownload.loader(await args(`${dashboard(id)}/documents-a-signer/${kind}`, person, { id, kind }))) as Response;

async function expectNotFound(response: Response) {
  expect(response.status).toBe(404);
  expect(response.headers.get("content-type")).toContain("text/plain");
  expect(response.headers.get("content-disposition")).toBeNull();
  expect(await response.text()).toBe("Ressource introuvable");
}

describe("the papers to print from the dashboard, while the contract awaits them", () => {
  it("the home links the contract and the mandate; the owner downloads each, private and not stored, the printout with the full IBAN", async () => {
    const number = await marieOrder("PAPER");
    const home = await answer<{ printouts: { document: string; href: string }[] }>(homePage.loader(await args(dashboard(number), MARIE, { id: number })));
    expect(home.data.printouts.map((paper) => paper.href)).toEqual([`/services-seniors/contrat/${number}/tableau-de-bord/documents-a-signer/contrat`, `/services-seniors/contrat/${number}/tableau-de-bord/documents-a-signer/mandat`]);

    for (const [kind, file] of [["mandat", `mandat-sepa-${number}.pdf`], ["contrat", `contrat-${number}.pdf`]] as const) {
      const response = await download(number, kind);
      expect(response.status, kind).toBe(200);
      expect(response.headers.get("content-type")).toBe("application/pdf");
      expect(response.headers.get("content-disposition")).toBe(`attachment; filename="${file}"`);
      expect(response.headers.get("cache-control")).toBe("private, no-store");
      const text = checkPdf(new Uint8Array(await response.arrayBuffer())).text.replace(/\s+/g, " ");
      // Decision 063: the printout to sign carries the full IBAN, which the person typed.
      expect(text, kind).toContain("FR76 3000 6000 0112 3456 7890 189");
    }
  });

  it("once the signed documents are recorded: no link, and the download answers 404 (nothing asked upstream)", async () => {
    const number = await marieOrder("PAPER");
    expect((await callJson("POST", `${HUB}/${number}/signed-documents?system=SIBP`, {})).status).toBe(200);
    const home = await answer<{ printouts: unknown[] }>(homePage.loader(await args(dashboard(number), MARIE, { id: number })));
    expect(home.data.printouts).toEqual([]);
    // A fault on the hub's printout would give 503: the 404 proves the app did not ask.
    await callJson("POST", "/__sandbox/faults", { path: `${HUB}/${number}/printouts/mandate`, status: 500 });
    await expectNotFound(await download(number, "mandat"));
    // A contract that never awaited papers (Marie's seeded one) neither.
    await expectNotFound(await download(CONTRACT, "contrat"));
    expect((await answer<{ printouts: unknown[] }>(homePage.loader(await args(dashboard(CONTRACT), MARIE)))).data.printouts).toEqual([]);
  });

  it("another client gets 404 as for an unknown contract; a relative 403; an unknown paper 404; signed out goes to sign in", async () => {
    const number = await marieOrder("PAPER");
    await expectNotFound(await download(number, "mandat", PAUL));
    await expectNotFound(await download("9999999999", "mandat"));
    await expectNotFound(await download(number, "devis"));
    expect((await download(CONTRACT, "mandat", LUC)).status).toBe(403);
    expect((await answer(download(number, "mandat", null))).status).toBe(302);
  });

  it("a hub failure gives 503 with the message the other downloads give, never a half PDF nor a 500", async () => {
    const number = await marieOrder("PAPER");
    for (const failure of [{ status: 500 }, { malformed: true }]) {
      await callJson("POST", "/__sandbox/faults", { path: `${HUB}/${number}/printouts/mandate`, ...failure, times: 1 });
      const response = await download(number, "mandat");
      expect(response.status, JSON.stringify(failure)).toBe(503);
      expect(response.headers.get("content-disposition")).toBeNull();
      expect(await response.text()).toBe("Service momentanément indisponible");
    }
  });

  it("at the counter: the agent's desk streams the printout (inline to be printed), audited as a download", async () => {
    const number = await marieOrder("PAPER");
    const desk = `http://localhost/sibp/contrat/${number}/tableau-de-bord/documents-a-signer/mandat`;
    const since = new Date().toISOString();
    const pdf = await answer(
      printoutDownload.loader({ request: new Request(`${desk}?imprimer=1`, { headers: { cookie: await agentCookie() } }), context: { requestId: "test" }, params: { agentContract: number, kind: "mandat" } }),
    );
    expect(pdf.status).toBe(200);
    expect(pdf.headers?.get("content-disposition")).toBe(`inline; filename="mandat-sepa-${number}.pdf"`);
    expect(pdf.headers?.get("cache-control")).toBe("private, no-store");
    const audit = ((await callJson("GET", "/__sandbox/audit")).body as Record<string, unknown>[]).filter((line) => String(line.time) >= since);
    expect(audit).toContainEqual(expect.objectContaining({ action: "contract.download", contractId: number, outcome: "success" }));
  });
});
