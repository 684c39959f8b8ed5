import { actSuspension, loadSuspension } from "~/features/dashboard/suspension.server";
import { DashboardSuspension } from "~/features/dashboard/suspension";
import type { DashboardHandle } from "~/features/dashboard/layout";
import { dashboardMeta } from "~/features/dashboard/meta";
import { personalDataHeaders } from "~/kernel/platform/security";
import { doorAction, doorLoader } from "~/features/dashboard/doors.server";

/** The suspension, at both doors; at the counter the client's identity is confirmed first. */
export const handle: DashboardHandle = { dashboardPage: "suspendre-contrat" };
export const meta = dashboardMeta("suspendre-contrat");
export const headers = personalDataHeaders;
export const loader = doorLoader(loadSuspension);
export const action = doorAction("contract.suspension", actSuspension);
export default DashboardSuspension;
