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
  "contract.withdrawal",
  "contract.signedDocuments",
  // The family circle (decision 088): changes at the counter, then a relative's own accesses.
  "family.invite",
  "family.resend",
  "family.withdraw",
  "family.revoke",
  "family.messaging",
  "family.ownerAlerts",
  "contract.geolocation",
  "family.accept",
  "family.follow",
  "family.photo",
  "family.alerts",
] as const;

export type AuditAction = (typeof AUDIT_ACTIONS)[number];
/** "requested": written before a change is sent (decision 076); then its outcome. */
export type AuditOutcome = "requested" | "success" | "failure" | "rejected";

export interface AuditLine {
  time: string;
  /** The agent who acted; null when a relative did (their customer id is then `clientId`). */
  agentIdrh: string | null;
  regate: string | null;
  action: AuditAction;
  clientId: string | null;
  contractId: string | null;
  outcome: AuditOutcome;
}

/**
 * Who acted: an agent at the counter, or a relative following a contract (decision 088). The line
 * keeps its seven fields either way: a relative's has no agent and names the relative's
 * customer id as `clientId`, the contract they read as `contractId`.
 */
export type AuditInput = (
  | { agent: { idrh: string; regate: string | null }; relative?: never }
  | { relative: { customerId: string }; agent?: never }
) & {
  action: AuditAction;
  clientId?: string | null;
  contractId?: string | null;
  outcome: AuditOutcome;
}

export function auditLine(input: AuditInput, now: Date = new Date()): AuditLine {
  return {
    time: now.toISOString(),
    agentIdrh: input.agent?.idrh ?? null,
    regate: input.agent?.regate ?? null,
    action: input.action,
    clientId: input.relative ? input.relative.customerId : (input.clientId ?? null),
    contractId: input.contractId ?? null,
    outcome: input.outcome,
  };
}
