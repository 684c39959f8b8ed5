/** etape4a, the administrator of the geofencing (SPEC 2): the account holder's step, as its route. */
export { administratorAction as action, headers, administratorLoader as loader } from "./account-holder.server";
export { AdministratorStep as default, administratorMeta as meta } from "./account-holder";
