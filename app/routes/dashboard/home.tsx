import { loadHome } from "~/dashboard/home.server";
import { DashboardHome } from "~/dashboard/home";
import type { DashboardHandle } from "~/dashboard/layout";
import { dashboardMeta, privatePageHeaders } from "~/dashboard/meta";
import { doorLoader } from "./doors.server";

/** The dashboard home (DESIGN 10), at both doors. */
export const handle: DashboardHandle = { dashboardPage: "" };
export const meta = dashboardMeta("");
export const headers = privatePageHeaders;
export const loader = doorLoader(loadHome);
export default DashboardHome;
