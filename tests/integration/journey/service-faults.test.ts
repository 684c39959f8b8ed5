import type { AppLoadContext, ActionFunction, LoaderFunction } from "@remix-run/node";
import { afterEach, describe, expect, it, vi } from "vitest";
import { initialDiscountState } from "~/kernel/money/discount/state";
import { orderConsentOf } from "~/features/journey/rules/checkout";
import { log } from "~/kernel/platform/logger.server";
import type { StepSlug } from "~/kernel/contract/journey-steps";
import * as services from "~/features/journey/steps/services";
import * as beneficiary from "~/features/journey/steps/beneficiary";
import * as contacts from "~/features/journey/steps/contacts";
import * as subscriber from "~/features/journey/steps/subscriber";
import * as administrator from "~/features/journey/steps/administrator";
import * as caregiver from "~/features/journey/steps/caregiver";
import * as summary from "~/features/journey/steps/summary";
import * as payment from "~/features/journey/payment/payment";
import * as confirmation from "~/features/journey/steps/confirmation";
import { commitJourney, readJourney } from "~/features/journey/journey-cookie.server";
import { createMandate, getJourneyContract } from "~/kernel/upstream/journey.server";
import { callJson, useSandbox } from "../sandbox/setup";
import { journeyAt, MOBILE_WITH_GEOFENCING, STEPS_TO_PAYMENT } from "./journey-at";
import { contactForm, holderForm, recipientForm, subscriberForm } from "./people-forms";

/**
 * The fault matrix beyond the contract's read (decision 074): the price, discount and contract
 * services answering 500, timing out, sending an unreadable body or answering slowly, on every
 * journey page that calls them. No page fails: it says what is missing (the price, the promo
 * codes) or gives the form back with a message and every value typed, and the next try goes
 * through. The address service is not here: no journey page calls it (yet).
 */
vi.hoisted(() => {
  // Time-outs short enough for a test; offers read on every page so a price fault is seen.
  process.env.CONTRACT_TIMEOUT_MS = "300";
  process.env.HTTP_TIMEOUT_MS = "300";
  process.env.OFFERS_CACHE_TTL_S = "0";
});
const { store } = useSandbox();
vi.mock("~/kernel/platform/logger.server", () => ({ log: vi.fn() }));

/** Set by a test: the hub gives its drafts no price (it cannot price them). */
const hub = vi.hoisted(() => ({ unpriced: false }));
vi.mock(import("../../../server/sandbox/pricing.js"), async (original) => {
  const actual = await original();
  return { ...actual, draftPrice: (...args: Parameters<typeof actual.draftPrice>) => (hub.unpriced ? null : actual.draftPrice(...args)) };
});
afterEach(() => {
  hub.unpriced = false;
});

const FAULTS = [
  { name: "500", fault: { status: 500 } },
  { name: "time-out", fault: { timeout: true } },
  { name: "unreadable body", fault: { malformed: true } },
] as const;

const PRICES = "/vsmp/api/vsmp/v1/steamulo/price";
const DISCOUNTS = "/vsmp/api/discount/*";
const CONTRACT = "/vsmp/api/vsmp/v1/contract/*";
const WITH_CODE = { discount: { ...initialDiscountState, applied: ["BIENVENUE10"], offerType: "formule_liberte" as const } };

/** The services step: its estimate reads the price service and the codes' terms. */
const ESTIMATE_PAGES: { slug: StepSlug; done: StepSlug[]; loader: LoaderFunction }[] = [{ slug: "etape1", done: [], loader: services.loader }];

/**
 * The pages that state the draft's price (decision 060): the hub prices it, its read carries
 * it; the confirmation's contract is validated (signed).
 */
const DRAFT_PAGES: { slug: StepSlug; done: StepSlug[]; loader: LoaderFunction }[] = [
  { slug: "etape5", done: STEPS_TO_PAYMENT.slice(0, -1), loader: summary.loader },
  { slug: "etape6", done: STEPS_TO_PAYMENT, loader: payment.loader },
  { slug: "etape7", done: [...STEPS_TO_PAYMENT, "etape6"], loader: confirmation.loader },
];

/** A journey at `slug` (see journeyAt), its contract signed when the page is the confirmation; the cookie's codes saved with the draft. */
async function journeyFor(slug: StepSlug, done: StepSlug[], extra: { discount?: { applied: string[] } } = {}) {
  const journey = await journeyAt(MOBILE_WITH_GEOFENCING, done, extra);
  const record = store.state.journeys[journey.contractId]!;
  record.promoCodeDtos = (extra.discount?.applied ?? []).map((promoCode) => ({ promoCode }));
  if (slug === "etape7") record.status = "VALIDATED";
  return journey;
}

const context = (): AppLoadContext => ({ requestId: "fault", clientAddress: "203.0.113.9" });
const url = (slug: string) => `http://localhost/services-seniors/souscription/${slug}`;
const get = (slug: string, cookie: string) => ({ request: new Request(url(slug), { headers: { cookie } }), context: context(), params: {} });

function post(slug: string, cookie: string, fields: Record<string, string | string[]>, ctx = context()) {
  const body = new URLSearchParams();
  for (const [name, value] of Object.entries(fields)) for (const one of [value].flat()) body.append(name, one);
  const headers = { cookie, origin: "http://localhost", "content-type": "application/x-www-form-urlencoded" };
  return { request: new Request(url(slug), { method: "POST", body, headers }), context: ctx, params: {} };
}

async function inject(path: string, fault: Record<string, unknown>) {
  await callJson("POST", "/__sandbox/faults", { path, ...fault });
}

/** What a loader or action answered: its data, or the response it threw or returned. */
async function answer(promise: unknown): Promise<{ status: number; data: Record<string, unknown> | null }> {
  let value: unknown;
  try {
    value = await promise;
  } catch (thrown) {
    expect(thrown, String(thrown)).toBeInstanceOf(Response);
    value = thrown;
  }
  if (value instanceof Response) return { status: value.status, data: null };
  const single = value as { type?: string; data?: unknown; init?: { status?: number } };
  if (single?.type === "DataWithResponseInit") return { status: single.init?.status ?? 200, data: single.data as Record<string, unknown> };
  return { status: 200, data: value as Record<string, unknown> };
}

describe("the price service failing", () => {
  for (const { slug, done, loader } of ESTIMATE_PAGES) {
    for (const { name, fault } of FAULTS) {
      it(`${slug} (${name}) shows the page, saying the price cannot be shown now`, async () => {
        const { cookie } = await journeyFor(slug, done);
        await inject(PRICES, fault);
        vi.mocked(log).mockClear();
        const { status, data } = await answer(loader(get(slug, cookie)));
        expect(status).toBe(200);
        expect(data).toMatchObject({ priceUnavailable: "price", price: null });
        // SPEC 8: an offer fetch failure is logged at info level.
        expect(log).toHaveBeenCalledWith("info", "VSMP: offer fetch failed", expect.objectContaining({ system: "LPFR" }));
      });
    }
  }

  for (const { slug, done, loader } of DRAFT_PAGES) {
    it(`${slug} states the draft's price all the same: the hub prices it, the page reads it with the contract`, async () => {
      const { contractId, cookie } = await journeyFor(slug, done);
      await inject(PRICES, { status: 500 });
      const { status, data } = await answer(loader(get(slug, cookie)));
      expect(status).toBe(200);
      expect(data).toMatchObject({ priceUnavailable: null, price: (await getJourneyContract(contractId)).price });
    });
  }

  for (const { slug, done, loader } of DRAFT_PAGES) {
    it(`${slug} says the price cannot be shown when the hub gives the draft none`, async () => {
      const { cookie } = await journeyFor(slug, done);
      hub.unpriced = true;
      const { status, data } = await answer(loader(get(slug, cookie)));
      expect(status).toBe(200);
      expect(data).toMatchObject({ priceUnavailable: "price", price: null });
    });
  }

  it("etape1 keeps the services chosen and says the price cannot be shown when 'Mettre à jour le prix' meets it", async () => {
    const { cookie } = await journeyAt(MOBILE_WITH_GEOFENCING, []);
    await inject(PRICES, { status: 500 });
    const { status, data } = await answer(services.action(post("etape1", cookie, { intent: "price", remote: "LANDLINE", visitDays: ["MONDAY", "FRIDAY"], type: "STANDARD" })));
    expect(status).toBe(200);
    expect(data).toMatchObject({ priceUnavailable: "price", choice: { remote: "LANDLINE", visitDays: ["MONDAY", "FRIDAY"] } });
  });

  it("etape1's submit still saves the services: the price is not needed to go on", async () => {
    const { cookie } = await journeyAt(MOBILE_WITH_GEOFENCING, []);
    await inject(PRICES, { status: 500 });
    const submitted = await services.action(post("etape1", cookie, { remote: "LANDLINE", visitDays: ["MONDAY"], type: "STANDARD" }));
    expect((submitted as Response).headers.get("location")).toBe("/services-seniors/souscription/etape2");
  });
});

describe("the discount service failing, with a promo code applied", () => {
  for (const { slug, done, loader } of ESTIMATE_PAGES) {
    for (const { name, fault } of FAULTS) {
      it(`${slug} (${name}) shows the page, saying the codes cannot be checked, and no price without them`, async () => {
        const { cookie } = await journeyFor(slug, done, WITH_CODE);
        await inject(DISCOUNTS, fault);
        vi.mocked(log).mockClear();
        const { status, data } = await answer(loader(get(slug, cookie)));
        expect(status).toBe(200);
        expect(data).toMatchObject({ priceUnavailable: "discounts" });
        expect(log).toHaveBeenCalledWith("warn", "Discount: Unable to check discount", expect.objectContaining({ code: "BIENVENUE10" }));
        // The price before the code would be a price the person is not charged.
        expect(data?.price).toBeNull();
      });
    }
  }

  for (const { slug, done, loader } of DRAFT_PAGES) {
    it(`${slug} states the draft's price with its code all the same (the hub's)`, async () => {
      const { cookie } = await journeyFor(slug, done, WITH_CODE);
      await inject(DISCOUNTS, { status: 500 });
      const { data } = await answer(loader(get(slug, cookie)));
      expect(data).toMatchObject({ priceUnavailable: null, price: { promoCodes: ["BIENVENUE10"] } });
    });
  }

  for (const { name, fault } of FAULTS) {
    it(`etape1 'Appliquer' (${name}) keeps the services and the code typed, with a message`, async () => {
      const { cookie } = await journeyAt(MOBILE_WITH_GEOFENCING, []);
      await inject(DISCOUNTS, fault);
      const { status, data } = await answer(
        services.action(post("etape1", cookie, { intent: "apply-promo", promoCode: "MOINS5", remote: "MOBILE", visitDays: "MONDAY", geofencing: "on", type: "STANDARD" })),
      );
      expect(status, "the code refused for now: the page's title says so").toBe(400);
      expect(data).toMatchObject({ promoError: { key: "journey:price.discountsUnavailable" }, choice: { remote: "MOBILE", visitDays: ["MONDAY"] } });
      expect((data?.result as { initialValue: Record<string, unknown> }).initialValue).toMatchObject({ promoCode: "MOINS5" });
    });

    it(`etape1's submit (${name}) keeps the code and goes on`, async () => {
      const { cookie } = await journeyAt(MOBILE_WITH_GEOFENCING, [], WITH_CODE);
      await inject(DISCOUNTS, fault);
      const submitted = await answer(services.action(post("etape1", cookie, { remote: "LANDLINE", visitDays: ["MONDAY"], type: "STANDARD" })));
      expect(submitted.status).toBe(302);
    });
  }
});

describe("the promo codes saved with the contract unreadable, on etape1", () => {
  const promos = (contractId: string) => `/vsmp/api/vsmp/v1/contract/${contractId}/promos`;
  const saved = (contractId: string) => store.state.journeys[contractId]!.promoCodeDtos.map(({ promoCode }) => promoCode);
  const APPLY = { intent: "apply-promo", promoCode: "MOINS5", remote: "MOBILE", visitDays: "MONDAY", geofencing: "on", type: "STANDARD" };
  // Its own client: the attempt limit counts per client, across this file.
  const counter = (): AppLoadContext => ({ ...context(), clientAddress: "203.0.113.77" });
  const setCookieOf = (value: unknown) => new Headers((value as { init?: { headers?: HeadersInit } }).init?.headers).get("set-cookie");

  /** A journey on its services step whose contract holds BIENVENUE10 and whose cookie has no promo state (another device). */
  async function withSavedCode() {
    const journey = await journeyAt(MOBILE_WITH_GEOFENCING, []);
    await callJson("POST", promos(journey.contractId), { promoCodeDtos: [{ promoCode: "BIENVENUE10" }] });
    return journey;
  }

  for (const { name, fault } of FAULTS) {
    it(`'Appliquer' (${name}) does not replace them: the code typed stays, with a message; once read again, the code joins them`, async () => {
      const { contractId, cookie } = await withSavedCode();
      await inject(promos(contractId), { method: "GET", ...fault });
      const ctx = counter();
      const refused = await services.action(post("etape1", cookie, APPLY, ctx));
      const { status, data } = await answer(refused);
      expect(status, "refused: the message is in the error summary and the title").toBe(400);
      expect(data).toMatchObject({ promoError: { key: "discount:errors.savedUnreadable", code: "MOINS5" }, choice: { remote: "MOBILE", visitDays: ["MONDAY"] } });
      expect(saved(contractId)).toEqual(["BIENVENUE10"]);
      expect(setCookieOf(refused), "the cookie still lets the next page read them").toBeNull();

      await callJson("DELETE", "/__sandbox/faults");
      const again = await answer(services.action(post("etape1", cookie, APPLY, counter())));
      expect(again.data).toMatchObject({ promoError: null });
      expect(saved(contractId)).toEqual(["BIENVENUE10", "MOINS5"]);
    });
  }

  it("the submit goes on without forgetting them: the next page reads them again", async () => {
    const { contractId, cookie } = await withSavedCode();
    await inject(promos(contractId), { method: "GET", status: 500 });
    const submitted = (await services.action(post("etape1", cookie, { remote: "MOBILE", visitDays: "MONDAY", geofencing: "on", type: "STANDARD" }))) as Response;
    expect(submitted.status).toBe(302);
    await callJson("DELETE", "/__sandbox/faults");
    const next = submitted.headers.get("set-cookie")!.split(";")[0]!;
    const { data } = await answer(services.loader(get("etape1", next)));
    expect((data?.discount as { applied: { code: string }[] }).applied.map(({ code }) => code)).toEqual(["BIENVENUE10"]);
    expect(saved(contractId)).toEqual(["BIENVENUE10"]);
  });
});

describe("no order while the draft has no price (etape6)", () => {
  const MANDATE = { accountOwner: "Marie Dupont", iban: "FR7630006000011234567890189" };
  const ORDER = { form: "order", signatureMethod: "ELECTRONIC", cgv: "on", earlyStart: "on" };

  /** A journey at the order stage: the mandate saved upstream, its RUM in the cookie. */
  async function journeyAtOrder() {
    const { contractId, cookie } = await journeyFor("etape6", STEPS_TO_PAYMENT);
    const { rum } = await createMandate(contractId, MANDATE);
    const state = await readJourney(get("etape6", cookie).request);
    return { contractId, cookie: (await commitJourney({ ...state, mandate: { rum } })).split(";")[0]! };
  }

  it("refuses the order: no direct debit whose amount cannot be shown; every value kept, and the same order goes through once it has one", async () => {
    const { contractId, cookie } = await journeyAtOrder();
    hub.unpriced = true;
    const ctx = context();
    const { status, data } = await answer(payment.action(post("etape6", cookie, ORDER, ctx)));
    expect(status).toBe(400);
    expect(data).toMatchObject({
      stage: "order",
      result: { status: "error", error: { amount: ["order:errors.amountUnknown"] }, initialValue: { signatureMethod: "ELECTRONIC", cgv: "on", earlyStart: "on" } },
    });
    // Nothing ordered: no declarations kept with the subscriber, no signature asked for.
    const refused = await getJourneyContract(contractId);
    expect(orderConsentOf(refused.billing)).toBeNull();
    expect(refused.signature).toBeNull();

    hub.unpriced = false;
    const again = (await payment.action(post("etape6", cookie, ORDER))) as Response;
    expect(again.status, "the same order once the draft has its price").toBe(302);
    const ordered = await getJourneyContract(contractId);
    expect(orderConsentOf(ordered.billing)).toMatchObject({ cgvAccepted: true, earlyStart: true });
    expect(ordered.signature).toMatchObject({ method: "ELECTRONIC", signed: false });
  });

  it("takes the order while the price and discount services fail: the draft's price is the hub's", async () => {
    const { cookie } = await journeyAtOrder();
    await inject(PRICES, { status: 500 });
    await inject(DISCOUNTS, { status: 500 });
    expect(((await payment.action(post("etape6", cookie, ORDER))) as Response).status).toBe(302);
  });

  it("also says which answers are missing, beside the amount", async () => {
    const { cookie } = await journeyAtOrder();
    hub.unpriced = true;
    const { data } = await answer(payment.action(post("etape6", cookie, { form: "order", signatureMethod: "PAPER" })));
    expect((data?.result as { error: Record<string, string[]> }).error).toMatchObject({ amount: ["order:errors.amountUnknown"], cgv: ["order:errors.cgv"] });
  });
});

describe("price and discount services answering slowly, within their time-outs", () => {
  for (const { slug, done, loader } of [...ESTIMATE_PAGES, ...DRAFT_PAGES]) {
    it(`${slug} shows the price after the code`, async () => {
      const { cookie } = await journeyFor(slug, done, WITH_CODE);
      await inject(PRICES, { delayMs: 100 });
      await inject(DISCOUNTS, { delayMs: 100 });
      const { status, data } = await answer(loader(get(slug, cookie)));
      expect(status).toBe(200);
      expect(data).toMatchObject({ priceUnavailable: null, price: { promoCodes: ["BIENVENUE10"] } });
    });
  }
});

describe("the contract service failing on a step's submit keeps every value typed", () => {
  const steps: { slug: StepSlug; done: StepSlug[]; action: ActionFunction; form: Record<string, string | string[]>; kept: Record<string, unknown> }[] = [
    { slug: "etape1", done: [], action: services.action, form: { remote: "LANDLINE", visitDays: ["MONDAY", "THURSDAY"], type: "STANDARD" }, kept: { remote: "LANDLINE", visitDays: ["MONDAY", "THURSDAY"] } },
    { slug: "etape2", done: ["etape1"], action: beneficiary.action, form: recipientForm, kept: recipientForm },
    { slug: "etape3", done: ["etape1", "etape2"], action: contacts.action, form: contactForm(0, "Paul"), kept: { contacts: [{ firstName: "Paul", streetName: "14 rue des Lilas" }] } },
    { slug: "etape4", done: ["etape1", "etape2", "etape3"], action: subscriber.action, form: subscriberForm, kept: subscriberForm },
    { slug: "etape4a", done: ["etape1", "etape2", "etape3", "etape4"], action: administrator.action, form: holderForm, kept: holderForm },
    { slug: "etape4b", done: ["etape1", "etape2", "etape3", "etape4", "etape4a"], action: caregiver.action, form: holderForm, kept: holderForm },
    {
      slug: "etape6",
      done: STEPS_TO_PAYMENT,
      action: payment.action,
      form: { form: "mandate", accountOwner: "Marie Dupont", iban: "FR76 3000 6000 0112 3456 7890 189", bic: "" },
      kept: { accountOwner: "Marie Dupont", iban: "FR76 3000 6000 0112 3456 7890 189" },
    },
  ];
  for (const { slug, done, action, form, kept } of steps) {
    for (const { name, fault } of FAULTS) {
      it(`${slug} (${name})`, async () => {
        const { cookie } = await journeyAt(MOBILE_WITH_GEOFENCING, done);
        for (const method of ["POST", "PUT"]) await inject(CONTRACT, { method, ...fault, times: 1 });
        const ctx = context();
        const { status, data } = await answer(action(post(slug, cookie, form, ctx)));
        // The form back: a save that failed (503), or the payment's form refused with the hub's reason (400).
        expect([400, 503], JSON.stringify(data)).toContain(status);
        const result = (data?.result ?? data) as { status?: string; error?: Record<string, string[] | null>; initialValue?: Record<string, unknown> };
        expect(result.status).toBe("error");
        expect(result.error?.[""]?.[0]).toMatch(/^journey:errors\.(timeout|saveFailed)$|^order:errors\./);
        expect(result.initialValue).toMatchObject(kept);
        await callJson("DELETE", "/__sandbox/faults");
        const again = await answer(action(post(slug, cookie, form)));
        expect(again.status, "the next try goes through").toBe(302);
      });
    }

    it(`${slug} (slow answer, within the time-out) saves and goes on`, async () => {
      const { cookie } = await journeyAt(MOBILE_WITH_GEOFENCING, done);
      for (const method of ["POST", "PUT"]) await inject(CONTRACT, { method, delayMs: 100 });
      expect((await answer(action(post(slug, cookie, form)))).status).toBe(302);
    });
  }
});
