import { editorialPageViewName } from "~/kernel/platform/analytics";
import { log } from "~/kernel/platform/logger.server";
import { getLocale } from "~/kernel/i18n/i18next.server";
import { getContentPage } from "~/kernel/upstream/content.server";

/**
 * A read from the content system for a page: its value; 404 'This page could not be found' when
 * the content system has none (or one that fails validation), 503 when it cannot be reached (SPEC 8).
 */
export async function readContent<T>(read: () => Promise<T | null>, what: Record<string, string>, requestId?: string): Promise<T> {
  const value = await readOptionalContent(read, what, requestId);
  if (value === null) throw new Response(null, { status: 404, statusText: "Not Found" });
  return value;
}

/** The same read when the page stands without the content (null): only an unreachable content system is a 503. */
export async function readOptionalContent<T>(read: () => Promise<T | null>, what: Record<string, string>, requestId?: string): Promise<T | null> {
  try {
    return await read();
  } catch (error) {
    log("warn", "Content: Unable to read", { ...what, error: String(error), requestId });
    throw new Response(null, { status: 503, statusText: "Service Unavailable" });
  }
}

/**
 * An editorial page for a route, in the visitor's language: the page, its template (read by the
 * layout) and its page-view name.
 */
export async function loadContentPage(request: Request, label: string, requestId: string | undefined, pagePath: string = label) {
  const locale = await getLocale(request);
  const page = await readContent(() => getContentPage(label, requestId, locale), { label, locale }, requestId);
  return { page, template: page.template, pageView: editorialPageViewName(pagePath) };
}

/** The request's path without a trailing slash ("/" for the home page). */
export function pathOf(request: Request): string {
  return new URL(request.url).pathname.replace(/\/+$/, "") || "/";
}
