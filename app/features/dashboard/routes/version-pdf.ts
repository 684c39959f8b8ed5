import { downloadVersion } from "~/features/dashboard/downloads.server";
import { doorLoader } from "~/features/dashboard/doors.server";

/** The PDF of one version of the contract, after the door's guard (audited at the counter). */
export const loader = doorLoader(downloadVersion);
