import { downloadPublicWithdrawalAcknowledgement } from "~/features/termination/withdrawal.server";

/** The acknowledgement of a withdrawal made without signing in: a PDF, to the browser that made it. */
export const loader = downloadPublicWithdrawalAcknowledgement;
