import type { AppLoadContext, LoaderFunction } from "@remix-run/node";
import { describe, expect, it, vi } from "vitest";
import { log } from "~/kernel/platform/logger.server";
import { SCREENS } from "../../route-table";
import { callJson, useSandbox } from "../sandbox/setup";
import { journeyAt, MOBILE_WITH_GEOFENCING, STEPS_TO_PAYMENT } from "./journey-at";

/**
 * The fault matrix: every journey page's loader with the contract service answering 500, timing
 * out, sending a malformed body or answering slowly. No failure of ours: the page, a redirect, or
 * the spec's error page (503, 'VSMP: Unable to get offers' logged with the contract id).
 */
useSandbox();
vi.mock("~/kernel/platform/logger.server", () => ({ log: vi.fn() }));

const modules = import.meta.glob<{ loader: LoaderFunction }>("../../../app/features/journey/**/*.tsx", { eager: true });
/** The journey's steps, as app/routes.ts mounts them (etape1 to etape7). */
const routes = Object.fromEntries(
  SCREENS.filter(({ path }) => /^\/services-seniors\/souscription\/etape\w+$/.test(path)).map(({ path, file }) => [path, modules[`../../../app/${file}`]!]),
);
const FAULTS = [
  { name: "500", fault: { status: 500 } },
  { name: "time-out", fault: { timeout: true } },
  { name: "malformed body", fault: { malformed: true } },
  { name: "slow answer", fault: { delayMs: 300 } },
] as const;

describe("fault matrix over the journey pages", () => {
  for (const [file, route] of Object.entries(routes)) {
    const slug = /etape\w+/.exec(file)![0];
    for (const { name, fault } of FAULTS) {
      it(`${slug} with the contract service: ${name}`, async () => {
        const { contractId, cookie } = await journeyAt(MOBILE_WITH_GEOFENCING, STEPS_TO_PAYMENT);
        await callJson("POST", "/__sandbox/faults", { path: "/vsmp/api/vsmp/v1/contract/*", ...fault });
        vi.mocked(log).mockClear();
        const context: AppLoadContext = { requestId: "fault", clientAddress: "203.0.113.9" };
        let answer: unknown;
        try {
          answer = await route.loader({ request: new Request(`http://localhost/services-seniors/souscription/${slug}`, { headers: { cookie } }), context, params: {} });
        } catch (thrown) {
          answer = thrown;
          expect(thrown, String(thrown)).toBeInstanceOf(Response);
        }
        await callJson("DELETE", "/__sandbox/faults");
        if (answer instanceof Response && answer.status >= 500) {
          // The spec's error page for a contract that cannot be read, with its log line.
          expect(answer.status).toBe(503);
          expect(log).toHaveBeenCalledWith("error", "VSMP: Unable to get offers", expect.objectContaining({ contractId }));
        }
        if (name === "slow answer") expect(answer instanceof Response ? answer.status : 200).toBeLessThan(500);
      });
    }
  }
});
