import type { ActionFunction, AppLoadContext } from "@remix-run/node";
import { describe, expect, it, vi } from "vitest";
import { useSandbox } from "../sandbox/setup";
import { agentCookie } from "../sibp/agent";
import { CONTRACT, cookieOf, MARIE } from "../../unit/dashboard/helpers";
import { journeyAt, MOBILE_WITH_GEOFENCING, STEPS_TO_PAYMENT } from "./journey-at";
import { addressOf, SCREENS } from "../../route-table";

/**
 * Every action of the app, fuzzed with bodies no form of ours sends (content types, sparse
 * indexes, deep nesting, sizes): each must answer 400/422, a redirect or the form back within a
 * second, never fail (a 500).
 */
useSandbox();
vi.mock("~/kernel/platform/logger.server", () => ({ log: vi.fn() }));

const modules = import.meta.glob<{ action?: ActionFunction }>("../../../app/features/**/*.{ts,tsx}", { eager: true });
/** Every route of app/routes.ts with an action, at its address (the dashboard's pages at both doors). */
const actions = SCREENS.flatMap(({ id, path, file }) => {
  const action = modules[`../../../app/${file}`]?.action;
  if (typeof action !== "function") return [];
  const { url, params } = addressOf(path, CONTRACT);
  return [{ file: `${id} at ${url}`, path: url, params, action }];
});

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
  // Past faults: `name[N]` became a dense array of N entries, a deep name overflowed the stack.
  { name: "sparse index", type: "application/x-www-form-urlencoded", body: "visitDays=MONDAY&remote=NONE&type=STANDARD&intent=price&zz[100000000]=1" },
  { name: "sparse contact index", type: "application/x-www-form-urlencoded", body: "part=contacts&contacts[100000].firstName=Jean&lastName=Dupont" },
  { name: "names nested 2,000 deep", type: "application/x-www-form-urlencoded", body: `c${"[0]".repeat(2000)}=1&lastName=Dupont` },
  { name: "a list intent at a sparse index", type: "application/x-www-form-urlencoded", body: `__intent__=${encodeURIComponent(JSON.stringify({ type: "insert", payload: { name: "contacts", index: 100000000 } }))}` },
  { name: "a list intent naming a sparse list", type: "application/x-www-form-urlencoded", body: `__intent__=${encodeURIComponent(JSON.stringify({ type: "insert", payload: { name: "zz[100000000]" } }))}` },
  { name: "10,000 fields", type: "application/x-www-form-urlencoded", body: Array.from({ length: 10_000 }, (_, index) => `f${index}=1`).join("&") },
  { name: "a 2 MB body", type: "application/x-www-form-urlencoded", body: `lastName=${"a".repeat(2 * 1024 * 1024)}` },
  // A past fault: conform walks its own JSON fields recursively; 2,000 levels overflowed its stack.
  { name: "a state nested 2,000 deep", type: "application/x-www-form-urlencoded", body: `__state__=${encodeURIComponent(`${"[".repeat(2000)}${"]".repeat(2000)}`)}&lastName=Dupont` },
  {
    name: "an intent nested 2,000 deep",
    type: "application/x-www-form-urlencoded",
    body: `__intent__=${encodeURIComponent(`{"type":"insert","payload":{"name":"contacts","x":${"[".repeat(2000)}${"]".repeat(2000)}}}`)}&lastName=Dupont`,
  },
  { name: "a sparse index in multipart", type: `multipart/form-data; boundary=${BOUNDARY}`, body: `--${BOUNDARY}\r\nContent-Disposition: form-data; name="zz[100000000]"\r\n\r\n1\r\n--${BOUNDARY}--\r\n` },
];

/** A status thrown or returned by an action: a Response, or Remix's data() with its init. */
function statusOf(answer: unknown): number | undefined {
  if (answer instanceof Response) return answer.status;
  const init = (answer as { type?: string; init?: ResponseInit | null } | null)?.init;
  return (answer as { type?: string } | null)?.type === "DataWithResponseInit" ? (init?.status ?? 200) : undefined;
}

describe("malformed posts", () => {
  it("finds the app's actions", () => {
    expect(actions.map(({ file }) => file)).toEqual(
      expect.arrayContaining([
        "features/site/language at /preferences/langue",
        "features/journey/steps/services at /services-seniors/souscription/etape1",
        "features/journey/payment/payment at /services-seniors/souscription/etape6",
        `client-dashboard-avenant at /services-seniors/contrat/${CONTRACT}/tableau-de-bord/avenants`,
        `agent-dashboard-termination at /sibp/contrat/${CONTRACT}/tableau-de-bord/resilier-contrat`,
      ]),
    );
  });

  for (const { file, path, params, action } of actions) {
    it(`${file} answers 400/422, a redirect or the form back, never a failure`, async () => {
      // A journey at payment, the owner of the demo contract and an agent: every guard lets the post through.
      const journey = await journeyAt(MOBILE_WITH_GEOFENCING, STEPS_TO_PAYMENT);
      const cookie = [journey.cookie, await cookieOf(MARIE), await agentCookie()].join("; ");
      for (const { name, type, body } of BODIES) {
        const headers: Record<string, string> = { cookie, origin: "http://localhost" };
        if (type) headers["content-type"] = type;
        const request = new Request(`http://localhost${path}`, { method: "POST", headers, body });
        const context: AppLoadContext = { requestId: "fuzz" };
        let answer: unknown;
        const start = performance.now();
        try {
          answer = await action({ request, context, params });
        } catch (thrown) {
          answer = thrown;
          expect(statusOf(thrown), `${file}, ${name}: ${String(thrown)}`).toBeDefined();
        }
        expect(performance.now() - start, `${file}, ${name}: time`).toBeLessThan(1000);
        const status = statusOf(answer);
        if (status !== undefined) expect(status, `${file}, ${name}`).toBeLessThan(500);
        // conform never reads it: the form is refused whole (400), unless the action refuses or redirects without reading a form.
        if (/^an? (state|intent) nested/.test(name) && !file.startsWith("features/dashboard/alerts-webhook")) {
          expect(status !== undefined && status >= 300 && status < 500, `${file}, ${name}: ${status}`).toBe(true);
        }
        expect(({} as Record<string, unknown>).polluted).toBeUndefined();
      }
    });
  }

  it("answers a JSON body to the language switch 400", async () => {
    const { action } = modules["../../../app/features/site/language.ts"]!;
    const request = new Request("http://localhost/preferences/langue", { method: "POST", headers: { "content-type": "application/json" }, body: '{"locale":"en"}' });
    await expect(action!({ request, context: {}, params: {} })).rejects.toSatisfy((thrown: unknown) => statusOf(thrown) === 400);
  });
});
