import { downloadReportPhoto } from "./downloads.server";
import { doorLoader } from "./doors.server";

/** The photo of one visit report of the contract, after the door's guard (audited at the counter). */
export const loader = doorLoader("report-photo", downloadReportPhoto);
