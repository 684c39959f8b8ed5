import type { AppLoadContext } from "@remix-run/node";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { formulaName, servicePayload, servicesFromChoice, stepRelevantServices, triggerType } from "~/kernel/contract/services";
import { emptyJourneyState } from "~/features/journey/rules/state";
import { sibpRequiredSteps } from "~/features/journey/rules/counter-steps";
import { parseConfiguration } from "~/kernel/platform/config.server";
import * as paymentStep from "~/features/journey/payment/payment";
import * as confirmationStep from "~/features/journey/steps/confirmation";
import { localeCookie } from "~/kernel/sessions/cookies.server";
import { sibpJourneyStore } from "~/features/journey/journey-cookie.server";
import { SIBP_MODE } from "~/features/journey/mode.server";
import { createJourneyContract, getJourneyContract, saveSection } from "~/kernel/upstream/journey.server";
import { SIGNATURE_CODE } from "../../../server/sandbox/handlers/journey.js";
import { startSmtpReceiver, type SmtpReceiver } from "../../../server/sandbox/mail.js";
import { callJson, useSandbox } from "../sandbox/setup";
import { journeyAt, MOBILE_WITH_GEOFENCING, STEPS_TO_PAYMENT } from "./journey-at";

/**
 * The confirmation mail at the end of the journey (decision 063): for an order signed on paper it
 * says the contract awaits the signed documents, lists the papers and the address the
 * confirmation page shows, and that nothing starts before; for an electronic signature it is the
 * plain confirmation. The app's own mailer sends over SMTP to the sandbox's mail server, and the
 * mail is read back from the sandbox's outbox (/__sandbox/outbox.json).
 */
const { store } = useSandbox();
vi.mock("~/kernel/platform/logger.server", () => ({ log: vi.fn() }));

// The sandbox's SMTP server on any free port, over the test's store; the mailer is pointed at it.
const smtp = vi.hoisted(() => ({ port: 0 }));
vi.mock("~/kernel/platform/mailer.server", async (importOriginal) => {
  const real = await importOriginal<typeof import("~/kernel/platform/mailer.server")>();
  const { parseConfiguration: parse } = await import("~/kernel/platform/config.server");
  return {
    ...real,
    sendMail: (mail: Parameters<typeof real.sendMail>[0], options: Parameters<typeof real.sendMail>[1]) =>
      real.sendMail(mail, { ...options, settings: parse({ SANDBOX_SMTP_PORT: String(smtp.port) }).mail }),
  };
});
let receiver: SmtpReceiver;
beforeAll(async () => {
  receiver = await startSmtpReceiver(store, { port: 0 });
  smtp.port = receiver.port;
  // The configuration parses (the mock's settings come from the same parser).
  expect(parseConfiguration({ SANDBOX_SMTP_PORT: String(receiver.port) }).mail.toSandbox).toBe(true);
});
afterAll(() => receiver.close());

const VSMP = "http://localhost/services-seniors/souscription/";
const SIBP = "http://localhost/sibp/souscription?step=";
const IBAN = "FR7630006000011234567890189";
const MAIL = "marie.dupont@example.fr";
const context = (): AppLoadContext => ({ requestId: "test", clientAddress: "203.0.113.9" });
/** A step page's arguments as its route hands them: the counter's route (/sibp/souscription) gives the SIBP mode. */
const routeArgs = (url: string) => (url.startsWith(SIBP) ? { params: {}, mode: SIBP_MODE } : { params: {} });

function post(url: string, cookie: string, fields: Record<string, string>) {
  const headers = { cookie, origin: "http://localhost", "content-type": "application/x-www-form-urlencoded" };
  return { request: new Request(url, { method: "POST", body: new URLSearchParams(fields), headers }), context: context(), ...routeArgs(url) };
}

/** Where an action redirected, and the journey cookie it set. */
async function submit(promise: Promise<unknown>): Promise<{ location: string | null; cookie: string }> {
  let answer: unknown;
  try {
    answer = await promise;
  } catch (thrown) {
    answer = thrown;
  }
  if (!(answer instanceof Response)) throw new Error(`no redirect: ${JSON.stringify(answer)}`);
  return { location: answer.headers.get("location"), cookie: answer.headers.get("set-cookie")!.split(";")[0]! };
}

/** The reader's language: the language switch's cookie, added to the journey's. */
const inLanguage = async (cookie: string, language: "fr" | "en") => `${cookie}; ${(await localeCookie.serialize(language)).split(";")[0]}`;

/** The subscriber, with the address the confirmation mail goes to. */
const subscriber = { civility: "MRS", firstName: "Marie", lastName: "Dupont", mail: MAIL, customerId: "100001" };

/** A visitor's journey (VSMP) at the payment, its subscriber saved. */
async function visitorAtPayment() {
  const journey = await journeyAt(MOBILE_WITH_GEOFENCING, STEPS_TO_PAYMENT);
  await saveSection(journey.contractId, "billing", subscriber);
  return { ...journey, base: `${VSMP}etape6` };
}

/** The agent's journey at the counter (SIBP) at the payment step (9), its subscriber saved. */
async function counterAtPayment() {
  const services = servicesFromChoice(MOBILE_WITH_GEOFENCING);
  const created = await createJourneyContract({ cartId: "123456789", system: "SIBP" });
  await saveSection(created.contractId, "offers", {
    offers: { serviceLevel: "STANDARD", zoneType: "FRANCE", formulaName: formulaName(services), triggerType: triggerType(services), services: servicePayload(services) },
  });
  await saveSection(created.contractId, "billing", subscriber);
  const empty = emptyJourneyState();
  const state = {
    ...empty,
    clientId: "100001",
    contractId: created.contractId,
    contractNumber: created.contractNumber,
    cartId: "123456789",
    summaryShown: true,
    subscription: { ...empty.subscription, step: 9, sibpSteps: sibpRequiredSteps(stepRelevantServices(services)) },
  };
  return { contractId: created.contractId, cookie: (await sibpJourneyStore.commit(state)).split(";")[0]!, base: `${SIBP}9` };
}

/** The mandate, then the order with this signature (and, electronically, the right code): the contract validated. */
async function order(journey: { contractId: string; cookie: string; base: string }, signatureMethod: "PAPER" | "ELECTRONIC", language: "fr" | "en") {
  const mandate = await submit(paymentStep.action(post(journey.base, await inLanguage(journey.cookie, language), { form: "mandate", accountOwner: "Marie Dupont", iban: IBAN })));
  let done = await submit(paymentStep.action(post(journey.base, await inLanguage(mandate.cookie, language), { form: "order", signatureMethod, cgv: "on" })));
  if (signatureMethod === "ELECTRONIC") {
    done = await submit(paymentStep.action(post(journey.base, await inLanguage(done.cookie, language), { form: "signature", code: SIGNATURE_CODE })));
  }
  const contract = await getJourneyContract(journey.contractId);
  expect(contract.status).toBe("VALIDATED");
  return { contractNumber: contract.contractNumber, cookie: done.cookie, location: done.location };
}

/** The mails the sandbox's outbox holds for this address, as the outbox's JSON gives them. */
async function mailsTo(address: string): Promise<{ to: string; subject: string; text: string; via: string }[]> {
  const { body } = await callJson<{ to: string; subject: string; text: string; via: string }[]>("GET", "/__sandbox/outbox.json");
  return body.filter((mail) => mail.to === address);
}

const ADDRESS_FR = "La Poste – Veiller sur mes parents, 9 rue du Colonel Pierre Avia, 75015 Paris";
const ADDRESS_EN = "La Poste – Veiller sur mes parents, 9 rue du Colonel Pierre Avia, 75015 Paris, France";

describe("the confirmation mail of a paper order", () => {
  it("in French: awaiting the signed documents, each paper, where to send them, nothing before", async () => {
    const { contractNumber, cookie } = await order(await visitorAtPayment(), "PAPER", "fr");
    const [mail, ...more] = await mailsTo(MAIL);
    expect(more).toEqual([]);
    expect(mail).toMatchObject({ via: "smtp", subject: `Votre commande Veiller sur mes parents – contrat ${contractNumber} : en attente de vos documents signés` });
    const text = mail!.text;
    expect(text).toContain(`Votre contrat porte le numéro ${contractNumber}.`);
    expect(text).toContain("État du contrat : En attente des documents signés.");
    expect(text).toContain("- Le contrat\n- Le mandat de prélèvement SEPA\n");
    // The papers stay printable from the client area while they are awaited (decision 116).
    expect(text).toContain("depuis votre espace client, lien ci-dessous");
    expect(text).toContain(`Renvoyez-les par courrier à : ${ADDRESS_FR}.`);
    expect(text).toContain("avant, le service ne commence pas, aucun matériel n'est envoyé et rien n'est prélevé.");
    expect(text).toContain(`/services-seniors/contrat/${contractNumber}/tableau-de-bord`);
    expect(text).not.toContain("Nous avons bien reçu votre souscription");
    // The mail says what the confirmation page says: the contract awaits its signed documents.
    const page = (await confirmationStep.loader({ request: new Request(`${VSMP}etape7`, { headers: { cookie } }), context: context(), params: {} })) as unknown as { data: Record<string, unknown> };
    expect(page.data).toMatchObject({ awaitingSignedDocuments: true, confirmationMail: { sent: true, to: MAIL } });
  });

  it("in English, in the person's language: the same papers and address, in English", async () => {
    const { contractNumber } = await order(await visitorAtPayment(), "PAPER", "en");
    const [mail] = await mailsTo(MAIL);
    expect(mail!.subject).toBe(`Your Veiller sur mes parents order – contract ${contractNumber}: waiting for your signed documents`);
    const text = mail!.text;
    expect(text).toContain("Contract status: Waiting for the signed documents.");
    expect(text).toContain("- The contract\n- The SEPA direct debit mandate\n");
    expect(text).toContain("from your client area, link below");
    expect(text).toContain(`Send them by post to: ${ADDRESS_EN}.`);
    expect(text).toContain("until then, the service does not start, no equipment is sent and nothing is debited.");
    expect(text).not.toMatch(/Le contrat|Renvoyez|prélèvement/);
  });

  it("at the counter (SIBP): the client's mail lists the papers, and where to send them if not handed in at the counter", async () => {
    const { contractNumber, location } = await order(await counterAtPayment(), "PAPER", "fr");
    expect(location).toBe("/sibp/souscription?step=10");
    const [mail] = await mailsTo(MAIL);
    expect(mail!.subject).toContain(`contrat ${contractNumber} : en attente de vos documents signés`);
    expect(mail!.text).toContain("passée au guichet");
    expect(mail!.text).toContain("- Le contrat\n- Le mandat de prélèvement SEPA\n");
    expect(mail!.text).toContain(`renvoyez-les signés par courrier à : ${ADDRESS_FR}, ou remettez-les au guichet.`);
    expect(mail!.text).toContain("avant, le service ne commence pas, aucun matériel n'est envoyé et rien n'est prélevé.");
  });

  it("at the counter in English", async () => {
    await order(await counterAtPayment(), "PAPER", "en");
    const [mail] = await mailsTo(MAIL);
    expect(mail!.text).toContain("- The contract\n- The SEPA direct debit mandate\n");
    expect(mail!.text).toContain(`send them signed by post to: ${ADDRESS_EN}, or hand them in at the counter.`);
  });
});

describe("the confirmation mail of an electronic signature", () => {
  for (const [language, subject, papers] of [
    ["fr", "Votre souscription Veiller sur mes parents – contrat", /Le contrat|mandat|Renvoyez|documents signés|Colonel Pierre Avia/],
    ["en", "Your Veiller sur mes parents subscription – contract", /The contract|mandate|Send them|signed documents|Colonel Pierre Avia/],
  ] as const) {
    it(`is the plain confirmation, no papers nor address (${language})`, async () => {
      const { contractNumber } = await order(await visitorAtPayment(), "ELECTRONIC", language);
      const [mail, ...more] = await mailsTo(MAIL);
      expect(more).toEqual([]);
      expect(mail!.subject).toBe(`${subject} ${contractNumber}`);
      expect(mail!.text).toContain(contractNumber);
      expect(mail!.text).not.toMatch(papers);
    });
  }
});
