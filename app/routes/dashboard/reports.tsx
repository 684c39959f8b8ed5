import { loadReports } from "~/dashboard/reports.server";
import { DashboardReports } from "~/dashboard/reports";
import type { DashboardHandle } from "~/dashboard/layout";
import { dashboardMeta, privatePageHeaders } from "~/dashboard/meta";
import { doorLoader } from "./doors.server";

/** The visit reports, at both doors. */
export const handle: DashboardHandle = { dashboardPage: "comptes-rendus" };
export const meta = dashboardMeta("comptes-rendus");
export const headers = privatePageHeaders;
export const loader = doorLoader(loadReports);
export default DashboardReports;
