import http from "node:http";
import type { AppLoadContext } from "@remix-run/node";
import { describe, expect, it, vi } from "vitest";
import { log } from "~/kernel/platform/logger.server";
import { loadContract } from "~/features/journey/step.server";
import { createUserSession, type VsmpUser } from "~/kernel/auth/user.server";
import { formulaName, servicePayload, servicesFromChoice, stepRelevantServices, triggerType, type ServicesChoice } from "~/kernel/contract/services";
import { emptyJourneyState, progressOf, withProgress, type JourneyState } from "~/features/journey/rules/state";
import { initialiseSteps, submitStep, type StepSlug } from "~/kernel/contract/journey-steps";
import * as beneficiaryStep from "~/features/journey/steps/beneficiary";
import * as contactStep from "~/features/journey/steps/contacts";
import * as subscriberStep from "~/features/journey/steps/subscriber";
import * as administratorStep from "~/features/journey/steps/administrator";
import * as caregiverStep from "~/features/journey/steps/caregiver";
import { commitJourney, readJourney } from "~/features/journey/journey-cookie.server";
import { createJourneyContract, getJourneyContract, saveSection } from "~/kernel/upstream/journey.server";
import { callJson, useSandbox } from "../sandbox/setup";
import { contactForm, holderForm, recipientForm, SEEDED_BOOK_CHOICES, subscriberForm } from "./people-forms";

/**
 * The people steps' loaders and actions, called directly against the sandbox handlers (msw
 * intercepts the app's upstream calls): what is saved, what comes back, the intents that save
 * nothing, and an upstream failure that keeps what was typed.
 */
useSandbox();
// The upstream calls' log lines are not what these tests are about.
vi.mock("~/kernel/platform/logger.server", () => ({ log: vi.fn() }));

const MOBILE_WITH_GEOFENCING: ServicesChoice = {
  type: "STANDARD",
  visitDays: ["MONDAY"],
  remote: "MOBILE",
  fallDetector: false,
  geofencing: true,
  simInstallation: null,
};

/** A journey whose etape1 is done: a draft contract with the services saved upstream. */
async function journeyAfterServices(choice = MOBILE_WITH_GEOFENCING, done: StepSlug[] = ["etape1"]) {
  const created = await createJourneyContract({ cartId: "123456789", system: "LPFR" });
  const services = servicesFromChoice(choice);
  await saveSection(created.contractId, "offers", {
    offers: { serviceLevel: "STANDARD", zoneType: "FRANCE", formulaName: formulaName(services), triggerType: triggerType(services), services: servicePayload(services) },
  });
  const state: JourneyState = { ...emptyJourneyState(), contractId: created.contractId, contractNumber: created.contractNumber, cartId: "123456789" };
  let progress = initialiseSteps(progressOf(state), stepRelevantServices(services));
  for (const slug of done) progress = submitStep(progress, slug);
  return { contractId: created.contractId, cookie: (await commitJourney(withProgress(state, progress))).split(";")[0]! };
}

const url = (slug: string, query = "") => `http://localhost/services-seniors/souscription/${slug}${query}`;

function post(slug: string, cookie: string, fields: Record<string, string>, query = "") {
  const body = new FormData();
  for (const [key, value] of Object.entries(fields)) body.append(key, value);
  return new Request(url(slug, query), { method: "POST", body, headers: { cookie, origin: "http://localhost" } });
}

const get = (slug: string, cookie: string) => new Request(url(slug), { headers: { cookie } });

interface Replied {
  data: { result: { status?: string; error?: Record<string, string[] | null>; initialValue?: Record<string, unknown> | null } };
}

/** What an action answered: a redirect's location, or the reply it rendered. */
async function outcome(promise: Promise<unknown>) {
  const answer = await promise;
  if (answer instanceof Response) return { location: answer.headers.get("location"), setCookie: answer.headers.get("set-cookie") };
  return { reply: (answer as Replied).data.result, status: (answer as { init: ResponseInit | null }).init?.status ?? 200 };
}

const context = (): AppLoadContext => ({ requestId: "test" });
const args = (request: Request, ctx = context()) => ({ request, context: ctx, params: {} });


/** The sandbox's demo client, signed in beside a journey's cookie. */
const marie: VsmpUser = {
  id: "100001",
  sex: "female",
  email: "marie.dupont@example.fr",
  firstName: "Marie",
  lastName: "Dupont",
  address: { zipCode: "75002" },
  connectionMethod: { mfaMethod: null },
};
const signedIn = async (cookie: string) => `${cookie}; ${(await createUserSession(new Request("http://localhost/"), marie)).split(";")[0]}`;

describe("Bénéficiaire (etape2)", () => {
  it("shows an empty form in France, with the back link to etape1", async () => {
    const { cookie } = await journeyAfterServices();
    const answer = (await beneficiaryStep.loader(args(get("etape2", cookie)))) as unknown as { data: Record<string, unknown> };
    expect(answer.data).toMatchObject({ values: { country: "FRANCE" }, backTo: "/services-seniors/souscription/etape1", frame: { current: 2, max: 9 } });
  });

  it("answers bad input with the messages and every value typed, saving nothing", async () => {
    const { contractId, cookie } = await journeyAfterServices();
    const ctx = context();
    const { reply, status } = await outcome(beneficiaryStep.action(args(post("etape2", cookie, { ...recipientForm, codePostal: "7501", doctorName: "Lefèvre" }), ctx)));
    expect(reply?.status).toBe("error");
    expect(reply?.error).toMatchObject({ codePostal: ["postalCode.format"], healthConsent: ["healthConsent.required"] });
    expect(reply?.initialValue).toMatchObject({ firstName: "Jeanne", codePostal: "7501", doctorName: "Lefèvre", keypad: "12A#" });
    expect(status, "refused: the page's title says so").toBe(400);
    expect((await getJourneyContract(contractId)).beneficiary).toBeNull();
  });

  it("saves the recipient upstream, goes to etape3, and reads it back into the form", async () => {
    const { contractId, cookie } = await journeyAfterServices();
    const { location, setCookie } = await outcome(beneficiaryStep.action(args(post("etape2", cookie, recipientForm))));
    expect(location).toBe("/services-seniors/souscription/etape3");
    expect((await getJourneyContract(contractId)).beneficiary).toMatchObject({
      lastName: "Martin",
      phoneNumbers: [{ type: "LANDLINE", number: "0145678910" }],
      address: { L4: "12 rue des Lilas", L6: "75015 Paris", countryCode: "FR" },
    });
    const next = setCookie!.split(";")[0]!;
    expect(JSON.stringify(await readJourney(get("etape2", next)))).not.toContain("Martin");
    const answer = (await beneficiaryStep.loader(args(get("etape2", next)))) as unknown as { data: { values: Record<string, unknown> } };
    expect(answer.data.values).toMatchObject({ ...recipientForm, landlinePhone: "0145678910", healthConsent: false });
  });

  it("keeps everything typed with a message to try again when upstream times out", async () => {
    const { cookie } = await journeyAfterServices();
    await callJson("POST", "/__sandbox/faults", { method: "PUT", path: "/vsmp/api/vsmp/v1/contract/*", timeout: true, times: 1 });
    const ctx = context();
    const { reply, status } = await outcome(beneficiaryStep.action(args(post("etape2", cookie, recipientForm), ctx)));
    expect(reply?.error?.[""]).toEqual(["journey:errors.timeout"]);
    expect(reply?.initialValue).toMatchObject({ firstName: "Jeanne", streetName: "12 rue des Lilas" });
    expect(status).toBe(503);
  });

  it("says the save failed on any other upstream failure", async () => {
    const { cookie } = await journeyAfterServices();
    await callJson("POST", "/__sandbox/faults", { method: "PUT", path: "/vsmp/api/vsmp/v1/contract/*", status: 500, times: 1 });
    const { reply } = await outcome(beneficiaryStep.action(args(post("etape2", cookie, recipientForm))));
    expect(reply?.error?.[""]).toEqual(["journey:errors.saveFailed"]);
  });
});

describe("Contact (etape3): add and remove without JavaScript", () => {
  const insert = JSON.stringify({ type: "insert", payload: { name: "contacts", defaultValue: { country: "FRANCE" } } });
  const remove = (index: number) => JSON.stringify({ type: "remove", payload: { name: "contacts", index } });

  it("adds a contact keeping every value, saving nothing and showing no error", async () => {
    const { contractId, cookie } = await journeyAfterServices(MOBILE_WITH_GEOFENCING, ["etape1", "etape2"]);
    const ctx = context();
    const { reply, status } = await outcome(contactStep.action(args(post("etape3", cookie, { ...contactForm(0, "Paul"), __intent__: insert }), ctx)));
    const contacts = reply?.initialValue?.contacts as Record<string, unknown>[];
    expect(contacts).toHaveLength(2);
    expect(contacts[0]).toMatchObject({ firstName: "Paul", mobilePhone: "06 98 76 54 32" });
    expect(contacts[1]).toEqual({ country: "FRANCE" });
    expect(reply?.status).toBeUndefined();
    expect(status).toBe(200);
    expect((await getJourneyContract(contractId)).contacts).toEqual([]);
  });

  it("removes a contact keeping the others' values", async () => {
    const { cookie } = await journeyAfterServices(MOBILE_WITH_GEOFENCING, ["etape1", "etape2"]);
    const { reply } = await outcome(contactStep.action(args(post("etape3", cookie, { ...contactForm(0, "Paul"), ...contactForm(1, "Luc"), __intent__: remove(0) }))));
    expect(reply?.initialValue?.contacts).toEqual([expect.objectContaining({ firstName: "Luc", over18: "on" })]);
  });

  it("saves the list numbered 1..n and goes on", async () => {
    const { contractId, cookie } = await journeyAfterServices(MOBILE_WITH_GEOFENCING, ["etape1", "etape2"]);
    const { location } = await outcome(contactStep.action(args(post("etape3", cookie, { ...contactForm(0, "Paul"), ...contactForm(1, "Luc") }))));
    expect(location).toBe("/services-seniors/souscription/etape4");
    const { contacts } = await getJourneyContract(contractId);
    expect(contacts.map((contact) => [contact.order, contact.firstName, contact.over18])).toEqual([
      [1, "Paul", true],
      [2, "Luc", true],
    ]);
  });

  it("refuses a contact who is not confirmed of age, and an empty list", async () => {
    const { cookie } = await journeyAfterServices(MOBILE_WITH_GEOFENCING, ["etape1", "etape2"]);
    const { reply } = await outcome(contactStep.action(args(post("etape3", cookie, { ...contactForm(0, "Paul"), "contacts[0].over18": "" }))));
    expect(reply?.error).toMatchObject({ "contacts[0].over18": ["over18.required"] });
    const empty = await outcome(contactStep.action(args(post("etape3", cookie, {}))));
    expect(empty.reply?.error).toMatchObject({ contacts: ["people:contacts.required"] });
  });
});

describe("Souscripteur (etape4)", () => {

  it("fills the names and e-mail of the signed-in user, and sends the user's id as customerId", async () => {
    const { contractId, cookie } = await journeyAfterServices(MOBILE_WITH_GEOFENCING, ["etape1", "etape2", "etape3"]);
    const withUser = await signedIn(cookie);
    const answer = (await subscriberStep.loader(args(get("etape4", withUser)))) as unknown as { data: { values: Record<string, unknown>; signedIn: boolean } };
    expect(answer.data.signedIn).toBe(true);
    expect(answer.data.values).toMatchObject({ civility: "MRS", firstName: "Marie", lastName: "Dupont", email: "marie.dupont@example.fr", country: "FRANCE" });

    const { location, setCookie } = await outcome(subscriberStep.action(args(post("etape4", withUser, subscriberForm))));
    expect(location).toBe("/services-seniors/souscription/etape4a");
    const contract = await getJourneyContract(contractId);
    expect(contract.billing).toMatchObject({ customerId: "100001", mail: "marie.dupont@example.fr", recipientSubscriber: false });
    expect(contract.subscriber.customerId).toBe("100001");
    expect((await readJourney(get("etape4", setCookie!.split(";")[0]!))).terms.subscriber).toBe(true);
  });

  it("refuses the step without the terms accepted", async () => {
    const { cookie } = await journeyAfterServices(MOBILE_WITH_GEOFENCING, ["etape1", "etape2", "etape3"]);
    const { reply } = await outcome(subscriberStep.action(args(post("etape4", cookie, { ...subscriberForm, acceptTerms: "" }))));
    expect(reply?.error).toEqual({ acceptTerms: ["acceptTerms.required"] });
  });

  it("takes the empty fields from the recipient when step 2 said the recipient subscribes for themself (SELF, decision 081)", async () => {
    const { contractId, cookie } = await journeyAfterServices(MOBILE_WITH_GEOFENCING, ["etape1"]);
    const afterRecipient = await outcome(beneficiaryStep.action(args(post("etape2", cookie, { ...recipientForm, subscribersRelationship: "SELF", mobilePhone: "07 00 00 00 01" }))));
    const afterContacts = await outcome(contactStep.action(args(post("etape3", afterRecipient.setCookie!.split(";")[0]!, contactForm(0, "Paul")))));
    const page = (await subscriberStep.loader(args(get("etape4", afterContacts.setCookie!.split(";")[0]!)))) as unknown as { data: { forSelf: boolean } };
    expect(page.data.forSelf).toBe(true);
    const { location } = await outcome(
      subscriberStep.action(args(post("etape4", afterContacts.setCookie!.split(";")[0]!, { email: "jeanne@example.fr", acceptTerms: "on" }))),
    );
    expect(location).toBe("/services-seniors/souscription/etape4a");
    expect((await getJourneyContract(contractId)).billing).toMatchObject({
      firstName: "Jeanne",
      lastName: "Martin",
      mail: "jeanne@example.fr",
      phoneNumbers: [{ type: "MOBILE", number: "0700000001" }],
      address: { L4: "12 rue des Lilas", L6: "75015 Paris" },
      recipientSubscriber: true,
    });
  });

  it("never takes the subscriber for the recipient when step 2 named another relationship, whatever the form says (decision 081)", async () => {
    const { contractId, cookie } = await journeyAfterServices(MOBILE_WITH_GEOFENCING, ["etape1", "etape2", "etape3"]);
    await outcome(subscriberStep.action(args(post("etape4", cookie, { ...subscriberForm, subscriberIsRecipient: "on" }))));
    expect((await getJourneyContract(contractId)).billing).toMatchObject({ firstName: "Marie", recipientSubscriber: false });
  });

  it("keeps what was typed, with a message, when the save is answered 200 with a cut-off body; the next try goes through", async () => {
    const { contractId, cookie } = await journeyAfterServices(MOBILE_WITH_GEOFENCING, ["etape1", "etape2", "etape3"]);
    await callJson("POST", "/__sandbox/faults", { method: "PUT", path: `/vsmp/api/vsmp/v1/contract/${contractId}/billing`, malformed: true, times: 1 });
    const ctx = context();
    const { reply, location, status } = await outcome(subscriberStep.action(args(post("etape4", cookie, subscriberForm), ctx)));
    expect(location).toBeUndefined();
    expect(reply?.error?.[""]).toEqual(["journey:errors.saveFailed"]);
    expect(reply?.initialValue).toMatchObject({ firstName: "Marie", streetName: "1 rue de la Paix" });
    expect(status).toBe(503);
    const again = await outcome(subscriberStep.action(args(post("etape4", cookie, subscriberForm))));
    expect(again.location).toBe("/services-seniors/souscription/etape4a");
  });

  it("goes back to the summary when the change came from it", async () => {
    const { cookie } = await journeyAfterServices(MOBILE_WITH_GEOFENCING, ["etape1", "etape2", "etape3", "etape4", "etape4a", "etape4b"]);
    const state = await readJourney(get("etape4", cookie));
    const shown = (await commitJourney({ ...state, summaryShown: true })).split(";")[0]!;
    const { location } = await outcome(subscriberStep.action(args(post("etape4", shown, subscriberForm, "?retour=recapitulatif"))));
    expect(location).toBe("/services-seniors/souscription/etape5");
  });
});

describe("Administrateur (etape4a) and Proche aidant (etape4b)", () => {
  it("saves the administrator and the caregiver, each accepting their terms", async () => {
    const { cookie } = await journeyAfterServices(MOBILE_WITH_GEOFENCING, ["etape1", "etape2", "etape3", "etape4"]);
    const admin = await outcome(administratorStep.action(args(post("etape4a", cookie, holderForm))));
    expect(admin.location).toBe("/services-seniors/souscription/etape4b");
    const caregiver = await outcome(caregiverStep.action(args(post("etape4b", admin.setCookie!.split(";")[0]!, { ...holderForm, firstName: "Lise", civility: "MRS" }))));
    expect(caregiver.location).toBe("/services-seniors/souscription/etape5");
    const contract = await loadContract(await readJourney(get("etape5", cookie)), {});
    expect(contract!.admin).toMatchObject({ firstName: "Marc", mail: "marc@example.fr", phoneNumbers: [{ type: "MOBILE", number: "0611223344" }] });
    expect(contract!.caregiver).toMatchObject({ firstName: "Lise", civility: "MRS" });
    expect((await readJourney(get("etape5", caregiver.setCookie!.split(";")[0]!))).terms).toMatchObject({ admin: true, caregiver: true });
  });

  it("refuses a Belgian mobile number for a French account holder, keeping the values", async () => {
    const { cookie } = await journeyAfterServices(MOBILE_WITH_GEOFENCING, ["etape1", "etape2", "etape3", "etape4", "etape4a"]);
    const { reply } = await outcome(caregiverStep.action(args(post("etape4b", cookie, { ...holderForm, mobilePhone: "0470 12 34 56", acceptTerms: "" }))));
    expect(reply?.error).toEqual({ mobilePhone: ["phone.country"], acceptTerms: ["acceptTerms.required"] });
    expect(reply?.initialValue).toMatchObject({ mobilePhone: "0470 12 34 56" });
  });

  it("are read from upstream only for a journey with geofencing: any other journey page costs one contract read", async () => {
    // JSON calls go out through node:http (decision 051).
    const reads = vi.spyOn(http, "request");
    const without = await journeyAfterServices({ ...MOBILE_WITH_GEOFENCING, geofencing: false }, ["etape1", "etape2", "etape3", "etape4"]);
    reads.mockClear();
    const contract = await loadContract(await readJourney(get("etape5", without.cookie)), {});
    expect(reads.mock.calls.map(([url]) => new URL(String(url)).pathname)).toEqual([`/vsmp/api/vsmp/v1/contract/${without.contractId}`]);
    expect(contract).toMatchObject({ admin: null, caregiver: null });
    const geofencing = await journeyAfterServices(MOBILE_WITH_GEOFENCING, ["etape1", "etape2", "etape3", "etape4"]);
    reads.mockClear();
    await loadContract(await readJourney(get("etape5", geofencing.cookie)), {});
    expect(reads.mock.calls.map(([url]) => new URL(String(url)).pathname).sort()).toEqual(
      ["", "admin/", "caregiver/"].map((part) => `/vsmp/api/vsmp/v1/contract/${part}${geofencing.contractId}`).sort(),
    );
    reads.mockRestore();
  });

  it("are fetched in parallel with the contract once the journey knows their steps (SPEC 7)", async () => {
    const geofencing = await journeyAfterServices(MOBILE_WITH_GEOFENCING, ["etape1", "etape2", "etape3", "etape4"]);
    const state = await readJourney(get("etape5", geofencing.cookie));
    const reads = vi.spyOn(http, "request");
    const loading = loadContract(state, {});
    // The three requests leave before any answer comes back.
    expect(reads.mock.calls).toHaveLength(3);
    await loading;
    reads.mockRestore();
  });

  it("are not reachable without geofencing", async () => {
    const { cookie } = await journeyAfterServices({ ...MOBILE_WITH_GEOFENCING, geofencing: false }, ["etape1", "etape2", "etape3", "etape4"]);
    await expect(administratorStep.loader(args(get("etape4a", cookie)))).rejects.toSatisfy(
      (thrown: unknown) => thrown instanceof Response && thrown.status === 302,
    );
  });
});

describe("Reading the contract (SPEC 8)", () => {
  const state = async (cookie: string) => readJourney(get("etape2", cookie));

  it("is read from upstream on every request: a failure after a good read is not hidden by an old copy", async () => {
    const { contractId, cookie } = await journeyAfterServices();
    expect((await loadContract(await state(cookie), context()))?.contractId).toBe(contractId);
    await callJson("POST", "/__sandbox/faults", { method: "GET", path: `/vsmp/api/vsmp/v1/contract/${contractId}`, status: 500, times: 1 });
    vi.mocked(log).mockClear();
    await expect(loadContract(await state(cookie), context())).rejects.toSatisfy((thrown: unknown) => thrown instanceof Response && thrown.status === 503);
    expect(log).toHaveBeenCalledWith("error", "VSMP: Unable to get offers", expect.objectContaining({ contractId }));
  });

  it("resets the journey on a 400", async () => {
    const { contractId, cookie } = await journeyAfterServices();
    await callJson("POST", "/__sandbox/faults", { method: "GET", path: `/vsmp/api/vsmp/v1/contract/${contractId}`, status: 400, times: 1 });
    const thrown = await loadContract(await state(cookie), context()).catch((error: unknown) => error);
    expect(thrown).toBeInstanceOf(Response);
    const response = thrown as Response;
    expect(response.headers.get("location")).toBe("/services-seniors/souscription/etape1");
    expect((await readJourney(get("etape1", response.headers.get("set-cookie")!.split(";")[0]!))).contractId).toBeNull();
  });

  it("does not reset the journey on a 404: logged, and shown as unavailable", async () => {
    const { contractId, cookie } = await journeyAfterServices();
    await callJson("POST", "/__sandbox/faults", { method: "GET", path: `/vsmp/api/vsmp/v1/contract/${contractId}`, status: 404, times: 1 });
    vi.mocked(log).mockClear();
    await expect(loadContract(await state(cookie), context())).rejects.toSatisfy((thrown: unknown) => thrown instanceof Response && thrown.status === 503);
    expect(log).toHaveBeenCalledWith("error", "VSMP: Unable to get offers", expect.objectContaining({ contractId }));
  });

  it("takes a cut-off body as a failure", async () => {
    const { contractId, cookie } = await journeyAfterServices();
    await callJson("POST", "/__sandbox/faults", { method: "GET", path: `/vsmp/api/vsmp/v1/contract/${contractId}`, malformed: true, times: 1 });
    await expect(loadContract(await state(cookie), context())).rejects.toSatisfy((thrown: unknown) => thrown instanceof Response && thrown.status === 503);
  });
});

describe("the postal check of a people step's address (decision 090)", () => {
  const addressOf = async (contractId: string) => (await getJourneyContract(contractId)).beneficiary?.address;

  it("refuses an address the postal service does not know, with SPEC 8's message and every value kept", async () => {
    const { contractId, cookie } = await journeyAfterServices();
    const ctx = context();
    const answer = (await beneficiaryStep.action(args(post("etape2", cookie, { ...recipientForm, streetName: "3 rue Inconnue" }), ctx))) as unknown as {
      data: Replied["data"] & { addressSuggestion: unknown };
      init: ResponseInit | null;
    };
    expect(answer.data.result.error).toMatchObject({ streetName: ["address.unknown"] });
    expect(answer.data.result.initialValue).toMatchObject({ firstName: "Jeanne", streetName: "3 rue Inconnue", keypad: "12A#" });
    expect(answer.data.addressSuggestion).toBeNull();
    expect(answer.init?.status).toBe(400);
    expect(await addressOf(contractId)).toBeUndefined();
  });

  it("refuses a postal code the postal service does not know, said next to the postal code (decision 129)", async () => {
    const { contractId, cookie } = await journeyAfterServices();
    const answer = (await beneficiaryStep.action(args(post("etape2", cookie, { ...recipientForm, codePostal: "75099", city: "Paris" })))) as unknown as Replied;
    expect(answer.data.result.error).toMatchObject({ codePostal: ["address.unknownPostalCode"] });
    expect(answer.data.result.initialValue).toMatchObject({ codePostal: "75099", city: "Paris" });
    expect(await addressOf(contractId)).toBeUndefined();
  });

  it("offers every locality of the postal code the service lists, and saves the one chosen (decision 129)", async () => {
    const { contractId, cookie } = await journeyAfterServices();
    const typed = { ...recipientForm, codePostal: "01090", city: "Montmerle" };
    const answer = (await beneficiaryStep.action(args(post("etape2", cookie, typed)))) as unknown as {
      data: Replied["data"] & { addressSuggestion: { localities: string[]; suggestion: Record<string, string>; checked: string } };
    };
    const { localities, suggestion, checked } = answer.data.addressSuggestion;
    expect(localities).toEqual(["FRANCHELEINS", "GENOUILLEUX", "GUEREINS", "LURCY", "MONTCEAUX", "MONTMERLE-SUR-SAONE"]);
    const chosen = {
      ...typed,
      addressChoice: "suggested:MONTMERLE-SUR-SAONE",
      suggestedStreetName: suggestion.streetName!,
      suggestedCodePostal: "01090",
      suggestedCountry: "FRANCE",
      checkedAddress: checked,
    };
    const { location } = await outcome(beneficiaryStep.action(args(post("etape2", cookie, chosen))));
    expect(location).toBe("/services-seniors/souscription/etape3");
    expect(await addressOf(contractId)).toMatchObject({ L6: "01090 MONTMERLE-SUR-SAONE" });
  });

  it("checks an address changed after the suggestion as typed, the suggestion left aside", async () => {
    const { cookie } = await journeyAfterServices();
    const typed = { ...recipientForm, codePostal: "01090", city: "Montmerle" };
    const answer = (await beneficiaryStep.action(args(post("etape2", cookie, typed)))) as unknown as {
      data: Replied["data"] & { addressSuggestion: { suggestion: Record<string, string>; checked: string } };
    };
    const { suggestion, checked } = answer.data.addressSuggestion;
    const hidden = { suggestedStreetName: suggestion.streetName!, suggestedCodePostal: "01090", suggestedCountry: "FRANCE", checkedAddress: checked };
    // The first locality still checked, the person types another postal code instead.
    const changed = (await beneficiaryStep.action(args(post("etape2", cookie, { ...typed, ...hidden, codePostal: "75099", addressChoice: "suggested:FRANCHELEINS" })))) as unknown as Replied;
    expect(changed.data.result.error).toMatchObject({ codePostal: ["address.unknownPostalCode"] });
    expect(changed.data.result.initialValue).toMatchObject({ codePostal: "75099", city: "Montmerle" });
  });

  it("offers the service's one suggestion when its list of localities cannot be read", async () => {
    const { cookie } = await journeyAfterServices();
    await callJson("POST", "/__sandbox/faults", { method: "GET", path: "/front/address/sercadia", status: 503, times: 1 });
    const answer = (await beneficiaryStep.action(args(post("etape2", cookie, { ...recipientForm, codePostal: "01090", city: "Montmerle" })))) as unknown as {
      data: Replied["data"] & { addressSuggestion: { localities: string[] } };
    };
    expect(answer.data.addressSuggestion.localities).toEqual(["FRANCHELEINS"]);
  });

  it("offers the suggestion for a locality that is not the postal code's, then saves the one chosen", async () => {
    const { contractId, cookie } = await journeyAfterServices();
    const typed = { ...recipientForm, city: "Lyon" };
    const answer = (await beneficiaryStep.action(args(post("etape2", cookie, typed)))) as unknown as {
      data: Replied["data"] & { addressSuggestion: { reason: string; suggestion: Record<string, string>; checked: string } };
    };
    expect(answer.data.result.error).toMatchObject({ city: ["address.localityMismatch"] });
    const { suggestion, checked } = answer.data.addressSuggestion;
    expect(answer.data.addressSuggestion.reason).toBe("locality");
    expect(suggestion).toEqual({ streetName: "12 RUE DES LILAS", codePostal: "75015", city: "PARIS", country: "FRANCE" });
    const hidden = { suggestedStreetName: suggestion.streetName!, suggestedCodePostal: "75015", suggestedCountry: "FRANCE", checkedAddress: checked };

    const { location } = await outcome(beneficiaryStep.action(args(post("etape2", cookie, { ...typed, ...hidden, addressChoice: "suggested:PARIS" }))));
    expect(location).toBe("/services-seniors/souscription/etape3");
    expect(await addressOf(contractId)).toMatchObject({ L4: "12 RUE DES LILAS", L6: "75015 PARIS" });

    // Keeping what was typed saves it as typed, without a second check.
    const { location: kept } = await outcome(beneficiaryStep.action(args(post("etape2", cookie, { ...typed, ...hidden, addressChoice: "typed" }))));
    expect(kept).toBe("/services-seniors/souscription/etape3");
    expect(await addressOf(contractId)).toMatchObject({ L4: "12 rue des Lilas", L6: "75015 Lyon" });
  });

  it("says a country mismatch on the country, with France suggested (the subscriber's step)", async () => {
    const { cookie } = await journeyAfterServices(MOBILE_WITH_GEOFENCING, ["etape1", "etape2", "etape3"]);
    const belgian = { ...subscriberForm, country: "BELGIQUE", codePostal: "75015", mobilePhone: "0470 12 34 56" };
    const answer = (await subscriberStep.action(args(post("etape4", cookie, belgian)))) as unknown as {
      data: Replied["data"] & { addressSuggestion: { reason: string; suggestion: Record<string, string> } };
    };
    expect(answer.data.result.error).toMatchObject({ country: ["address.countryMismatchChoose"] });
    expect(answer.data.addressSuggestion).toMatchObject({ reason: "country", suggestion: { country: "FRANCE", city: "PARIS" } });
  });

  it("accepts the address as unverified when the service is down, and the summary's data says so", async () => {
    const { contractId, cookie } = await journeyAfterServices();
    await callJson("POST", "/__sandbox/faults", { path: "/front/address/sercadia", status: 503, times: 1 });
    const { location, setCookie } = await outcome(beneficiaryStep.action(args(post("etape2", cookie, { ...recipientForm, streetName: "3 rue Inconnue" }))));
    expect(location).toBe("/services-seniors/souscription/etape3");
    expect(await addressOf(contractId)).toMatchObject({ L4: "3 rue Inconnue" });
    const next = setCookie!.split(";")[0]!;
    expect((await readJourney(get("etape3", next))).unverifiedAddresses).toEqual(["beneficiary"]);
    // Saved again with the service back, the mark goes.
    const again = await outcome(beneficiaryStep.action(args(post("etape2", next, recipientForm))));
    expect((await readJourney(get("etape3", again.setCookie!.split(";")[0]!))).unverifiedAddresses).toEqual([]);
  });
});

describe("the signed-in customer's address book in the beneficiary's step (decision 091)", () => {

  it("shows marie's book, the ineligible and incomplete entries with their reason", async () => {
    const { cookie } = await journeyAfterServices();
    const answer = (await beneficiaryStep.loader(args(get("etape2", await signedIn(cookie))))) as unknown as { data: { book: { addressName: string; status: string; message?: string }[] } };
    expect(answer.data.book.map(({ addressName, status, message }) => [addressName, status, message])).toEqual([
      ["Domicile", "selectable", undefined],
      ["Maman", "selectable", undefined],
      ["Bureau", "incomplete", "addressBook.incomplete"],
      ["Vacances", "ineligible", "addressBook.ineligible"],
    ]);
    // Anonymous: no book, no call.
    const anonymous = (await beneficiaryStep.loader(args(get("etape2", cookie)))) as unknown as { data: { book: unknown } };
    expect(anonymous.data.book).toBeNull();
  });

  it("fills the address with the entry picked, and refuses an ineligible one", async () => {
    const { cookie } = await journeyAfterServices();
    const withUser = await signedIn(cookie);
    const picked = (await beneficiaryStep.action(args(post("etape2", withUser, { firstName: "Jeanne", intent: "useBookAddress", bookEntry: "A2" })))) as unknown as {
      data: Replied["data"] & { bookFilled: string | null };
    };
    expect(picked.data.bookFilled).toBe("Maman");
    expect(picked.data.result.initialValue).toMatchObject({ firstName: "Jeanne", lastName: "Dupont", streetName: "8 rue de la République", codePostal: "69002", city: "LYON" });
    expect(picked.data.result.error ?? {}).toEqual({});
    const refused = (await beneficiaryStep.action(args(post("etape2", withUser, { intent: "useBookAddress", bookEntry: "A4" })))) as unknown as { data: { bookFilled: string | null } };
    expect(refused.data.bookFilled).toBeNull();
  });

  it("saves the typed address under a new name, and refuses a name already used", async () => {
    const { cookie } = await journeyAfterServices();
    const withUser = await signedIn(cookie);
    const duplicate = (await beneficiaryStep.action(args(post("etape2", withUser, { ...recipientForm, bookName: " domicile " })))) as unknown as {
      data: Replied["data"] & { bookError: { key: string } };
    };
    expect(duplicate.data.bookError.key).toBe("validation:addressBook.duplicateName");
    expect(duplicate.data.result.initialValue).toMatchObject({ streetName: "12 rue des Lilas", bookName: " domicile " });
    const { location } = await outcome(beneficiaryStep.action(args(post("etape2", withUser, { ...recipientForm, bookName: "Chez Jeanne" }))));
    expect(location).toBe("/services-seniors/souscription/etape3");
    const book = await callJson("GET", "/front/address/laposte-part/account/100001/addresses");
    expect(book.body.addresses.at(-1)).toMatchObject({ addressName: "Chez Jeanne", streetName: "12 rue des Lilas", codePostal: "75015" });
  });
});

describe("the postal check of the trusted contacts' addresses (decision 106)", () => {
  type WithSuggestions = { data: Replied["data"] & { addressSuggestions?: Record<string, { reason: string; suggestion: Record<string, string>; checked: string }> }; init: ResponseInit | null };

  it("refuses the contact whose address is unknown, on that contact's street, every value kept", async () => {
    const { contractId, cookie } = await journeyAfterServices(MOBILE_WITH_GEOFENCING, ["etape1", "etape2"]);
    const ctx = context();
    const typed = { ...contactForm(0, "Paul"), ...contactForm(1, "Luc"), "contacts[1].streetName": "3 rue Inconnue" };
    const answer = (await contactStep.action(args(post("etape3", cookie, typed), ctx))) as unknown as WithSuggestions;
    expect(answer.data.result.error).toMatchObject({ "contacts[1].streetName": ["address.unknown"] });
    expect(answer.data.result.error?.["contacts[0].streetName"]).toBeUndefined();
    expect(answer.data.result.initialValue?.contacts).toEqual([
      expect.objectContaining({ firstName: "Paul", streetName: "14 rue des Lilas" }),
      expect.objectContaining({ firstName: "Luc", streetName: "3 rue Inconnue", over18: "on" }),
    ]);
    expect(answer.init?.status).toBe(400);
    expect((await getJourneyContract(contractId)).contacts).toEqual([]);
  });

  it("offers a contact's suggestion in that contact's own fields, then saves the one chosen", async () => {
    const { contractId, cookie } = await journeyAfterServices(MOBILE_WITH_GEOFENCING, ["etape1", "etape2"]);
    const typed = { ...contactForm(0, "Paul"), "contacts[0].city": "Lyon" };
    const answer = (await contactStep.action(args(post("etape3", cookie, typed)))) as unknown as WithSuggestions;
    expect(answer.data.result.error).toMatchObject({ "contacts[0].city": ["address.localityMismatch"] });
    const view = answer.data.addressSuggestions?.["contacts[0]."];
    expect(view).toMatchObject({ reason: "locality", suggestion: { codePostal: "75015", city: "PARIS", country: "FRANCE" } });
    const chosen = {
      ...typed,
      "contacts[0].addressChoice": "suggested:PARIS",
      "contacts[0].suggestedStreetName": view!.suggestion.streetName!,
      "contacts[0].suggestedCodePostal": "75015",
      "contacts[0].suggestedCountry": "FRANCE",
      "contacts[0].checkedAddress": view!.checked,
    };
    const { location } = await outcome(contactStep.action(args(post("etape3", cookie, chosen))));
    expect(location).toBe("/services-seniors/souscription/etape4");
    expect((await getJourneyContract(contractId)).contacts[0]?.address).toMatchObject({ L6: "75015 PARIS" });
  });

  it("accepts a contact's address as unverified when the service is down, and the summary says it under that contact", async () => {
    const { contractId, cookie } = await journeyAfterServices(MOBILE_WITH_GEOFENCING, ["etape1", "etape2"]);
    await callJson("POST", "/__sandbox/faults", { path: "/front/address/sercadia", status: 503, times: 1 });
    const { location, setCookie } = await outcome(contactStep.action(args(post("etape3", cookie, { ...contactForm(0, "Paul"), "contacts[0].streetName": "3 rue Inconnue" }))));
    expect(location).toBe("/services-seniors/souscription/etape4");
    expect((await getJourneyContract(contractId)).contacts[0]?.address).toMatchObject({ L4: "3 rue Inconnue" });
    const next = setCookie!.split(";")[0]!;
    expect((await readJourney(get("etape4", next))).unverifiedAddresses).toEqual(["contacts.1"]);
    // Saved again with the service back, the mark goes.
    const again = await outcome(contactStep.action(args(post("etape3", next, contactForm(0, "Paul")))));
    expect((await readJourney(get("etape4", again.setCookie!.split(";")[0]!))).unverifiedAddresses).toEqual([]);
  });
});

describe("the signed-in customer's address book in the subscriber's step (decision 107)", () => {

  it("shows the book where a billing address may be anywhere of the form's countries: only the incomplete entry is not selectable", async () => {
    const { cookie } = await journeyAfterServices(MOBILE_WITH_GEOFENCING, ["etape1", "etape2", "etape3"]);
    const answer = (await subscriberStep.loader(args(get("etape4", await signedIn(cookie))))) as unknown as { data: { book: { addressName: string; status: string }[] } };
    expect(answer.data.book.map(({ addressName, status }) => [addressName, status])).toEqual(SEEDED_BOOK_CHOICES);
    const anonymous = (await subscriberStep.loader(args(get("etape4", cookie)))) as unknown as { data: { book: unknown } };
    expect(anonymous.data.book).toBeNull();
  });

  it("fills the subscriber's address with the entry picked, then saves the step and a typed address under a new name", async () => {
    const { contractId, cookie } = await journeyAfterServices(MOBILE_WITH_GEOFENCING, ["etape1", "etape2", "etape3"]);
    const withUser = await signedIn(cookie);
    const picked = (await subscriberStep.action(args(post("etape4", withUser, { email: "marie.dupont@example.fr", intent: "useBookAddress", bookEntry: "A1" })))) as unknown as {
      data: Replied["data"] & { bookFilled: string | null };
    };
    expect(picked.data.bookFilled).toBe("Domicile");
    expect(picked.data.result.initialValue).toMatchObject({ email: "marie.dupont@example.fr", firstName: "Marie", streetName: "1 rue de la Paix", codePostal: "75002", city: "PARIS" });
    const incomplete = (await subscriberStep.action(args(post("etape4", withUser, { intent: "useBookAddress", bookEntry: "A3" })))) as unknown as { data: { bookFilled: string | null } };
    expect(incomplete.data.bookFilled).toBeNull();

    const { location } = await outcome(subscriberStep.action(args(post("etape4", withUser, { ...subscriberForm, streetName: "4 rue du Bac", bookName: "Appartement" }))));
    expect(location).toBe("/services-seniors/souscription/etape4a");
    expect((await getJourneyContract(contractId)).billing?.address).toMatchObject({ L4: "4 rue du Bac" });
    const book = await callJson("GET", "/front/address/laposte-part/account/100001/addresses");
    const saved = book.body.addresses.at(-1);
    expect(saved).toMatchObject({ addressName: "Appartement", firstName: "Marie", streetName: "4 rue du Bac", codePostal: "75002", country: "FRANCE" });
    // Only the address's lines and names go to the book, nothing else of the form.
    expect(Object.keys(saved)).not.toContain("email");
  });
});

describe("the signed-in customer's address book in the trusted contacts' step (decision 108)", () => {
  type Picked = Replied["data"] & { bookFilled: string | null; bookFilledAt: string | null };

  it("offers the book to a signed-in client (a contact may live anywhere of the form's countries), not to a visitor", async () => {
    const { cookie } = await journeyAfterServices(MOBILE_WITH_GEOFENCING, ["etape1", "etape2"]);
    const answer = (await contactStep.loader(args(get("etape3", await signedIn(cookie))))) as unknown as { data: { book: { addressName: string; status: string }[] } };
    expect(answer.data.book.map(({ addressName, status }) => [addressName, status])).toEqual(SEEDED_BOOK_CHOICES);
    const anonymous = (await contactStep.loader(args(get("etape3", cookie)))) as unknown as { data: { book: unknown } };
    expect(anonymous.data.book).toBeNull();
  });

  it("fills contact 2's address only with the entry picked for it, every other value kept, nothing saved", async () => {
    const { contractId, cookie } = await journeyAfterServices(MOBILE_WITH_GEOFENCING, ["etape1", "etape2"]);
    const withUser = await signedIn(cookie);
    const typed = { ...contactForm(0, "Paul"), ...contactForm(1, "Luc") };
    // Contact 1 has an entry chosen too, but the button pressed is contact 2's.
    const fields = { ...typed, "contacts[0].bookEntry": "A1", "contacts[1].bookEntry": "A2", intent: "useBookAddress:contacts[1]." };
    const picked = (await contactStep.action(args(post("etape3", withUser, fields)))) as unknown as { data: Picked };
    expect(picked.data).toMatchObject({ bookFilled: "Maman", bookFilledAt: "contacts[1]." });
    const contacts = (picked.data.result.initialValue as { contacts: Record<string, string>[] }).contacts;
    expect(contacts[1]).toMatchObject({ firstName: "Luc", lastName: "Voisin", mobilePhone: "06 98 76 54 32", streetName: "8 rue de la République", codePostal: "69002", city: "LYON" });
    expect(contacts[0]).toMatchObject({ firstName: "Paul", streetName: "14 rue des Lilas", codePostal: "75015", city: "Paris" });
    expect(Object.keys(contacts[0]!)).not.toContain("bookEntry");
    expect((await getJourneyContract(contractId)).contacts ?? []).toEqual([]);
    // An incomplete entry fills nothing; a button naming no contact of the form is no pick.
    const incomplete = (await contactStep.action(args(post("etape3", withUser, { ...typed, "contacts[0].bookEntry": "A3", intent: "useBookAddress:contacts[0]." })))) as unknown as { data: Picked };
    expect(incomplete.data.bookFilled).toBeNull();
    expect((incomplete.data.result.initialValue as { contacts: Record<string, string>[] }).contacts[0]).toMatchObject({ streetName: "14 rue des Lilas" });
    // Anonymous: the pick is refused (no book), the form comes back as typed.
    const anonymous = (await contactStep.action(args(post("etape3", cookie, fields)))) as unknown as { data: Picked };
    expect(anonymous.data.bookFilled).toBeNull();
    expect((anonymous.data.result.initialValue as { contacts: Record<string, string>[] }).contacts[1]).toMatchObject({ streetName: "14 rue des Lilas" });
  });
});
