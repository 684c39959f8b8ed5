import { loadInvoices } from "~/dashboard/billing.server";
import { DashboardInvoices } from "~/dashboard/billing";
import type { DashboardHandle } from "~/dashboard/layout";
import { dashboardMeta, privatePageHeaders } from "~/dashboard/meta";
import { doorLoader } from "./doors.server";

/** The contract's invoices, at both doors. */
export const handle: DashboardHandle = { dashboardPage: "factures" };
export const meta = dashboardMeta("factures");
export const headers = privatePageHeaders;
export const loader = doorLoader(loadInvoices);
export default DashboardInvoices;
