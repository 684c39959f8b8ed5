import { actSuspension, loadSuspension } from "~/dashboard/suspension.server";
import { DashboardSuspension } from "~/dashboard/suspension";
import type { DashboardHandle } from "~/dashboard/layout";
import { dashboardMeta, privatePageHeaders } from "~/dashboard/meta";
import { doorAction, doorLoader } from "./doors.server";

/** The suspension, at both doors; at the counter the client's identity is confirmed first. */
export const handle: DashboardHandle = { dashboardPage: "suspendre-contrat" };
export const meta = dashboardMeta("suspendre-contrat");
export const headers = privatePageHeaders;
export const loader = doorLoader(loadSuspension);
export const action = doorAction("contract.suspension", actSuspension);
export default DashboardSuspension;
