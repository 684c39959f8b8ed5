/** etape4b, the caregiver of the geofencing (SPEC 2): the account holder's step, as its route. */
import { loadTexts, type ScriptsHandle } from "~/kernel/ui/scripts";
export { caregiverAction as action, headers, caregiverLoader as loader } from "./account-holder.server";
export const handle: ScriptsHandle = { i18n: ["notices", "validation", "people"] };
export const clientLoader = loadTexts(handle);
export { CaregiverStep as default, caregiverMeta as meta } from "./account-holder";
