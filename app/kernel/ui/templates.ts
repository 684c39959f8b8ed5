import { createContext } from "react";

/** Page templates (SPEC 2): legacy (site chrome), full (full-width content), sibp (agent). */
export type Template = "legacy" | "full" | "sibp";

/**
 * The page's template, resolved once by the root layout from the matched routes and provided to
 * everything below it: a component read it with `useMatches()` once per instance before (each
 * call maps every match again), 33 times on a page of invoices.
 */
export const TemplateContext = createContext<Template>("legacy");

export interface RouteHandle {
  template?: Template;
}

interface MatchLike {
  id?: string;
  handle?: unknown;
  data?: unknown;
}

/** The deepest route decides: its data's template (content pages) or its handle's. */
export function resolveTemplate(matches: readonly MatchLike[]): Template {
  for (let index = matches.length - 1; index >= 0; index -= 1) {
    const match = matches[index];
    const fromData = (match?.data as { template?: unknown } | null | undefined)?.template;
    if (fromData === "legacy" || fromData === "full" || fromData === "sibp") return fromData;
    const fromHandle = (match?.handle as RouteHandle | undefined)?.template;
    if (fromHandle) return fromHandle;
  }
  return "legacy";
}
