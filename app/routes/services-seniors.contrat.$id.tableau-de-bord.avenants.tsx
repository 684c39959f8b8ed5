import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { clientDoor } from "~/dashboard/client-door.server";
import { loadAvenant, actAvenant } from "~/dashboard/avenant.server";
import { DashboardAvenant } from "~/dashboard/avenant";
import { dashboardMeta, privatePageHeaders } from "~/dashboard/meta";

/** The client's door to the shared dashboard page (DESIGN 10). */
export const meta = dashboardMeta("avenants");
export const headers = privatePageHeaders;
export const loader = (args: LoaderFunctionArgs) => loadAvenant(clientDoor, args);
export const action = (args: ActionFunctionArgs) => actAvenant(clientDoor, args);
export default DashboardAvenant;
