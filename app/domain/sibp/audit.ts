/**
 * The agents' audit trail: one structured line per agent action that reads or changes a
 * client's data. A line has exactly these fields, so an IBAN, a health answer or any other
 * personal detail cannot end up in it.
 */

export const AUDIT_ACTIONS = [
  "client.search",
  "client.create",
  "client.identify",
  "client.profile",
  "quotation.send",
  "client.access",
  "journey.step",
  "signature",
  "subscription.final",
  "contract.search",
  "contract.read",
  "contract.download",
  "contract.avenant",
  "contract.suspension",
  "contract.termination",
  "contract.signedDocuments",
] as const;

export type AuditAction = (typeof AUDIT_ACTIONS)[number];
/** "requested": written before a change is sent (decision 076); then its outcome. */
export type AuditOutcome = "requested" | "success" | "failure" | "rejected";

export interface AuditLine {
  time: string;
  agentIdrh: string;
  regate: string | null;
  action: AuditAction;
  clientId: string | null;
  contractId: string | null;
  outcome: AuditOutcome;
}

export interface AuditInput {
  agent: { idrh: string; regate: string | null };
  action: AuditAction;
  clientId?: string | null;
  contractId?: string | null;
  outcome: AuditOutcome;
}

export function auditLine(input: AuditInput, now: Date = new Date()): AuditLine {
  return {
    time: now.toISOString(),
    agentIdrh: input.agent.idrh,
    regate: input.agent.regate,
    action: input.action,
    clientId: input.clientId ?? null,
    contractId: input.contractId ?? null,
    outcome: input.outcome,
  };
}
