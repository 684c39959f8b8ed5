import type { RouteHandle } from "~/components/templates";
import { loadAttestations } from "~/dashboard/billing.server";
import { DashboardAttestations } from "~/dashboard/billing";
import { dashboardMeta, privatePageHeaders } from "~/dashboard/meta";
import { agentLoader } from "~/sibp/agent-door.server";

/** The agent's door to the shared dashboard page (DESIGN 10), in the SIBP template. */
export const handle: RouteHandle = { template: "sibp" };
export const meta = dashboardMeta("attestations");
export const headers = privatePageHeaders;
export const loader = agentLoader(loadAttestations);
export default DashboardAttestations;
