import { readFileSync } from "node:fs";
import { createRequire, Module } from "node:module";
import { dirname } from "node:path";

/**
 * Remix answers a document with the router's static handler, whose `query` (and `queryRoute`)
 * matches the path with the router module's own `matchRoutes`: the whole tree flattened and
 * ranked, a regular expression compiled per route tried, on every request (7 % of the summary
 * page's CPU), and out of reach of decision 040's remembering matcher, which replaces only the
 * module's export. Decision 047: the router's file is loaded once, before anything else requires
 * it, with those two calls made through the export, so the remembering matcher answers them too.
 * Nothing else in the file changes; if the two calls are not found word for word (another version
 * of the router), the file is left as it is and the app runs as before, only slower.
 */
export const INTERNAL_CALL = "let matches = matchRoutes(dataRoutes, location, basename);";
export const EXPORTED_CALL = "let matches = exports.matchRoutes(dataRoutes, location, basename);";

/** The router's source with `query` and `queryRoute` matching through the export, or null when it is not the expected file. */
export function queriesThroughExport(source: string): string | null {
  const parts = source.split(INTERNAL_CALL);
  return parts.length === 3 ? parts.join(EXPORTED_CALL) : null;
}

type Outcome = "changed" | "already loaded" | "unexpected source";

/** A module compiled from `source` as if it were the file `filename`, apart from Node's cache. */
export function compileModule(filename: string, source: string): Module {
  const internals = Module as unknown as { _nodeModulePaths(directory: string): string[] };
  const compiled = new Module(filename) as Module & { _compile(source: string, filename: string): void };
  compiled.filename = filename;
  compiled.paths = internals._nodeModulePaths(dirname(filename));
  compiled._compile(source, filename);
  compiled.loaded = true;
  return compiled;
}

/** Puts the changed router in Node's module cache, where every later `require` (Remix's included) finds it. */
export function loadRouterQueryingThroughExport(): Outcome {
  const require = createRequire(import.meta.url);
  const filename = require.resolve("@remix-run/router");
  if (require.cache[filename]) return "already loaded";
  const changed = queriesThroughExport(readFileSync(filename, "utf8"));
  if (changed === null) return "unexpected source";
  require.cache[filename] = compileModule(filename, changed);
  return "changed";
}
