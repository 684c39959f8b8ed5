import { downloadWithdrawalAcknowledgement } from "~/features/dashboard/downloads.server";
import { doorLoader } from "~/features/dashboard/doors.server";

/** The acknowledgement of the contract's withdrawal: a PDF, after the door's guard (audited at the counter). */
export const loader = doorLoader(downloadWithdrawalAcknowledgement);
