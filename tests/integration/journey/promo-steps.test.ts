import type { AppLoadContext } from "@remix-run/node";
import { describe, expect, it, vi } from "vitest";
import type { ServicesChoice } from "~/kernel/contract/services";
import type { StepSlug } from "~/kernel/contract/journey-steps";
import * as servicesStep from "~/features/journey/steps/services";
import * as summaryStep from "~/features/journey/steps/summary";
import { readJourney } from "~/features/journey/journey-cookie.server";
import { callJson, useSandbox } from "../sandbox/setup";
import { journeyAt } from "./journey-at";

/** Promo codes across the journey's steps (SPEC 4, 7, 8). */
useSandbox();
vi.mock("~/kernel/platform/logger.server", () => ({ log: vi.fn() }));

const VISITS: ServicesChoice = { type: "STANDARD", visitDays: ["MONDAY", "THURSDAY"], remote: "NONE", fallDetector: false, geofencing: false, simInstallation: null };
const context = (): AppLoadContext => ({ requestId: "test", clientAddress: `203.0.113.${Math.floor(Math.random() * 200) + 1}` });
const url = (slug: string) => `http://localhost/services-seniors/souscription/${slug}`;

/** A journey at the summary whose cookie holds no promo state (another device, an older cookie). */
function journeyAtSummary(done: StepSlug[] = ["etape1", "etape2", "etape4"]) {
  return journeyAt(VISITS, done);
}

describe("saved promo codes", () => {
  it("are restored on the summary too, with the price after them", async () => {
    const { contractId, cookie } = await journeyAtSummary();
    await callJson("POST", `/vsmp/api/vsmp/v1/contract/${contractId}/promos`, { promoCodeDtos: [{ promoCode: "BIENVENUE10" }] });
    const answer = (await summaryStep.loader({ request: new Request(url("etape5"), { headers: { cookie } }), context: context(), params: {} })) as unknown as {
      data: { price: { promoCodes: string[]; periods: { ttcPriceInCents: number }[] } };
      init: { headers?: Record<string, string> } | null;
    };
    // The draft's price as the hub prices it, with the saved code: 39,90 € less 10 %.
    expect(answer.data.price.promoCodes).toEqual(["BIENVENUE10"]);
    expect(answer.data.price.periods[0]!.ttcPriceInCents).toBe(3591);
    const restored = await readJourney(new Request(url("etape5"), { headers: { cookie: new Headers(answer.init?.headers).get("set-cookie")!.split(";")[0]! } }));
    expect((restored.discount as { applied: string[] }).applied).toEqual(["BIENVENUE10"]);
  });

  it("are not forgotten when they cannot be read: the next page restores them", async () => {
    const { contractId, cookie } = await journeyAtSummary();
    await callJson("POST", `/vsmp/api/vsmp/v1/contract/${contractId}/promos`, { promoCodeDtos: [{ promoCode: "BIENVENUE10" }] });
    await callJson("POST", "/__sandbox/faults", { method: "GET", path: `/vsmp/api/vsmp/v1/contract/${contractId}/promos`, status: 500, times: 1 });
    type Summary = { data: { price: { promoCodes: string[] } | null; priceUnavailable: string | null }; init: { headers?: Record<string, string> } | null };
    const codesOf = async (answer: Summary, fallback: string) => {
      const cookieSent = new Headers(answer.init?.headers).get("set-cookie")?.split(";")[0] ?? fallback;
      return { cookie: cookieSent, discount: (await readJourney(new Request(url("etape5"), { headers: { cookie: cookieSent } }))).discount as { applied: string[] } | undefined };
    };
    const during = (await summaryStep.loader({ request: new Request(url("etape5"), { headers: { cookie } }), context: context(), params: {} })) as unknown as Summary;
    // The price is the hub's, with the saved code, whatever the journey could read of its codes.
    expect(during.data).toMatchObject({ priceUnavailable: null, price: { promoCodes: ["BIENVENUE10"] } });
    const next = await codesOf(during, cookie);
    expect(next.discount, "nothing restored: the next page reads them again").toBeUndefined();
    // The browser comes back with the cookie that page sent.
    const after = (await summaryStep.loader({ request: new Request(url("etape5"), { headers: { cookie: next.cookie } }), context: context(), params: {} })) as unknown as Summary;
    expect((await codesOf(after, next.cookie)).discount?.applied).toEqual(["BIENVENUE10"]);
    expect(after.data.priceUnavailable).toBeNull();
  });
});

describe("Réessayer le dernier code", () => {
  function post(cookie: string, fields: Record<string, string>) {
    const body = new URLSearchParams({ remote: "NONE", visitDays: "MONDAY", ...fields });
    return new Request(url("etape1"), { method: "POST", body, headers: { cookie, "content-type": "application/x-www-form-urlencoded" } });
  }
  const promoError = (answer: unknown) => (answer as { data: { promoError: { key: string } | null } }).data.promoError;

  it("answers ERR_NO_PREVIOUS with no earlier failed code", async () => {
    const { cookie } = await journeyAtSummary(["etape1"]);
    const answer = await servicesStep.action({ request: post(cookie, { intent: "retry-promo" }), context: context(), params: {} });
    expect(promoError(answer)?.key).toBe("discount:errors.ERR_NO_PREVIOUS");
  });

  it("checks the last code tried in error again", async () => {
    const { cookie } = await journeyAtSummary(["etape1"]);
    const ctx = context();
    const failed = (await servicesStep.action({ request: post(cookie, { intent: "apply-promo", promoCode: "INCONNU1" }), context: ctx, params: {} })) as unknown as {
      data: { promoError: { key: string }; discount: { retryCode: string | null } };
      init: { headers: Record<string, string> };
    };
    expect(failed.data.promoError.key).toBe("discount:errors.ERR_NOT_FOUND");
    expect(failed.data.discount.retryCode).toBe("INCONNU1");
    const next = new Headers(failed.init.headers).get("set-cookie")!.split(";")[0]!;
    const retried = await servicesStep.action({ request: post(next, { intent: "retry-promo" }), context: ctx, params: {} });
    expect(promoError(retried)?.key).toBe("discount:errors.ERR_NOT_FOUND");
  });
});

describe("promo tries belong to a visitor's journey, not to an address (decision 080)", () => {
  const SHARED_ADDRESS = (): AppLoadContext => ({ requestId: "test", clientAddress: "203.0.113.250" });
  function post(cookie: string | null, fields: Record<string, string>) {
    const body = new URLSearchParams({ remote: "NONE", visitDays: "MONDAY", ...fields });
    const headers: Record<string, string> = { "content-type": "application/x-www-form-urlencoded" };
    if (cookie) headers.cookie = cookie;
    return new Request(url("etape1"), { method: "POST", body, headers });
  }
  type Shown = { data: { promoError: { key: string } | null; discount: { status: { locked: boolean; remaining: number } } }; init: { headers?: HeadersInit } | null };
  const nextCookie = (answer: Shown, previous: string | null) => new Headers(answer.init?.headers).get("set-cookie")?.split(";")[0] ?? previous;

  it("counts a journey's tries under its own key, kept in the signed cookie: a reload keeps the lock, another journey behind the same address is open", async () => {
    let cookie: string | null = null;
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      const answer = (await servicesStep.action({ request: post(cookie, { intent: "apply-promo", promoCode: `FAUX${attempt}CODE` }), context: SHARED_ADDRESS(), params: {} })) as unknown as Shown;
      expect(answer.data.promoError?.key).toBe("discount:errors.ERR_NOT_FOUND");
      expect(answer.data.discount.status.remaining).toBe(5 - attempt);
      cookie = nextCookie(answer, cookie);
    }
    const reloaded = (await servicesStep.loader({ request: new Request(url("etape1"), { headers: { cookie: cookie! } }), context: SHARED_ADDRESS(), params: {} })) as unknown as Shown;
    expect(reloaded.data.discount.status.locked).toBe(true);
    const sixth = (await servicesStep.action({ request: post(cookie, { intent: "apply-promo", promoCode: "BIENVENUE10" }), context: SHARED_ADDRESS(), params: {} })) as unknown as Shown;
    expect(sixth.data.promoError?.key).toBe("discount:errors.ERR_LOCKED");

    // Someone else behind the same address: no counter until they try, then their own 5 (a right code is no try).
    const neighbour = (await servicesStep.loader({ request: new Request(url("etape1")), context: SHARED_ADDRESS(), params: {} })) as unknown as Shown;
    expect(neighbour.data.discount.status).toMatchObject({ locked: false, remaining: 5 });
    const theirs = (await servicesStep.action({ request: post(null, { intent: "apply-promo", promoCode: "BIENVENUE10" }), context: SHARED_ADDRESS(), params: {} })) as unknown as Shown;
    expect(theirs.data.promoError).toBeNull();
    expect(theirs.data.discount.status.remaining).toBe(5);
    const wrong = (await servicesStep.action({ request: post(nextCookie(theirs, null), { intent: "apply-promo", promoCode: "FAUX6CODE" }), context: SHARED_ADDRESS(), params: {} })) as unknown as Shown;
    expect(wrong.data.discount.status.remaining).toBe(4);
  });

  it("a journey's key cannot be chosen: a cookie that is not ours reads as no journey, and its first try gets a key of ours", async () => {
    const forged = (await servicesStep.action({ request: post("vsmp=eyJwcm9tb0tleSI6ImFiYyJ9", { intent: "apply-promo", promoCode: "FAUXCODE1" }), context: SHARED_ADDRESS(), params: {} })) as unknown as Shown;
    const cookie = nextCookie(forged, null)!;
    const state = await readJourney(new Request(url("etape1"), { headers: { cookie } }));
    expect(state.promoKey).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe("the first promo try of a new visitor", () => {
  it("is counted, and the answer (action and page) sets the journey cookie once, with its promo key", async () => {
    const ctx = context();
    const request = () =>
      new Request(url("etape1"), {
        method: "POST",
        body: new URLSearchParams({ remote: "NONE", visitDays: "MONDAY", intent: "apply-promo", promoCode: "FAUX1CODE" }),
        headers: { "content-type": "application/x-www-form-urlencoded" },
      });
    type Answer = { data: { discount: { status: { remaining: number } } | null }; init: { headers?: Record<string, string> } | null };
    // A document post runs the action, then the page's loader, in one request.
    const acted = (await servicesStep.action({ request: request(), context: ctx, params: {} })) as unknown as Answer;
    const shown = (await servicesStep.loader({ request: request(), context: ctx, params: {} })) as unknown as Answer;
    const cookies = [acted, shown].flatMap((answer) => new Headers(answer.init?.headers).getSetCookie()).filter((cookie) => cookie.startsWith("vsmp="));
    expect(cookies).toHaveLength(1);
    // The action signs it; the page shown after it signs none (its view is the request's older cookie's).
    expect(new Headers(shown.init?.headers).getSetCookie().filter((cookie) => cookie.startsWith("vsmp="))).toEqual([]);
    // What the page shows of the promo field is the action's answer: the first try counted.
    expect(acted.data.discount?.status.remaining).toBe(4);
    const journey = await readJourney(new Request(url("etape1"), { headers: { cookie: cookies[0]!.split(";")[0]! } }));
    expect(journey.promoKey).toBeTruthy();
  });

  it("a code applied uses up no try, a wrong one does", async () => {
    const ctx = context();
    const post = (cookie: string, promoCode: string) =>
      new Request(url("etape1"), {
        method: "POST",
        body: new URLSearchParams({ remote: "NONE", visitDays: "MONDAY", intent: "apply-promo", promoCode }),
        headers: { cookie, "content-type": "application/x-www-form-urlencoded" },
      });
    type Answer = { data: { discount: { status: { remaining: number }; applied: { code: string }[] } | null; promoError: unknown }; init: { headers?: Record<string, string> } | null };
    let cookie = "";
    const apply = async (code: string) => {
      const answer = (await servicesStep.action({ request: post(cookie, code), context: { ...ctx }, params: {} })) as unknown as Answer;
      cookie = new Headers(answer.init?.headers).get("set-cookie")?.split(";")[0] ?? cookie;
      return answer.data;
    };
    expect(await apply("FAUX1CODE")).toMatchObject({ discount: { status: { remaining: 4 } } });
    expect(await apply("BIENVENUE10")).toMatchObject({ promoError: null, discount: { status: { remaining: 4 }, applied: [{ code: "BIENVENUE10" }] } });
    expect(await apply("MOINS5")).toMatchObject({ promoError: null, discount: { status: { remaining: 4 } } });
    expect(await apply("FAUX2CODE")).toMatchObject({ discount: { status: { remaining: 3 } } });
  });
});
