import { actTermination, loadTermination } from "~/features/dashboard/termination.server";
import { DashboardTermination } from "~/features/dashboard/termination";
import type { DashboardHandle } from "~/features/dashboard/layout";
import { dashboardMeta } from "~/features/dashboard/meta";
import { personalDataHeaders } from "~/kernel/platform/security";
import { doorAction, doorLoader } from "~/features/dashboard/doors.server";

/** The termination, at both doors; at the counter the client's identity is confirmed on the confirmation step. */
export const handle: DashboardHandle = { dashboardPage: "resilier-contrat" };
export const meta = dashboardMeta("resilier-contrat");
export const headers = personalDataHeaders;
export const loader = doorLoader(loadTermination);
export const action = doorAction("contract.termination", actTermination, {
  // Only the confirmation step (step=confirm, not "Modifier ma demande") sends the request.
  changes: (form) => form.get("step") === "confirm" && form.get("intent") !== "change",
  unchanged: (form) => {
    form.delete("step");
    return form;
  },
});
export default DashboardTermination;
