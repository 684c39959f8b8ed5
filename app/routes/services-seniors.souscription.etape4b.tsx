/** etape4b, the caregiver: the page lives in app/journey/pages/account-holder. */
export { caregiverAction as action, headers, caregiverLoader as loader } from "~/journey/pages/account-holder.server";
export { CaregiverStep as default, caregiverMeta as meta } from "~/journey/pages/account-holder";
