import { downloadReportPhoto } from "~/features/dashboard/downloads.server";
import { doorLoader } from "~/features/dashboard/doors.server";

/** The photo of one visit report of the contract, after the door's guard (audited at the counter). */
export const loader = doorLoader(downloadReportPhoto);
