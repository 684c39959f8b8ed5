import type { RouteConfigEntry } from "@remix-run/route-config";
import routes from "~/routes";

/** A screen of app/routes.ts: its route id, its whole path pattern and its module (relative to app/). */
export interface Screen {
  id: string;
  path: string;
  file: string;
}

function flatten(entries: RouteConfigEntry[], parent: string): Screen[] {
  return entries.flatMap((entry) => {
    const path = [parent, entry.path ?? ""].filter(Boolean).join("/");
    const own = { id: entry.id ?? entry.file.replace(/\.tsx?$/, ""), path: `/${path}`, file: entry.file };
    return [own, ...flatten(entry.children ?? [], path)];
  });
}

/** Every route of app/routes.ts, layouts included, with its whole path. */
export const SCREENS: Screen[] = flatten(routes, "");

/** A path pattern with each parameter given the value named (or `fill`); optional segments left out, a splat empty. */
export function addressOf(pattern: string, fill: string): { url: string; params: Record<string, string> } {
  const params: Record<string, string> = {};
  const url = pattern
    .split("/")
    .flatMap((segment) => {
      if (segment.endsWith("?")) return [];
      if (segment === "*") return [];
      if (segment.startsWith(":")) {
        params[segment.slice(1)] = fill;
        return [fill];
      }
      return [segment];
    })
    .join("/");
  return { url: url || "/", params };
}
