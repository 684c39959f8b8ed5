import { agentCookie } from "./agent";
import { describe, expect, it } from "vitest";
import { addDays, today } from "~/kernel/contract/calendar";
import { callJson, useSandbox } from "../sandbox/setup";
import { cookieOf, MARIE } from "../../unit/dashboard/helpers";
import { loader as searchLoader } from "~/features/counter/contract-search";
import { loader as homeLoader } from "~/features/dashboard/home";
import { loader as invoicesLoader } from "~/features/dashboard/invoices";
import { loader as invoiceLoader } from "~/features/dashboard/invoice-pdf";
import { loader as attestationsLoader } from "~/features/dashboard/attestations";
import { loader as reportsLoader } from "~/features/dashboard/reports";
import { loader as versionsLoader } from "~/features/dashboard/versions";
import { action as suspensionAction } from "~/features/dashboard/suspension";
import { loader as clientInvoicesLoader } from "~/features/dashboard/invoices";
import { loader as clientHomeLoader } from "~/features/dashboard/home";
import { agentAction } from "~/features/dashboard/agent-door.server";
import { MAX_SHOWN_RESULTS, searchOutcome } from "~/features/counter/rules/contract-search";
import { sibpClientStorage } from "~/kernel/sessions/cookies.server";

const { store } = useSandbox();
const ORIGIN = "http://localhost:3000";
const CONTRACT = "2024000123";
const DESK = `/sibp/contrat/${CONTRACT}/tableau-de-bord`;


async function identifiedClientCookie(id: string): Promise<string> {
  const session = await sibpClientStorage.getSession();
  session.set("client", { id, sex: "female", firstName: "Marie", lastName: "Dupont", email: "", address: { streetName: "12 RUE DES LILAS", zipCode: "75015", city: "PARIS", country: "FRANCE" } });
  return (await sibpClientStorage.commitSession(session)).split(";")[0]!;
}

const get = (path: string, cookie?: string) => new Request(`${ORIGIN}${path}`, { headers: cookie ? { cookie } : {} });
const args = (request: Request, params: Record<string, string> = {}) => ({ request, context: { requestId: "test" }, params });

/** A loader's answer: data (data() or plain) or the thrown Response / data() refusal. */
async function outcome(promise: Promise<unknown>): Promise<{ status: number; data: Record<string, unknown>; location: string | null; response: Response | null }> {
  let value: unknown;
  try {
    value = await promise;
  } catch (thrown) {
    value = thrown;
  }
  if (value instanceof Response) return { status: value.status, data: {}, location: value.headers.get("location"), response: value };
  const wrapped = value as { type?: string; data: Record<string, unknown>; init?: ResponseInit | null };
  if (wrapped?.type === "DataWithResponseInit") return { status: wrapped.init?.status ?? 200, data: wrapped.data, location: null, response: null };
  return { status: 200, data: value as Record<string, unknown>, location: null, response: null };
}

/** The audit trail (kept across tests, as a real one), or only its lines written since `since`. */
async function auditLines(since = ""): Promise<Record<string, unknown>[]> {
  return ((await callJson("GET", "/__sandbox/audit")).body as Record<string, unknown>[]).filter((line) => String(line.time) >= since);
}

const search = async (query: string, cookie?: string) => outcome(searchLoader(args(get(`/sibp/contrat/recherche?${query}`, cookie ?? (await agentCookie())))));

describe("contract search outcome", () => {
  it("says none, one, several, or too many to choose from", () => {
    expect(searchOutcome(0)).toBe("none");
    expect(searchOutcome(1)).toBe("one");
    expect(searchOutcome(2)).toBe("several");
    expect(searchOutcome(MAX_SHOWN_RESULTS)).toBe("several");
    expect(searchOutcome(MAX_SHOWN_RESULTS + 1)).toBe("tooMany");
  });
});

describe("/sibp/contrat/recherche", () => {
  it("sends a visitor, or a client signed in to the client area, to /sibp/login", async () => {
    expect((await search("by=number&contractNumber=2024000123", "")).location).toBe("/sibp/login");
    expect((await search("by=number&contractNumber=2024000123", await cookieOf(MARIE))).location).toBe("/sibp/login");
  });

  it("finds contract 2024000123 by number, with its status and formula, and audits the search", async () => {
    const { data } = await search("by=number&contractNumber=2024+000+123");
    expect(data.outcome).toBe("one");
    expect(data.results).toEqual([
      expect.objectContaining({
        contractNumber: CONTRACT,
        href: DESK,
        status: { contractStatus: "VALIDATED", terminationRequestDate: null, startDate: "2024-03-04", suspended: false, suspension: null },
        formula: "4J",
        subscriber: expect.objectContaining({ firstName: "Marie", lastName: "Dupont" }),
      }),
    ]);
    expect(await auditLines()).toContainEqual(
      expect.objectContaining({ agentIdrh: "AG12345", regate: "R75001", action: "contract.search", contractId: CONTRACT, outcome: "success" }),
    );
  });

  it("finds it by name, accents and case ignored, narrowed by first name and birth date", async () => {
    expect((await search("by=name&lastName=DUPONT&firstName=marie")).data.results).toEqual([expect.objectContaining({ contractNumber: CONTRACT })]);
    expect((await search("by=name&lastName=Dupont&firstName=Marie&birthdate=12/04/1965")).data.outcome).toBe("one");
    // the beneficiary's name finds the contract too
    expect((await search("by=name&lastName=Dupont&firstName=Jeanne&birthdate=18/06/1941")).data.outcome).toBe("one");
    expect((await search("by=name&lastName=Dupont&birthdate=01/01/1990")).data).toMatchObject({ outcome: "none", results: [] });
  });

  it("lists every contract of a shared name (ambiguous) and asks to narrow more than ten", async () => {
    const versions = store.state.hubContracts["2025000456"]!;
    for (const version of versions) Object.assign(version.subscriber, { lastName: "Dupont", firstName: "Marie" });
    const several = await search("by=name&lastName=Dupont&firstName=Marie");
    expect(several.data.outcome).toBe("several");
    expect((several.data.results as { contractNumber: string }[]).map((contract) => contract.contractNumber).sort()).toEqual([CONTRACT, "2025000456"]);
    for (let index = 0; index < MAX_SHOWN_RESULTS; index += 1) {
      store.state.hubContracts[`30000000${String(index).padStart(2, "0")}`] = versions.map((version) => ({ ...version, contractNumber: `30000000${String(index).padStart(2, "0")}` }));
    }
    expect((await search("by=name&lastName=Dupont&firstName=Marie")).data).toMatchObject({ outcome: "tooMany", results: [] });
  });

  it("lists the identified client's contracts, or asks to identify the client first", async () => {
    const cookie = `${await agentCookie()}; ${await identifiedClientCookie("100001")}`;
    expect((await search("by=client", cookie)).data).toMatchObject({ outcome: "one", clientName: "Marie Dupont" });
    expect((await search("by=client")).data).toMatchObject({ notice: "noClient", outcome: null });
  });

  it("keeps the typed values with a message next to the field on bad input", async () => {
    const bad = await search("by=name&lastName=&firstName=Marie&birthdate=31/02/1965");
    expect(bad.status, "refused: the document answers 400 and its title says so").toBe(400);
    const result = bad.data.result as { error: Record<string, string[]>; initialValue: Record<string, string> };
    expect(result.error.lastName).toEqual(["desk:search.errors.lastName"]);
    expect(result.error.birthdate).toEqual(["desk:search.errors.birthdate"]);
    expect(result.initialValue.firstName).toBe("Marie");
    expect((await search("by=number&contractNumber=12AB")).status).toBe(400);
  });

  it("sends the agent to /sibp/error-page when the hub answers 500 or more, says so on a time-out", async () => {
    store.faults.push({ id: "hub-503", path: "/vsmp/api/vsmp/v1/hub/contract", status: 503, remaining: null });
    const failed = await search("by=number&contractNumber=2024000123");
    expect(failed.status).toBe(302);
    expect(failed.location).toBe("/sibp/error-page?status=503");
    expect(await auditLines()).toContainEqual(expect.objectContaining({ action: "contract.search", outcome: "failure" }));
    store.faults.length = 0;
    store.faults.push({ id: "hub-400", path: "/vsmp/api/vsmp/v1/hub/contract", status: 400, remaining: null });
    expect((await search("by=number&contractNumber=2024000123")).data).toMatchObject({ notice: "unavailable" });
  });
});

describe("the agent's door /sibp/contrat/{id}/tableau-de-bord", () => {
  it("opens any client's contract for a signed-in agent and audits the read", async () => {
    const home = await outcome(homeLoader(args(get(DESK, await agentCookie()), { agentContract: CONTRACT })));
    // the agent's view of a client's contract: the page names its holder
    expect(home.data).toMatchObject({ base: DESK, contractNumber: CONTRACT, holder: "Mme Marie Dupont" });
    // A landline contract has no geolocation page (the navigation leaves it out); a mobile one with geofencing has.
    expect(home.data.geolocation).toBe(false);
    const mobile = await outcome(homeLoader(args(get("/sibp/contrat/2025000456/tableau-de-bord", await agentCookie()), { agentContract: "2025000456" })));
    expect(mobile.data).toMatchObject({ holder: "M. Luc Bernard", geolocation: true });
    const invoices = await outcome(invoicesLoader(args(get(`${DESK}/factures`, await agentCookie()), { agentContract: CONTRACT })));
    expect(invoices.data).toMatchObject({ base: DESK });
    const lines = await auditLines();
    expect(lines.filter((line) => line.action === "contract.read" && line.contractId === CONTRACT && line.outcome === "success")).toHaveLength(2);
    expect(lines[0]).toMatchObject({ agentIdrh: "AG12345", regate: "R75001" });
  });

  it("streams an invoice PDF after the guard, inline when it is opened to be printed", async () => {
    const invoices = (await outcome(invoicesLoader(args(get(`${DESK}/factures`, await agentCookie()), { agentContract: CONTRACT })))).data.invoices as { id: string }[];
    const id = invoices[0]!.id;
    const pdf = (await outcome(invoiceLoader(args(get(`${DESK}/factures/${id}`, await agentCookie()), { agentContract: CONTRACT, document: id })))).response!;
    expect(pdf.headers.get("content-type")).toBe("application/pdf");
    expect(pdf.headers.get("content-disposition")).toMatch(/^attachment; filename="facture-/);
    expect(pdf.headers.get("cache-control")).toBe("private, no-store");
    const printed = (await outcome(invoiceLoader(args(get(`${DESK}/factures/${id}?imprimer=1`, await agentCookie()), { agentContract: CONTRACT, document: id })))).response!;
    expect(printed.headers.get("content-disposition")).toMatch(/^inline; /);
    expect(await auditLines()).toContainEqual(expect.objectContaining({ action: "contract.download", contractId: CONTRACT, outcome: "success" }));
  });

  it("refuses a visitor and a client session (to /sibp/login), 404 for an unknown contract", async () => {
    for (const cookie of [undefined, await cookieOf(MARIE)]) {
      const refused = await outcome(homeLoader(args(get(DESK, cookie), { agentContract: CONTRACT })));
      expect(refused.location).toBe("/sibp/login");
      const download = await outcome(invoiceLoader(args(get(`${DESK}/factures/F1`, cookie), { agentContract: CONTRACT, document: "F1" })));
      expect(download.location).toBe("/sibp/login");
    }
    expect((await outcome(homeLoader(args(get("/sibp/contrat/1999000001/tableau-de-bord", await agentCookie()), { agentContract: "1999000001" })))).status).toBe(404);
  });

  it("gives an agent session no access to the client's own area", async () => {
    const refused = await outcome(clientHomeLoader(args(get(`/services-seniors/contrat/${CONTRACT}/tableau-de-bord`, await agentCookie()), { id: CONTRACT })));
    expect(refused.status === 403 || refused.location?.startsWith("/vsmp/connexion")).toBe(true);
  });

  it("sends the agent to /sibp/error-page when the contract read answers 500 or more, and audits the failure", async () => {
    store.faults.push({ id: "hub-500", path: `/vsmp/api/vsmp/v1/hub/contract/${CONTRACT}`, status: 500, remaining: null });
    const failed = await outcome(homeLoader(args(get(DESK, await agentCookie()), { agentContract: CONTRACT })));
    expect(failed.status).toBe(302);
    expect(failed.location).toBe("/sibp/error-page?status=500");
    const download = await outcome(invoiceLoader(args(get(`${DESK}/factures/F1`, await agentCookie()), { agentContract: CONTRACT, document: "F1" })));
    expect(download.location).toBe("/sibp/error-page?status=500");
    expect(await auditLines()).toContainEqual(expect.objectContaining({ action: "contract.read", contractId: CONTRACT, outcome: "failure" }));
  });

  it("sends the agent to /sibp/error-page when a list behind the door answers 500 or more; the client's door says it on the page", async () => {
    const HUB = "/vsmp/api/vsmp/v1/hub/contract";
    const lists = [
      { loader: invoicesLoader, page: "factures", fault: `/vsmp/api/invoice/${CONTRACT}/` },
      { loader: attestationsLoader, page: "attestations", fault: `/vsmp/api/attestation/${CONTRACT}/` },
      { loader: reportsLoader, page: "comptes-rendus", fault: `${HUB}/crs/${CONTRACT}` },
      { loader: versionsLoader, page: "versions", fault: `${HUB}/allVersion/${CONTRACT}` },
    ];
    for (const [index, { loader, page, fault }] of lists.entries()) {
      const status = 500 + index;
      store.faults.length = 0;
      store.faults.push({ id: `list-${page}`, path: fault, status, remaining: null });
      const failed = await outcome(loader(args(get(`${DESK}/${page}`, await agentCookie()), { agentContract: CONTRACT })));
      expect({ page, status: failed.status, location: failed.location }).toEqual({ page, status: 302, location: `/sibp/error-page?status=${status}` });
    }
    // a 4xx is not the SIBP error rule: the page says the list is unavailable
    store.faults.length = 0;
    store.faults.push({ id: "invoices-404", path: `/vsmp/api/invoice/${CONTRACT}/`, status: 404, remaining: null });
    expect((await outcome(invoicesLoader(args(get(`${DESK}/factures`, await agentCookie()), { agentContract: CONTRACT })))).data).toMatchObject({ failure: "unavailable" });
    // the same failure through the client's door keeps its message
    store.faults.length = 0;
    store.faults.push({ id: "invoices-503", path: `/vsmp/api/invoice/${CONTRACT}/`, status: 503, remaining: null });
    const client = await outcome(clientInvoicesLoader(args(get(`/services-seniors/contrat/${CONTRACT}/tableau-de-bord/factures`, await cookieOf(MARIE)), { id: CONTRACT })));
    expect(client).toMatchObject({ status: 200, location: null, data: { invoices: [], failure: "unavailable" } });
  });

  it("sends the agent to /sibp/error-page when a download or a change answers 500 or more, and audits the change as failed", async () => {
    const since = new Date().toISOString();
    store.faults.push({ id: "invoice-pdf", path: `/vsmp/api/invoice/${CONTRACT}/F2024000123202403`, status: 502, remaining: null });
    const download = await outcome(invoiceLoader(args(get(`${DESK}/factures/F2024000123202403`, await agentCookie()), { agentContract: CONTRACT, document: "F2024000123202403" })));
    expect(download.location).toBe("/sibp/error-page?status=502");

    store.faults.push({ id: "suspension", method: "POST", path: `/vsmp/api/vsmp/v1/hub/contract/${CONTRACT}/suspension`, status: 503, remaining: null });
    const request = new Request(`${ORIGIN}${DESK}/suspendre-contrat`, {
      method: "POST",
      body: new URLSearchParams({ startDate: addDays(today(), 30), endDate: addDays(today(), 37), reason: "HOSPITALISATION", identityChecked: "yes" }),
      headers: { "content-type": "application/x-www-form-urlencoded", cookie: await agentCookie() },
    });
    const sent = await outcome(suspensionAction(args(request, { agentContract: CONTRACT })));
    expect(sent.location).toBe("/sibp/error-page?status=503");
    const lines = (await auditLines(since)).filter((line) => line.action === "contract.suspension");
    expect(lines.map((line) => line.outcome)).toEqual(["requested", "failure"]);
  });

  it("refuses a change without the confirmation that the client is present and identified, keeping the values", async () => {
    const since = new Date().toISOString();
    let called = 0;
    const act = agentAction("contract.suspension", async () => {
      called += 1;
      return new Response(null, { status: 302, headers: { location: `${DESK}/suspendre-contrat?demande=X` } });
    });
    const post = async (fields: Record<string, string>) =>
      new Request(`${ORIGIN}${DESK}/suspendre-contrat`, {
        method: "POST",
        body: new URLSearchParams(fields),
        headers: { "content-type": "application/x-www-form-urlencoded", cookie: await agentCookie() },
      });
    const refused = await outcome(act({ request: await post({ startDate: "2030-01-01" }), params: { id: CONTRACT }, context: { requestId: "test" } }));
    expect(called).toBe(0);
    expect(refused.status).toBe(400);
    expect(refused.data.result).toMatchObject({ error: { identityChecked: ["desk:identity.required"] }, initialValue: { startDate: "2030-01-01" } });
    const done = await outcome(act({ request: await post({ startDate: "2030-01-01", identityChecked: "yes" }), params: { id: CONTRACT }, context: { requestId: "test" } }));
    expect(called).toBe(1);
    expect(done.status).toBe(302);
    const lines = (await auditLines(since)).filter((line) => line.action === "contract.suspension");
    expect(lines.map((line) => line.outcome)).toEqual(["rejected", "requested", "success"]);
  });
});
