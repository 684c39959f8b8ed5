import { downloadWithdrawalAcknowledgement } from "./downloads.server";
import { doorLoader } from "./doors.server";

/** The acknowledgement of the contract's withdrawal: a PDF, after the door's guard (audited at the counter). */
export const loader = doorLoader("withdrawal-acknowledgement-pdf", downloadWithdrawalAcknowledgement);
