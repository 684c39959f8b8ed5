/** etape4, the subscriber: the page lives in app/journey/pages/subscriber. */
export { action, headers, loader } from "~/journey/pages/subscriber.server";
export { default, meta } from "~/journey/pages/subscriber";
