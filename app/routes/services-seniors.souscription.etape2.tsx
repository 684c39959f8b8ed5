/** etape2, the beneficiary: the page lives in app/journey/pages/beneficiary. */
export { action, headers, loader } from "~/journey/pages/beneficiary.server";
export { default, meta } from "~/journey/pages/beneficiary";
