import type { ClientLoaderFunctionArgs } from "@remix-run/react";
import i18next from "i18next";
import { createContext } from "react";

/**
 * Zero JavaScript where none is needed (DESIGN 8), as Remix documents it: a route that needs its
 * scripts says so in its `handle` (`{ hydrate: true }`: pages with forms, which JavaScript
 * enhances), and the root renders `<Scripts/>` only when a matched route asks. Editorial pages
 * (home, content, price grid, la revue, CGV, legal pages) and the 404 and error pages send no
 * script at all. The document entry asks the same question for the page's CSP.
 */
export interface ScriptsHandle {
  hydrate?: boolean;
  /**
   * The namespaces of texts the route's pages use beyond `common` (remix-i18next's `handle.i18n`):
   * the browser loads only these, in the page's language (entry.client.tsx).
   */
  i18n?: string[];
}

export function pageHasScripts(handles: readonly unknown[], hasError: boolean): boolean {
  return !hasError && handles.some((handle) => (handle as ScriptsHandle | undefined)?.hydrate === true);
}

/**
 * The `clientLoader` of a route whose pages use namespaces its layouts do not load (DESIGN 8: a
 * page loads only the texts it uses). A page reached in the browser renders once its data is
 * there: its texts come with that data, never after it, so no key shows as such, and no text of
 * a page never visited is downloaded. On the document's first load the server's data is used and
 * this does not run (entry.client loads the page's namespaces before hydrating). Only for a route
 * with a server loader: Remix runs the clientLoader of a route without one to hydrate it, and
 * renders no page on the server (tests/unit/shell/page-texts.test.ts checks both).
 */
export function loadTexts(handle: ScriptsHandle) {
  return async ({ serverLoader }: ClientLoaderFunctionArgs) => {
    const [data] = await Promise.all([serverLoader(), i18next.loadNamespaces(handle.i18n ?? [])]);
    return data;
  };
}

/** The namespaces of texts the matched routes name (with `common`, always loaded). */
export function pageNamespaces(handles: readonly unknown[]): string[] {
  return [...new Set(["common", ...handles.flatMap((handle) => (handle as ScriptsHandle | undefined)?.i18n ?? [])])];
}

/**
 * Whether the document being rendered on the server holds an error, whichever route's boundary
 * caught it (provided by entry.server from Remix's context): an error page sends no script, even
 * when a layout below the root (the dashboard's, the counter's) shows it inside its navigation.
 */
export const DocumentErrorContext = createContext(false);

/** Whether the page being rendered sends its scripts (provided by the root layout). */
export const ScriptsContext = createContext(true);
