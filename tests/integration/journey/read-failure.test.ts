import type { ActionFunction, AppLoadContext, LoaderFunction } from "@remix-run/node";
import { describe, expect, it, vi } from "vitest";
import * as beneficiary from "~/features/journey/steps/beneficiary";
import * as contacts from "~/features/journey/steps/contacts";
import * as subscriber from "~/features/journey/steps/subscriber";
import * as payment from "~/features/journey/payment/payment";
import { callJson, useSandbox } from "../sandbox/setup";
import { journeyAt, MOBILE_WITH_GEOFENCING, STEPS_TO_PAYMENT } from "./journey-at";
import { contactForm, recipientForm, subscriberForm } from "./people-forms";
import { RequestReads } from "~/kernel/platform/request-reads";

/**
 * A failed read never loses what was typed: when the journey's contract cannot be read as a people step is posted (a 503, a
 * time-out, a malformed body), the form comes back with every value typed and a message, and the
 * page shown after it (its loader, in the same request) is that form, not an error page. Nothing
 * is saved.
 */
useSandbox();
vi.mock("~/kernel/platform/logger.server", () => ({ log: vi.fn() }));

type Route = { loader: LoaderFunction; action: ActionFunction };
const STEPS: [string, Route, Record<string, string>][] = [
  ["etape2", beneficiary, recipientForm],
  ["etape3", contacts, contactForm(0, "Luc")],
  ["etape4", subscriber, subscriberForm],
];
const FAULTS = [{ status: 503 }, { timeout: true }, { malformed: true }];

type Reply = { data: { result: { error?: Record<string, string[]>; initialValue?: Record<string, unknown> } }; init: ResponseInit | null };

describe("a failed read never loses what was typed", () => {
  for (const [slug, route, fields] of STEPS) {
    for (const fault of FAULTS) {
      it(`${slug}, the contract read failing (${JSON.stringify(fault)}): the form back with the values and a message, nothing saved`, async () => {
        const { cookie, contractId } = await journeyAt(MOBILE_WITH_GEOFENCING, STEPS_TO_PAYMENT);
        const before = await callJson("GET", `/vsmp/api/vsmp/v1/contract/${contractId}`);
        await callJson("POST", "/__sandbox/faults", { method: "GET", path: "/vsmp/api/vsmp/v1/contract/*", ...fault });
        const context: AppLoadContext = { requestId: "read-failure", reads: new RequestReads() };
        const url = `http://localhost/services-seniors/souscription/${slug}`;
        const post = new Request(url, { method: "POST", headers: { cookie, origin: "http://localhost", "content-type": "application/x-www-form-urlencoded" }, body: new URLSearchParams(fields) });
        const answer = (await route.action({ request: post, context, params: {} })) as Reply;
        expect(answer.init?.status).toBe(503);
        expect(answer.data.result.error?.[""]).toEqual(["journey:errors.readFailed"]);
        const typed = JSON.stringify(answer.data.result.initialValue);
        for (const value of Object.values(fields).filter((value) => value.length > 3)) expect(typed, value).toContain(value);
        // The page of the same request: the step's form, not an error page.
        const page = await route.loader({ request: new Request(url, { headers: { cookie } }), context, params: {} });
        expect(page).not.toBeInstanceOf(Response);
        await callJson("DELETE", "/__sandbox/faults");
        expect((await callJson("GET", `/vsmp/api/vsmp/v1/contract/${contractId}`)).body).toEqual(before.body);
      });
    }
  }

  for (const fault of FAULTS) {
    it(`etape6, the contract read failing (${JSON.stringify(fault)}): the bank details back as typed with a message, no mandate made`, async () => {
      const { cookie, contractId } = await journeyAt(MOBILE_WITH_GEOFENCING, STEPS_TO_PAYMENT);
      await callJson("POST", "/__sandbox/faults", { method: "GET", path: "/vsmp/api/vsmp/v1/contract/*", ...fault });
      const context: AppLoadContext = { requestId: "read-failure", reads: new RequestReads() };
      const url = "http://localhost/services-seniors/souscription/etape6";
      const fields = { form: "mandate", accountOwner: "Jeanne Durand", iban: "FR76 3000 6000 0112 3456 7890 189", bic: "AGRIFRPP" };
      const post = new Request(url, { method: "POST", headers: { cookie, origin: "http://localhost", "content-type": "application/x-www-form-urlencoded" }, body: new URLSearchParams(fields) });
      const answer = (await payment.action({ request: post, context, params: {} })) as Reply;
      expect(answer.init?.status).toBe(503);
      expect(answer.data.result.error?.[""]).toEqual(["journey:errors.readFailed"]);
      expect(answer.data.result.initialValue).toMatchObject({ accountOwner: "Jeanne Durand", iban: "FR76 3000 6000 0112 3456 7890 189", bic: "AGRIFRPP" });
      // The page of the same request: the bank details' form, no price read, answered 503.
      const page = (await payment.loader({ request: new Request(url, { headers: { cookie } }), context, params: {} })) as { data: { stage: string; price: unknown }; init: ResponseInit | null };
      expect(page).not.toBeInstanceOf(Response);
      expect(page.data).toMatchObject({ stage: "mandate", price: null });
      expect(page.init?.status).toBe(503);
      await callJson("DELETE", "/__sandbox/faults");
      const contract = (await callJson("GET", `/vsmp/api/vsmp/v1/contract/${contractId}`)).body as { mandate?: unknown };
      expect(contract.mandate ?? null).toBeNull();
    });
  }

  it("etape6: a post of another stage while the read fails gets the page that says to try again (503)", async () => {
    const { cookie } = await journeyAt(MOBILE_WITH_GEOFENCING, STEPS_TO_PAYMENT);
    await callJson("POST", "/__sandbox/faults", { method: "GET", path: "/vsmp/api/vsmp/v1/contract/*", status: 503 });
    const post = new Request("http://localhost/services-seniors/souscription/etape6", { method: "POST", headers: { cookie, origin: "http://localhost", "content-type": "application/x-www-form-urlencoded" }, body: new URLSearchParams({ form: "order", cgv: "on" }) });
    const thrown = await Promise.resolve(payment.action({ request: post, context: {}, params: {} })).catch((error: unknown) => error);
    await callJson("DELETE", "/__sandbox/faults");
    expect((thrown as { init?: ResponseInit }).init?.status ?? (thrown as Response).status).toBe(503);
  });

  it("a page load alone keeps the spec's answer: 503", async () => {
    const { cookie } = await journeyAt(MOBILE_WITH_GEOFENCING, STEPS_TO_PAYMENT);
    await callJson("POST", "/__sandbox/faults", { method: "GET", path: "/vsmp/api/vsmp/v1/contract/*", status: 503 });
    // With and without the request's reads the server gives every request: only a post's failure is kept for its page.
    for (const context of [{}, { reads: new RequestReads() }]) {
      const thrown = await Promise.resolve(beneficiary.loader({ request: new Request("http://localhost/services-seniors/souscription/etape2", { headers: { cookie } }), context, params: {} })).catch((error: unknown) => error);
      expect(thrown).toBeInstanceOf(Response);
      expect((thrown as Response).status).toBe(503);
    }
    await callJson("DELETE", "/__sandbox/faults");
  });
});
