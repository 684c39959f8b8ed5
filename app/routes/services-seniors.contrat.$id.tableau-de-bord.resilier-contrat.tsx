import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { clientDoor } from "~/dashboard/client-door.server";
import { loadTermination, actTermination } from "~/dashboard/termination.server";
import { DashboardTermination } from "~/dashboard/termination";
import { dashboardMeta, privatePageHeaders } from "~/dashboard/meta";

/** The client's door to the shared dashboard page (DESIGN 10). */
export const meta = dashboardMeta("resilier-contrat");
export const headers = privatePageHeaders;
export const loader = (args: LoaderFunctionArgs) => loadTermination(clientDoor, args);
export const action = (args: ActionFunctionArgs) => actTermination(clientDoor, args);
export default DashboardTermination;
