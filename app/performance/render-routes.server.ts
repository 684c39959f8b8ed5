import { createRequire } from "node:module";

/**
 * To render a document, Remix turns its route manifest (about 80 routes) into React Router route
 * objects (`createServerRoutes`), and React Router turns those into its data routes
 * (`convertRoutesToDataRoutes`, in `createStaticRouter`): two walks of the whole tree and about
 * 240 new objects per request, 4 to 5 % of a journey page's CPU (decision 046). Both answers
 * depend only on the build (its manifest and route modules) and on fixed flags, never on the
 * request: they are kept per build, in weak maps keyed by the build's own objects, so a new build
 * (development reload) gets new routes and the old ones go with it. Nothing of a request or a
 * person is in them: ids, paths, flags and the route modules' components.
 */

type Routes = object[];

/** `createServerRoutes(manifest, routeModules, future, isSpaMode, …)` of @remix-run/react. */
type CreateServerRoutes = (manifest: object, routeModules: object, future: object, isSpaMode: boolean, ...rest: unknown[]) => Routes;

/** `convertRoutesToDataRoutes(routes, mapRouteProperties, parentPath, manifest)` of @remix-run/router. */
type ConvertRoutes = (routes: Routes, mapRouteProperties: unknown, parentPath?: string[], manifest?: Record<string, unknown>) => Routes;

/** Whether two route module tables name the same module object for every route. */
function sameModules(kept: Record<string, unknown>, given: Record<string, unknown>) {
  let count = 0;
  for (const id in given) {
    if (kept[id] !== given[id]) return false;
    count += 1;
  }
  return count === Object.keys(kept).length;
}

/**
 * Keeps `create`'s answer per manifest and flags. Remix builds a new table of route modules for
 * every request, so the kept answer is reused only when that table names the very same module
 * objects; calls with more arguments (its own recursion) pass through.
 */
export function rememberingServerRoutes(create: CreateServerRoutes): CreateServerRoutes {
  const kept = new WeakMap<object, Map<string, { modules: Record<string, unknown>; routes: Routes }>>();
  return (manifest, routeModules, future, isSpaMode, ...rest) => {
    if (rest.length > 0) return create(manifest, routeModules, future, isSpaMode, ...rest);
    let byFlags = kept.get(manifest);
    if (!byFlags) kept.set(manifest, (byFlags = new Map()));
    const flags = `${JSON.stringify(future)}|${isSpaMode}`;
    const modules = routeModules as Record<string, unknown>;
    const known = byFlags.get(flags);
    if (known && sameModules(known.modules, modules)) return known.routes;
    const routes = create(manifest, routeModules, future, isSpaMode);
    byFlags.set(flags, { modules: { ...modules }, routes });
    return routes;
  };
}

/**
 * Keeps `convert`'s answer per route tree and property mapper, with the manifest of data routes
 * by id it fills; a later call for the same tree gets the same data routes and its manifest
 * filled with the same entries. A call below the top of a tree (`parentPath`) passes through.
 */
export function rememberingDataRoutes(convert: ConvertRoutes): ConvertRoutes {
  const kept = new WeakMap<Routes, WeakMap<object, { routes: Routes; manifest: Record<string, unknown> }>>();
  return (routes, mapRouteProperties, parentPath, manifest) => {
    const mapper = mapRouteProperties as object;
    if ((parentPath && parentPath.length > 0) || typeof mapper !== "function") return convert(routes, mapRouteProperties, parentPath, manifest);
    let byMapper = kept.get(routes);
    if (!byMapper) kept.set(routes, (byMapper = new WeakMap()));
    let known = byMapper.get(mapper);
    if (!known) {
      const filled: Record<string, unknown> = {};
      known = { routes: convert(routes, mapRouteProperties, undefined, filled), manifest: filled };
      byMapper.set(mapper, known);
    }
    if (manifest) Object.assign(manifest, known.manifest);
    return known.routes;
  };
}

let installed = false;

/**
 * Puts the remembering versions in place of the exports Remix's `RemixServer` and React Router's
 * `createStaticRouter` call (both read them from the module's exports at call time). The
 * packages are pinned to the versions of Remix 2.17.5 (`@remix-run/router` is declared).
 */
export function rememberRenderRoutes() {
  if (installed) return;
  const require = createRequire(import.meta.url);
  const remixRoutes = require("@remix-run/react/dist/routes.js") as { createServerRoutes: CreateServerRoutes };
  remixRoutes.createServerRoutes = rememberingServerRoutes(remixRoutes.createServerRoutes);
  const router = require("@remix-run/router") as { UNSAFE_convertRoutesToDataRoutes: ConvertRoutes };
  router.UNSAFE_convertRoutesToDataRoutes = rememberingDataRoutes(router.UNSAFE_convertRoutesToDataRoutes);
  installed = true;
}
