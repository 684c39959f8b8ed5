/** etape7, the confirmation: the page lives in app/journey/pages/confirmation. */
export { action, headers, loader } from "~/journey/pages/confirmation.server";
export { default, meta } from "~/journey/pages/confirmation";
