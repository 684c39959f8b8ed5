import type { ContractPrice } from "~/kernel/money/contract-price";
import { getJourneyContract } from "~/kernel/upstream/journey.server";
import { agentCookie } from "./agent";
import { afterEach, describe, expect, it } from "vitest";
import { recipientForm, subscriberForm } from "../journey/people-forms";
import { callJson, useSandbox } from "../sandbox/setup";
import { action, loader } from "~/features/journey/counter-journey";
import { sibpClientStorage } from "~/kernel/sessions/cookies.server";
import { sibpJourneyStore } from "~/features/journey/journey-cookie.server";
import { newSibpJourney } from "~/features/journey/counter-journey.server";
import type { JourneyState } from "~/features/journey/rules/state";

/** The agent's journey route against the sandbox: its guard, its client binding, faults and values kept. */

const { store } = useSandbox();
const ORIGIN = "http://localhost:3000";


async function clientCookie(id = "100001"): Promise<string> {
  const session = await sibpClientStorage.getSession();
  session.set("client", { id, sex: "female", firstName: "Marie", lastName: "Dupont", email: "marie.dupont@example.fr", address: { streetName: "12 RUE DES LILAS", zipCode: "75015", city: "PARIS", country: "FRANCE" } });
  return (await sibpClientStorage.commitSession(session)).split(";")[0]!;
}

async function cookies(journey?: JourneyState, idrh?: string): Promise<string> {
  const parts = [await agentCookie(idrh), await clientCookie()];
  if (journey) parts.push((await sibpJourneyStore.commit(journey)).split(";")[0]!);
  return parts.join("; ");
}

async function outcome(promise: Promise<unknown>) {
  let value: unknown;
  try {
    value = await promise;
  } catch (thrown) {
    value = thrown;
  }
  if (value instanceof Response) return { status: value.status, location: value.headers.get("location"), setCookie: value.headers.get("set-cookie"), data: {} as Record<string, unknown> };
  const wrapped = value as { type?: string; data: Record<string, unknown>; init?: ResponseInit | null };
  if (wrapped?.type === "DataWithResponseInit") return { status: wrapped.init?.status ?? 200, location: null, setCookie: new Headers(wrapped.init?.headers).get("set-cookie"), data: wrapped.data };
  return { status: 200, location: null, setCookie: null, data: value as Record<string, unknown> };
}

const load = async (query: string, cookie: string) => outcome(loader({ request: new Request(`${ORIGIN}/sibp/souscription${query}`, { headers: { cookie } }), context: { requestId: "test" }, params: {} }));

function post(query: string, cookie: string, form: Record<string, string>) {
  const body = new URLSearchParams(form);
  const request = new Request(`${ORIGIN}/sibp/souscription${query}`, {
    method: "POST",
    headers: { cookie, "content-type": "application/x-www-form-urlencoded" },
    body,
  });
  return outcome(action({ request, context: { requestId: "test" }, params: {} }));
}

/** The agent's journey state a Set-Cookie header carries. */
const stateOf = (setCookie: string | null) => sibpJourneyStore.read(new Request(ORIGIN, { headers: { cookie: setCookie!.split(";")[0]! } }));

/** A journey at the beneficiary step, on a draft contract with visits only (created through the app). */
async function atBeneficiary(): Promise<JourneyState> {
  const start = newSibpJourney("100001");
  const home = await post("?step=1", await cookies(start), {});
  expect(home.location).toBe("/sibp/souscription?step=2");
  const afterHome = await sibpJourneyStore.read(new Request(ORIGIN, { headers: { cookie: home.setCookie!.split(";")[0]! } }));
  const services = await post("?step=2", await cookies(afterHome), { visitDays: "TUESDAY", remote: "NONE", type: "STANDARD" });
  expect(services.location).toBe("/sibp/souscription?step=3");
  return sibpJourneyStore.read(new Request(ORIGIN, { headers: { cookie: services.setCookie!.split(";")[0]! } }));
}

afterEach(async () => {
  await callJson("DELETE", "/__sandbox/faults");
});

describe("/sibp/souscription", () => {
  it("starts a journey for the identified client at the agent's home", async () => {
    const answer = await load("", await cookies());
    expect(answer.location).toBe("/sibp/souscription?step=1");
    const state = await sibpJourneyStore.read(new Request(ORIGIN, { headers: { cookie: answer.setCookie!.split(";")[0]! } }));
    expect(state.clientId).toBe("100001");
  });

  it("starts a new journey when another client is identified", async () => {
    const answer = await load("?step=3", await cookies({ ...newSibpJourney("999999"), contractId: "x" }));
    expect(answer.location).toBe("/sibp/souscription?step=1");
  });

  it("going to the step one is on forces the focus on its heading; going back does not, and remembers the step (SPEC 4)", async () => {
    const state = await atBeneficiary();
    // Arrived at step 3 (the beneficiary): the steps before it count as submitted.
    expect(state.subscription.sibpSubmitted).toEqual(["home", "offers"]);
    const here = await load("?step=3", await cookies(state));
    expect(here.status).toBe(200);
    expect((here.data as { frame: { focusHeading?: boolean } }).frame.focusHeading).toBe(true);
    const back = await load("?step=2", await cookies(state));
    expect((back.data as { frame: { focusHeading?: boolean; current: number } }).frame).toMatchObject({ focusHeading: false, current: 1 });
    const remembered = await stateOf(back.setCookie);
    expect(remembered.subscription).toMatchObject({ step: 2, lastNextStep: 3, forceFocusStep: null, sibpSubmitted: ["home", "offers"] });
  });

  it("creates the contract with system SIBP and the identified client as its customer", async () => {
    const state = await atBeneficiary();
    const record = store.state.journeys[state.contractId!];
    expect(record?.system).toBe("SIBP");
    expect(record?.customerId).toBe("100001");
  });

  it("sends an upstream answer of 500 or more on a step page to /sibp/error-page", async () => {
    const state = await atBeneficiary();
    await callJson("POST", "/__sandbox/faults", { path: "/vsmp/api/vsmp/v1/contract/*", method: "GET", status: 502 });
    const answer = await load("?step=3", await cookies(state));
    expect(answer.status).toBe(302);
    expect(answer.location).toBe("/sibp/error-page?status=502");
  });

  it("keeps every typed value with a message when the save times out or fails", async () => {
    const state = await atBeneficiary();
    await callJson("POST", "/__sandbox/faults", { path: "/vsmp/api/vsmp/v1/contract/*", method: "PUT", timeout: true });
    const answer = await post("?step=3", await cookies(state), recipientForm);
    expect(answer.status).toBe(503);
    const result = answer.data.result as { initialValue: Record<string, string>; error: Record<string, string[]> };
    expect(result.initialValue).toMatchObject(recipientForm);
    expect(JSON.stringify(result.error)).toMatch(/journey:errors\.(timeout|saveFailed)/);
  });

  it("takes a subscriber without e-mail at the counter (the papers go by post, decision 137), and a wrong one is still refused", async () => {
    const state = await atBeneficiary();
    const beneficiary = await post("?step=3", await cookies(state), recipientForm);
    expect(beneficiary.location).toBe("/sibp/souscription?step=4");
    const atSubscriber = await stateOf(beneficiary.setCookie);
    const { email: _email, ...withoutEmail } = subscriberForm;
    const wrong = await post("?step=4", await cookies(atSubscriber), { ...withoutEmail, email: "marie.dupont@" });
    expect(JSON.stringify((wrong.data.result as { error: unknown }).error)).toContain("email");
    const saved = await post("?step=4", await cookies(atSubscriber), withoutEmail);
    expect(saved.location).toBe("/sibp/souscription?step=5");
    const contract = await getJourneyContract(state.contractId!);
    expect(contract.billing).toMatchObject({ lastName: "Dupont" });
    expect(contract.billing?.mail).toBeUndefined();
  });

  it("audits each submission, without personal data", async () => {
    const since = new Date().toISOString();
    await atBeneficiary();
    const lines = ((await callJson("GET", "/__sandbox/audit")).body as Record<string, unknown>[]).filter((line) => String(line.time) >= since);
    expect(lines.filter((line) => line.action === "journey.step" && line.outcome === "success")).toHaveLength(2);
    expect(Object.keys(lines[0]!).sort()).toEqual(["action", "agentIdrh", "clientId", "contractId", "outcome", "regate", "time"]);
  });
});

describe("a promo code at the counter", () => {
  type Shown = { promoError: unknown; price: ContractPrice; discount: { applied: { code: string }[] } };
  const VISITS = { visitDays: "TUESDAY", remote: "NONE", type: "STANDARD" };

  it("counts tries per agent (decision 080): an agent's 5 failed tries lock that agent, whatever the journey, and no colleague at the same counter", async () => {
    const home = await post("?step=1", await cookies(newSibpJourney("100001"), "AG55501"), {});
    const atServices = await stateOf(home.setCookie);
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      const refused = await post("?step=2", await cookies(atServices, "AG55501"), { ...VISITS, intent: "apply-promo", promoCode: `FAUX${attempt}CODE` });
      expect((refused.data.promoError as { key: string }).key).toBe("discount:errors.ERR_NOT_FOUND");
    }
    // A fresh journey (another client, cookies cleared) does not reset the agent's count.
    const fresh = await post("?step=1", await cookies(newSibpJourney("100001"), "AG55501"), {});
    const locked = await post("?step=2", await cookies(await stateOf(fresh.setCookie), "AG55501"), { ...VISITS, intent: "apply-promo", promoCode: "BIENVENUE10" });
    expect((locked.data.promoError as { key: string }).key).toBe("discount:errors.ERR_LOCKED");
    const page = await load("?step=2", await cookies(atServices, "AG55501"));
    expect((page.data.discount as { status: { locked: boolean } }).status.locked).toBe(true);

    const colleague = await post("?step=2", await cookies(atServices, "AG55502"), { ...VISITS, intent: "apply-promo", promoCode: "BIENVENUE10" });
    expect(colleague.data.promoError).toBeNull();
  });

  it("is kept on the agent's journey, shown with the price after it, saved with the contract, and never in the visitor's cookie", async () => {
    const home = await post("?step=1", await cookies(newSibpJourney("100001")), {});
    const atServices = await stateOf(home.setCookie);

    const applied = await post("?step=2", await cookies(atServices), { ...VISITS, intent: "apply-promo", promoCode: "BIENVENUE10" });
    expect(applied.status).toBe(200);
    const shown = applied.data as unknown as Shown;
    expect(shown.promoError).toBeNull();
    expect(shown.discount.applied.map(({ code }) => code)).toEqual(["BIENVENUE10"]);
    // BIENVENUE10 is -10 % forever: 21,90 € a month at the counter's grid, 19,71 € after it.
    expect([shown.price.list.ttcPriceInCents, shown.price.periods[0]!.ttcPriceInCents]).toEqual([2190, 1971]);
    expect(applied.setCookie).toMatch(/^sibp_souscription=/);
    expect(applied.setCookie).not.toMatch(/(^|[;,]\s*)vsmp=/);
    const withCode = await stateOf(applied.setCookie);
    expect(withCode.discount).toMatchObject({ applied: ["BIENVENUE10"] });

    const saved = await post("?step=2", await cookies(withCode), VISITS);
    expect(saved.location).toBe("/sibp/souscription?step=3");
    expect(saved.setCookie).toMatch(/^sibp_souscription=/);
    expect(saved.setCookie).not.toMatch(/(^|[;,]\s*)vsmp=/);
    const after = await stateOf(saved.setCookie);
    expect(after.discount).toMatchObject({ applied: ["BIENVENUE10"] });
    expect(store.state.journeys[after.contractId!]?.promoCodeDtos).toEqual([{ promoCode: "BIENVENUE10" }]);

    // Back on the services page (the agent's cookie only), the code is there, with the price after it.
    const back = await load("?step=2", await cookies(after));
    const page = back.data as unknown as Shown;
    expect(page.discount.applied.map(({ code }) => code)).toEqual(["BIENVENUE10"]);
    expect(page.price.periods[0]!.ttcPriceInCents).toBe(1971);
    // The draft the hub priced states the same figure.
    expect((await getJourneyContract(after.contractId!)).price?.periods[0]?.ttcPriceInCents).toBe(1971);
  });
});
