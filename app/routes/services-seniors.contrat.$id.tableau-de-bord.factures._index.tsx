import type { LoaderFunctionArgs } from "@remix-run/node";
import { clientDoor } from "~/dashboard/client-door.server";
import { loadInvoices } from "~/dashboard/billing.server";
import { DashboardInvoices } from "~/dashboard/billing";
import { dashboardMeta, privatePageHeaders } from "~/dashboard/meta";

/** The client's door to the shared dashboard page (DESIGN 10). */
export const meta = dashboardMeta("factures");
export const headers = privatePageHeaders;
export const loader = (args: LoaderFunctionArgs) => loadInvoices(clientDoor, args);
export default DashboardInvoices;
