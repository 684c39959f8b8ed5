import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { clientDoor } from "~/dashboard/client-door.server";
import { loadSuspension, actSuspension } from "~/dashboard/suspension.server";
import { DashboardSuspension } from "~/dashboard/suspension";
import { dashboardMeta, privatePageHeaders } from "~/dashboard/meta";

/** The client's door to the shared dashboard page (DESIGN 10). */
export const meta = dashboardMeta("suspendre-contrat");
export const headers = privatePageHeaders;
export const loader = (args: LoaderFunctionArgs) => loadSuspension(clientDoor, args);
export const action = (args: ActionFunctionArgs) => actSuspension(clientDoor, args);
export default DashboardSuspension;
