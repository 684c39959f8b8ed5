import { downloadBillingDocument } from "~/features/dashboard/downloads.server";
import { doorLoader } from "~/features/dashboard/doors.server";

/** The PDF of one invoice of the contract, after the door's guard (audited at the counter). */
export const loader = doorLoader((door, args) => downloadBillingDocument(door, "invoice", args));
