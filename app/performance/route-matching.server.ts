import { createRequire } from "node:module";

/**
 * Remix matches the whole route tree (about 80 routes) three times per document: once to find the
 * request's routes, once in the router's `query`, once when React renders the matches. Each time
 * the router flattens the tree, ranks its branches and compiles a regular expression per route it
 * tries: 18 % of a journey page's CPU in the profile of record 040.
 *
 * Which routes match a path depends only on the tree's shape (ids, paths, index and case flags)
 * and on which of the path's segments are words of the route paths: any other segment can only be
 * taken by a parameter, whatever its value. So the answer is remembered as the chain of route ids,
 * under the path with every such segment blanked out, and rebuilt with the route objects of the
 * tree being matched (React's tree is new for every request). Parameter values (a contract
 * number…) are read from the request's own path along that one chain, and never kept: nothing of
 * a person stays in memory (DESIGN.md 8). Chains through an optional segment, a splat or an
 * absolute path are not remembered (their branches are not one route path each).
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
type PathMatch = { params: Record<string, string | undefined>; pathname: string; pathnameBase: string };

/** The exports of `@remix-run/router` this module uses. */
export interface Router {
  matchRoutes: MatchRoutes;
  matchPath: (pattern: { path: string; caseSensitive: boolean; end: boolean }, pathname: string) => PathMatch | null;
  joinPaths: (paths: string[]) => string;
  normalizePathname: (pathname: string) => string;
  stripBasename: (pathname: string, basename: string) => string | null;
  parsePath: (path: string) => { pathname?: string };
  UNSAFE_decodePath: (pathname: string) => string;
}

/** A remembered answer: the route ids, and for a path without parameters the matched paths too. */
type Remembered = { ids: string[]; paths: { pathname: string; pathnameBase: string }[] | null } | null;

/** Bound on remembered paths: the app's routes give far fewer; case variants could give more. */
export const REMEMBERED_PATHS = 500;

interface Shape {
  number: number;
  representative: MatchableRoute[];
  /** Every word of the route paths, lower-cased: a segment that is none of them is a value. */
  words: Set<string>;
}

function sameShape(a: MatchableRoute[] | undefined, b: MatchableRoute[] | undefined): boolean {
  if (a === b) return true;
  if (!a || !b || a.length !== b.length) return (a?.length ?? 0) === 0 && (b?.length ?? 0) === 0;
  for (let index = 0; index < a.length; index++) {
    const x = a[index]!;
    const y = b[index]!;
    if (x.id !== y.id || x.path !== y.path || Boolean(x.index) !== Boolean(y.index) || Boolean(x.caseSensitive) !== Boolean(y.caseSensitive)) {
      return false;
    }
    if (!sameShape(x.children, y.children)) return false;
  }
  return true;
}

function wordsOf(routes: MatchableRoute[], words = new Set<string>()): Set<string> {
  for (const route of routes) {
    for (const segment of (route.path ?? "").split("/")) {
      if (segment && !segment.startsWith(":") && segment !== "*") words.add(segment.replace(/\?$/, "").toLowerCase());
    }
    if (route.children) wordsOf(route.children, words);
  }
  return words;
}

interface Pattern {
  regexp: RegExp;
  names: string[];
}

/** Bound on compiled route patterns: the app has a few hundred routes, each compiled two ways. */
const PATTERNS = 1_000;

/**
 * The router's `matchPath` for a plain route path (letters, digits, `_`, `-`, `/` and `:name`
 * segments), with each pattern's regular expression made once instead of on every call (a
 * dashboard page matched about sixteen patterns per request). The expression is the router's:
 * one leading slash, trailing slashes dropped, a `:name` segment takes one segment, then, to the
 * end, any trailing slashes, or else a segment's end; case-insensitive unless the route says.
 * Any other path (`*`, `?`, dots…) goes to the router's own `matchPath`. Route paths only: no
 * value of a request is kept. Tested against the router's `matchPath`.
 */
export function patternMatcher(router: Pick<Router, "matchPath">) {
  const patterns = new Map<string, Pattern | null>();

  function compile(path: string, caseSensitive: boolean, end: boolean): Pattern | null {
    if (!/^[\w\-/:]*$/.test(path)) return null;
    const names: string[] = [];
    const body = `/${path.replace(/^\/+/, "").replace(/\/+$/, "")}`.replace(/\/:([\w-]+)/g, (_, name: string) => {
      names.push(name);
      return "/([^\\/]+)";
    });
    const tail = end ? "\\/*$" : path !== "" && path !== "/" ? "(?:(?=\\/|$))" : "";
    return { regexp: new RegExp(`^${body}${tail}`, caseSensitive ? undefined : "i"), names };
  }

  return function matchPattern(path: string, caseSensitive: boolean, end: boolean, pathname: string): PathMatch | null {
    const key = `${caseSensitive ? 1 : 0}${end ? 1 : 0}${path}`;
    let pattern = patterns.get(key);
    if (pattern === undefined) {
      pattern = compile(path, caseSensitive, end);
      if (patterns.size >= PATTERNS) patterns.clear();
      patterns.set(key, pattern);
    }
    if (pattern === null) return router.matchPath({ path, caseSensitive, end }, pathname);
    const found = pattern.regexp.exec(pathname);
    if (!found) return null;
    const params: Record<string, string> = {};
    pattern.names.forEach((name, index) => {
      params[name] = (found[index + 1] ?? "").replace(/%2F/g, "/");
    });
    return { params, pathname: found[0], pathnameBase: found[0].replace(/(.)\/+$/, "$1") };
  };
}

/** Whether remembering a chain by its ids is sound: each route is one plain relative path. */
const rememberable = (route: MatchableRoute) => !route.path || !(route.path.includes("?") || route.path.includes("*") || route.path.startsWith("/"));

export function rememberingMatcher(router: Router): MatchRoutes & { remembered: () => string[] } {
  const shapes: Shape[] = [];
  const shapeOfTree = new WeakMap<MatchableRoute[], Shape>();
  const remembered = new Map<string, Remembered>();
  const matchPattern = patternMatcher(router);

  function shapeOf(routes: MatchableRoute[]): Shape {
    let shape = shapeOfTree.get(routes) ?? shapes.find((known) => sameShape(known.representative, routes));
    if (!shape) {
      shape = { number: shapes.length, representative: routes, words: wordsOf(routes) };
      shapes.push(shape);
    }
    shapeOfTree.set(routes, shape);
    return shape;
  }

  /** The routes of `routes` along a chain of ids, or null when this tree has not that chain. */
  function routesAlong(routes: MatchableRoute[], ids: string[]): MatchableRoute[] | null {
    const chain: MatchableRoute[] = [];
    let level: MatchableRoute[] | undefined = routes;
    for (const id of ids) {
      const route: MatchableRoute | undefined = level?.find((candidate) => candidate.id === id);
      if (!route) return null;
      chain.push(route);
      level = route.children;
    }
    return chain;
  }

  /** The router's own branch matching, along one known chain: one pattern per route, not eighty. */
  function matchAlong(chain: MatchableRoute[], pathname: string): RouteMatch[] | null {
    const params: Record<string, string | undefined> = {};
    const matches: RouteMatch[] = [];
    let matched = "/";
    for (let index = 0; index < chain.length; index++) {
      const route = chain[index]!;
      const remaining = matched === "/" ? pathname : pathname.slice(matched.length) || "/";
      const match = matchPattern(route.path || "", route.caseSensitive === true, index === chain.length - 1, remaining);
      if (!match) return null;
      Object.assign(params, match.params);
      matches.push({
        params,
        pathname: router.joinPaths([matched, match.pathname]),
        pathnameBase: router.normalizePathname(router.joinPaths([matched, match.pathnameBase])),
        route,
      });
      if (match.pathnameBase !== "/") matched = router.joinPaths([matched, match.pathnameBase]);
    }
    return matches;
  }

  function answer(routes: MatchableRoute[], known: Exclude<Remembered, null>, decoded: string): RouteMatch[] | null {
    const chain = routesAlong(routes, known.ids);
    if (!chain) return null;
    if (!known.paths) return matchAlong(chain, decoded);
    const params = {};
    return chain.map((route, index) => ({ params, ...known.paths![index]!, route }));
  }

  const matcher = (routes: MatchableRoute[], location: Location, basename = "/") => {
    const raw = typeof location === "string" ? router.parsePath(location).pathname : location.pathname;
    const stripped = Array.isArray(routes) ? router.stripBasename(raw || "/", basename) : null;
    if (stripped === null) return router.matchRoutes(routes, location, basename);
    const decoded = router.UNSAFE_decodePath(stripped);
    const shape = shapeOf(routes);
    const blanked = decoded
      .split("/")
      .map((segment) => (segment === "" || shape.words.has(segment.toLowerCase()) ? segment : "\u0001"))
      .join("/");
    const key = `${shape.number}\u0000${basename}\u0000${blanked}`;
    const known = remembered.get(key);
    if (known === null) return null;
    if (known) {
      const matches = answer(routes, known, decoded);
      if (matches) return matches;
    }
    const matches = router.matchRoutes(routes, location, basename);
    const withoutValues = matches?.every((match) => Object.keys(match.params).length === 0) ?? true;
    if (matches && !withoutValues && !matches.every((match) => rememberable(match.route))) return matches;
    if (remembered.size >= REMEMBERED_PATHS) remembered.clear();
    remembered.set(
      key,
      matches && {
        ids: matches.map((match) => String(match.route.id)),
        // Paths are kept only when they hold no value: then they are the route paths' own words.
        paths: withoutValues ? matches.map(({ pathname, pathnameBase }) => ({ pathname, pathnameBase })) : null,
      },
    );
    return matches;
  };
  /** What is kept, as text (for tests: it must never hold a value of a path). */
  const rememberedText = () => [...remembered].map(([key, value]) => `${key} ${JSON.stringify(value)}`);
  return Object.assign(matcher, { remembered: rememberedText });
}

let installed = false;

/**
 * Puts the remembering matcher in place of the router's exported `matchRoutes`, the one Remix's
 * request handler and React Router's render call (the router's own `query` calls its internal
 * one). `@remix-run/router` is a declared dependency pinned to the version Remix uses.
 */
export function rememberRouteMatches() {
  if (installed) return;
  const router = createRequire(import.meta.url)("@remix-run/router") as Router;
  router.matchRoutes = rememberingMatcher({ ...router });
  installed = true;
}
