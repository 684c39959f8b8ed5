import { loadReports } from "~/features/dashboard/reports.server";
import { DashboardReports } from "~/features/dashboard/reports";
import type { DashboardHandle } from "~/features/dashboard/layout";
import { dashboardMeta, privatePageHeaders } from "~/features/dashboard/meta";
import { doorLoader } from "~/features/dashboard/doors.server";

/** The visit reports, at both doors. */
export const handle: DashboardHandle = { dashboardPage: "comptes-rendus" };
export const meta = dashboardMeta("comptes-rendus");
export const headers = privatePageHeaders;
export const loader = doorLoader(loadReports);
export default DashboardReports;
