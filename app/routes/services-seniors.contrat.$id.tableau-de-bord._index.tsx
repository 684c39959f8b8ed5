import type { LoaderFunctionArgs } from "@remix-run/node";
import { clientDoor } from "~/dashboard/client-door.server";
import { loadHome } from "~/dashboard/home.server";
import { DashboardHome } from "~/dashboard/home";
import { dashboardMeta, privatePageHeaders } from "~/dashboard/meta";

/** The client's door to the shared dashboard page (DESIGN 10). */
export const meta = dashboardMeta("");
export const headers = privatePageHeaders;
export const loader = (args: LoaderFunctionArgs) => loadHome(clientDoor, args);
export default DashboardHome;
