/** etape5, the summary: the page lives in app/journey/pages/summary. */
export { action, headers, loader } from "~/journey/pages/summary.server";
export { default, meta } from "~/journey/pages/summary";
