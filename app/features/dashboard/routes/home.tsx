import type { ScriptsHandle } from "~/kernel/ui/scripts";
import { actSignedDocuments, loadHome } from "~/features/dashboard/home.server";
import { DashboardHome } from "~/features/dashboard/home";
import type { DashboardHandle } from "~/features/dashboard/layout";
import { dashboardMeta } from "~/features/dashboard/meta";
import { personalDataHeaders } from "~/kernel/platform/security";
import { agentOnlyAction, doorLoader } from "~/features/dashboard/doors.server";

/** The dashboard home (DESIGN 10), at both doors. */
export const handle: DashboardHandle & ScriptsHandle = { dashboardPage: "", i18n: ["withdrawal"] };
export const meta = dashboardMeta("");
export const headers = personalDataHeaders;
export const loader = doorLoader(loadHome);
/** The agent records the signed documents of a contract ordered on paper (the client's identity confirmed first). */
export const action = agentOnlyAction("contract.signedDocuments", actSignedDocuments);
export default DashboardHome;
