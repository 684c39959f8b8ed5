import { createRequire } from "node:module";
import { describe, expect, it } from "vitest";
import { patternMatcher, REMEMBERED_PATHS, rememberingMatcher, type MatchableRoute, type Router } from "~/performance/route-matching.server";

const router = { ...(createRequire(import.meta.url)("@remix-run/router") as Router) };
const { matchRoutes } = router;

/** A tree shaped like the app's: root, static pages, an index, dashboards with a contract number, an optional segment, the catch-all. */
function tree(): MatchableRoute[] {
  return [
    {
      id: "root",
      path: "",
      children: [
        { id: "routes/_index", index: true },
        { id: "routes/services-seniors.souscription.etape5", path: "services-seniors/souscription/etape5" },
        { id: "routes/services-seniors.contrat.$id.tableau-de-bord._index", path: "services-seniors/contrat/:id/tableau-de-bord" },
        { id: "routes/services-seniors.contrat.$id.tableau-de-bord.factures.$document", path: "services-seniors/contrat/:id/tableau-de-bord/factures/:document" },
        { id: "routes/sibp.contrat.$id.tableau-de-bord._index", path: "sibp/contrat/:id/tableau-de-bord" },
        { id: "routes/particulier.veiller-sur-mes-parents.($slug)", path: "particulier/veiller-sur-mes-parents/:slug?" },
        { id: "routes/$", path: "*" },
      ],
    },
  ];
}

const summary = (matches: ReturnType<typeof matchRoutes>) =>
  matches?.map(({ route, params, pathname, pathnameBase }) => ({ id: route.id, params: { ...params }, pathname, pathnameBase })) ?? null;

const PATHS = [
  "/",
  "/services-seniors/souscription/etape5",
  "/SERVICES-seniors/souscription/etape5/",
  "/services-seniors/contrat/2024000123/tableau-de-bord",
  "/services-seniors/contrat/2024000999/tableau-de-bord/",
  "/services-seniors/contrat/2024000123/tableau-de-bord/factures/F-2024-03",
  "/services-seniors/contrat/a%20b/tableau-de-bord",
  "/services-seniors/contrat/contrat/tableau-de-bord",
  "/services-seniors/contrat//tableau-de-bord",
  "/sibp/contrat/2024000123/tableau-de-bord",
  "/particulier/veiller-sur-mes-parents",
  "/particulier/veiller-sur-mes-parents/aides",
  "/nulle-part/ailleurs",
];

describe("route matching remembered by the words of the path", () => {
  it("answers exactly what the router answers, the first time and every time after", () => {
    const remembering = rememberingMatcher(router);
    for (let round = 0; round < 3; round++) {
      for (const path of PATHS) expect(summary(remembering(tree(), path)), path).toEqual(summary(matchRoutes(tree(), path)));
      // Another value in the same place: answered from the chain, with its own value.
      for (const number of ["2030000001", "42"]) {
        const path = `/services-seniors/contrat/${number}/tableau-de-bord/factures/X-${number}`;
        expect(summary(remembering(tree(), path)), path).toEqual(summary(matchRoutes(tree(), path)));
      }
    }
    expect(summary(remembering(tree(), { pathname: "/services-seniors/souscription/etape5" }))).toEqual(
      summary(matchRoutes(tree(), "/services-seniors/souscription/etape5")),
    );
    expect(summary(remembering(tree(), "/app/services-seniors/souscription/etape5", "/app"))).toEqual(
      summary(matchRoutes(tree(), "/app/services-seniors/souscription/etape5", "/app")),
    );
  });

  it("asks the router once per arrangement of words, not once per value", () => {
    let asked = 0;
    const remembering = rememberingMatcher({ ...router, matchRoutes: (...args) => (asked++, matchRoutes(...args)) });
    for (const number of ["2024000123", "2024000124", "2030000001"]) remembering(tree(), `/services-seniors/contrat/${number}/tableau-de-bord`);
    for (let round = 0; round < 3; round++) remembering(tree(), "/services-seniors/souscription/etape5");
    expect(asked).toBe(2);
  });

  it("answers with the route objects of the tree it is given, not those of an earlier request", () => {
    const remembering = rememberingMatcher(router);
    for (const path of ["/services-seniors/souscription/etape5", "/services-seniors/contrat/2024000123/tableau-de-bord"]) {
      remembering(tree(), path);
      const current = tree();
      const root = current[0];
      const matched = remembering(current, path)?.map((match) => match.route);
      expect(matched?.[0]).toBe(root);
      expect(root?.children).toContain(matched?.[1]);
    }
  });

  it("keeps no value of a path (a contract number, a document, an unknown address)", () => {
    const remembering = rememberingMatcher(router);
    for (const path of PATHS) remembering(tree(), path);
    const kept = remembering.remembered().join("\n");
    for (const value of ["2024000123", "2024000999", "F-2024-03", "a b", "aides", "nulle-part", "ailleurs"]) expect(kept).not.toContain(value);
    remembering(tree(), "/services-seniors/contrat/2030000001/tableau-de-bord");
    expect(remembering.remembered().length).toBe(new Set(remembering.remembered()).size);
  });

  it("does not answer one tree with another tree's routes", () => {
    const remembering = rememberingMatcher(router);
    remembering(tree(), "/services-seniors/souscription/etape5");
    remembering(tree(), "/services-seniors/contrat/2024000123/tableau-de-bord");
    const other: MatchableRoute[] = [{ id: "root", path: "", children: [{ id: "routes/$", path: "*" }] }];
    for (const path of ["/services-seniors/souscription/etape5", "/services-seniors/contrat/2024000123/tableau-de-bord"]) {
      expect(summary(remembering(other, path))).toEqual(summary(matchRoutes(other, path)));
    }
  });

  it("holds a bounded number of paths, however many case variants are asked", () => {
    const remembering = rememberingMatcher(router);
    const letters = "services-seniors/souscription/etape5";
    for (let variant = 0; variant < REMEMBERED_PATHS * 2; variant++) {
      const path = [...letters].map((letter, index) => ((variant >> index) & 1 ? letter.toUpperCase() : letter)).join("");
      remembering(tree(), `/${path}`);
    }
    expect(remembering.remembered().length).toBeLessThanOrEqual(REMEMBERED_PATHS);
  });
});

describe("a route pattern matched with its expression made once", () => {
  const patterns = [
    "",
    "/",
    "services-seniors/souscription/etape5",
    "/services-seniors/souscription/etape5/",
    "services-seniors/contrat/:id/tableau-de-bord",
    "services-seniors/contrat/:id/tableau-de-bord/factures/:document",
    ":id",
    "contrat/:id/:id",
    "contrat/:contract-number",
    "a:b/c",
    "services-seniors",
    "Services-Seniors/Contrat",
    // Not plain: the router's own matchPath answers.
    "particulier/veiller-sur-mes-parents/:slug?",
    "*",
    "fichiers/*",
    "plan.xml",
  ];
  const pathnames = [
    "/",
    "//",
    "/services-seniors",
    "/services-seniors/",
    "/SERVICES-SENIORS/souscription/etape5",
    "/services-seniors/souscription/etape5//",
    "/services-seniors/souscription/etape50",
    "/services-seniors/contrat/2024000123/tableau-de-bord",
    "/services-seniors/contrat/2024000123/tableau-de-bord/",
    "/services-seniors/contrat/a%2Fb/tableau-de-bord/factures/F%2F1",
    "/services-seniors/contrat//tableau-de-bord",
    "/services-seniors/contrat/2024000123/tableau-de-bord/factures/F-2024-03/plus",
    "/contrat/1/2",
    "/contrat/x",
    "/a:b/c",
    "/2024000123",
    "/particulier/veiller-sur-mes-parents/aides",
    "/fichiers/a/b",
    "/plan.xml",
    "/planxxml",
  ];
  const plain = (match: ReturnType<Router["matchPath"]>) => match && { params: { ...match.params }, pathname: match.pathname, pathnameBase: match.pathnameBase };

  it("answers what the router's matchPath answers, for every pattern, case, end and path, every time", () => {
    let asked = 0;
    const matchPattern = patternMatcher({ matchPath: (...args) => (asked++, router.matchPath(...args)) });
    for (let round = 0; round < 2; round++) {
      for (const path of patterns) {
        for (const caseSensitive of [false, true]) {
          for (const end of [false, true]) {
            for (const pathname of pathnames) {
              const expected = plain(router.matchPath({ path, caseSensitive, end }, pathname));
              expect(plain(matchPattern(path, caseSensitive, end, pathname)), `${path} ${caseSensitive} ${end} ${pathname}`).toEqual(expected);
            }
          }
        }
      }
    }
    // Only the four patterns that are not plain went to the router.
    expect(asked).toBe(4 * 2 * 2 * pathnames.length * 2);
  });
});

describe("the app's server", () => {
  it("puts the remembering matcher in place of the router's exported matchRoutes, once", async () => {
    const exported = createRequire(import.meta.url)("@remix-run/router") as { matchRoutes: Router["matchRoutes"] & { remembered?: () => string[] } };
    const { rememberRouteMatches } = await import("~/performance/route-matching.server");
    rememberRouteMatches();
    const installed = exported.matchRoutes;
    rememberRouteMatches();
    expect(exported.matchRoutes).toBe(installed);
    expect(typeof installed.remembered).toBe("function");
    const path = "/services-seniors/contrat/2024000123/tableau-de-bord";
    expect(summary(installed(tree(), path))).toEqual(summary(matchRoutes(tree(), path)));
    expect(summary(installed(tree(), path))).toEqual(summary(matchRoutes(tree(), path)));
  });
});
