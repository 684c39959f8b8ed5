import { describe, expect, it, vi } from "vitest";
import { formatDay } from "~/kernel/i18n/date-format";
import { readJourney } from "~/features/journey/journey-cookie.server";
import { loader as journeyEntry } from "~/features/journey/start";
import { loader as contractsLoader } from "~/features/dashboard/contracts";
import { args as pageArgs, MARIE, PAUL } from "../../unit/dashboard/helpers";
import { call, callJson, checkPdf, useSandbox } from "../sandbox/setup";

/**
 * A quotation made at the counter travels (decision 135): the hub keeps it under a
 * random id; its PDF names the client, its dates and the post office; its link opens a new online
 * draft with its services and codes, once; the client's open quotations are listed by customer id.
 */
const { store } = useSandbox();
vi.mock("~/kernel/platform/logger.server", () => ({ log: vi.fn() }));

const CONTRACT = "/vsmp/api/vsmp/v1/contract";

/** A counter draft for Marie (100001): landline and Monday visits, TRIMESTRE, her details typed. */
async function quotedDraft() {
  const { body } = await callJson("POST", CONTRACT, { cartId: "1", system: "SIBP", customerId: "100001" });
  const id = body.contractId as string;
  await callJson("PUT", `${CONTRACT}/${id}/offers`, {
    offers: { serviceLevel: "STANDARD", zoneType: "FRANCE", services: [{ type: "TA", options: ["ALARM_BUTTON", "POSTMAN_VISIT_TA"], dayVisitTa: ["MONDAY"] }] },
  });
  await callJson("PUT", `${CONTRACT}/${id}/billing`, { civility: "MRS", firstName: "Marie", lastName: "Dupont", phoneNumbers: [{ type: "MOBILE", number: "0612345678" }] });
  await callJson("POST", `${CONTRACT}/${id}/promos`, { promoCodeDtos: [{ promoCode: "TRIMESTRE" }] });
  const quotation = await callJson("POST", `${CONTRACT}/${id}/quotation`, { email: "marie.dupont@example.fr", regate: "R75001" });
  return { id, number: body.contractNumber as string, quotation: quotation.body as { id: string; number: string; sentAt: string; validUntil: string } };
}

const entry = (quotationId: string, cookie = "") =>
  journeyEntry({ request: new Request(`http://localhost/services-seniors/souscription?devis=${encodeURIComponent(quotationId)}`, { headers: { cookie } }), context: { requestId: "t" }, params: {} }) as Promise<Response>;

const noticesOf = (response: Response) => response.headers.getSetCookie().some((cookie) => cookie.startsWith("flash="));

describe("a quotation's id", () => {
  it("is 128 random bits that say nothing of the client, and stays the same when the quotation is made again", async () => {
    const { id, number, quotation } = await quotedDraft();
    expect(quotation.id).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(quotation.id).not.toContain(number);
    expect(quotation.id).not.toContain(id);
    const again = await callJson("POST", `${CONTRACT}/${id}/quotation`, { email: "marie.dupont@example.fr", regate: "R75001" });
    expect(again.body.id).toBe(quotation.id);
    const other = await quotedDraft();
    expect(other.quotation.id).not.toBe(quotation.id);
  });
});

describe("the quotation PDF", () => {
  it("names the client, the issue and validity dates in French, the post office of the regate and the price as the journey states it", async () => {
    const { id, quotation } = await quotedDraft();
    const text = checkPdf(new Uint8Array(await (await call("GET", `${CONTRACT}/${id}/documents/quotation`)).arrayBuffer())).text.replace(/\n/g, " ");
    expect(text).toContain("Établi pour : Mme Marie Dupont");
    expect(text).toContain("Bureau de poste Paris Louvre");
    expect(text).toContain(`Date du devis : ${formatDay(quotation.sentAt.slice(0, 10), "fr")}`);
    expect(text).toContain(`Valable jusqu'au : ${formatDay(quotation.validUntil, "fr")}`);
    expect(text).not.toMatch(/\d{4}-\d{2}-\d{2}/);
    expect(text).not.toContain("AG12345");
    expect(text).toContain("Prix mensuel :");
  });
});

describe("the quotation's link, /services-seniors/souscription?devis={id}", () => {
  it("opens a new online draft with the quoted services and codes (no person typed at the counter), at the step after the services", async () => {
    const { quotation } = await quotedDraft();
    const answer = await entry(quotation.id);
    expect(answer.status).toBe(302);
    expect(answer.headers.get("location")).toBe("/services-seniors/souscription/etape2");
    expect(noticesOf(answer)).toBe(true);
    const cookie = answer.headers.getSetCookie().find((value) => value.startsWith("vsmp="))!.split(";")[0]!;
    const journey = await readJourney(new Request("http://localhost/", { headers: { cookie } }));
    expect(journey.quotationId).toBe(quotation.id);
    const { body } = await callJson("GET", `${CONTRACT}/${journey.contractId}`);
    expect(body).toMatchObject({ system: "LPFR", status: "DRAFT", billing: null, beneficiary: null, price: { promoCodes: ["TRIMESTRE"] } });
    expect(body.offers.offers.services[0].dayVisitTa).toEqual(["MONDAY"]);
    // The same browser opening the link again goes on with its draft.
    const again = await entry(quotation.id, cookie);
    expect(again.headers.get("location")).toBe("/services-seniors/souscription/etape2");
    expect(again.headers.getSetCookie()).toEqual([]);
  });

  it("says so when the quotation was used, has expired or is unknown, and opens no draft", async () => {
    const { id, quotation } = await quotedDraft();
    const drafts = () => Object.keys(store.state.journeys).length;
    store.state.journeys[id]!.quotation!.validUntil = "2020-01-31";
    const before = drafts();
    const expired = await entry(quotation.id);
    expect(expired.headers.get("location")).toBe("/services-seniors/souscription/etape1");
    expect((await callJson("GET", `${CONTRACT}/quotations/${quotation.id}`)).body.status).toBe("EXPIRED");
    expect(drafts()).toBe(before);
    store.state.journeys[id]!.quotation!.validUntil = "2099-01-31";
    store.state.journeys[id]!.status = "VALIDATED";
    expect((await callJson("GET", `${CONTRACT}/quotations/${quotation.id}`)).body.status).toBe("USED");
    expect((await callJson("POST", `${CONTRACT}/quotations/${quotation.id}/journey`, { cartId: "2" })).status).toBe(409);
    expect(noticesOf(await entry(quotation.id))).toBe(true);
    expect(noticesOf(await entry("not-a-quotation"))).toBe(true);
    expect((await entry("AAAAAAAAAAAAAAAAAAAAAA")).headers.get("location")).toBe("/services-seniors/souscription/etape1");
    expect(drafts()).toBe(before);
  });

  it("a draft opened from it and validated makes it used, and it leaves the client's open quotations", async () => {
    const { quotation } = await quotedDraft();
    const open = async () => ((await callJson("GET", `${CONTRACT}/quotations?customerId=100001`)).body as { id: string }[]).map((entry) => entry.id);
    expect(await open()).toContain(quotation.id);
    const opened = await callJson("POST", `${CONTRACT}/quotations/${quotation.id}/journey`, { cartId: "3", customerId: "100001" });
    store.state.journeys[opened.body.contractId as string]!.status = "VALIDATED";
    expect((await callJson("GET", `${CONTRACT}/quotations/${quotation.id}`)).body.status).toBe("USED");
    expect(await open()).not.toContain(quotation.id);
  });
});

describe("the client area, /services-seniors/contrat", () => {
  it("lists the signed-in client's open quotations (their customer id at the counter) with their validity and link", async () => {
    const { quotation } = await quotedDraft();
    type Page = { data: { quotations: { number: string; validUntil: string; href: string }[] } };
    const marie = (await contractsLoader(await pageArgs("http://localhost/services-seniors/contrat", MARIE))) as unknown as Page;
    expect(marie.data.quotations).toContainEqual({ number: quotation.number, validUntil: quotation.validUntil, href: `/services-seniors/souscription?devis=${quotation.id}` });
    const paul = (await contractsLoader(await pageArgs("http://localhost/services-seniors/contrat", PAUL))) as unknown as Page;
    expect(paul.data.quotations.map((entry) => entry.number)).not.toContain(quotation.number);
  });
});
