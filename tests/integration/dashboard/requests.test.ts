import { describe, expect, it, vi } from "vitest";
import { addDays, today } from "~/domain/dashboard/calendar";
import * as avenantPage from "~/routes/services-seniors.contrat.$id.tableau-de-bord.avenants";
import * as terminationPage from "~/routes/services-seniors.contrat.$id.tableau-de-bord.resilier-contrat";
import * as suspensionPage from "~/routes/services-seniors.contrat.$id.tableau-de-bord.suspendre-contrat";
import * as homePage from "~/routes/services-seniors.contrat.$id.tableau-de-bord._index";
import { callJson, useSandbox } from "../sandbox/setup";
import { answer, args, CONTRACT, DASHBOARD, form, MARIE, PAUL } from "../../unit/dashboard/helpers";

/** The dashboard's requests (avenant, suspension, termination) against the sandbox handlers. */
useSandbox();
vi.mock("~/platform/logger.server", () => ({ log: vi.fn() }));

const post = async (path: string, fields: Record<string, string | string[]>, person = MARIE) =>
  args(`${DASHBOARD}${path}`, person, {}, { method: "POST", body: form(fields) });
const sandboxContract = async () => (await callJson("GET", `/__sandbox/contracts/${CONTRACT}`)).body;
const FIVE_DAYS = ["MONDAY", "TUESDAY", "WEDNESDAY", "THURSDAY", "FRIDAY"];

type Reply = { result: { status?: string; error?: Record<string, string[] | null> | null; initialValue?: Record<string, unknown> | null } };

describe("avenant", () => {
  it("shows the price after without sending anything (intent price)", async () => {
    const result = await answer<Reply & { preview: { formula: string; price: number } }>(avenantPage.action(await post("/avenants", { visitDays: FIVE_DAYS, intent: "price" })));
    expect(result.data.preview).toEqual({ formula: "5J", price: 9950 });
    expect((await sandboxContract()).versions).toHaveLength(10);
  });

  it("sends the new visit days: a new version 32 at 99,50 €, the reference on the page", async () => {
    const result = await answer(avenantPage.action(await post("/avenants", { visitDays: FIVE_DAYS, doctorName: "Bernard", doctorPhone: "0139501234", doctorCivility: "MRS" })));
    expect(result.status).toBe(302);
    expect(result.location).toMatch(new RegExp(`^/services-seniors/contrat/${CONTRACT}/tableau-de-bord/avenants\\?demande=AVENANT-`));
    const contract = await sandboxContract();
    expect(contract.lastVersion).toMatchObject({ version: 32, delivery: { formula: "5J", visitDays: FIVE_DAYS }, payment: { ttcPriceInCents: 9950 } });
    expect(contract.requests.at(-1).body).toEqual({ delivery: { formula: "5J", visitDays: FIVE_DAYS } });
    const page = await answer<{ done: { reference: string; version: number } }>(avenantPage.loader(await args(`http://localhost${result.location}`, MARIE)));
    expect(page.data.done).toMatchObject({ version: 32, reference: expect.stringMatching(/^AVENANT-/) });
  });

  it("refuses a request that changes nothing, and a half doctor, keeping what was typed", async () => {
    const same = await answer<Reply>(avenantPage.action(await post("/avenants", { visitDays: ["MONDAY", "TUESDAY", "THURSDAY", "FRIDAY"] })));
    expect(same.data.result.error).toMatchObject({ "": ["dashboard:errors.noChange"] });
    const half = await answer<Reply>(avenantPage.action(await post("/avenants", { visitDays: FIVE_DAYS, doctorName: "Durand" })));
    expect(half.data.result.error).toMatchObject({ doctorPhone: ["dashboard:errors.doctorIncomplete"] });
    expect(half.data.result.initialValue).toMatchObject({ doctorName: "Durand", visitDays: FIVE_DAYS });
  });

  it("an upstream failure keeps every value typed and says so", async () => {
    await callJson("POST", "/__sandbox/faults", { method: "POST", path: `/vsmp/api/vsmp/v1/hub/contract/${CONTRACT}/avenant`, status: 500 });
    const result = await answer<Reply>(avenantPage.action(await post("/avenants", { visitDays: FIVE_DAYS, accountOwner: "Marie Dupont-Leroy" })));
    expect(result.data.result.error).toMatchObject({ "": ["dashboard:errors.sendFailed"] });
    expect(result.data.result.initialValue).toMatchObject({ accountOwner: "Marie Dupont-Leroy", visitDays: FIVE_DAYS });
  });

  it("another client cannot post an avenant on marie's contract", async () => {
    const result = await answer(avenantPage.action(await post("/avenants", { visitDays: FIVE_DAYS }, PAUL)));
    expect(result.status).toBe(403);
    expect((await sandboxContract()).versions).toHaveLength(10);
  });
});

describe("suspension", () => {
  const start = addDays(today(), 7);
  const end = addDays(today(), 20);

  it("suspends for a period: a confirmation page with the reference, and the home shows it", async () => {
    const result = await answer(suspensionPage.action(await post("/suspendre-contrat", { startDate: start, endDate: end, reason: "HOSPITALISATION" })));
    expect(result.location).toMatch(/suspendre-contrat\?demande=SUSPENSION-/);
    const confirmation = await answer<{ reference: string; period: { startDate: string; endDate: string } }>(
      suspensionPage.loader(await args(`http://localhost${result.location}`, MARIE)),
    );
    expect(confirmation.data).toMatchObject({ reference: expect.stringMatching(/^SUSPENSION-/), period: { startDate: start, endDate: end } });
    const home = await answer<{ contract: { state: string; suspension: unknown } }>(homePage.loader(await args(DASHBOARD, MARIE)));
    expect(home.data.contract).toMatchObject({ state: "suspensionPlanned", suspension: { startDate: start, endDate: end, reason: "HOSPITALISATION" } });
  });

  it("refuses a start in the past and keeps the dates typed", async () => {
    const result = await answer<Reply>(suspensionPage.action(await post("/suspendre-contrat", { startDate: addDays(today(), -1), endDate: end, reason: "HOLIDAYS" })));
    expect(result.data.result.error).toMatchObject({ startDate: ["dashboard:errors.startInPast"] });
    expect(result.data.result.initialValue).toMatchObject({ endDate: end });
  });

  it("a time-out keeps the values and says so", async () => {
    await callJson("POST", "/__sandbox/faults", { method: "POST", path: `/vsmp/api/vsmp/v1/hub/contract/${CONTRACT}/suspension`, timeout: true });
    const result = await answer<Reply>(suspensionPage.action(await post("/suspendre-contrat", { startDate: start, endDate: end, reason: "HOLIDAYS" })));
    expect(result.data.result.error).toMatchObject({ "": ["dashboard:errors.sendTimeout"] });
    expect(result.data.result.initialValue).toMatchObject({ startDate: start, endDate: end, reason: "HOLIDAYS" });
  });
});

describe("termination", () => {
  const end = addDays(today(), 30);

  it("checks, shows back for confirmation without sending, then sends on confirmation", async () => {
    const review = await answer<Reply & { review: { endDate: string; reason: string } }>(terminationPage.action(await post("/resilier-contrat", { endDate: end, reason: "BENEFICIARY_ESTABLISHMENT" })));
    expect(review.data.review).toEqual({ endDate: end, reason: "BENEFICIARY_ESTABLISHMENT" });
    expect((await sandboxContract()).requests).toHaveLength(0);
    const change = await answer<Reply & { review: unknown }>(terminationPage.action(await post("/resilier-contrat", { endDate: end, reason: "BENEFICIARY_ESTABLISHMENT", step: "confirm", intent: "change" })));
    expect(change.data.review).toBeNull();
    expect((await sandboxContract()).requests).toHaveLength(0);
    const confirmed = await answer(terminationPage.action(await post("/resilier-contrat", { endDate: end, reason: "BENEFICIARY_ESTABLISHMENT", step: "confirm" })));
    expect(confirmed.location).toMatch(/resilier-contrat\?demande=TERMINATION-/);
    expect((await sandboxContract()).lastVersion.legalInfo).toMatchObject({ terminationRequestDate: end, terminationReason: "BENEFICIARY_ESTABLISHMENT" });
    const page = await answer<{ requested: string; devices: { onTermination: string }[] }>(terminationPage.loader(await args(`http://localhost${confirmed.location}`, MARIE)));
    expect(page.data).toMatchObject({ requested: end, devices: [{ onTermination: "RETURN" }, { onTermination: "RETURN" }] });
  });

  it("a second termination is said to be already requested", async () => {
    await terminationPage.action(await post("/resilier-contrat", { endDate: end, reason: "OTHER", step: "confirm" }));
    const again = await answer<Reply>(terminationPage.action(await post("/resilier-contrat", { endDate: end, reason: "OTHER", step: "confirm" })));
    expect(again.data.result.error).toMatchObject({ "": ["dashboard:errors.alreadyTerminated"] });
  });
});
