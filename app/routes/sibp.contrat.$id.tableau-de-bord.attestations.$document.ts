import { downloadBillingDocument } from "~/dashboard/downloads.server";
import { agentLoader } from "~/sibp/agent-door.server";

/** The PDF of one attestation of the contract, behind the agent's door (audited). */
export const loader = agentLoader((door, args) => downloadBillingDocument(door, "attestation", args));
