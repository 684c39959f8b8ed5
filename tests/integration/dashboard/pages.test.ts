import { describe, expect, it, vi } from "vitest";
import * as attestationDownload from "~/features/dashboard/attestation-pdf";
import * as attestationsPage from "~/features/dashboard/attestations";
import * as reportsPage from "~/features/dashboard/reports";
import * as invoiceDownload from "~/features/dashboard/invoice-pdf";
import * as invoicesPage from "~/features/dashboard/invoices";
import * as homePage from "~/features/dashboard/home";
import * as versionDownload from "~/features/dashboard/version-pdf";
import * as versionsPage from "~/features/dashboard/versions";
import * as contractsPage from "~/features/dashboard/contracts";
import * as currentContract from "~/features/dashboard/current-contract";
import * as managementAddress from "~/features/dashboard/contract-pdf";
import { ALIVE_TTL_MS } from "~/kernel/upstream/billing.server";
import { formatEuros } from "~/kernel/money/money";
import { callJson, checkPdf, useSandbox } from "../sandbox/setup";
import { answer, args, CONTRACT, DASHBOARD, MARIE, OTHER_CONTRACT, PAUL } from "../../unit/dashboard/helpers";

/** The dashboard's loaders against the sandbox handlers (msw), with injected faults. */
useSandbox();
vi.mock("~/kernel/platform/logger.server", () => ({ log: vi.fn() }));

const fault = (fault: Record<string, unknown>) => callJson("POST", "/__sandbox/faults", fault);

/** Moves the clock past twice the still-alive answer's lifetime (the shared answer is then asked again). */
const realNow = Date.now.bind(Date);
let clockShift = 0;
function afterAliveLifetime() {
  clockShift += 2 * ALIVE_TTL_MS + 1;
  vi.spyOn(Date, "now").mockImplementation(() => realNow() + clockShift);
}
const HUB = "/vsmp/api/vsmp/v1/hub/contract";

const PAGES = [
  ["home", homePage.loader, ""],
  ["versions", versionsPage.loader, "/versions"],
  ["invoices", invoicesPage.loader, "/factures"],
  ["attestations", attestationsPage.loader, "/attestations"],
  ["reports", reportsPage.loader, "/comptes-rendus"],
] as const;

describe("dashboard guard on every page (SPEC 2, 8)", () => {
  it.each(PAGES)("%s: signed out → the login page with redirect, fallback and profile", async (_, loader, path) => {
    const result = await answer(loader(await args(`${DASHBOARD}${path}`, null)));
    expect(result.status).toBe(302);
    const location = new URL(result.location!, "http://localhost");
    expect(location.pathname).toBe("/vsmp/connexion");
    expect(location.searchParams.get("redirect")).toBe(`/services-seniors/contrat/${CONTRACT}/tableau-de-bord${path}`);
    expect(location.searchParams.get("fallback")).toBe("/");
    expect(location.searchParams.get("profile")).toBe("part");
  });

  it.each(PAGES)("%s: another customer's contract → 404 'Resource not found' as an unknown number (its existence not told), none of its data", async (_, loader, path) => {
    const result = await answer(loader(await args(`${DASHBOARD}${path}`, PAUL)));
    const unknown = await answer(loader(await args(`${DASHBOARD}${path}`, PAUL, { id: "9999999999" })));
    expect(result.status).toBe(404);
    expect(result.data).toEqual({ messageKey: "resourceNotFound" });
    expect({ status: unknown.status, data: unknown.data }).toEqual({ status: result.status, data: result.data });
    expect(result.headers?.get("cache-control")).toBe("private, no-store");
  });

  it.each(PAGES)("%s: a contract that does not exist → 404 'Resource not found'; one that fails to load → 503 'unavailable, try again'", async (_, loader, path) => {
    const missing = await answer(loader(await args(`${DASHBOARD}${path}`, MARIE, { id: "9999999999" })));
    expect(missing).toMatchObject({ status: 404, data: { messageKey: "resourceNotFound" } });
    for (const failure of [{ status: 500 }, { timeout: true }, { malformed: true }]) {
      await fault({ path: `${HUB}/${CONTRACT}`, ...failure, times: 1 });
      const failing = await answer(loader(await args(`${DASHBOARD}${path}`, MARIE)));
      expect(failing, JSON.stringify(failure)).toMatchObject({ status: 503, data: { messageKey: "unavailable" } });
    }
  });

  it("preview mode has no user information → 403 'Not allowed'", async () => {
    const result = await answer(homePage.loader(await args(`${DASHBOARD}?cmsTicketId=abc`, null)));
    expect(result).toMatchObject({ status: 403, data: { messageKey: "notAllowed" } });
  });

  it("marie may not open the second customer's contract", async () => {
    const result = await answer(homePage.loader(await args(DASHBOARD, MARIE, { id: OTHER_CONTRACT })));
    expect(result).toMatchObject({ status: 404, data: { messageKey: "resourceNotFound" } });
  });
});

describe("dashboard pages", () => {
  it("home: the contract at a glance, never stored", async () => {
    const result = await answer<{ contract: Record<string, unknown>; alive: boolean; base: string }>(homePage.loader(await args(DASHBOARD, MARIE)));
    expect(result.status).toBe(200);
    expect(result.headers?.get("cache-control")).toBe("private, no-store");
    expect(result.data.base).toBe(`/services-seniors/contrat/${CONTRACT}/tableau-de-bord`);
    expect(result.data.alive).toBe(true);
    expect(result.data.contract).toMatchObject({
      state: "active",
      formula: "4J",
      visitDays: ["MONDAY", "TUESDAY", "THURSDAY", "FRIDAY"],
      remoteAssistanceType: "LANDLINE",
      // The hub's price of the months to come; the first debit is behind.
      // (from the month in progress, counted from March 2024)
      price: { list: { ttcPriceInCents: 8260, tvaAmountInCents: 1128 }, periods: [{ untilMonth: null, ttcPriceInCents: 8260 }] },
      firstDebitToCome: false,
      start: { contractStatus: "VALIDATED", startDate: "2024-03-04", withdrawalEndDate: "2024-03-15", earlyStart: true },
      durationInMonths: 12,
      doctor: { name: "Bernard" },
      payment: { iban: "FR76 •••• •••• 0189", rum: "VSMP-2024000123-K7Q2M9XA" },
      contacts: [{ contactType: "NEIGHBOUR", hasKeys: true, travelTimeInMinutes: 5 }],
      devices: [{ kind: "TRANSMITTER" }, { kind: "ALARM_BUTTON" }],
    });
  });

  it("home: still-alive failing says the service has difficulties, the page still shows", async () => {
    await fault({ path: "/vsmp/api/client/still-alive", status: 500 });
    // Past any answer an earlier test left shared (twice its lifetime: it may be served stale once).
    afterAliveLifetime();
    const result = await answer<{ alive: boolean }>(homePage.loader(await args(DASHBOARD, MARIE)));
    expect(result.status).toBe(200);
    expect(result.data.alive).toBe(false);
  });

  it("home: the still-alive answer is shared for its lifetime, then asked again", async () => {
    afterAliveLifetime();
    const first = await answer<{ alive: boolean }>(homePage.loader(await args(DASHBOARD, MARIE)));
    expect(first.data.alive).toBe(true);
    await fault({ path: "/vsmp/api/client/still-alive", status: 500 });
    // Another client's view within the lifetime: the same answer, no second probe.
    const shared = await answer<{ alive: boolean }>(homePage.loader(await args(DASHBOARD, MARIE)));
    expect(shared.data.alive).toBe(true);
    afterAliveLifetime();
    const later = await answer<{ alive: boolean }>(homePage.loader(await args(DASHBOARD, MARIE)));
    expect(later.data.alive).toBe(false);
  });

  it("versions: 31 to 22, only 31 current, the formula changes with prices", async () => {
    const result = await answer<{ versions: { version: number; current: boolean; formula: unknown }[] }>(versionsPage.loader(await args(`${DASHBOARD}/versions`, MARIE)));
    expect(result.data.versions.map((version) => version.version)).toEqual([31, 30, 29, 28, 27, 26, 25, 24, 23, 22]);
    expect(result.data.versions.filter((version) => version.current).map((version) => version.version)).toEqual([31]);
    expect(result.data.versions.find((version) => version.version === 26)?.formula).toEqual({ from: "4J", to: "5J", priceFrom: 8260, priceTo: 9950 });
    expect(result.data.versions.find((version) => version.version === 29)?.formula).toEqual({ from: "5J", to: "4J", priceFrom: 9950, priceTo: 8260 });
  });

  it("versions: a time-out says so on the page", async () => {
    await fault({ path: `${HUB}/allVersion/${CONTRACT}`, timeout: true });
    const result = await answer<{ versions: unknown[]; failure: string }>(versionsPage.loader(await args(`${DASHBOARD}/versions`, MARIE)));
    expect(result).toMatchObject({ status: 200, data: { versions: [], failure: "timeout" } });
  });

  it("invoices: newest first, monthly; a 500 or a malformed body says the list is unavailable", async () => {
    const result = await answer<{ invoices: { id: string; date: string; amountInCents: number }[] }>(invoicesPage.loader(await args(`${DASHBOARD}/factures`, MARIE)));
    const invoices = result.data.invoices;
    expect(invoices.length).toBeGreaterThanOrEqual(12);
    // The first invoice is the first debit: the first month and the 39 € installation fee.
    expect(invoices.at(-1)).toEqual({ id: "F2024000123202403", date: "2024-03-05", amountInCents: 8260 + 3900 });
    expect(invoices.at(-2)).toEqual({ id: "F2024000123202404", date: "2024-04-05", amountInCents: 8260 });
    expect([...invoices].sort((a, b) => b.date.localeCompare(a.date))).toEqual(invoices);
    await fault({ path: `/vsmp/api/invoice/${CONTRACT}/`, status: 500, times: 1 });
    expect((await answer(invoicesPage.loader(await args(`${DASHBOARD}/factures`, MARIE)))).data).toMatchObject({ invoices: [], failure: "unavailable" });
    await fault({ path: `/vsmp/api/invoice/${CONTRACT}/`, malformed: true, times: 1 });
    expect((await answer(invoicesPage.loader(await args(`${DASHBOARD}/factures`, MARIE)))).data).toMatchObject({ invoices: [], failure: "unavailable" });
  });

  it("attestations: two completed years, each with the tax credit its PDF states (50 % after the prepaid CESU)", async () => {
    const result = await answer<{ attestations: { id: string; year: number; taxCredit: { paidInCents: number; prepaidCesuInCents: number; creditInCents: number } }[] }>(
      attestationsPage.loader(await args(`${DASHBOARD}/attestations`, MARIE)),
    );
    const years = result.data.attestations.map((attestation) => attestation.year);
    expect(years.slice(0, 2)).toEqual([new Date().getUTCFullYear() - 1, new Date().getUTCFullYear() - 2]);
    const credits = Object.fromEntries(result.data.attestations.map((attestation) => [attestation.year, attestation.taxCredit]));
    expect(credits[2025]).toEqual({ paidInCents: 105880, prepaidCesuInCents: 15000, eligibleInCents: 90880, creditInCents: 45440 });
    expect(credits[2024]?.creditInCents).toBe(33250);
    for (const attestation of result.data.attestations) {
      const pdf = (await attestationDownload.loader(await args(`${DASHBOARD}/attestations/${attestation.id}`, MARIE, { document: attestation.id }))) as Response;
      const text = checkPdf(new Uint8Array(await pdf.arrayBuffer())).text.replace(/\n/g, " ");
      expect(text).toContain(`Crédit d'impôt estimé (50 %) : ${formatEuros(attestation.taxCredit.creditInCents).replace(/\u00a0/g, " ")}`);
    }
  });

  it("reports: a period, newest first, ten a page, the next page when there is one; a bad period is said", async () => {
    const first = await answer<{ reports: { date: string }[]; hasNext: boolean; query: { page: number } }>(
      reportsPage.loader(await args(`${DASHBOARD}/comptes-rendus?du=2025-01-01&au=2025-03-31`, MARIE)),
    );
    expect(first.data.reports).toHaveLength(10);
    expect(first.data.hasNext).toBe(true);
    expect(first.data.reports[0]!.date >= first.data.reports[9]!.date).toBe(true);
    expect(first.data.reports[0]!.date.slice(0, 10) <= "2025-03-31").toBe(true);
    const second = await answer<{ reports: { date: string }[] }>(reportsPage.loader(await args(`${DASHBOARD}/comptes-rendus?du=2025-01-01&au=2025-03-31&page=2`, MARIE)));
    expect(second.data.reports[0]!.date < first.data.reports[9]!.date).toBe(true);
    const reversed = await answer<{ query: { issue: string } }>(reportsPage.loader(await args(`${DASHBOARD}/comptes-rendus?du=2025-03-31&au=2025-01-01`, MARIE)));
    expect(reversed.data.query.issue).toBe("endBeforeStart");
    await fault({ path: `${HUB}/crs/${CONTRACT}`, status: 503 });
    const failing = await answer<{ failure: string }>(reportsPage.loader(await args(`${DASHBOARD}/comptes-rendus`, MARIE)));
    expect(failing.data.failure).toBe("unavailable");
  });
});

describe("downloads: streamed after the same guard", () => {
  const DOWNLOADS = [
    ["version", versionDownload.loader, "/versions/31", { version: "31" }, 'attachment; filename="contrat-2024000123-v31.pdf"'],
    ["invoice", invoiceDownload.loader, "/factures/F2024000123202403", { document: "F2024000123202403" }, 'attachment; filename="facture-F2024000123202403.pdf"'],
    ["attestation", attestationDownload.loader, "/attestations/A20240001232024", { document: "A20240001232024" }, 'attachment; filename="attestation-A20240001232024.pdf"'],
  ] as const;

  it.each(DOWNLOADS)("%s: the owner gets the PDF, private and not stored", async (_, loader, path, params, disposition) => {
    const response = (await loader(await args(`${DASHBOARD}${path}`, MARIE, params))) as Response;
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/pdf");
    expect(response.headers.get("content-disposition")).toBe(disposition);
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    expect(Buffer.from(await response.arrayBuffer()).subarray(0, 5).toString("latin1")).toBe("%PDF-");
  });

  it.each(DOWNLOADS)("%s: another client gets 404 and no PDF, as for an unknown contract; signed out goes to sign in", async (_, loader, path, params) => {
    const refused = (await loader(await args(`${DASHBOARD}${path}`, PAUL, params))) as Response;
    expect(refused.status).toBe(404);
    expect(refused.headers.get("content-type")).toContain("text/plain");
    expect(await refused.text()).toBe("Ressource introuvable");
    const signedOut = await answer(loader(await args(`${DASHBOARD}${path}`, null, params)));
    expect(signedOut.status).toBe(302);
  });

  it("a document of another contract cannot be fetched through one's own: 404", async () => {
    const response = (await invoiceDownload.loader(await args(`${DASHBOARD}/factures/F2025000456202503`, MARIE, { document: "F2025000456202503" }))) as Response;
    expect(response.status).toBe(404);
  });

  it("an upstream failure gives 503 with a message, never a half PDF", async () => {
    await fault({ path: `${HUB}/${CONTRACT}/31`, status: 500 });
    const response = (await versionDownload.loader(await args(`${DASHBOARD}/versions/31`, MARIE, { version: "31" }))) as Response;
    expect(response.status).toBe(503);
    expect(await response.text()).toBe("Service momentanément indisponible");
  });

  it("a malformed upstream body is never served as the PDF: 503 unavailable, no attachment", async () => {
    await fault({ path: `/vsmp/api/invoice/${CONTRACT}/F2024000123202403`, malformed: true, times: 1 });
    const response = (await invoiceDownload.loader(await args(`${DASHBOARD}/factures/F2024000123202403`, MARIE, { document: "F2024000123202403" }))) as Response;
    expect(response.status).toBe(503);
    expect(response.headers.get("content-disposition")).toBeNull();
    expect(await response.text()).toBe("Service momentanément indisponible");
  });
});

describe("contract list and the addresses without an id", () => {
  it("lists marie's contract with its dashboard address", async () => {
    const result = await answer<{ contracts: { contractNumber: string; href: string; status: unknown }[] }>(contractsPage.loader(await args("http://localhost/services-seniors/contrat", MARIE)));
    expect(result.data.contracts).toEqual([
      expect.objectContaining({
        contractNumber: CONTRACT,
        href: `/services-seniors/contrat/${CONTRACT}/tableau-de-bord`,
        status: { contractStatus: "VALIDATED", terminationRequestDate: null, startDate: "2024-03-04", suspended: false, suspension: null },
      }),
    ]);
    expect(result.headers?.get("cache-control")).toBe("private, no-store");
  });

  it("/services-seniors/contrat/tableau-de-bord/factures goes to the current contract's invoices", async () => {
    const result = await answer(currentContract.loader(await args("http://localhost/services-seniors/contrat/tableau-de-bord/factures?x=1", MARIE, { "*": "factures" })));
    expect(result.location).toBe(`/services-seniors/contrat/${CONTRACT}/tableau-de-bord/factures?x=1`);
    const none = await answer(currentContract.loader(await args("http://localhost/services-seniors/contrat/tableau-de-bord", PAUL, { "*": "" })));
    expect(none.location).toBe("/services-seniors/contrat");
  });

  it("/particulier/veiller-sur-mes-parents/gestion/contrat/{id?} leads to the same dashboard", async () => {
    const withId = await answer(managementAddress.loader(await args("http://localhost/x", null, { id: CONTRACT })));
    expect(withId.location).toBe(`/services-seniors/contrat/${CONTRACT}/tableau-de-bord`);
    const withoutId = await answer(managementAddress.loader({ ...(await args("http://localhost/x", null)), params: {} }));
    expect(withoutId.location).toBe("/services-seniors/contrat/tableau-de-bord");
  });
});
