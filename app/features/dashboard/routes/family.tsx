import { actFamily, familyAudit, loadFamily } from "~/features/dashboard/family.server";
import { DashboardFamily } from "~/features/dashboard/family";
import type { DashboardHandle } from "~/features/dashboard/layout";
import { dashboardMeta } from "~/features/dashboard/meta";
import { personalDataHeaders } from "~/kernel/platform/security";
import { doorAction, doorLoader } from "~/features/dashboard/doors.server";

/** "Mes proches" (decision 085), at both doors; at the counter each change is audited by its intent. */
export const handle: DashboardHandle = { dashboardPage: "proches" };
export const meta = dashboardMeta("proches");
export const headers = personalDataHeaders;
export const loader = doorLoader(loadFamily);
export const action = doorAction(familyAudit, actFamily);
export default DashboardFamily;
