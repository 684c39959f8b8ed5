import { downloadBillingDocument } from "~/features/dashboard/downloads.server";
import { doorLoader } from "~/features/dashboard/doors.server";

/** The PDF of one tax attestation of the contract, after the door's guard (audited at the counter). */
export const loader = doorLoader((door, args) => downloadBillingDocument(door, "attestation", args));
