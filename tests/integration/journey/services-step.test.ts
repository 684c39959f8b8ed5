import { describe, expect, it } from "vitest";
import { useSandbox } from "../sandbox/setup";
import { action, loader } from "~/features/journey/steps/services";
import { loader as pricesLoader } from "~/features/journey/price";
import { journeyCookie } from "~/features/journey/journey-cookie.server";
import { expandJourneyState, readJourneyState } from "~/features/journey/rules/state";

const { store } = useSandbox();
const URL_ETAPE1 = "http://localhost:3000/services-seniors/souscription/etape1";

function post(fields: Record<string, string | string[]>, cookie?: string) {
  const body = new URLSearchParams();
  for (const [name, value] of Object.entries(fields)) for (const one of [value].flat()) body.append(name, one);
  return new Request(URL_ETAPE1, {
    method: "POST",
    body,
    headers: { "content-type": "application/x-www-form-urlencoded", ...(cookie ? { cookie } : {}) },
  });
}

/** Remix single fetch: actions return data() objects or plain values, or Responses (redirects). */
function unwrap(result: unknown): { data: unknown; init?: { headers?: HeadersInit } } {
  if (result && typeof result === "object" && "type" in result && (result as { type: string }).type === "DataWithResponseInit") {
    return result as unknown as { data: unknown; init?: { headers?: HeadersInit } };
  }
  return { data: result };
}

describe("Vos services (etape1) against the sandbox", () => {
  it("shows the form, with no price before a service is chosen", async () => {
    const { data } = unwrap(await loader({ request: new Request(URL_ETAPE1), context: {}, params: {} }));
    expect(data).toMatchObject({ frame: { current: 1 }, choice: { remote: "NONE" }, price: null });
  });

  it("says what Premium costs more a month than Standard, from the offers (the seed: 10 € on every plan)", async () => {
    const { data } = unwrap(await loader({ request: new Request(URL_ETAPE1), context: {}, params: {} }));
    expect(data).toMatchObject({ premiumExtra: { min: 1000, max: 1000 } });
  });

  it("a first look (no journey cookie, no query) writes no cookie: every such visitor gets the same page", async () => {
    // The first answer, without a cookie either, starts the journey: "creates the contract…" below.
    const first = unwrap(await loader({ request: new Request(URL_ETAPE1), context: {}, params: {} }));
    expect(new Headers(first.init?.headers).get("set-cookie")).toBeNull();
  });

  it("still writes the journey when the first look carries a query (offers from a link) or a journey cookie", async () => {
    const linked = unwrap(await loader({ request: new Request(`${URL_ETAPE1}?offers=visite_facteur`), context: {}, params: {} }));
    expect(new Headers(linked.init?.headers).get("set-cookie")).toMatch(/^vsmp=/);
    const stale = await journeyCookie.serialize({ version: 2 });
    const returning = unwrap(await loader({ request: new Request(URL_ETAPE1, { headers: { cookie: stale.split(";")[0]! } }), context: {}, params: {} }));
    expect(new Headers(returning.init?.headers).get("set-cookie")).toMatch(/^vsmp=/);
  });

  it("serves the price grids of both service levels of the LPFR offers for the live price", async () => {
    const response = (await pricesLoader({ request: new Request("http://localhost:3000/services-seniors/souscription/prix"), context: {}, params: {} })) as Response;
    expect(response.headers.get("cache-control")).toContain("max-age");
    const grids = (await response.json()) as Record<string, Record<string, { plans: Record<string, { price: number }> }>>;
    expect(grids.STANDARD?.LANDLINE?.plans["4J"]?.price).toBe(8260);
    expect(grids.PREMIUM?.LANDLINE?.plans["4J"]?.price).toBe(9260);
  });

  it("prices the services on screen with JavaScript off (Mettre à jour le prix)", async () => {
    const result = unwrap(
      await action({ request: post({ intent: "price", remote: "LANDLINE", visitDays: ["MONDAY", "TUESDAY", "THURSDAY", "FRIDAY"], type: "STANDARD" }), context: {}, params: {} }),
    ).data as { price: unknown };
    expect(result.price).toMatchObject({ formula: "4J", list: { ttcPriceInCents: 8260, tvaAmountInCents: 1128 }, fee: { type: "install", ttcPriceInCents: 3900 }, firstDebit: { ttcPriceInCents: 12160 } });
  });

  it("creates the contract, saves the services and goes to the next step", async () => {
    const response = (await action({
      request: post({ remote: "LANDLINE", visitDays: ["MONDAY", "TUESDAY", "THURSDAY", "FRIDAY"], type: "STANDARD" }),
      context: {},
      params: {},
    })) as Response;
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/services-seniors/souscription/etape2");
    const state = readJourneyState(expandJourneyState(await journeyCookie.parse(response.headers.get("set-cookie"))));
    expect(state.contractId).toBeTruthy();
    expect(state.cartId).toMatch(/^\d{9}$/);
    expect(state.subscription.steps[0]).toMatchObject({ submitted: true });
    const saved = store.state.journeys[state.contractId!];
    expect(JSON.stringify(saved)).toContain('"formulaName":"4J"');
    expect(JSON.stringify(saved)).toContain("POSTMAN_VISIT_TA");
  });

  it("keeps every value and says what went wrong on bad input, without saving", async () => {
    const result = unwrap(
      await action({ request: post({ remote: "LANDLINE", fallDetector: "on" }), context: {}, params: {} }),
    ).data as { result: { error: Record<string, string[]>; initialValue: Record<string, unknown> } };
    // The fall detector's own consent message, not the doctor's.
    expect(result.result.error.healthConsent).toEqual(["services:errors.fallDetectorConsent"]);
    expect(result.result.initialValue).toMatchObject({ remote: "LANDLINE", fallDetector: "on" });
  });

  it("keeps what was typed and asks to try again when the save times out", async () => {
    store.faults.push({ id: "save-timeout", path: "/vsmp/api/vsmp/v1/contract*", method: "POST", timeout: true, remaining: null });
    const result = unwrap(
      await action({ request: post({ remote: "NONE", visitDays: "MONDAY" }), context: {}, params: {} }),
    ).data as { result: { error: Record<string, string[]>; initialValue: Record<string, unknown> } };
    expect(result.result.error[""]).toEqual(["journey:errors.timeout"]);
    expect(result.result.initialValue).toMatchObject({ remote: "NONE", visitDays: "MONDAY" });
  }, 20000);
});
