/** etape4a, the administrator: the page lives in app/journey/pages/account-holder. */
export { administratorAction as action, headers, administratorLoader as loader } from "~/journey/pages/account-holder.server";
export { AdministratorStep as default, administratorMeta as meta } from "~/journey/pages/account-holder";
