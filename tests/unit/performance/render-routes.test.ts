import { createRequire } from "node:module";
import { describe, expect, it, vi } from "vitest";
import { rememberingDataRoutes, rememberingServerRoutes } from "~/performance/render-routes.server";

const require = createRequire(import.meta.url);
type Create = Parameters<typeof rememberingServerRoutes>[0];
type Convert = Parameters<typeof rememberingDataRoutes>[0];
const { createServerRoutes } = require("@remix-run/react/dist/routes.js") as { createServerRoutes: Create };
const { UNSAFE_convertRoutesToDataRoutes: convertRoutesToDataRoutes } = require("@remix-run/router") as { UNSAFE_convertRoutesToDataRoutes: Convert };
const { UNSAFE_mapRouteProperties: mapRouteProperties } = require("react-router") as { UNSAFE_mapRouteProperties: unknown };

/** A build's manifest and modules shaped like the app's: a root with children, one of them with a parameter. */
function build() {
  const manifest = {
    root: { id: "root", path: "", hasLoader: true },
    "routes/_index": { id: "routes/_index", parentId: "root", index: true, hasLoader: false },
    "routes/etape5": { id: "routes/etape5", parentId: "root", path: "services-seniors/souscription/etape5", hasLoader: true },
    "routes/dashboard": { id: "routes/dashboard", parentId: "root", path: "services-seniors/contrat/:id/tableau-de-bord", hasLoader: true },
  };
  const modules = Object.fromEntries(Object.keys(manifest).map((id) => [id, { default: () => null, handle: { id } }]));
  return { manifest, modules };
}

const future = { v3_singleFetch: true };
/** Remix builds a new table of the same modules for every request. */
const tableOf = (modules: Record<string, unknown>) => ({ ...modules });
const shape = (routes: object[]): unknown =>
  routes.map((route) => {
    const { id, path, index, children } = route as { id: string; path?: string; index?: boolean; children?: object[] };
    return { id, path, index, children: children ? shape(children) : undefined };
  });

describe("rememberingServerRoutes", () => {
  it("answers what Remix's createServerRoutes answers, once per build", () => {
    const create = vi.fn(createServerRoutes);
    const remembering = rememberingServerRoutes(create);
    const { manifest, modules } = build();
    const first = remembering(manifest, tableOf(modules), future, false);
    const second = remembering(manifest, tableOf(modules), future, false);
    expect(shape(first)).toEqual(shape(createServerRoutes(manifest, tableOf(modules), future, false)));
    expect(second).toBe(first);
    expect(create).toHaveBeenCalledTimes(1);
  });

  it("builds afresh for another manifest, other modules or other flags", () => {
    const create = vi.fn(createServerRoutes);
    const remembering = rememberingServerRoutes(create);
    const { manifest, modules } = build();
    const first = remembering(manifest, tableOf(modules), future, false);
    const reloaded = { ...modules, "routes/etape5": { default: () => null } };
    const afterReload = remembering(manifest, reloaded, future, false);
    expect(afterReload).not.toBe(first);
    expect((afterReload[0] as { children: { handle?: unknown }[] }).children[1]!.handle).toBeUndefined();
    expect(remembering(build().manifest, tableOf(modules), future, false)).not.toBe(first);
    expect(remembering(manifest, tableOf(modules), { v3_singleFetch: false }, false)).not.toBe(first);
    expect(remembering(manifest, tableOf(modules), future, true)).not.toBe(first);
    expect(create).toHaveBeenCalledTimes(5);
  });

  it("a table missing a route, or with one more, is not the kept build", () => {
    const remembering = rememberingServerRoutes(createServerRoutes);
    const { manifest, modules } = build();
    const first = remembering(manifest, tableOf(modules), future, false);
    const { ["routes/_index"]: _index, ...fewer } = modules;
    expect(() => remembering(manifest, fewer, future, false)).toThrow();
    expect(remembering(manifest, { ...modules, extra: {} }, future, false)).not.toBe(first);
  });
});

describe("rememberingDataRoutes", () => {
  it("gives the same data routes for the same tree, and fills each caller's manifest", () => {
    const convert = vi.fn(convertRoutesToDataRoutes);
    const remembering = rememberingDataRoutes(convert);
    const { manifest, modules } = build();
    const routes = createServerRoutes(manifest, modules, future, false);
    const firstManifest: Record<string, unknown> = {};
    const secondManifest: Record<string, unknown> = {};
    const first = remembering(routes, mapRouteProperties, undefined, firstManifest);
    const second = remembering(routes, mapRouteProperties, undefined, secondManifest);
    expect(second).toBe(first);
    expect(convert).toHaveBeenCalledTimes(1);
    const fresh: Record<string, unknown> = {};
    expect(shape(first)).toEqual(shape(convertRoutesToDataRoutes(routes, mapRouteProperties, undefined, fresh)));
    expect(Object.keys(secondManifest).sort()).toEqual(Object.keys(fresh).sort());
    expect(secondManifest).toEqual(firstManifest);
    expect(secondManifest["routes/etape5"]).toBe((first[0] as { children: object[] }).children[1]);
  });

  it("another tree, or a call inside a tree, is converted afresh", () => {
    const convert = vi.fn(convertRoutesToDataRoutes);
    const remembering = rememberingDataRoutes(convert);
    const { manifest, modules } = build();
    const routes = createServerRoutes(manifest, modules, future, false);
    const first = remembering(routes, mapRouteProperties, undefined, {});
    expect(remembering(createServerRoutes(manifest, modules, future, false), mapRouteProperties, undefined, {})).not.toBe(first);
    remembering(routes, mapRouteProperties, ["0"], {});
    expect(convert).toHaveBeenCalledTimes(3);
  });
});
