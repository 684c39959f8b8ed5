import { downloadVersion } from "~/dashboard/downloads.server";
import { agentLoader } from "~/sibp/agent-door.server";

/** The PDF of one version of the contract, behind the agent's door (audited). */
export const loader = agentLoader(downloadVersion);
