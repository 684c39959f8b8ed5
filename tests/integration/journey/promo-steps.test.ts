import { readJourney } from "~/sessions/journey.server";
import type { AppLoadContext } from "@remix-run/node";
import { describe, expect, it, vi } from "vitest";
import type { ServicesChoice } from "~/domain/journey/services";
import type { StepSlug } from "~/domain/journey/steps";
import * as servicesStep from "~/routes/services-seniors.souscription.etape1";
import * as summaryStep from "~/routes/services-seniors.souscription.etape5";
import { callJson, useSandbox } from "../sandbox/setup";
import { journeyAt } from "./journey-at";

/** Promo codes across the journey's steps (SPEC 4, 7, 8). */
useSandbox();
vi.mock("~/platform/logger.server", () => ({ log: vi.fn() }));

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
