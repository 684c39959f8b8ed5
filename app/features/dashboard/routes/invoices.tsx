import { loadInvoices } from "~/features/dashboard/billing.server";
import { DashboardInvoices } from "~/features/dashboard/billing";
import type { DashboardHandle } from "~/features/dashboard/layout";
import { dashboardMeta } from "~/features/dashboard/meta";
import { personalDataHeaders } from "~/kernel/platform/security";
import { doorLoader } from "~/features/dashboard/doors.server";

/** The contract's invoices, at both doors. */
export const handle: DashboardHandle = { dashboardPage: "factures" };
export const meta = dashboardMeta("factures");
export const headers = personalDataHeaders;
export const loader = doorLoader(loadInvoices);
export default DashboardInvoices;
