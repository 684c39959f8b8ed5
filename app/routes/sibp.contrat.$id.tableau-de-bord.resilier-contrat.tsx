import type { RouteHandle } from "~/components/templates";
import { actTermination, loadTermination } from "~/dashboard/termination.server";
import { DashboardTermination } from "~/dashboard/termination";
import { dashboardMeta, privatePageHeaders } from "~/dashboard/meta";
import { agentAction, agentLoader } from "~/sibp/agent-door.server";

/** The agent's door to the shared termination page (DESIGN 10): the client's identity confirmed on the confirmation step. */
export const handle: RouteHandle = { template: "sibp" };
export const meta = dashboardMeta("resilier-contrat");
export const headers = privatePageHeaders;
export const loader = agentLoader(loadTermination);
export const action = agentAction("contract.termination", actTermination, {
  // Only the confirmation step (step=confirm, not "Modifier ma demande") sends the request.
  changes: (form) => form.get("step") === "confirm" && form.get("intent") !== "change",
  unchanged: (form) => {
    form.delete("step");
    return form;
  },
});
export default DashboardTermination;
