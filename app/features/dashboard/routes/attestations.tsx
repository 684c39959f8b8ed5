import { loadAttestations } from "~/features/dashboard/billing.server";
import { DashboardAttestations } from "~/features/dashboard/billing";
import type { DashboardHandle } from "~/features/dashboard/layout";
import { dashboardMeta } from "~/features/dashboard/meta";
import { personalDataHeaders } from "~/kernel/platform/security";
import { doorLoader } from "~/features/dashboard/doors.server";

/** The contract's tax attestations, at both doors. */
export const handle: DashboardHandle = { dashboardPage: "attestations" };
export const meta = dashboardMeta("attestations");
export const headers = personalDataHeaders;
export const loader = doorLoader(loadAttestations);
export default DashboardAttestations;
