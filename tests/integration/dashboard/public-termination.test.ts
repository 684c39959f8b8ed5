import type { AppLoadContext } from "@remix-run/node";
import { describe, expect, it, vi } from "vitest";
import * as publicTermination from "~/features/termination/termination";
import * as contractsPage from "~/features/dashboard/contracts";
import * as homePage from "~/features/dashboard/home";
import * as acknowledgement from "~/features/termination/termination-acknowledgement-pdf";
import { formatDay } from "~/kernel/i18n/date-format";
import { pdfText } from "../../e2e/pdf-text";
import { addDays, addMonths, today } from "~/kernel/contract/calendar";
import { callJson, useSandbox } from "../sandbox/setup";
import { answer, args, CONTRACT, form } from "../../unit/dashboard/helpers";

/** Termination without signing in, and a guest's contract found after creating an account. */
const { store } = useSandbox();
vi.mock("~/kernel/platform/logger.server", () => ({ log: vi.fn() }));
// The acknowledgement mail, kept instead of sent.
const mails = vi.hoisted(() => [] as { to: string; subject: string; text: string }[]);
vi.mock("~/kernel/platform/mailer.server", () => ({ sendMail: vi.fn(async (mail: { to: string; subject: string; text: string }) => void mails.push(mail)) }));

const URL_ = "http://localhost/particulier/veiller-sur-mes-parents/gestion/resiliation";
let visitor = 0;
const newVisitor = (): AppLoadContext => ({ requestId: "test", clientAddress: `198.51.100.${(visitor += 1)}` });
/** The end of service asked for: six weeks ahead (the form's rule: today to a year ahead). */
const END = addDays(today(), 42);
const post = (fields: Record<string, string>, context: AppLoadContext, cookie?: string) => ({
  request: new Request(URL_, { method: "POST", body: form({ endDate: END, ...fields }), headers: { origin: "http://localhost", ...(cookie ? { cookie } : {}) } }),
  context,
  params: {},
});
/** The form's own cookie (its tries' key), as the first check sets it. */
const formCookie = (answer: { init?: { headers?: HeadersInit } | null }) => new Headers(answer.init?.headers ?? {}).get("set-cookie")?.split(";")[0];
type Reply = { result: { error?: Record<string, string[] | null> | null; initialValue?: Record<string, unknown> }; review: { endDate: string } | null };
const sandboxContract = async () => (await callJson("GET", `/__sandbox/contracts/${CONTRACT}`)).body;

describe("termination without signing in", () => {
  it("a right match by e-mail: confirmation step, then the termination and its reference", async () => {
    const context = newVisitor();
    const fields = { contractNumber: CONTRACT, email: "Marie.Dupont@example.fr", reason: "SERVICE_UNSATISFACTORY" };
    const review = await answer<Reply>(publicTermination.action(post(fields, context)));
    expect(review.data.review).toMatchObject({ contractNumber: CONTRACT, reason: "SERVICE_UNSATISFACTORY", endDate: END });
    expect((await sandboxContract()).requests).toHaveLength(0);
    const done = await answer(publicTermination.action(post({ ...fields, step: "confirm" }, context)));
    expect(done.location).toMatch(/^\/particulier\/veiller-sur-mes-parents\/gestion\/resiliation\?demande=RESILIATION-2024000123-/);
    expect((await sandboxContract()).lastVersion.legalInfo).toMatchObject({ terminationReason: "SERVICE_UNSATISFACTORY", terminationRequestDate: END });
    // The acknowledgement goes to the subscriber's address the hub has, with the reference.
    const reference = decodeURIComponent(/demande=([^&]+)/.exec(done.location!)![1]!);
    expect(mails.filter((mail) => mail.text.includes(reference)).map((mail) => mail.to)).toEqual(["marie.dupont@example.fr"]);
    // It states when the request was received, date and time (French time), and the end of service.
    const mail = mails.find((candidate) => candidate.text.includes(reference))!;
    expect(mail.text).toMatch(new RegExp(`reçu le ${formatDay(today(), "fr")} à \\d{2}:\\d{2} \\(heure de Paris\\)`));
    expect(mail.text).toContain(`Le service prendra fin le ${formatDay(END, "fr")}.`);
  });

  it("the subscriber's copy of a request made without signing in says so and how to object before the end, above the signature", async () => {
    mails.length = 0;
    const context = newVisitor();
    const fields = { contractNumber: CONTRACT, lastName: "Dupont", postalCode: "75015", reason: "OTHER" };
    await publicTermination.action(post(fields, context));
    const done = await answer(publicTermination.action(post({ ...fields, step: "confirm" }, context)));
    const reference = decodeURIComponent(/demande=([^&]+)/.exec(done.location!)![1]!);
    expect(mails.map((mail) => mail.to)).toEqual(["marie.dupont@example.fr"]);
    const paragraphs = mails[0]!.text.split("\n\n");
    expect(mails[0]!.text).toContain(reference);
    expect(paragraphs.at(-2)).toMatch(/^Cette demande a été faite sur notre site sans connexion à l'espace client.+Si vous n'en êtes pas à l'origine.+appelez-nous au 36 31.+avant la fin du service/);
    expect(paragraphs.at(-1)).toBe("La Poste – Veiller sur mes parents");
  });

  it("takes the end of service typed, checked like the dashboard's: every error at once, values kept, nothing checked upstream", async () => {
    const bad = await answer<Reply>(publicTermination.action(post({ contractNumber: CONTRACT, endDate: "2001-01-01", reason: "", earlyEnd: "on" }, newVisitor())));
    expect(bad.data.result.error).toEqual({
      email: ["dashboard:errors.identityRequired"],
      endDate: ["dashboard:errors.endInPast"],
      reason: ["dashboard:errors.reasonRequiredEarly"],
    });
    expect(bad.data.result.initialValue).toMatchObject({ contractNumber: CONTRACT, endDate: "2001-01-01" });
    const far = await answer<Reply>(publicTermination.action(post({ contractNumber: CONTRACT, email: "marie.dupont@example.fr", endDate: addDays(today(), 400), reason: "OTHER" }, newVisitor())));
    expect(far.data.result.error).toEqual({ endDate: ["dashboard:errors.endTooFar"] });
    expect((await sandboxContract()).requests).toHaveLength(0);
  });

  it("'Modifier ma demande' on the confirmation step goes back to the form with what was typed", async () => {
    const fields = { contractNumber: CONTRACT, email: "marie.dupont@example.fr", reason: "OTHER", step: "confirm", intent: "change" };
    const back = await answer<Reply>(publicTermination.action(post(fields, newVisitor())));
    expect(back.data.review).toBeNull();
    expect(back.data.result.initialValue).toMatchObject({ contractNumber: CONTRACT, endDate: END });
    expect((await sandboxContract()).requests).toHaveLength(0);
  });

  it("a right match by last name and postal code", async () => {
    const review = await answer<Reply>(publicTermination.action(post({ contractNumber: CONTRACT, lastName: "dupont", postalCode: "75015", reason: "OTHER" }, newVisitor())));
    expect(review.data.review).not.toBeNull();
  });

  it("a wrong match and an unknown contract get the same answer, revealing nothing", async () => {
    const wrong = await answer<Reply>(publicTermination.action(post({ contractNumber: CONTRACT, email: "paul.martin@example.fr", reason: "OTHER" }, newVisitor())));
    const unknown = await answer<Reply>(publicTermination.action(post({ contractNumber: "9999999999", email: "paul.martin@example.fr", reason: "OTHER" }, newVisitor())));
    expect(wrong.data.result.error).toEqual({ "": ["dashboard:errors.noMatch"] });
    expect(unknown.data.result.error).toEqual(wrong.data.result.error);
    expect(wrong.data.review).toBeNull();
    const forged = await answer<Reply>(publicTermination.action(post({ contractNumber: CONTRACT, email: "paul.martin@example.fr", reason: "OTHER", step: "confirm" }, newVisitor())));
    expect(forged.data.result.error).toEqual({ "": ["dashboard:errors.noMatch"] });
    expect((await sandboxContract()).requests).toHaveLength(0);
  });

  it("is limited like the promo field: 5 tries of this browser's form, then refused even with the right details; another browser behind the same address is not", async () => {
    const context = newVisitor();
    let cookie: string | undefined;
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const tried = await publicTermination.action(post({ contractNumber: CONTRACT, email: `guess${attempt}@example.fr`, reason: "OTHER" }, context, cookie));
      cookie ??= formCookie(tried as { init?: { headers?: HeadersInit } });
    }
    expect(cookie).toMatch(/^vsmp_resiliation=/);
    const locked = await answer<Reply>(publicTermination.action(post({ contractNumber: CONTRACT, email: "marie.dupont@example.fr", reason: "OTHER" }, context, cookie)));
    expect(locked.data.result.error).toEqual({ "": ["dashboard:errors.tooManyAttempts"] });
    const sameAddress = await answer<Reply>(publicTermination.action(post({ contractNumber: CONTRACT, email: "marie.dupont@example.fr", reason: "OTHER" }, context)));
    expect(sameAddress.data.review).not.toBeNull();
  });

  it("an address is refused as a whole only after 50 checks in 5 minutes, whoever sent them", async () => {
    const context = newVisitor();
    for (let attempt = 0; attempt < 50; attempt += 1) {
      await publicTermination.action(post({ contractNumber: CONTRACT, email: `guess${attempt}@example.fr`, reason: "OTHER" }, context));
    }
    const refused = await answer<Reply>(publicTermination.action(post({ contractNumber: CONTRACT, email: "marie.dupont@example.fr", reason: "OTHER" }, context)));
    expect(refused.data.result.error).toEqual({ "": ["dashboard:errors.tooManyAttemptsAddress"] });
  });

  it("an upstream failure says so, without pretending there is no match", async () => {
    await callJson("POST", "/__sandbox/faults", { path: `/vsmp/api/vsmp/v1/hub/contract/${CONTRACT}`, status: 500 });
    const failing = await answer<Reply>(publicTermination.action(post({ contractNumber: CONTRACT, email: "marie.dupont@example.fr", reason: "OTHER" }, newVisitor())));
    expect(failing.data.result.error).toEqual({ "": ["dashboard:errors.sendFailed"] });
  });
});

describe("termination without signing in: the reason, the review, the acknowledgement (L.215-1-1, D.215-1 to D.215-3)", () => {
  const loaderAt = async (location: string, cookie?: string) =>
    answer<{ reference: string | null; acknowledgement: string | null; earlyEnd: boolean }>(
      publicTermination.loader({ request: new Request(`http://localhost${location}`, { headers: cookie ? { cookie } : {} }), context: newVisitor(), params: {} }),
    );
  const download = (reference: string, cookie?: string) =>
    acknowledgement.loader({ request: new Request(`${URL_}/accuse-de-reception/${reference}`, { headers: cookie ? { cookie } : {} }), context: newVisitor(), params: { reference } }) as Promise<Response>;

  it("the reason is optional; the review names the contract, its offer and its beneficiary; the final page has the French reference, the acknowledgement PDF and a link home", async () => {
    const context = newVisitor();
    const fields = { contractNumber: CONTRACT, email: "marie.dupont@example.fr" };
    const review = await answer<Reply & { contract: { contractNumber: string; offer: { key: string }[]; beneficiary: { firstName: string; lastName: string } } }>(
      publicTermination.action(post(fields, context)),
    );
    expect(review.data.result.error ?? null).toBeNull();
    expect(review.data.review).toMatchObject({ endDate: END, earlyEnd: false });
    expect(review.data.contract).toEqual({
      contractNumber: CONTRACT,
      // Started in 2024, beyond its initial period: a month's notice (CGV art. 6), stated before confirming.
      earliestEnd: addMonths(today(), 1),
      offer: [{ key: "common:words.formula.visits", values: { count: 4 } }, { key: "common:words.remoteAssistanceType.LANDLINE" }],
      beneficiary: { firstName: "Jeanne", lastName: "Dupont" },
    });
    const cookie = review.headers?.get("set-cookie")?.split(";")[0];
    const done = await answer(publicTermination.action(post({ ...fields, step: "confirm" }, context, cookie)));
    expect(done.location).toMatch(/\?demande=RESILIATION-2024000123-[^&]+&recue=[^&]+&fin=\d{4}-\d{2}-\d{2}$/);
    expect((await sandboxContract()).requests.at(-1).body).toEqual({ requestedDate: END });
    expect((await sandboxContract()).lastVersion.legalInfo).toMatchObject({ terminationReason: null, terminationRequestDate: END });

    // The browser that filed it gets the acknowledgement's link and the PDF; another browser gets neither.
    const filedCookie = done.headers!.get("set-cookie")!.split(";")[0]!;
    const reference = decodeURIComponent(/demande=([^&]+)/.exec(done.location!)![1]!);
    const page = await loaderAt(done.location!, filedCookie);
    expect(page.data).toMatchObject({ reference, acknowledgement: `/particulier/veiller-sur-mes-parents/gestion/resiliation/accuse-de-reception/${reference}`, earlyEnd: false });
    // The page says when the request was received (date and time) and when the service ends, as the PDF and the mail.
    const { received } = page.data as unknown as { received: { at: string; endDate: string } };
    expect(received.endDate).toBe(END);
    expect(Date.now() - Date.parse(received.at)).toBeLessThan(60_000);
    expect((await loaderAt(done.location!)).data.acknowledgement).toBeNull();
    const pdf = await download(reference, filedCookie);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get("content-type")).toBe("application/pdf");
    expect(pdf.headers.get("cache-control")).toContain("no-store");
    const text = pdfText(Buffer.from(await pdf.arrayBuffer()));
    expect(text).toMatch(new RegExp(`Demande reçue le ${formatDay(today(), "fr")} à \\d{2}:\\d{2} \\(heure de Paris\\)`));
    expect(text).toContain(`Fin du service : le ${formatDay(END, "fr")}`);
    expect(text).toContain("Bénéficiaire : Mme Jeanne Dupont");
    expect(text).toContain("Motif : non précisé");
    expect(text).toMatch(/Transmetteur de téléassistance n° \S+ : à renvoyer dans l'emballage prépayé/);
    expect(text).toContain(`Le service est facturé jusqu'au ${formatDay(END, "fr")} inclus`);
    expect((await download(reference)).status).toBe(404);
    expect((await download("RESILIATION-2024000123-99-deadbeef", filedCookie)).status).toBe(404);
  });

  it("an early end for a legitimate reason needs that reason (none, or another one, is refused next to the field), then says how to send the proof", async () => {
    const context = newVisitor();
    const fields = { contractNumber: CONTRACT, email: "marie.dupont@example.fr", earlyEnd: "on" };
    const none = await answer<Reply>(publicTermination.action(post(fields, context)));
    expect(none.data.result.error).toEqual({ reason: ["dashboard:errors.reasonRequiredEarly"] });
    expect(none.data.result.initialValue).toMatchObject({ contractNumber: CONTRACT, earlyEnd: "on", endDate: END });
    const other = await answer<Reply>(publicTermination.action(post({ ...fields, reason: "SERVICE_UNSATISFACTORY" }, context)));
    expect(other.data.result.error).toEqual({ reason: ["dashboard:errors.reasonNotLegitimate"] });
    expect((await sandboxContract()).requests).toHaveLength(0);

    const review = await answer<Reply>(publicTermination.action(post({ ...fields, reason: "BENEFICIARY_ESTABLISHMENT" }, context)));
    expect(review.data.review).toMatchObject({ earlyEnd: true, reason: "BENEFICIARY_ESTABLISHMENT" });
    const done = await answer(publicTermination.action(post({ ...fields, reason: "BENEFICIARY_ESTABLISHMENT", step: "confirm" }, context, review.headers?.get("set-cookie")?.split(";")[0])));
    expect(done.location).toMatch(/&motif-legitime=1$/);
    expect((await sandboxContract()).requests.at(-1).body).toEqual({ requestedDate: END, reason: "BENEFICIARY_ESTABLISHMENT", earlyEnd: true });
    const filedCookie = done.headers!.get("set-cookie")!.split(";")[0]!;
    expect((await loaderAt(done.location!, filedCookie)).data.earlyEnd).toBe(true);
    const reference = decodeURIComponent(/demande=([^&]+)/.exec(done.location!)![1]!);
    const text = pdfText(Buffer.from(await (await download(reference, filedCookie)).arrayBuffer()));
    expect(text).toContain("Motif : entrée du bénéficiaire en établissement");
    expect(text).toContain("Fin anticipée pour motif légitime : envoyez le justificatif");
  });

  it("the hub refuses an early end without a legitimate reason too", async () => {
    const refused = await callJson("POST", `/vsmp/api/vsmp/v1/hub/contract/${CONTRACT}/termination?system=LPFR`, { requestedDate: END, earlyEnd: true, reason: "OTHER" });
    expect(refused.body).toMatchObject({ code: "LEGITIMATE_REASON_REQUIRED" });
  });
});

describe("a guest who subscribed, then created an account with the same e-mail", () => {
  it("finds the contract in their area, and may open it", async () => {
    // What a validated guest journey leaves in the hub: a contract with no customer.
    const contractNumber = "2026999001";
    const guest = structuredClone(store.state.hubContracts[CONTRACT]!.at(-1)!);
    Object.assign(guest, { id: `${contractNumber}/1`, contractNumber, version: 1, lastVersion: true });
    guest.subscriber = { ...guest.subscriber, customerId: "", firstName: "Claire", lastName: "Morel", mail: "Claire.Morel@example.fr" };
    store.state.hubContracts[contractNumber] = [guest];

    const claire = { id: "100009", sex: null, email: "claire.morel@example.fr", emailVerified: true, firstName: "Claire", lastName: "Morel", address: { zipCode: null }, connectionMethod: { mfaMethod: null }, idToken: null };
    const unverified = { ...claire, id: "100010", emailVerified: false };
    const before = await answer<{ contracts: unknown[] }>(contractsPage.loader(await args("http://localhost/services-seniors/contrat", unverified)));
    expect(before.data.contracts).toEqual([]);
    const list = await answer<{ contracts: { contractNumber: string }[] }>(contractsPage.loader(await args("http://localhost/services-seniors/contrat", claire)));
    expect(list.data.contracts.map((contract) => contract.contractNumber)).toEqual([contractNumber]);
    const home = await answer(homePage.loader(await args(`http://localhost/services-seniors/contrat/${contractNumber}/tableau-de-bord`, claire, { id: contractNumber })));
    expect(home.status).toBe(200);
  });
});
