/** etape4b, the caregiver of the geofencing (SPEC 2): the account holder's step, as its route. */
export { caregiverAction as action, headers, caregiverLoader as loader } from "./account-holder.server";
export { CaregiverStep as default, caregiverMeta as meta } from "./account-holder";
