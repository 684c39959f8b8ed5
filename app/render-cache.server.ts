import type { EntryContext } from "@remix-run/node";

/**
 * Rendered documents, memoised by everything a render depends on: the URL, the language, the
 * menu's version and the loader data. React and the data serialisation are most of a page's
 * server time; the same data always renders the same markup, so it is rendered once. The
 * request's CSP nonce is put in at the last moment (the cached markup holds a placeholder).
 * Only successful GET renders without action data or errors are kept; a small LRU bounds memory.
 */
export const NONCE_PLACEHOLDER = "__csp_nonce_6d1f9a__";

const MAX_ENTRIES = 300;
const MAX_BYTES = 48 * 1024 * 1024;
const entries = new Map<string, string>();
let bytes = 0;

export function renderCacheKey(
  request: Request,
  status: number,
  context: EntryContext,
  locale: string,
  menuVersion: number,
): string | null {
  const handler = context.staticHandlerContext;
  if (request.method !== "GET" || status !== 200 || handler.errors || handler.actionData) return null;
  return `${locale}|${menuVersion}|${request.url}|${JSON.stringify(handler.loaderData)}`;
}

export function readRendered(key: string, nonce: string): string | null {
  const html = entries.get(key);
  if (html === undefined) return null;
  entries.delete(key);
  entries.set(key, html);
  return html.split(NONCE_PLACEHOLDER).join(nonce);
}

export function keepRendered(key: string, html: string) {
  if (html.length > 1024 * 1024 || entries.has(key)) return;
  entries.set(key, html);
  bytes += html.length;
  while (entries.size > MAX_ENTRIES || bytes > MAX_BYTES) {
    const oldest = entries.keys().next().value as string;
    bytes -= entries.get(oldest)?.length ?? 0;
    entries.delete(oldest);
  }
}
