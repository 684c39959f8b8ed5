import type { RouteHandle } from "~/components/templates";
import { actAvenant, avenantPreview, avenantSendsChange, loadAvenant } from "~/dashboard/avenant.server";
import { DashboardAvenant } from "~/dashboard/avenant";
import { dashboardMeta, privatePageHeaders } from "~/dashboard/meta";
import { agentAction, agentLoader } from "~/sibp/agent-door.server";

/** The agent's door to the shared avenant page (DESIGN 10): the client's identity confirmed before sending. */
export const handle: RouteHandle = { template: "sibp" };
export const meta = dashboardMeta("avenants");
export const headers = privatePageHeaders;
export const loader = agentLoader(loadAvenant);
// "Recalculer le prix" and the contacts' list buttons send nothing; a refused send shows the page as that preview does.
export const action = agentAction("contract.avenant", actAvenant, { changes: avenantSendsChange, unchanged: avenantPreview });
export default DashboardAvenant;
