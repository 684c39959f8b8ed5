import type { LoaderFunctionArgs } from "@remix-run/node";
import { readPageViewQuery } from "~/kernel/platform/analytics";
import { trackingSiteId } from "~/kernel/platform/tracking";
import { config } from "~/kernel/platform/config.server";
import { log } from "~/kernel/platform/logger.server";

/** A 1x1 transparent GIF, decoded once. */
const PIXEL = Buffer.from("R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7", "base64");

/**
 * The page-view pixel of pages seen with JavaScript off (`<noscript><img>`): one structured log
 * line per known page view, and always the same uncacheable pixel, so every view reaches us.
 */
export function loader({ request, context }: LoaderFunctionArgs) {
  const pageView = readPageViewQuery(new URL(request.url).searchParams);
  if (pageView) log("info", "pageview", { siteId: trackingSiteId(pageView.project, config.trackingEnvironment), name: pageView.name, step: pageView.step, ...pageView.flags, javascript: false, requestId: context.requestId });
  return new Response(PIXEL, {
    headers: {
      "Content-Type": "image/gif",
      "Content-Length": String(PIXEL.length),
      "Cache-Control": "no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
