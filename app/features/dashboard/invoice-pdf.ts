import { downloadBillingDocument } from "./downloads.server";
import { doorLoader } from "./doors.server";

/** The PDF of one invoice of the contract, after the door's guard (audited at the counter). */
export const loader = doorLoader("invoice-pdf", (door, args) => downloadBillingDocument(door, "invoice", args));
