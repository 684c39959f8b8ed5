import { downloadTerminationAcknowledgement } from "./downloads.server";
import { doorLoader } from "./doors.server";

/** The acknowledgement of one of the contract's terminations: a PDF, after the door's guard (audited at the counter). */
export const loader = doorLoader("termination-acknowledgement-pdf", downloadTerminationAcknowledgement);
