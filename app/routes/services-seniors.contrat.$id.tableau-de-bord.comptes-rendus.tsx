import type { LoaderFunctionArgs } from "@remix-run/node";
import { clientDoor } from "~/dashboard/client-door.server";
import { loadReports } from "~/dashboard/reports.server";
import { DashboardReports } from "~/dashboard/reports";
import { dashboardMeta, privatePageHeaders } from "~/dashboard/meta";

/** The client's door to the shared dashboard page (DESIGN 10). */
export const meta = dashboardMeta("comptes-rendus");
export const headers = privatePageHeaders;
export const loader = (args: LoaderFunctionArgs) => loadReports(clientDoor, args);
export default DashboardReports;
