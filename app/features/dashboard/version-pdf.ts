import { downloadVersion } from "./downloads.server";
import { doorLoader } from "./doors.server";

/** The PDF of one version of the contract, after the door's guard (audited at the counter). */
export const loader = doorLoader("version-pdf", downloadVersion);
