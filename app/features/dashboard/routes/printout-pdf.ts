import { downloadPrintout } from "~/features/dashboard/downloads.server";
import { doorLoader } from "~/features/dashboard/doors.server";

/** The contract or the SEPA mandate to print, sign and send back, while the contract awaits them: a PDF, after the door's guard (audited at the counter). */
export const loader = doorLoader(downloadPrintout);
