import { createRequire } from "node:module";

/**
 * Remix matches the whole route tree (about 80 routes) three times per document: once to find the
 * request's routes, once in the router's `query`, once when React renders the matches. Each time
 * the router flattens the tree, ranks its branches and compiles a regular expression per route it
 * tries: 18 % of a journey page's CPU in the profile of record 036.
 *
 * The answer for a path depends only on the shape of the tree (ids, paths, index, case
 * sensitivity) and the path, so it is remembered as the chain of route ids, and rebuilt with the
 * route objects of the tree being matched (React's tree is new for every request).
 *
 * Only matches **without parameters** are remembered: a path with a contract number or any other
 * value (`/contrat/:id`, the `*` of unknown addresses) is matched afresh and nothing of it stays in
 * memory. Static paths are few (one per static route, give or take case and trailing slashes), and
 * the memo is bounded anyway.
 */

export interface MatchableRoute {
  id?: string;
  path?: string;
  index?: boolean;
  caseSensitive?: boolean;
  children?: MatchableRoute[];
}

interface RouteMatch {
  params: Record<string, string | undefined>;
  pathname: string;
  pathnameBase: string;
  route: MatchableRoute;
}

type Location = string | { pathname?: string };
type MatchRoutes = (routes: MatchableRoute[], location: Location, basename?: string) => RouteMatch[] | null;

interface RememberedMatch {
  id: string;
  pathname: string;
  pathnameBase: string;
}

/** Bound on remembered paths: static routes are fewer than this; case variants are not. */
export const REMEMBERED_PATHS = 500;

/** The tree's shape, as far as matching reads it. */
function shapeOf(routes: MatchableRoute[]): string {
  let shape = "";
  const walk = (level: MatchableRoute[]) => {
    shape += "[";
    for (const route of level) {
      shape += `${route.id}\u0001${route.path ?? ""}\u0001${route.index ? 1 : 0}${route.caseSensitive ? 1 : 0}`;
      if (route.children?.length) walk(route.children);
      shape += "\u0002";
    }
    shape += "]";
  };
  walk(routes);
  return shape;
}

/** The remembered chain with the route objects of `routes`, or null when this tree has not that chain. */
function matchesAlong(routes: MatchableRoute[], chain: readonly RememberedMatch[]): RouteMatch[] | null {
  const params = {};
  const matches: RouteMatch[] = [];
  let level: MatchableRoute[] | undefined = routes;
  for (const { id, pathname, pathnameBase } of chain) {
    const route: MatchableRoute | undefined = level?.find((candidate) => candidate.id === id);
    if (!route) return null;
    matches.push({ params, pathname, pathnameBase, route });
    level = route.children;
  }
  return matches;
}

const hasNoParameters = (matches: RouteMatch[]) => matches.every((match) => Object.keys(match.params).length === 0);

/** A `matchRoutes` that answers a parameterless path it has seen from the chain of ids it found. */
export function rememberingMatcher(matchRoutes: MatchRoutes): MatchRoutes & { remembered: () => number } {
  const shapes = new WeakMap<MatchableRoute[], number>();
  const shapeNumbers = new Map<string, number>();
  const remembered = new Map<string, RememberedMatch[] | null>();

  const matcher = (routes: MatchableRoute[], location: Location, basename = "/") => {
    const pathname = typeof location === "string" ? location.split(/[?#]/, 1)[0] : location.pathname;
    if (pathname === undefined || !Array.isArray(routes)) return matchRoutes(routes, location, basename);
    let shape = shapes.get(routes);
    if (shape === undefined) {
      const drawn = shapeOf(routes);
      shape = shapeNumbers.get(drawn) ?? shapeNumbers.size;
      shapeNumbers.set(drawn, shape);
      shapes.set(routes, shape);
    }
    const key = `${basename}\u0000${pathname}\u0000${shape}`;
    const known = remembered.get(key);
    if (known !== undefined) {
      if (known === null) return null;
      const matches = matchesAlong(routes, known);
      if (matches) return matches;
    }
    const matches = matchRoutes(routes, location, basename);
    if (matches === null || hasNoParameters(matches)) {
      if (remembered.size >= REMEMBERED_PATHS) remembered.clear();
      remembered.set(key, matches?.map(({ route, pathname, pathnameBase }) => ({ id: String(route.id), pathname, pathnameBase })) ?? null);
    }
    return matches;
  };
  return Object.assign(matcher, { remembered: () => remembered.size });
}

let installed = false;

/**
 * Puts the remembering matcher in place of the router's exported `matchRoutes`, the one Remix's
 * request handler and React Router's render call (the router's own `query` calls its internal
 * one). `@remix-run/router` is a declared dependency pinned to the version Remix uses.
 */
export function rememberRouteMatches() {
  if (installed) return;
  const router = createRequire(import.meta.url)("@remix-run/router") as { matchRoutes: MatchRoutes };
  router.matchRoutes = rememberingMatcher(router.matchRoutes);
  installed = true;
}
