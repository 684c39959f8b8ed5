/** etape4a, the administrator of the geofencing (SPEC 2): the account holder's step, as its route. */
import { loadTexts, type ScriptsHandle } from "~/kernel/ui/scripts";
export { administratorAction as action, headers, administratorLoader as loader } from "./account-holder.server";
export const handle: ScriptsHandle = { i18n: ["notices", "validation", "people"] };
export const clientLoader = loadTexts(handle);
export { AdministratorStep as default, administratorMeta as meta } from "./account-holder";
