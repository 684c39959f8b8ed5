/** etape1, the services: the page lives in app/journey/pages/services. */
export { action, loader } from "~/journey/pages/services.server";
export { default, meta } from "~/journey/pages/services";
