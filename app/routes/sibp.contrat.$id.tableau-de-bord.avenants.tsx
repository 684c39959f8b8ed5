import type { RouteHandle } from "~/components/templates";
import { actAvenant, loadAvenant } from "~/dashboard/avenant.server";
import { DashboardAvenant } from "~/dashboard/avenant";
import { dashboardMeta, privatePageHeaders } from "~/dashboard/meta";
import { agentAction, agentLoader } from "~/sibp/agent-door.server";

const PRICE = "price";

/** The agent's door to the shared avenant page (DESIGN 10): the client's identity confirmed before sending. */
export const handle: RouteHandle = { template: "sibp" };
export const meta = dashboardMeta("avenants");
export const headers = privatePageHeaders;
export const loader = agentLoader(loadAvenant);
export const action = agentAction("contract.avenant", actAvenant, {
  // "Recalculer le prix" sends nothing; a refused send shows the price after, as that button does.
  changes: (form) => form.get("intent") !== PRICE,
  unchanged: (form) => {
    form.set("intent", PRICE);
    return form;
  },
});
export default DashboardAvenant;
