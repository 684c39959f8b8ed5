import { actGeolocation, geolocationChanges, loadGeolocation } from "~/dashboard/geolocation.server";
import { DashboardGeolocation } from "~/dashboard/geolocation";
import type { DashboardHandle } from "~/dashboard/layout";
import { dashboardMeta, privatePageHeaders } from "~/dashboard/meta";
import { doorAction, doorLoader } from "./doors.server";

/** The geofencing zone (decision 089), at both doors; at the counter the confirmation is audited. */
export const handle: DashboardHandle = { dashboardPage: "geolocalisation" };
export const meta = dashboardMeta("geolocalisation");
export const headers = privatePageHeaders;
export const loader = doorLoader(loadGeolocation);
export const action = doorAction("contract.geolocation", actGeolocation, { changes: geolocationChanges });
export default DashboardGeolocation;
