import { useRouteLoaderData } from "@remix-run/react";
import { useContext, useEffect } from "react";
import { ScriptsContext } from "./scripts";
import { useAtCounter } from "./counter";
import type { TrackingProject } from "~/kernel/platform/tracking";
import { pageViewEvent, pageViewPixelUrl, type AnalyticsProduct, type ContentFlags, type PageViewName } from "~/kernel/platform/analytics";

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

/**
 * A page view (SPEC 2: "a page-view tag is sent when the route meta carries a page-view name and
 * the page is ready"). With JavaScript, the event and the product records go into
 * `window.dataLayer` once the page is hydrated, and again on each client-side navigation to a
 * new page view (an effect rather than an inline script: React does not run inline scripts it
 * renders after a client-side navigation, and an inline script would count the first view twice
 * once hydrated). Without JavaScript, the `noscript` pixel records the view on the server (a
 * hidden image is still fetched, and takes no room on the page).
 */
export function Analytics({
  name,
  step,
  products = [],
  flags,
}: {
  name: PageViewName;
  step: string;
  products?: AnalyticsProduct[];
  flags?: ContentFlags;
}) {
  const productsJson = JSON.stringify(products);
  const abTesting = flags?.abTesting;
  const cashback = flags?.cashback;
  const siteId = useTrackingSiteId();
  const atCounter = useAtCounter();
  useEffect(() => {
    window.dataLayer ??= [];
    const contentFlags = abTesting === undefined || cashback === undefined ? undefined : { abTesting, cashback };
    window.dataLayer.push(pageViewEvent(name, step, JSON.parse(productsJson) as AnalyticsProduct[], contentFlags, siteId));
  }, [name, step, productsJson, abTesting, cashback, siteId]);
  const pixel = <img src={pageViewPixelUrl(name, step, flags, atCounter ? "SIBP" : "VSMP")} alt="" width="1" height="1" hidden />;
  // A page that sends no script (an editorial page) records its view with the pixel in any browser.
  return useContext(ScriptsContext) ? <noscript>{pixel}</noscript> : pixel;
}

/**
 * The page's tag-tracking site id (SPEC 9): SIBP's under the counter's layout (its handle's
 * template), VSMP's everywhere else; the root loader gives both for the environment.
 */
export function useTrackingSiteId(): string | undefined {
  const project: TrackingProject = useAtCounter() ? "SIBP" : "VSMP";
  return (useRouteLoaderData("root") as { trackingSiteIds?: Record<TrackingProject, string> } | undefined)?.trackingSiteIds?.[project];
}
