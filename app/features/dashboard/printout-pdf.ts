import { downloadPrintout } from "./downloads.server";
import { doorLoader } from "./doors.server";

/** The contract or the SEPA mandate to print, sign and send back, while the contract awaits them: a PDF, after the door's guard (audited at the counter). */
export const loader = doorLoader("printout-pdf", downloadPrintout);
