import type { LoaderFunctionArgs } from "@remix-run/node";
import { clientDoor } from "~/dashboard/client-door.server";
import { loadAttestations } from "~/dashboard/billing.server";
import { DashboardAttestations } from "~/dashboard/billing";
import { dashboardMeta, privatePageHeaders } from "~/dashboard/meta";

/** The client's door to the shared dashboard page (DESIGN 10). */
export const meta = dashboardMeta("attestations");
export const headers = privatePageHeaders;
export const loader = (args: LoaderFunctionArgs) => loadAttestations(clientDoor, args);
export default DashboardAttestations;
