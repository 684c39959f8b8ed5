import type { RouteHandle } from "~/components/templates";
import { actSignedDocuments, loadHome } from "~/dashboard/home.server";
import { DashboardHome } from "~/dashboard/home";
import { dashboardMeta, privatePageHeaders } from "~/dashboard/meta";
import { agentAction, agentLoader } from "~/sibp/agent-door.server";

/** The agent's door to the shared dashboard page (DESIGN 10), in the SIBP template. */
export const handle: RouteHandle = { template: "sibp" };
export const meta = dashboardMeta("");
export const headers = privatePageHeaders;
export const loader = agentLoader(loadHome);
/** The agent records the signed documents of a contract ordered on paper (the client's identity confirmed first). */
export const action = agentAction("contract.signedDocuments", actSignedDocuments);
export default DashboardHome;
