import { loadVersions } from "~/features/dashboard/versions.server";
import { DashboardVersions } from "~/features/dashboard/versions";
import type { DashboardHandle } from "~/features/dashboard/layout";
import { dashboardMeta } from "~/features/dashboard/meta";
import { personalDataHeaders } from "~/kernel/platform/security";
import { doorLoader } from "~/features/dashboard/doors.server";

/** The contract's versions, at both doors. */
export const handle: DashboardHandle = { dashboardPage: "versions" };
export const meta = dashboardMeta("versions");
export const headers = personalDataHeaders;
export const loader = doorLoader(loadVersions);
export default DashboardVersions;
