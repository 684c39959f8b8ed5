/** etape3, the trusted contacts: the page lives in app/journey/pages/contacts. */
export { action, headers, loader } from "~/journey/pages/contacts.server";
export { default, meta } from "~/journey/pages/contacts";
