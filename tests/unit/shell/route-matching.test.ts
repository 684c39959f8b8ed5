import { createRequire } from "node:module";
import { describe, expect, it } from "vitest";
import { memoiseRouteMatching } from "../../../server/app/server";

const router = createRequire(import.meta.url)("@remix-run/router") as {
  matchRoutes: (routes: object[], location: string, basename?: string) => { route: { id: string }; params: object }[] | null;
};

const routes = [
  { id: "root", path: "", children: [{ id: "etape", path: "services-seniors/souscription/:slug" }, { id: "splat", path: "*" }] },
];

describe("route matching, memoised by route tree and path", () => {
  const before = router.matchRoutes(routes, "/services-seniors/souscription/etape2");
  memoiseRouteMatching();

  it("answers what the router answers", () => {
    const after = router.matchRoutes(routes, "/services-seniors/souscription/etape2");
    expect(after?.map((match) => match.route.id)).toEqual(before?.map((match) => match.route.id));
    expect(after?.[1]?.params).toEqual({ slug: "etape2" });
    expect(router.matchRoutes(routes, "/ailleurs")?.map((match) => match.route.id)).toEqual(["root", "splat"]);
  });

  it("computes a path once per route tree", () => {
    const first = router.matchRoutes(routes, "/services-seniors/souscription/etape3");
    expect(router.matchRoutes(routes, "/services-seniors/souscription/etape3")).toBe(first);
    expect(router.matchRoutes([...routes], "/services-seniors/souscription/etape3")).not.toBe(first);
  });
});
