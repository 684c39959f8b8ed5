import { loadAttestations } from "~/dashboard/billing.server";
import { DashboardAttestations } from "~/dashboard/billing";
import type { DashboardHandle } from "~/dashboard/layout";
import { dashboardMeta, privatePageHeaders } from "~/dashboard/meta";
import { doorLoader } from "./doors.server";

/** The contract's tax attestations, at both doors. */
export const handle: DashboardHandle = { dashboardPage: "attestations" };
export const meta = dashboardMeta("attestations");
export const headers = privatePageHeaders;
export const loader = doorLoader(loadAttestations);
export default DashboardAttestations;
