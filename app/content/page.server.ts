import { editorialPageViewName } from "~/domain/analytics";
import { log } from "~/logger.server";
import { getContentPage } from "~/upstream/content.server";

/**
 * An editorial page of the content system for a route: the page, its template (read by the
 * layout) and its page-view name; 404 'This page could not be found' when the content system
 * has no such page (or one that fails validation), 503 when it cannot be reached (SPEC 8).
 */
export async function loadContentPage(label: string, requestId: string | undefined, pagePath: string = label) {
  let page;
  try {
    page = await getContentPage(label, requestId);
  } catch (error) {
    log("warn", "Content: Unable to get page", { label, error: String(error), requestId });
    throw new Response(null, { status: 503, statusText: "Service Unavailable" });
  }
  if (!page) throw new Response(null, { status: 404, statusText: "Not Found" });
  return { page, template: page.template, pageView: editorialPageViewName(pagePath) };
}

/** The request's path without a trailing slash ("/" for the home page). */
export function pathOf(request: Request): string {
  return new URL(request.url).pathname.replace(/\/+$/, "") || "/";
}
