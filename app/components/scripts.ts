/**
 * Zero JavaScript where none is needed (DESIGN 8), as Remix documents it: a route that needs its
 * scripts says so in its `handle` (`{ hydrate: true }`: pages with forms, which JavaScript
 * enhances), and the root renders `<Scripts/>` only when a matched route asks. Editorial pages
 * (home, content, price grid, la revue, CGV, legal pages) and the 404 and error pages send no
 * script at all. The document entry asks the same question for the page's CSP.
 */
export interface ScriptsHandle {
  hydrate?: boolean;
}

export function pageHasScripts(handles: readonly unknown[], hasError: boolean): boolean {
  return !hasError && handles.some((handle) => (handle as ScriptsHandle | undefined)?.hydrate === true);
}
