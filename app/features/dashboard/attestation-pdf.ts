import { downloadBillingDocument } from "./downloads.server";
import { doorLoader } from "./doors.server";

/** The PDF of one tax attestation of the contract, after the door's guard (audited at the counter). */
export const loader = doorLoader("attestation-pdf", (door, args) => downloadBillingDocument(door, "attestation", args));
