import type { AppLoadContext } from "@remix-run/node";
import { createUserSession, type VsmpUser } from "~/kernel/auth/user.server";
import { describe, expect, it, vi } from "vitest";
import { formulaName, servicePayload, servicesFromChoice, stepRelevantServices, triggerType } from "~/kernel/contract/services";
import { emptyJourneyState, type JourneyState } from "~/features/journey/rules/state";
import { sibpRequiredSteps } from "~/features/journey/rules/counter-steps";
import * as beneficiaryStep from "~/features/journey/steps/beneficiary";
import * as contactStep from "~/features/journey/steps/contacts";
import * as subscriberStep from "~/features/journey/steps/subscriber";
import * as administratorStep from "~/features/journey/steps/administrator";
import * as caregiverStep from "~/features/journey/steps/caregiver";
import * as summaryStep from "~/features/journey/steps/summary";
import * as paymentStep from "~/features/journey/payment/payment";
import * as confirmationStep from "~/features/journey/steps/confirmation";
import { readJourney, sibpJourneyStore } from "~/features/journey/journey-cookie.server";
import { SIBP_MODE } from "~/features/journey/mode.server";
import { createJourneyContract, getJourneyContract, saveSection } from "~/kernel/upstream/journey.server";
import { SIGNATURE_CODE } from "../../../server/sandbox/handlers/journey.js";
import { useSandbox } from "../sandbox/setup";
import { journeyAt, MOBILE_WITH_GEOFENCING } from "./journey-at";
import { contactForm, holderForm, recipientForm, subscriberForm } from "./people-forms";

/**
 * The summary (etape5), the payment (etape6: mandate, order, signature behind one address) and
 * the confirmation (etape7): their loaders and actions called directly against the sandbox
 * handlers, in the visitor's journey (VSMP) and where the agent's journey at the counter (SIBP,
 * /sibp/souscription?step=n with its own cookie) differs.
 */
const { store } = useSandbox();
vi.mock("~/kernel/platform/logger.server", () => ({ log: vi.fn() }));
// The subscription's confirmation mail, kept instead of sent.
const mails = vi.hoisted(() => [] as { to: string; subject: string; text: string }[]);
vi.mock("~/kernel/platform/mailer.server", () => ({ sendMail: vi.fn(async (mail: { to: string; subject: string; text: string }) => void mails.push(mail)) }));

const VSMP = "http://localhost/services-seniors/souscription/";
const SIBP = "http://localhost/sibp/souscription?step=";
const IBAN = "FR7630006000011234567890189";
const context = (): AppLoadContext => ({ requestId: "test", clientAddress: "203.0.113.9" });
/** A step page's arguments as its route hands them: the counter's route (/sibp/souscription) gives the SIBP mode. */
const routeArgs = (url: string) => (url.startsWith(SIBP) ? { params: {}, mode: SIBP_MODE } : { params: {} });

const get = (url: string, cookie: string) => ({ request: new Request(url, { headers: { cookie } }), context: context(), ...routeArgs(url) });

function post(url: string, cookie: string, fields: Record<string, string>, ctx = context()) {
  const body = new URLSearchParams(fields);
  const headers = { cookie, origin: "http://localhost", "content-type": "application/x-www-form-urlencoded" };
  return { request: new Request(url, { method: "POST", body, headers }), context: ctx, ...routeArgs(url) };
}

/** A loader's data, or where it redirected. */
async function load(promise: Promise<unknown>): Promise<{ data?: Record<string, unknown>; location?: string | null; setCookie?: string | null }> {
  try {
    const answer = (await promise) as { data: Record<string, unknown>; init?: { headers?: Record<string, string> } | null };
    return { data: answer.data, setCookie: answer.init?.headers?.["Set-Cookie"] ?? null };
  } catch (thrown) {
    if (!(thrown instanceof Response)) throw thrown;
    return { location: thrown.headers.get("location") };
  }
}

interface Reply {
  stage?: string;
  resentTo?: string | null;
  refusal?: { triesLeft?: number; retryAt?: string };
  result: { status?: string; error?: Record<string, string[] | null>; initialValue?: Record<string, unknown> | null };
}

/** What an action answered: a redirect (location, next cookie) or the reply shown in place. */
async function submit(promise: Promise<unknown>): Promise<{ location?: string | null; cookie?: string; reply?: Reply; status?: number }> {
  let answer: unknown;
  try {
    answer = await promise;
  } catch (thrown) {
    answer = thrown;
  }
  if (answer instanceof Response) return { location: answer.headers.get("location"), cookie: answer.headers.get("set-cookie")?.split(";")[0] };
  const { data, init } = answer as { data: Reply; init: ResponseInit | null };
  return { reply: data, status: init?.status ?? 200 };
}

/** A VSMP journey whose people steps were filled through their own pages, now at the summary. */
async function journeyAtSummary() {
  const journey = await journeyAt(MOBILE_WITH_GEOFENCING, ["etape1"]);
  let cookie = journey.cookie;
  const steps = [
    [beneficiaryStep, "etape2", recipientForm],
    [contactStep, "etape3", contactForm(0, "Paul")],
    [subscriberStep, "etape4", subscriberForm],
    [administratorStep, "etape4a", holderForm],
    [caregiverStep, "etape4b", { ...holderForm, civility: "MRS", firstName: "Lise" }],
  ] as const;
  for (const [step, slug, form] of steps) {
    const { cookie: next, location } = await submit(step.action(post(VSMP + slug, cookie, form)));
    expect(location, slug).toMatch(/etape/);
    cookie = next!;
  }
  return { contractId: journey.contractId, cookie };
}

/** Past the summary: the summary's own submission, to the payment page. */
async function journeyAtPayment() {
  const journey = await journeyAtSummary();
  const { cookie, location } = await submit(summaryStep.action(post(`${VSMP}etape5`, journey.cookie, {})));
  expect(location).toBe("/services-seniors/souscription/etape6");
  return { contractId: journey.contractId, cookie: cookie! };
}

/** Mandate then order (electronic signature): the payment at its code stage. */
async function journeyAtCode(base = VSMP + "etape6", atPayment?: { contractId: string; cookie: string }) {
  const journey = atPayment ?? (await journeyAtPayment());
  const mandate = await submit(paymentStep.action(post(base, journey.cookie, { form: "mandate", accountOwner: "Marie Dupont", iban: IBAN })));
  const order = await submit(paymentStep.action(post(base, mandate.cookie!, { form: "order", signatureMethod: "ELECTRONIC", cgv: "on" })));
  return { contractId: journey.contractId, cookie: order.cookie! };
}

describe("Récapitulatif (etape5)", () => {
  it("lists what each step saved, each with its link to change it that comes back to the summary", async () => {
    const { cookie } = await journeyAtSummary();
    const { data } = await load(summaryStep.loader(get(`${VSMP}etape5`, cookie)));
    type Person = { answers: { answer: string; lines: string[] }[] };
    const groups = data!.groups as { slug: string; edit: string; person?: Person; contacts?: Person[] }[];
    expect(groups.map((group) => group.slug)).toEqual(["etape1", "etape2", "etape3", "etape4", "etape4a", "etape4b"]);
    for (const group of groups) expect(group.edit).toBe(`/services-seniors/souscription/${group.slug}?retour=recapitulatif`);
    const bySlug = Object.fromEntries(groups.map((group) => [group.slug, group]));
    const answers = (person: Person) => Object.fromEntries(person.answers.map(({ answer, lines }) => [answer, lines]));
    // Only what each step asked: no e-mail for the beneficiary, no birth date for a
    // contact, the subscriber or the account holders, no postal address for the account holders.
    expect(answers(bySlug.etape2!.person!)).toEqual({
      name: ["Jeanne Martin"],
      birthDate: [expect.stringMatching(/^\d{2}\/\d{2}\/\d{4}$/)],
      phones: ["01 45 67 89 10"],
      address: expect.arrayContaining([expect.stringMatching(/\d{5} /)]),
    });
    expect(bySlug.etape3!.contacts!.map(answers)).toEqual([{ name: ["Paul Voisin"], phones: [expect.any(String)], address: expect.any(Array) }]);
    expect(Object.keys(answers(bySlug.etape4!.person!))).toEqual(["name", "phones", "mail", "address"]);
    expect(answers(bySlug.etape4!.person!)).toMatchObject({ name: ["Marie Dupont"], mail: ["marie.dupont@example.fr"] });
    expect(answers(bySlug.etape4a!.person!)).toEqual({ name: ["Marc Martin"], phones: [expect.any(String)], mail: [expect.any(String)] });
    expect(answers(bySlug.etape4b!.person!)).toMatchObject({ name: ["Lise Martin"] });
    expect(Object.keys(answers(bySlug.etape4b!.person!))).toEqual(["name", "phones", "mail"]);
    expect(data).toMatchObject({ choice: { remote: "MOBILE", visitDays: ["MONDAY"], geofencing: true }, priceUnavailable: null });
    expect(data!.price).not.toBeNull();
  });

  it("marks itself shown, so that a step changed from it comes back to it", async () => {
    const { cookie } = await journeyAtSummary();
    expect((await readJourney(get(`${VSMP}etape5`, cookie).request)).summaryShown).toBe(false);
    const { setCookie } = await load(summaryStep.loader(get(`${VSMP}etape5`, cookie)));
    const shown = setCookie!.split(";")[0]!;
    expect((await readJourney(get(`${VSMP}etape5`, shown).request)).summaryShown).toBe(true);
    const { location } = await submit(subscriberStep.action(post(`${VSMP}etape4?retour=recapitulatif`, shown, subscriberForm)));
    expect(location).toBe("/services-seniors/souscription/etape5");
    // Shown once, the next load signs no new cookie.
    expect((await load(summaryStep.loader(get(`${VSMP}etape5`, shown)))).setCookie).toBeNull();
  });

  it("sends a journey that has not reached it back to its current step", async () => {
    const { cookie } = await journeyAt(MOBILE_WITH_GEOFENCING, ["etape1", "etape2"]);
    expect((await load(summaryStep.loader(get(`${VSMP}etape5`, cookie)))).location).toBe("/services-seniors/souscription/etape3");
  });
});

describe("Paiement (etape6): mandate, order, signature behind one address", () => {
  it("starts at the mandate, its holder prefilled with the subscriber, the draft's price stated", async () => {
    const { contractId, cookie } = await journeyAtPayment();
    const { data } = await load(paymentStep.loader(get(`${VSMP}etape6`, cookie)));
    expect(data).toMatchObject({ stage: "mandate", accountOwner: "Marie Dupont", mandate: null, signature: null, priceUnavailable: null });
    expect(data!.price).toEqual((await getJourneyContract(contractId)).price);
  });

  it("refuses a wrong IBAN with its message, keeping every value typed and saving nothing", async () => {
    const { contractId, cookie } = await journeyAtPayment();
    const ctx = context();
    const { reply, status } = await submit(paymentStep.action(post(`${VSMP}etape6`, cookie, { form: "mandate", accountOwner: "Marie Dupont", iban: "FR76 3000 6000 0112 3456 7890 188", bic: "" }, ctx)));
    expect(reply?.stage).toBe("mandate");
    expect(reply?.result.error).toEqual({ iban: ["iban.checksum"] });
    expect(reply?.result.initialValue).toMatchObject({ accountOwner: "Marie Dupont", iban: "FR76 3000 6000 0112 3456 7890 188" });
    expect(status).toBe(400);
    expect((await getJourneyContract(contractId)).mandate).toBeNull();
  });

  it("saves the mandate (only its RUM in the cookie, the IBAN masked) and goes to the order", async () => {
    const { contractId, cookie } = await journeyAtPayment();
    const { location, cookie: next } = await submit(paymentStep.action(post(`${VSMP}etape6`, cookie, { form: "mandate", accountOwner: "Marie Dupont", iban: IBAN })));
    expect(location).toBe("/services-seniors/souscription/etape6");
    const mandate = (await getJourneyContract(contractId)).mandate!;
    const state = await readJourney(get(`${VSMP}etape6`, next!).request);
    expect(state.mandate.rum).toBe(mandate.rum);
    expect(JSON.stringify(state)).not.toContain("30006000");
    const { data } = await load(paymentStep.loader(get(`${VSMP}etape6`, next!)));
    expect(data).toMatchObject({ stage: "order", mandate: { rum: mandate.rum, accountOwner: "Marie Dupont" } });
    expect(JSON.stringify(data)).not.toContain(IBAN);
  });

  it("asks again for the order without the conditions accepted, keeping the method chosen", async () => {
    const { cookie } = await journeyAtPayment();
    const mandate = await submit(paymentStep.action(post(`${VSMP}etape6`, cookie, { form: "mandate", accountOwner: "Marie Dupont", iban: IBAN })));
    const { reply } = await submit(paymentStep.action(post(`${VSMP}etape6`, mandate.cookie!, { form: "order", signatureMethod: "ELECTRONIC" })));
    expect(reply?.stage).toBe("order");
    expect(reply?.result.error).toHaveProperty("cgv");
    expect(reply?.result.initialValue).toMatchObject({ signatureMethod: "ELECTRONIC" });
  });

  it("places the order (conditions kept with the subscriber) and goes to the signature code", async () => {
    const { contractId, cookie } = await journeyAtCode();
    const contract = await getJourneyContract(contractId);
    expect(contract.billing).toMatchObject({ orderConsent: { cgvAccepted: true, earlyStart: false } });
    expect(contract.signature).toMatchObject({ method: "ELECTRONIC", signed: false });
    const { data } = await load(paymentStep.loader(get(`${VSMP}etape6`, cookie)));
    expect(data).toMatchObject({ stage: "signature", signature: { method: "ELECTRONIC", signed: false } });
  });

  it("says a wrong code is wrong, and keeps the page at the code", async () => {
    const { contractId, cookie } = await journeyAtCode();
    const ctx = context();
    const { reply, status } = await submit(paymentStep.action(post(`${VSMP}etape6`, cookie, { form: "signature", code: "000000" }, ctx)));
    expect(reply?.stage).toBe("signature");
    expect(reply?.result.error).toEqual({ code: ["order:errors.codeInvalid"] });
    expect(reply?.refusal).toEqual({ triesLeft: 4 });
    expect(status).toBe(400);
    expect((await getJourneyContract(contractId)).status).not.toBe("VALIDATED");
  });

  it("takes the right code: the contract is validated and the journey goes to the confirmation", async () => {
    const { contractId, cookie } = await journeyAtCode();
    const { location, cookie: next } = await submit(paymentStep.action(post(`${VSMP}etape6`, cookie, { form: "signature", code: SIGNATURE_CODE })));
    expect(location).toBe("/services-seniors/souscription/etape7");
    const contract = await getJourneyContract(contractId);
    expect(contract.status).toBe("VALIDATED");
    // The confirmation mail the product promises, with the contract's number and its dashboard link.
    const confirmation = mails.find((mail) => mail.subject.includes(contract.contractNumber));
    expect(confirmation?.text).toContain(`/services-seniors/contrat/${contract.contractNumber}/tableau-de-bord`);
    expect((await readJourney(get(`${VSMP}etape7`, next!).request)).contractNumber).toBe(contract.contractNumber);
  });

  it("makes one contract of a double submission: the second goes to the confirmation too", async () => {
    const { contractId, cookie } = await journeyAtCode();
    const first = await submit(paymentStep.action(post(`${VSMP}etape6`, cookie, { form: "signature", code: SIGNATURE_CODE })));
    const number = (await getJourneyContract(contractId)).contractNumber;
    const journeys = Object.keys(store.state.journeys).length;
    // The same form sent again with the cookie it was sent with (a double click, a reload).
    const second = await submit(paymentStep.action(post(`${VSMP}etape6`, cookie, { form: "signature", code: SIGNATURE_CODE })));
    expect(first.location).toBe("/services-seniors/souscription/etape7");
    expect(second.location).toBe("/services-seniors/souscription/etape7");
    expect(Object.keys(store.state.journeys)).toHaveLength(journeys);
    expect((await getJourneyContract(contractId)).contractNumber).toBe(number);
    // And the payment page itself now sends to the confirmation.
    expect((await load(paymentStep.loader(get(`${VSMP}etape6`, cookie)))).location).toBe("/services-seniors/souscription/etape7");
  });
});

describe("the signature code's limits: the hub counts, the page says what to do next", () => {
  const codeAt = (base: string, cookie: string, code: string) => submit(paymentStep.action(post(base, cookie, { form: "signature", code })));
  const resend = (base: string, cookie: string, code = "") => submit(paymentStep.action(post(base, cookie, { form: "signature", intent: "resendCode", code })));

  it("counts the wrong codes down; after the fifth the code is void, even the right one refused, until a new code is sent", async () => {
    const { contractId, cookie } = await journeyAtCode();
    const base = `${VSMP}etape6`;
    for (const triesLeft of [4, 3, 2, 1]) {
      const { reply } = await codeAt(base, cookie, "000000");
      expect(reply).toMatchObject({ stage: "signature", result: { error: { code: ["order:errors.codeInvalid"] } }, refusal: { triesLeft } });
    }
    const fifth = await codeAt(base, cookie, "000000");
    expect(fifth.reply?.result.error).toEqual({ code: ["order:errors.codeVoid"] });
    const right = await codeAt(base, cookie, SIGNATURE_CODE);
    expect(right.reply?.result.error).toEqual({ code: ["order:errors.codeVoid"] });
    // The code typed stays in the field.
    expect(right.reply?.result.initialValue).toMatchObject({ code: SIGNATURE_CODE });
    expect((await getJourneyContract(contractId)).status).toBe("DRAFT");
    const sent = await resend(base, cookie);
    expect(sent.reply?.resentTo).toMatch(/\*\*/);
    expect((await codeAt(base, cookie, SIGNATURE_CODE)).location).toBe("/services-seniors/souscription/etape7");
  });

  it("refuses the sixth re-send within the hour, saying from when, and keeps the code typed", async () => {
    const { cookie } = await journeyAtCode();
    const base = `${VSMP}etape6`;
    for (let i = 0; i < 5; i++) expect((await resend(base, cookie)).reply?.resentTo).toBeTruthy();
    const ctx = context();
    const sixth = await submit(paymentStep.action(post(base, cookie, { form: "signature", intent: "resendCode", code: "12 34 56" }, ctx)));
    expect(sixth.reply).toMatchObject({ stage: "signature", result: { error: { code: ["order:errors.resendLimit"] }, initialValue: { code: "12 34 56" } } });
    expect(sixth.reply?.resentTo).toBeUndefined();
    expect(sixth.status).toBe(400);
    const retryAt = Date.parse(sixth.reply!.refusal!.retryAt!);
    expect(retryAt - Date.now()).toBeGreaterThan(59 * 60_000);
    expect(retryAt - Date.now()).toBeLessThanOrEqual(3600_000);
    // The last code sent still signs.
    expect((await codeAt(base, cookie, SIGNATURE_CODE)).location).toBe("/services-seniors/souscription/etape7");
  });

  it("at the order, the electronic signature chosen again past the codes of the hour is refused on its field, the paper one remains", async () => {
    const { cookie } = await journeyAtCode();
    const base = `${VSMP}etape6`;
    for (let i = 0; i < 5; i++) await resend(base, cookie);
    const changed = await submit(paymentStep.action(post(base, cookie, { intent: "changeMethod" })));
    const order = await submit(paymentStep.action(post(base, changed.cookie!, { form: "order", signatureMethod: "ELECTRONIC", cgv: "on" })));
    expect(order.reply).toMatchObject({ stage: "order", result: { error: { signatureMethod: ["order:errors.codesLimit"] }, initialValue: { signatureMethod: "ELECTRONIC", cgv: "on" } } });
    expect(order.reply?.refusal?.retryAt).toEqual(expect.any(String));
    const paper = await submit(paymentStep.action(post(base, changed.cookie!, { form: "order", signatureMethod: "PAPER", cgv: "on" })));
    expect(paper.location).toBe("/services-seniors/souscription/etape7");
  });

  it("at the counter, the same counts on the same page", async () => {
    const journey = await sibpJourneyAt(9);
    const base = `${SIBP}9`;
    const atCode = await journeyAtCode(base, journey);
    for (let i = 0; i < 5; i++) await codeAt(base, atCode.cookie, "000000");
    expect((await codeAt(base, atCode.cookie, SIGNATURE_CODE)).reply?.result.error).toEqual({ code: ["order:errors.codeVoid"] });
    for (let i = 0; i < 5; i++) expect((await resend(base, atCode.cookie)).reply?.resentTo).toBeTruthy();
    expect((await resend(base, atCode.cookie)).reply?.result.error).toEqual({ code: ["order:errors.resendLimit"] });
    expect((await codeAt(base, atCode.cookie, SIGNATURE_CODE)).location).toBe("/sibp/souscription?step=10");
  });
});

describe("Confirmation (etape7)", () => {
  it("shows the contract number of the validated contract", async () => {
    const atCode = await journeyAtCode();
    const { cookie } = await submit(paymentStep.action(post(`${VSMP}etape6`, atCode.cookie, { form: "signature", code: SIGNATURE_CODE })));
    const { data } = await load(confirmationStep.loader(get(`${VSMP}etape7`, cookie!)));
    const contract = await getJourneyContract(atCode.contractId);
    expect(data).toMatchObject({ contractNumber: contract.contractNumber, counter: false, awaitingSignedDocuments: false, equipment: "sending", visits: true, price: contract.price });
    // The confirmation mail was handed to the relay: the page names the address it went to.
    expect(data!.confirmationMail).toEqual({ sent: true, to: "marie.dupont@example.fr" });
    // Signed electronically today: the start date is the hub's, by the one rule.
    expect(data!.start).toEqual({ contractStatus: "VALIDATED", startDate: contract.contract!.startDate, withdrawalEndDate: contract.contract!.withdrawalEndDate, earlyStart: contract.contract!.earlyStart });
    // The subscription is closed: the stepper shows the steps done, not as links back.
    expect(data!.frame).toMatchObject({ closed: true });
    // The first debit that takes money is told from the hub's start (decision 140).
    expect(data!.debitStart).toEqual({ day: contract.contract!.startDate, estimate: false });
  });

  it("says plainly when the confirmation mail could not be sent, and never that it was", async () => {
    const atCode = await journeyAtCode();
    const { sendMail } = await import("~/kernel/platform/mailer.server");
    vi.mocked(sendMail).mockRejectedValueOnce(new Error("relay down"));
    const { cookie, location } = await submit(paymentStep.action(post(`${VSMP}etape6`, atCode.cookie, { form: "signature", code: SIGNATURE_CODE })));
    // The contract is validated whatever the mail.
    expect(location).toBe("/services-seniors/souscription/etape7");
    const { data } = await load(confirmationStep.loader(get(`${VSMP}etape7`, cookie!)));
    expect(data!.confirmationMail).toEqual({ sent: false, to: "marie.dupont@example.fr" });
  });

  it("a paper order: the contract awaits its signed documents, nothing starts, the page says where to send them", async () => {
    const journey = await journeyAtPayment();
    const mandate = await submit(paymentStep.action(post(`${VSMP}etape6`, journey.cookie, { form: "mandate", accountOwner: "Marie Dupont", iban: IBAN })));
    const order = await submit(paymentStep.action(post(`${VSMP}etape6`, mandate.cookie!, { form: "order", signatureMethod: "PAPER", cgv: "on" })));
    expect(order.location).toBe("/services-seniors/souscription/etape7");
    const { data } = await load(confirmationStep.loader(get(`${VSMP}etape7`, order.cookie!)));
    const contract = await getJourneyContract(journey.contractId);
    expect(data).toMatchObject({
      contractNumber: contract.contractNumber,
      awaitingSignedDocuments: true,
      start: { contractStatus: "AWAITING_SIGNED_DOCUMENTS", startDate: null, withdrawalEndDate: null },
      contractPath: null,
      price: contract.price,
    });
    // The hub's contract: not signed, not started.
    const hub = store.state.hubContracts[contract.contractNumber]![0]!;
    expect(hub.legalInfo.contractStatus).toBe("AWAITING_SIGNED_DOCUMENTS");
    expect(hub.delivery.startDate).toBeNull();
    expect(hub.payment.signed).toBe(false);
  });

  it("shows no number for a contract not validated: back to the payment", async () => {
    const { cookie } = await journeyAt(MOBILE_WITH_GEOFENCING, ["etape1", "etape2", "etape3", "etape4", "etape4a", "etape4b", "etape5", "etape6"]);
    const { data, location } = await load(confirmationStep.loader(get(`${VSMP}etape7`, cookie)));
    expect(data).toBeUndefined();
    expect(location).toBe("/services-seniors/souscription/etape6");
  });

  it("starts a new journey from the visitor's 'Commencer une nouvelle souscription'", async () => {
    const atCode = await journeyAtCode();
    const { cookie } = await submit(paymentStep.action(post(`${VSMP}etape6`, atCode.cookie, { form: "signature", code: SIGNATURE_CODE })));
    const { location, cookie: next } = await submit(confirmationStep.action(post(`${VSMP}etape7`, cookie!, {})));
    expect(location).toBe("/services-seniors/souscription/etape1");
    expect((await readJourney(get(`${VSMP}etape1`, next!).request)).contractId).toBeNull();
  });
});

// ---------------------------------------------------------------------------------------------
// The agent's journey (SIBP): the same pages under /sibp/souscription?step=n, the
// sibp_souscription cookie. Steps with mobile geofencing: home 1, offers 2, beneficiary 3,
// contacts 4, subscriber 5, administrator 6, caregiver 7, summary 8, paiement 9, signature 10.

/** A counter journey at `step`, its contract holding the services and the people saved. */
async function sibpJourneyAt(step: number, extra: Partial<JourneyState> = {}) {
  const services = servicesFromChoice(MOBILE_WITH_GEOFENCING);
  const created = await createJourneyContract({ cartId: "123456789", system: "SIBP" });
  await saveSection(created.contractId, "offers", {
    offers: { serviceLevel: "STANDARD", zoneType: "FRANCE", formulaName: formulaName(services), triggerType: triggerType(services), services: servicePayload(services) },
  });
  await saveSection(created.contractId, "beneficiary", { civility: "MRS", firstName: "Jeanne", lastName: "Martin" });
  await saveSection(created.contractId, "billing", { civility: "MRS", firstName: "Marie", lastName: "Dupont", customerId: "100001" });
  const empty = emptyJourneyState();
  const state: JourneyState = {
    ...empty,
    clientId: "100001",
    contractId: created.contractId,
    contractNumber: created.contractNumber,
    cartId: "123456789",
    summaryShown: step > 8,
    ...extra,
    subscription: { ...empty.subscription, step, sibpSteps: sibpRequiredSteps(stepRelevantServices(services)) },
  };
  return { contractId: created.contractId, cookie: (await sibpJourneyStore.commit(state)).split(";")[0]! };
}

const readSibp = (cookie: string) => sibpJourneyStore.read(new Request(`${SIBP}1`, { headers: { cookie } }));

describe("the agent's journey (SIBP) on the same pages", () => {
  it("summary: its change links are the journey's step addresses, and it marks itself shown", async () => {
    const { cookie } = await sibpJourneyAt(8);
    const { data, setCookie } = await load(summaryStep.loader(get(`${SIBP}8`, cookie)));
    const groups = data!.groups as { slug: string; edit: string; person?: { answers: { answer: string; lines: string[] }[] } }[];
    expect(groups.map((group) => [group.slug, group.edit])).toEqual([
      ["etape1", "/sibp/souscription?step=2"],
      ["etape2", "/sibp/souscription?step=3"],
      ["etape3", "/sibp/souscription?step=4"],
      ["etape4", "/sibp/souscription?step=5"],
      ["etape4a", "/sibp/souscription?step=6"],
      ["etape4b", "/sibp/souscription?step=7"],
    ]);
    expect(groups.find((group) => group.slug === "etape4")!.person!.answers[0]).toEqual({ answer: "name", lines: ["Marie Dupont"] });
    expect(data).toMatchObject({ frame: { labels: "sibp", current: 7 } });
    expect((await readSibp(setCookie!.split(";")[0]!)).summaryShown).toBe(true);
  });

  it("summary: going on leads to the payment step", async () => {
    const { cookie } = await sibpJourneyAt(8);
    const shown = (await load(summaryStep.loader(get(`${SIBP}8`, cookie)))).setCookie!.split(";")[0]!;
    expect((await submit(summaryStep.action(post(`${SIBP}8`, shown, {})))).location).toBe("/sibp/souscription?step=9");
  });

  it("payment: each stage comes back to the payment step; the right code leads to the confirmation step", async () => {
    const journey = await sibpJourneyAt(9);
    const mandate = await submit(paymentStep.action(post(`${SIBP}9`, journey.cookie, { form: "mandate", accountOwner: "Marie Dupont", iban: IBAN })));
    expect(mandate.location).toBe("/sibp/souscription?step=9");
    const order = await submit(paymentStep.action(post(`${SIBP}9`, mandate.cookie!, { form: "order", signatureMethod: "ELECTRONIC", cgv: "on" })));
    expect(order.location).toBe("/sibp/souscription?step=9");
    expect((await load(paymentStep.loader(get(`${SIBP}9`, order.cookie!)))).data).toMatchObject({ stage: "signature" });
    const wrong = await submit(paymentStep.action(post(`${SIBP}9`, order.cookie!, { form: "signature", code: "000000" })));
    expect(wrong.reply?.result.error).toEqual({ code: ["order:errors.codeInvalid"] });
    const signed = await submit(paymentStep.action(post(`${SIBP}9`, order.cookie!, { form: "signature", code: SIGNATURE_CODE })));
    expect(signed.location).toBe("/sibp/souscription?step=10");
    expect((await getJourneyContract(journey.contractId)).status).toBe("VALIDATED");
    // Sent twice: the second also goes to the confirmation step.
    const again = await submit(paymentStep.action(post(`${SIBP}9`, order.cookie!, { form: "signature", code: SIGNATURE_CODE })));
    expect(again.location).toBe("/sibp/souscription?step=10");
  });

  it("a paper order at the counter: the confirmation awaits the signed documents and leads to the contract's dashboard to record them", async () => {
    const journey = await sibpJourneyAt(9);
    const mandate = await submit(paymentStep.action(post(`${SIBP}9`, journey.cookie, { form: "mandate", accountOwner: "Marie Dupont", iban: IBAN })));
    const order = await submit(paymentStep.action(post(`${SIBP}9`, mandate.cookie!, { form: "order", signatureMethod: "PAPER", cgv: "on" })));
    expect(order.location).toBe("/sibp/souscription?step=10");
    const { data } = await load(confirmationStep.loader(get(`${SIBP}10`, order.cookie!)));
    const number = (await getJourneyContract(journey.contractId)).contractNumber;
    expect(data).toMatchObject({ counter: true, awaitingSignedDocuments: true, contractPath: `/sibp/contrat/${number}/tableau-de-bord`, start: { startDate: null } });
  });

  it("confirmation: the number of the validated contract, and 'Terminer la souscription' ends the journey", async () => {
    const journey = await sibpJourneyAt(10);
    store.state.journeys[journey.contractId]!.status = "VALIDATED";
    const { data } = await load(confirmationStep.loader(get(`${SIBP}10`, journey.cookie)));
    expect(data).toMatchObject({ counter: true, contractNumber: (await getJourneyContract(journey.contractId)).contractNumber });
    const { location, cookie } = await submit(confirmationStep.action(post(`${SIBP}10`, journey.cookie, {})));
    expect(location).toBe("/sibp/final-subscription");
    expect((await readSibp(cookie!)).subscription.isEnded).toBe(true);
  });

  it("contacts: no address book at the counter, even with a client's sign-in in the browser (decision 108)", async () => {
    const journey = await sibpJourneyAt(4);
    const user: VsmpUser = { id: "100001", sex: "female", email: "marie.dupont@example.fr", firstName: "Marie", lastName: "Dupont", address: { zipCode: "75002" }, connectionMethod: { mfaMethod: null } };
    const withUser = `${journey.cookie}; ${(await createUserSession(new Request("http://localhost/"), user)).split(";")[0]}`;
    const { data } = await load(contactStep.loader(get(`${SIBP}4`, withUser)));
    expect(data).toMatchObject({ book: null });
    const fields = { ...contactForm(0, "Paul"), "contacts[0].bookEntry": "A2", intent: "useBookAddress:contacts[0]." };
    const picked = (await contactStep.action(post(`${SIBP}4`, withUser, fields))) as unknown as { data: { bookFilled: string | null; result: Reply["result"] } };
    expect(picked.data.bookFilled).toBeNull();
    expect((picked.data.result.initialValue as { contacts: Record<string, string>[] }).contacts[0]).toMatchObject({ streetName: "14 rue des Lilas" });
  });

  it("confirmation: a contract not validated goes back to the payment step, and cannot be ended", async () => {
    const journey = await sibpJourneyAt(10);
    expect((await load(confirmationStep.loader(get(`${SIBP}10`, journey.cookie)))).location).toBe("/sibp/souscription?step=9");
    expect((await submit(confirmationStep.action(post(`${SIBP}10`, journey.cookie, {})))).location).toBe("/sibp/souscription?step=9");
  });
});
