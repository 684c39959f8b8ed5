import type { LoaderFunctionArgs } from "@remix-run/node";
import { clientDoor } from "~/dashboard/client-door.server";
import { loadVersions } from "~/dashboard/versions.server";
import { DashboardVersions } from "~/dashboard/versions";
import { dashboardMeta, privatePageHeaders } from "~/dashboard/meta";

/** The client's door to the shared dashboard page (DESIGN 10). */
export const meta = dashboardMeta("versions");
export const headers = privatePageHeaders;
export const loader = (args: LoaderFunctionArgs) => loadVersions(clientDoor, args);
export default DashboardVersions;
