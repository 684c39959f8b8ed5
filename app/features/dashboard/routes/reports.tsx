import { loadReports } from "~/features/dashboard/reports.server";
import { DashboardReports } from "~/features/dashboard/reports";
import type { DashboardHandle } from "~/features/dashboard/layout";
import { dashboardMeta } from "~/features/dashboard/meta";
import { personalDataHeaders } from "~/kernel/platform/security";
import { doorLoader } from "~/features/dashboard/doors.server";

/** The visit reports, at both doors. */
export const handle: DashboardHandle = { dashboardPage: "comptes-rendus" };
export const meta = dashboardMeta("comptes-rendus");
export const headers = personalDataHeaders;
export const loader = doorLoader(loadReports);
export default DashboardReports;
