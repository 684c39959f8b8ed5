import { createRequire } from "node:module";
import { describe, expect, it } from "vitest";
import { REMEMBERED_PATHS, rememberingMatcher, type MatchableRoute } from "~/performance/route-matching.server";

type MatchRoutes = Parameters<typeof rememberingMatcher>[0];
const { matchRoutes } = createRequire(import.meta.url)("@remix-run/router") as { matchRoutes: MatchRoutes };

/** A tree shaped like the app's: root, static pages, an index, a dashboard with a contract number, the catch-all. */
function tree(): MatchableRoute[] {
  return [
    {
      id: "root",
      path: "",
      children: [
        { id: "routes/_index", index: true },
        { id: "routes/services-seniors.souscription.etape5", path: "services-seniors/souscription/etape5" },
        { id: "routes/services-seniors.contrat.$id.tableau-de-bord._index", path: "services-seniors/contrat/:id/tableau-de-bord" },
        { id: "routes/particulier.veiller-sur-mes-parents.($slug)", path: "particulier/veiller-sur-mes-parents/:slug?" },
        { id: "routes/$", path: "*" },
      ],
    },
  ];
}

const summary = (matches: ReturnType<MatchRoutes>) =>
  matches?.map(({ route, params, pathname, pathnameBase }) => ({ id: route.id, params, pathname, pathnameBase })) ?? null;

const PATHS = [
  "/",
  "/services-seniors/souscription/etape5",
  "/SERVICES-seniors/souscription/etape5/",
  "/services-seniors/contrat/2024000123/tableau-de-bord",
  "/particulier/veiller-sur-mes-parents",
  "/particulier/veiller-sur-mes-parents/aides",
  "/nulle-part/ailleurs",
];

describe("route matching remembered for paths without parameters", () => {
  it("answers exactly what the router answers, the first time and every time after", () => {
    const remembering = rememberingMatcher(matchRoutes);
    for (let round = 0; round < 3; round++) {
      for (const path of PATHS) expect(summary(remembering(tree(), path)), path).toEqual(summary(matchRoutes(tree(), path)));
    }
    expect(summary(remembering(tree(), { pathname: "/services-seniors/souscription/etape5" }))).toEqual(
      summary(matchRoutes(tree(), "/services-seniors/souscription/etape5")),
    );
  });

  it("answers with the route objects of the tree it is given, not those of an earlier request", () => {
    const remembering = rememberingMatcher(matchRoutes);
    remembering(tree(), "/services-seniors/souscription/etape5");
    const current = tree();
    const root = current[0];
    const matched = remembering(current, "/services-seniors/souscription/etape5")?.map((match) => match.route);
    expect(matched?.[0]).toBe(root);
    expect(matched?.[1]).toBe(root?.children?.[1]);
  });

  it("keeps nothing of a path with a value in it (a contract number, an unknown address)", () => {
    const remembering = rememberingMatcher(matchRoutes);
    remembering(tree(), "/services-seniors/contrat/2024000123/tableau-de-bord");
    remembering(tree(), "/particulier/veiller-sur-mes-parents/aides");
    remembering(tree(), "/nulle-part/ailleurs");
    expect(remembering.remembered()).toBe(0);
    remembering(tree(), "/services-seniors/souscription/etape5");
    expect(remembering.remembered()).toBe(1);
  });

  it("does not answer one tree with another tree's routes", () => {
    const remembering = rememberingMatcher(matchRoutes);
    remembering(tree(), "/services-seniors/souscription/etape5");
    const other: MatchableRoute[] = [{ id: "root", path: "", children: [{ id: "routes/$", path: "*" }] }];
    expect(summary(remembering(other, "/services-seniors/souscription/etape5"))).toEqual(
      summary(matchRoutes(other, "/services-seniors/souscription/etape5")),
    );
  });

  it("holds a bounded number of paths, however many case variants are asked", () => {
    const remembering = rememberingMatcher(matchRoutes);
    const letters = "services-seniors/souscription/etape5";
    for (let variant = 0; variant < REMEMBERED_PATHS * 2; variant++) {
      const path = [...letters].map((letter, index) => ((variant >> index) & 1 ? letter.toUpperCase() : letter)).join("");
      remembering(tree(), `/${path}`);
    }
    expect(remembering.remembered()).toBeLessThanOrEqual(REMEMBERED_PATHS);
  });
});

describe("the app's server", () => {
  it("puts the remembering matcher in place of the router's exported matchRoutes, once", async () => {
    const router = createRequire(import.meta.url)("@remix-run/router") as { matchRoutes: MatchRoutes & { remembered?: () => number } };
    const { rememberRouteMatches } = await import("~/performance/route-matching.server");
    rememberRouteMatches();
    const installed = router.matchRoutes;
    rememberRouteMatches();
    expect(router.matchRoutes).toBe(installed);
    expect(typeof installed.remembered).toBe("function");
    expect(summary(installed(tree(), "/services-seniors/souscription/etape5"))).toEqual(summary(matchRoutes(tree(), "/services-seniors/souscription/etape5")));
  });
});
