import type { ScriptsHandle } from "~/components/scripts";
import { actSignedDocuments, loadHome } from "~/dashboard/home.server";
import { DashboardHome } from "~/dashboard/home";
import type { DashboardHandle } from "~/dashboard/layout";
import { dashboardMeta, privatePageHeaders } from "~/dashboard/meta";
import { agentOnlyAction, doorLoader } from "./doors.server";

/** The dashboard home (DESIGN 10), at both doors. */
export const handle: DashboardHandle & ScriptsHandle = { dashboardPage: "", i18n: ["withdrawal"] };
export const meta = dashboardMeta("");
export const headers = privatePageHeaders;
export const loader = doorLoader(loadHome);
/** The agent records the signed documents of a contract ordered on paper (the client's identity confirmed first). */
export const action = agentOnlyAction("contract.signedDocuments", actSignedDocuments);
export default DashboardHome;
