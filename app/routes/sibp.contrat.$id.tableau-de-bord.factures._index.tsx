import type { RouteHandle } from "~/components/templates";
import { loadInvoices } from "~/dashboard/billing.server";
import { DashboardInvoices } from "~/dashboard/billing";
import { dashboardMeta, privatePageHeaders } from "~/dashboard/meta";
import { agentLoader } from "~/sibp/agent-door.server";

/** The agent's door to the shared dashboard page (DESIGN 10), in the SIBP template. */
export const handle: RouteHandle = { template: "sibp" };
export const meta = dashboardMeta("factures");
export const headers = privatePageHeaders;
export const loader = agentLoader(loadInvoices);
export default DashboardInvoices;
