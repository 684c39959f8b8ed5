import { actAvenant, avenantPreview, avenantSendsChange, loadAvenant } from "~/features/dashboard/avenant.server";
import { DashboardAvenant } from "~/features/dashboard/avenant";
import type { DashboardHandle } from "~/features/dashboard/layout";
import { dashboardMeta } from "~/features/dashboard/meta";
import { personalDataHeaders } from "~/kernel/platform/security";
import { doorAction, doorLoader } from "~/features/dashboard/doors.server";

/** The avenant (a change of services), at both doors; at the counter the client's identity is confirmed before sending. */
export const handle: DashboardHandle = { dashboardPage: "avenants" };
export const meta = dashboardMeta("avenants");
export const headers = personalDataHeaders;
export const loader = doorLoader(loadAvenant);
// "Recalculer le prix" and the contacts' list buttons send nothing; a refused send shows the page as that preview does.
export const action = doorAction("contract.avenant", actAvenant, { changes: avenantSendsChange, unchanged: avenantPreview });
export default DashboardAvenant;
