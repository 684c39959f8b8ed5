import { actGeolocation, geolocationChanges, loadGeolocation } from "~/features/dashboard/geolocation.server";
import { DashboardGeolocation } from "~/features/dashboard/geolocation";
import type { DashboardHandle } from "~/features/dashboard/layout";
import { dashboardMeta } from "~/features/dashboard/meta";
import { personalDataHeaders } from "~/kernel/platform/security";
import { doorAction, doorLoader } from "~/features/dashboard/doors.server";

/** The geofencing zone (decision 089), at both doors; at the counter the confirmation is audited. */
export const handle: DashboardHandle = { dashboardPage: "geolocalisation" };
export const meta = dashboardMeta("geolocalisation");
export const headers = personalDataHeaders;
export const loader = doorLoader(loadGeolocation);
export const action = doorAction("contract.geolocation", actGeolocation, { changes: geolocationChanges });
export default DashboardGeolocation;
