/**
 * Decision 047: the built app server loads the router with its static handler matching through
 * the remembering matcher, and pages are matched as before: a journey step, a dashboard address
 * with a contract number, an unknown address.
 */
import { describe, expect, it } from "vitest";
import { useAppOnSandbox } from "./processes";

const started = useAppOnSandbox("router-queries");

const get = (path: string) => fetch(`${started.app.url}${path}`, { redirect: "manual" });

describe("the built app server's route matching", () => {
  it("starts with the router's static handler matching through the remembering matcher", () => {
    const listening = started.app.output().split("\n").find((line) => line.includes("app listening"));
    expect(listening).toMatch(/routerQueries.{0,4}changed/);
    expect(started.app.output()).not.toContain("without the remembering matcher");
  });

  it("matches pages as before, twice in a row", async () => {
    for (let round = 0; round < 2; round++) {
      const step = await get("/services-seniors/souscription/etape1");
      expect(step.status).toBe(200);
      expect(await step.text()).toContain('action="/services-seniors/souscription/etape1');
      const dashboard = await get("/services-seniors/contrat/2024000123/tableau-de-bord/factures");
      expect(dashboard.status).toBe(302);
      expect(dashboard.headers.get("location")).toContain("/vsmp/connexion");
      const unknown = await get("/services-seniors/contrat/2024000123/nulle-part");
      expect(unknown.status).toBe(404);
    }
  });
});
