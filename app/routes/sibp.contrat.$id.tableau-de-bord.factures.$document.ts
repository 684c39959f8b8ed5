import { downloadBillingDocument } from "~/dashboard/downloads.server";
import { agentLoader } from "~/sibp/agent-door.server";

/** The PDF of one invoice of the contract, behind the agent's door (audited). */
export const loader = agentLoader((door, args) => downloadBillingDocument(door, "invoice", args));
