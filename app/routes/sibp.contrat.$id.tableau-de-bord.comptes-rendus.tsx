import type { RouteHandle } from "~/components/templates";
import { loadReports } from "~/dashboard/reports.server";
import { DashboardReports } from "~/dashboard/reports";
import { dashboardMeta, privatePageHeaders } from "~/dashboard/meta";
import { agentLoader } from "~/sibp/agent-door.server";

/** The agent's door to the shared dashboard page (DESIGN 10), in the SIBP template. */
export const handle: RouteHandle = { template: "sibp" };
export const meta = dashboardMeta("comptes-rendus");
export const headers = privatePageHeaders;
export const loader = agentLoader(loadReports);
export default DashboardReports;
