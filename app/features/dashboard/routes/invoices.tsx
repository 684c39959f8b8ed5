import { loadInvoices } from "~/features/dashboard/billing.server";
import { DashboardInvoices } from "~/features/dashboard/billing";
import type { DashboardHandle } from "~/features/dashboard/layout";
import { dashboardMeta, privatePageHeaders } from "~/features/dashboard/meta";
import { doorLoader } from "~/features/dashboard/doors.server";

/** The contract's invoices, at both doors. */
export const handle: DashboardHandle = { dashboardPage: "factures" };
export const meta = dashboardMeta("factures");
export const headers = privatePageHeaders;
export const loader = doorLoader(loadInvoices);
export default DashboardInvoices;
