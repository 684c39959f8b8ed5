import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { describe, expect, it, vi } from "vitest";
import { compileModule, EXPORTED_CALL, INTERNAL_CALL, queriesThroughExport } from "~/performance/router-queries.server";

const require = createRequire(import.meta.url);
const filename = require.resolve("@remix-run/router");
const installed = readFileSync(filename, "utf8");

type StaticHandler = { query(request: Request): Promise<unknown>; queryRoute(request: Request, options: { routeId: string }): Promise<unknown> };
interface RouterModule {
  matchRoutes: (...args: unknown[]) => unknown;
  createStaticHandler(routes: object[]): StaticHandler;
}

/** A fresh copy of the router compiled from `source`, apart from Node's cache. */
const compile = (source: string) => compileModule(filename, source).exports as RouterModule;

const routes = [
  {
    id: "root",
    path: "/",
    loader: () => ({ root: true }),
    children: [
      { id: "summary", path: "services-seniors/souscription/etape5", loader: () => ({ page: "summary" }) },
      { id: "dashboard", path: "services-seniors/contrat/:id/tableau-de-bord", loader: ({ params }: { params: { id: string } }) => ({ id: params.id }) },
    ],
  },
];

describe("the router's static handler matching through the export", () => {
  it("recognises the installed router (pinned 1.23.3): both calls, and nothing else, change", () => {
    const changed = queriesThroughExport(installed);
    expect(changed).not.toBeNull();
    expect(changed!.split(EXPORTED_CALL)).toHaveLength(3);
    expect(changed!.includes(INTERNAL_CALL)).toBe(false);
    expect(changed!.replaceAll(EXPORTED_CALL, INTERNAL_CALL)).toBe(installed);
  });

  it("leaves an unknown router alone", () => {
    expect(queriesThroughExport(installed.replaceAll(INTERNAL_CALL, "let matches = matchRoutes(routes, location);"))).toBeNull();
    expect(queriesThroughExport(`${installed}\n${INTERNAL_CALL}`)).toBeNull();
  });

  it("query and queryRoute then call the exported matcher, and answer as before", async () => {
    const original = compile(installed);
    const router = compile(queriesThroughExport(installed)!);
    const internal = router.matchRoutes;
    const exported = vi.fn((...args: unknown[]) => internal(...args));
    router.matchRoutes = exported;
    for (const url of ["http://app.test/services-seniors/souscription/etape5", "http://app.test/services-seniors/contrat/2024000123/tableau-de-bord", "http://app.test/nowhere"]) {
      const before = await original.createStaticHandler(routes).query(new Request(url));
      const after = await router.createStaticHandler(routes).query(new Request(url));
      expect(JSON.parse(JSON.stringify(after))).toEqual(JSON.parse(JSON.stringify(before)));
    }
    expect(exported).toHaveBeenCalledTimes(3);
    const data = await router.createStaticHandler(routes).queryRoute(new Request("http://app.test/services-seniors/contrat/42/tableau-de-bord"), { routeId: "dashboard" });
    expect(data).toEqual({ id: "42" });
    expect(exported).toHaveBeenCalledTimes(4);
  });
});
