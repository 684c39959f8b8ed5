import type { RouteHandle } from "~/components/templates";
import { loadVersions } from "~/dashboard/versions.server";
import { DashboardVersions } from "~/dashboard/versions";
import { dashboardMeta, privatePageHeaders } from "~/dashboard/meta";
import { agentLoader } from "~/sibp/agent-door.server";

/** The agent's door to the shared dashboard page (DESIGN 10), in the SIBP template. */
export const handle: RouteHandle = { template: "sibp" };
export const meta = dashboardMeta("versions");
export const headers = privatePageHeaders;
export const loader = agentLoader(loadVersions);
export default DashboardVersions;
