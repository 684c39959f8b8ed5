import { downloadTerminationAcknowledgement } from "~/features/dashboard/downloads.server";
import { doorLoader } from "~/features/dashboard/doors.server";

/** The acknowledgement of one of the contract's terminations: a PDF, after the door's guard (audited at the counter). */
export const loader = doorLoader(downloadTerminationAcknowledgement);
