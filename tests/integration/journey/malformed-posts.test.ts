import type { ActionFunction, AppLoadContext } from "@remix-run/node";
import { describe, expect, it, vi } from "vitest";
import { useSandbox } from "../sandbox/setup";
import { journeyAt, MOBILE_WITH_GEOFENCING, STEPS_TO_PAYMENT } from "./journey-at";

/**
 * Every action of the app, fuzzed with bodies no form of ours sends: each must answer 400/422,
 * a redirect or the form back, never fail (a 500).
 */
useSandbox();
vi.mock("~/platform/logger.server", () => ({ log: vi.fn() }));

const routes = import.meta.glob<{ action?: ActionFunction }>("../../../app/routes/*.{ts,tsx}", { eager: true });
const actions = Object.entries(routes)
  .filter(([, module]) => typeof module.action === "function")
  .map(([file, module]) => ({ file: file.replace(/^.*\/routes\//, ""), action: module.action! }));

const BOUNDARY = "----fuzz";
const BODIES: { name: string; type?: string; body: string }[] = [
  { name: "JSON", type: "application/json", body: '{"visitDays":["MONDAY"],"locale":"en"}' },
  { name: "plain text", type: "text/plain", body: "locale=en" },
  { name: "no content type", body: "locale=en" },
  { name: "broken multipart", type: `multipart/form-data; boundary=${BOUNDARY}`, body: `--${BOUNDARY}\r\nContent-Disposition: form-data; name="locale"\r\n\r\nen` },
  { name: "multipart without boundary", type: "multipart/form-data", body: "locale=en" },
  { name: "intent not JSON", type: "application/x-www-form-urlencoded", body: "__intent__=not-json&locale=en" },
  { name: "intent null", type: "application/x-www-form-urlencoded", body: "__intent__=null" },
  {
    name: "intent naming __proto__",
    type: "application/x-www-form-urlencoded",
    body: `__intent__=${encodeURIComponent(JSON.stringify({ type: "insert", payload: { name: "__proto__" } }))}`,
  },
  { name: "field naming __proto__", type: "application/x-www-form-urlencoded", body: "__proto__.polluted=yes&contacts[0].__proto__.polluted=yes" },
  { name: "field naming constructor.prototype", type: "application/x-www-form-urlencoded", body: "constructor.prototype.polluted=yes" },
];

describe("malformed posts", () => {
  it("finds the app's actions", () => {
    expect(actions.map(({ file }) => file)).toEqual(expect.arrayContaining(["preferences.langue.ts", "services-seniors.souscription.etape1.tsx", "services-seniors.souscription.etape6.tsx"]));
  });

  for (const { file, action } of actions) {
    it(`${file} answers 400/422, a redirect or the form back, never a failure`, async () => {
      const { cookie } = await journeyAt(MOBILE_WITH_GEOFENCING, STEPS_TO_PAYMENT);
      const path = `/${file.replace(/\.tsx?$/, "").replace(/_index$/, "").split(".").join("/").replace(/\/$/, "")}`;
      for (const { name, type, body } of BODIES) {
        const headers: Record<string, string> = { cookie, origin: "http://localhost" };
        if (type) headers["content-type"] = type;
        const request = new Request(`http://localhost${path}`, { method: "POST", headers, body });
        const context: AppLoadContext = { requestId: "fuzz" };
        let answer: unknown;
        try {
          answer = await action({ request, context, params: {} });
        } catch (thrown) {
          answer = thrown;
          expect(thrown, `${file}, ${name}: ${String(thrown)}`).toBeInstanceOf(Response);
          expect((thrown as Response).status, `${file}, ${name}`).toBeLessThan(500);
        }
        if (answer instanceof Response) expect(answer.status, `${file}, ${name}`).toBeLessThan(500);
        expect(({} as Record<string, unknown>).polluted).toBeUndefined();
      }
    });
  }

  it("answers a JSON body to the language switch 400", async () => {
    const { action } = routes["../../../app/routes/preferences.langue.ts"]!;
    const request = new Request("http://localhost/preferences/langue", { method: "POST", headers: { "content-type": "application/json" }, body: '{"locale":"en"}' });
    await expect(action!({ request, context: {}, params: {} })).rejects.toSatisfy((thrown: unknown) => thrown instanceof Response && thrown.status === 400);
  });
});
