/**
 * The route label of the request metrics for answers the document entry does not see: the Remix
 * route id a path reaches, over a build's route manifest, never the path.
 */
import type { ServerBuild } from "@remix-run/node";
import { describe, expect, it } from "vitest";
import { routeMatcher, STATIC_ROUTE, UNMATCHED_ROUTE } from "../../../server/app/metrics";

type Manifest = ServerBuild["routes"];
const route = (id: string, parentId: string | undefined, path: string | undefined, index?: boolean) => ({ id, parentId, path, index, module: {} });
const routes = {
  root: route("root", undefined, ""),
  "routes/_index": route("routes/_index", "root", undefined, true),
  "routes/healthz": route("routes/healthz", "root", "healthz"),
  "routes/$": route("routes/$", "root", "*"),
  "client-dashboard": route("client-dashboard", "root", "services-seniors/contrat/:id/tableau-de-bord"),
  "client-dashboard-home": route("client-dashboard-home", "client-dashboard", undefined, true),
  "client-dashboard-invoice-pdf": route("client-dashboard-invoice-pdf", "client-dashboard", "factures/:document"),
} as unknown as Manifest;

describe("the route label of a request", () => {
  const label = routeMatcher({ routes } as ServerBuild, new Map([["/assets/root-abc.js", {}]]));

  it("is the deepest route's id, parameters and all", () => {
    expect(label("/healthz")).toBe("routes/healthz");
    expect(label("/")).toBe("routes/_index");
    expect(label("/services-seniors/contrat/2024000123/tableau-de-bord")).toBe("client-dashboard-home");
    expect(label("/services-seniors/contrat/2024000123/tableau-de-bord/factures/F-2024-001")).toBe("client-dashboard-invoice-pdf");
    expect(label("/services-seniors/contrat/2024000999/tableau-de-bord/factures/F-2025-002")).toBe("client-dashboard-invoice-pdf");
  });

  it("is the page's route for a single-fetch data request, the root's for `/_root.data`", () => {
    expect(label("/services-seniors/contrat/2024000123/tableau-de-bord.data")).toBe("client-dashboard-home");
    expect(label("/_root.data")).toBe("routes/_index");
  });

  it("names the built assets and the paths no route reaches by a label of their own", () => {
    expect(label("/assets/root-abc.js")).toBe(STATIC_ROUTE);
    expect(label("/nulle/part")).toBe("routes/$");
    const withoutSplat = { ...routes } as Record<string, unknown>;
    delete withoutSplat["routes/$"];
    expect(routeMatcher({ routes: withoutSplat } as unknown as ServerBuild)("/nulle/part")).toBe(UNMATCHED_ROUTE);
  });

  it("takes the routes of a build loaded later (`npm run dev`)", async () => {
    let loads = 0;
    const later = routeMatcher(async () => {
      loads += 1;
      return { routes } as ServerBuild;
    });
    expect(loads).toBe(0);
    expect(later("/healthz")).toBe(UNMATCHED_ROUTE);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(later("/healthz")).toBe("routes/healthz");
    expect(later("/")).toBe("routes/_index");
    expect(loads).toBe(1);
  });
});
