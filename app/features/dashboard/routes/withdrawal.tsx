import type { ScriptsHandle } from "~/kernel/ui/scripts";
import type { DashboardHandle } from "~/features/dashboard/layout";
import { dashboardMeta } from "~/features/dashboard/meta";
import { personalDataHeaders } from "~/kernel/platform/security";
import { DashboardWithdrawal } from "~/features/dashboard/withdrawal";
import { actWithdrawal, loadWithdrawal } from "~/features/dashboard/withdrawal.server";
import { doorAction, doorLoader } from "~/features/dashboard/doors.server";

/** The withdrawal function, at both doors (decision 123); at the counter the client's identity is confirmed on the confirmation step. */
export const handle: DashboardHandle & ScriptsHandle = { dashboardPage: "retractation", i18n: ["withdrawal"] };
export const meta = dashboardMeta("retractation");
export const headers = personalDataHeaders;
export const loader = doorLoader(loadWithdrawal);
export const action = doorAction("contract.withdrawal", actWithdrawal, {
  // Only the confirmation step (step=confirm, not "Modifier") sends the withdrawal.
  changes: (form) => form.get("step") === "confirm" && form.get("intent") !== "change",
  unchanged: (form) => {
    form.delete("step");
    return form;
  },
});
export default DashboardWithdrawal;
