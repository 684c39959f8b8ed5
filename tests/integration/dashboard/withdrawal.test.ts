import type { AppLoadContext } from "@remix-run/node";
import { describe, expect, it, vi } from "vitest";
import { priceInMonth } from "~/kernel/money/contract-price";
import { addDays, today } from "~/kernel/contract/calendar";
import { withdrawalRefund } from "~/kernel/contract/withdrawal";
import * as homePage from "~/features/dashboard/home";
import * as withdrawalPage from "~/features/dashboard/withdrawal";
import * as dashboardDownload from "~/features/dashboard/withdrawal-acknowledgement-pdf";
import * as publicPage from "~/features/termination/withdrawal";
import * as publicDownload from "~/features/termination/withdrawal-acknowledgement-pdf";
import { invoicesOf } from "../../../server/sandbox/history";
import { WITHDRAWABLE_CONTRACT_NUMBER } from "../../../server/sandbox/seed/withdrawable";
import { answer, args, CONTRACT, form, MARIE, PAUL, user } from "../../unit/dashboard/helpers";
import { callJson, checkPdf, useSandbox } from "../sandbox/setup";

/**
 * The withdrawal function (decision 123): the hub's call and refund, the dashboard's page and
 * download (the period open or ended), and the page without signing in.
 */
const { store } = useSandbox();
vi.mock("~/kernel/platform/logger.server", () => ({ log: vi.fn() }));
const mails = vi.hoisted(() => [] as { to: string; subject: string; text: string }[]);
vi.mock("~/kernel/platform/mailer.server", () => ({ sendMail: vi.fn(async (mail: { to: string; subject: string; text: string }) => void mails.push(mail)) }));

const HUB = "/vsmp/api/vsmp/v1/hub/contract";
const N = WITHDRAWABLE_CONTRACT_NUMBER;
const LUCIE = user("300003", "lucie.moreau@example.fr", "Lucie", "Moreau");
const PAGE = `http://localhost/services-seniors/contrat/${N}/tableau-de-bord/retractation`;
const held = async (number = N) => (await callJson("GET", `/__sandbox/contracts/${number}`)).body;

type Page = { window: { state: string; endDate?: string | null }; suggested: { name: string; mail: string }; withdrawal: { refundInCents: number; mail: string } | null; acknowledgement: string | null };
type Reply = { result: { error?: Record<string, string[] | null> | null; initialValue?: Record<string, unknown> }; review: Record<string, string> | null };

describe("the hub's withdrawal", () => {
  it("records it within the period, stops the service and states the refund by the one rule; a second one is refused", async () => {
    const versions = store.state.hubContracts[N]!;
    const last = versions.at(-1)!;
    const expected = withdrawalRefund({
      paidInCents: invoicesOf(versions).reduce((sum, invoice) => sum + invoice.amountInCents, 0),
      monthlyPriceInCents: priceInMonth(last.price, 1).ttcPriceInCents,
      startDate: last.delivery.startDate,
      earlyStart: true,
      receivedDay: today(),
    });
    // Started early two days ago: two days of service kept (when billed yet).
    expect(expected.servedFrom).toBe(addDays(today(), -2));
    expect((await callJson("GET", `${HUB}/${N}/withdrawal/acknowledgement`)).status).toBe(404);
    const done = await callJson("POST", `${HUB}/${N}/withdrawal?system=LPFR`, { name: "Lucie Moreau", mail: "lucie@example.org" });
    expect(done.status).toBe(201);
    expect(done.body.requestId).toMatch(new RegExp(`^RETRACTATION-${N}-`));
    expect(done.body.withdrawal).toMatchObject({ ...expected, name: "Lucie Moreau", mail: "lucie@example.org" });
    const contract = (await held()).lastVersion;
    expect(contract.legalInfo.contractStatus).toBe("WITHDRAWN");
    expect(contract.cuo.cuoObjectStatus).toBe("INACTIF");
    expect(contract.withdrawal).toEqual(done.body.withdrawal);
    const again = await callJson("POST", `${HUB}/${N}/withdrawal?system=LPFR`, { name: "Lucie Moreau", mail: "lucie@example.org" });
    expect(again).toMatchObject({ status: 409, body: { code: "ALREADY_WITHDRAWN", receivedAt: done.body.receivedAt } });
    // Its service has stopped: nothing more is amended, suspended or terminated.
    for (const change of ["avenant", "suspension", "termination"]) {
      expect((await callJson("POST", `${HUB}/${N}/${change}?system=LPFR`, {})).body.code, change).toBe("WITHDRAWN");
    }
  });

  it("refuses after the period (with its last day), a statement without a name or an e-mail, and an unknown contract", async () => {
    expect(await callJson("POST", `${HUB}/${CONTRACT}/withdrawal?system=LPFR`, { name: "Marie Dupont", mail: "marie.dupont@example.fr" })).toMatchObject({
      status: 409,
      body: { code: "WITHDRAWAL_PERIOD_ENDED", withdrawalEndDate: "2024-03-15" },
    });
    expect((await callJson("POST", `${HUB}/${N}/withdrawal?system=LPFR`, { name: " ", mail: "lucie@example.org" })).status).toBe(400);
    expect((await callJson("POST", `${HUB}/${N}/withdrawal?system=LPFR`, { name: "Lucie Moreau", mail: "lucie" })).status).toBe(400);
    expect((await callJson("POST", `${HUB}/9999999999/withdrawal?system=LPFR`, { name: "A", mail: "a@b.fr" })).status).toBe(404);
    expect((await held()).lastVersion.legalInfo.contractStatus).toBe("VALIDATED");
  });

  it("takes a paper order's withdrawal before its signed documents come back: nothing was paid, nothing is kept", async () => {
    const last = store.state.hubContracts[N]!.at(-1)!;
    Object.assign(last.legalInfo, { contractStatus: "AWAITING_SIGNED_DOCUMENTS", beginDate: null, withdrawalEndDate: null, signatureMethod: "PAPER" });
    last.delivery.startDate = null;
    const done = await callJson("POST", `${HUB}/${N}/withdrawal?system=LPFR`, { name: "Lucie Moreau", mail: "lucie@example.org" });
    expect(done.status).toBe(201);
    expect(done.body.withdrawal).toMatchObject({ paidInCents: 0, retainedInCents: 0, refundInCents: 0, servedFrom: null });
  });

  it("bills nothing after the day received", async () => {
    await callJson("POST", `${HUB}/${N}/withdrawal?system=LPFR`, { name: "Lucie Moreau", mail: "lucie@example.org" });
    const later = new Date(Date.now() + 90 * 24 * 3600 * 1000);
    expect(invoicesOf(store.state.hubContracts[N]!, later).every((invoice) => invoice.date <= today())).toBe(true);
  });

  it("annexes the model withdrawal form, with the contract's number, to the contract's PDF", async () => {
    const pdf = await fetch(`http://sandbox.test${HUB}/${N}/1`);
    const text = checkPdf(new Uint8Array(await pdf.arrayBuffer())).text.replace(/\s+/g, " ");
    expect(text).toContain("Modèle de formulaire de rétractation");
    expect(text).toContain(`Contrat Veiller sur mes parents n° ${N}`);
    expect(text).toContain("www.laposte.fr/particulier/veiller-sur-mes-parents/gestion/retractation");
  });
});

describe("the dashboard's withdrawal page", () => {
  it("while the period runs: the home links it; the statement starts from the hub's name and e-mail", async () => {
    const home = await answer<{ withdrawal: { href: string; window: { state: string; endDate: string } } | null }>(
      homePage.loader(await args(`http://localhost/services-seniors/contrat/${N}/tableau-de-bord`, LUCIE, { id: N })),
    );
    expect(home.data.withdrawal).toEqual({ href: `/services-seniors/contrat/${N}/tableau-de-bord/retractation`, window: { state: "open", endDate: (await held()).lastVersion.legalInfo.withdrawalEndDate } });
    const page = await answer<Page>(withdrawalPage.loader(await args(PAGE, LUCIE, { id: N })));
    expect(page.data.window.state).toBe("open");
    expect(page.data.suggested).toEqual({ name: "Lucie Moreau", mail: "lucie.moreau@example.fr" });
    expect(page.data.withdrawal).toBeNull();
  });

  it("a contract concluded at the counter says the right is La Poste's own grant (decision 124)", async () => {
    expect((await answer<{ atCounter: boolean }>(withdrawalPage.loader(await args(PAGE, LUCIE, { id: N })))).data.atCounter).toBe(false);
    for (const version of store.state.hubContracts[N]!) version.system = "SIBP";
    expect((await answer<{ atCounter: boolean }>(withdrawalPage.loader(await args(PAGE, LUCIE, { id: N })))).data.atCounter).toBe(true);
  });

  it("errors keep what was typed; the review sends nothing; the confirmation sends, mails the address typed and a copy to the subscriber's", async () => {
    mails.length = 0;
    const post = async (fields: Record<string, string>) => withdrawalPage.action(await args(PAGE, LUCIE, { id: N }, { method: "POST", body: form(fields) }));
    const bad = await answer<Reply>(post({ name: "", mail: "lucie@" }));
    expect(bad.data.result.error).toEqual({ name: ["withdrawal:errors.nameRequired"], mail: ["withdrawal:errors.mailFormat"] });
    expect(bad.data.result.initialValue).toMatchObject({ mail: "lucie@" });
    const review = await answer<Reply>(post({ name: "Lucie Moreau", mail: "lucie@example.org" }));
    expect(review.data.review).toEqual({ name: "Lucie Moreau", mail: "lucie@example.org" });
    expect((await held()).lastVersion.legalInfo.contractStatus).toBe("VALIDATED");
    const done = await answer(post({ name: "Lucie Moreau", mail: "lucie@example.org", step: "confirm" }));
    expect(done.location).toBe(`/services-seniors/contrat/${N}/tableau-de-bord/retractation?envoi=ok`);
    expect(mails.map((mail) => mail.to)).toEqual(["lucie@example.org", "lucie.moreau@example.fr"]);
    expect(mails[0]!.text).toMatch(/Rétractation reçue le .+ à \d{2}:\d{2} \(heure de Paris\)\./);
    expect(mails[1]!.text).toContain("Vous recevez une copie");
    const after = await answer<Page>(withdrawalPage.loader(await args(`${PAGE}?envoi=ok`, LUCIE, { id: N })));
    expect(after.data.withdrawal).toMatchObject({ mail: "lucie@example.org" });
    expect(after.data.acknowledgement).toBe(`/services-seniors/contrat/${N}/tableau-de-bord/retractation/accuse-de-reception`);
    // Done: the home offers it no more, and a second confirmation is refused.
    const home = await answer<{ withdrawal: unknown }>(homePage.loader(await args(`http://localhost/services-seniors/contrat/${N}/tableau-de-bord`, LUCIE, { id: N })));
    expect(home.data.withdrawal).toBeNull();
    const again = await answer<Reply>(post({ name: "Lucie Moreau", mail: "lucie@example.org", step: "confirm" }));
    expect(again.data.result.error).toEqual({ "": ["withdrawal:errors.alreadyWithdrawn"] });
  });

  it("streams the acknowledgement to the owner only", async () => {
    await callJson("POST", `${HUB}/${N}/withdrawal?system=LPFR`, { name: "Lucie Moreau", mail: "lucie@example.org" });
    const download = async (person: typeof LUCIE) => (await dashboardDownload.loader(await args(`${PAGE}/accuse-de-reception`, person, { id: N }))) as Response;
    const own = await download(LUCIE);
    expect(own.status).toBe(200);
    expect(own.headers.get("cache-control")).toBe("private, no-store");
    const text = checkPdf(new Uint8Array(await own.arrayBuffer())).text.replace(/\s+/g, " ");
    expect(text).toContain("Déclaration reçue : Lucie Moreau se rétracte du contrat Veiller sur mes parents n° 2025000321");
    expect(text).toMatch(/Rétractation reçue le .+ à \d{2}:\d{2} \(heure de Paris\)\./);
    expect((await download(PAUL)).status).toBe(404);
  });

  it("after the period: it ended on its last day, no form; a post is refused with the same words", async () => {
    const page = await answer<Page>(withdrawalPage.loader(await args(`http://localhost/services-seniors/contrat/${CONTRACT}/tableau-de-bord/retractation`, MARIE)));
    expect(page.data.window).toEqual({ state: "ended", endDate: "2024-03-15" });
    const home = await answer<{ withdrawal: unknown }>(homePage.loader(await args(`http://localhost/services-seniors/contrat/${CONTRACT}/tableau-de-bord`, MARIE)));
    expect(home.data.withdrawal).toBeNull();
    const refused = await answer<Reply>(
      withdrawalPage.action(
        await args(`http://localhost/services-seniors/contrat/${CONTRACT}/tableau-de-bord/retractation`, MARIE, {}, { method: "POST", body: form({ name: "Marie Dupont", mail: MARIE.email, step: "confirm" }) }),
      ),
    );
    expect(refused.data.result.error).toEqual({ "": ["withdrawal:errors.periodEnded"] });
    expect((await held(CONTRACT)).lastVersion.legalInfo.contractStatus).toBe("VALIDATED");
  });
});

describe("the withdrawal without signing in", () => {
  const URL_ = "http://localhost/particulier/veiller-sur-mes-parents/gestion/retractation";
  let visitor = 0;
  const newVisitor = (): AppLoadContext => ({ requestId: "test", clientAddress: `203.0.113.${(visitor += 1)}` });
  const post = (fields: Record<string, string>, context: AppLoadContext, cookie?: string) => ({
    request: new Request(URL_, { method: "POST", body: form(fields), headers: { origin: "http://localhost", ...(cookie ? { cookie } : {}) } }),
    context,
    params: {},
  });
  const cookieOf = (headers: Headers | null) => headers?.get("set-cookie")?.split(";")[0];

  it("a name that is not the subscriber's learns nothing; the subscriber's, in any order, is reviewed then withdrawn, and only this browser gets the PDF", async () => {
    const context = newVisitor();
    const statement = { contractNumber: N, name: "Jean Dupuis", mail: "lucie@example.org" };
    const wrong = await answer<Reply>(publicPage.action(post(statement, context)));
    expect(wrong.data.result.error).toEqual({ "": ["withdrawal:errors.noMatch"] });
    expect(wrong.data.result.initialValue).toMatchObject(statement);
    const cookie = cookieOf(wrong.headers)!;
    const review = await answer<Reply & { contract: { contractNumber: string } }>(publicPage.action(post({ ...statement, name: "MOREAU lucie" }, context, cookie)));
    expect(review.data.review).toMatchObject({ contractNumber: N, name: "MOREAU lucie" });
    expect(review.data.contract.contractNumber).toBe(N);
    const done = await answer(publicPage.action(post({ ...statement, name: "MOREAU lucie", step: "confirm" }, context, cookie)));
    expect(done.location).toBe(`/particulier/veiller-sur-mes-parents/gestion/retractation?contrat-retracte=${N}&envoi=ok`);
    const filed = cookieOf(done.headers)!;
    const page = await answer<{ done: { contractNumber: string; pdf: string } | null }>(
      publicPage.loader({ request: new Request(`http://localhost${done.location}`, { headers: { cookie: filed } }), context: newVisitor(), params: {} }),
    );
    expect(page.data.done).toMatchObject({ contractNumber: N, pdf: `/particulier/veiller-sur-mes-parents/gestion/retractation/accuse-de-reception/${N}` });
    const pdf = (await publicDownload.loader({ request: new Request(`${URL_}/accuse-de-reception/${N}`, { headers: { cookie: filed } }), context: newVisitor(), params: { contract: N } })) as Response;
    expect(pdf.status).toBe(200);
    const stranger = (await publicDownload.loader({ request: new Request(`${URL_}/accuse-de-reception/${N}`), context: newVisitor(), params: { contract: N } })) as Response;
    expect(stranger.status).toBe(404);
    const elsewhere = await answer<{ done: unknown }>(publicPage.loader({ request: new Request(`http://localhost${done.location}`), context: newVisitor(), params: {} }));
    expect(elsewhere.data.done).toBeNull();
  });

  it("after the period: says it ended, on which day, and offers the termination", async () => {
    const ended = await answer<{ ended: { endDate: string } | null; review: unknown }>(publicPage.action(post({ contractNumber: CONTRACT, name: "Marie Dupont", mail: MARIE.email }, newVisitor())));
    expect(ended.data).toMatchObject({ ended: { endDate: "2024-03-15" }, review: null });
    const page = await answer<{ termination: string }>(publicPage.loader({ request: new Request(URL_), context: newVisitor(), params: {} }));
    expect(page.data.termination).toBe("/particulier/veiller-sur-mes-parents/gestion/resiliation");
  });
});
