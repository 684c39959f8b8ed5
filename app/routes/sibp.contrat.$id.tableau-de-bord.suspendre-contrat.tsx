import type { RouteHandle } from "~/components/templates";
import { actSuspension, loadSuspension } from "~/dashboard/suspension.server";
import { DashboardSuspension } from "~/dashboard/suspension";
import { dashboardMeta, privatePageHeaders } from "~/dashboard/meta";
import { agentAction, agentLoader } from "~/sibp/agent-door.server";

/** The agent's door to the shared suspension page (DESIGN 10): the client's identity confirmed first. */
export const handle: RouteHandle = { template: "sibp" };
export const meta = dashboardMeta("suspendre-contrat");
export const headers = privatePageHeaders;
export const loader = agentLoader(loadSuspension);
export const action = agentAction("contract.suspension", actSuspension);
export default DashboardSuspension;
