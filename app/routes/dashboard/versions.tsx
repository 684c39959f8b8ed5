import { loadVersions } from "~/dashboard/versions.server";
import { DashboardVersions } from "~/dashboard/versions";
import type { DashboardHandle } from "~/dashboard/layout";
import { dashboardMeta, privatePageHeaders } from "~/dashboard/meta";
import { doorLoader } from "./doors.server";

/** The contract's versions, at both doors. */
export const handle: DashboardHandle = { dashboardPage: "versions" };
export const meta = dashboardMeta("versions");
export const headers = privatePageHeaders;
export const loader = doorLoader(loadVersions);
export default DashboardVersions;
