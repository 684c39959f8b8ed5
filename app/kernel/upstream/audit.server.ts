import { z } from "zod";
import { auditLine, type AuditInput } from "~/kernel/contract/audit";
import { log } from "~/kernel/platform/logger.server";
import { upstream } from "./http.server";

/** How long an agent's page waits for its audit line to be written (decision 076). */
export const AUDIT_PATIENCE_MS = 2000;

/** The audit trail did not take a line: the agent's read or change is refused (decision 076). */
export class AuditUnavailable extends Error {
  constructor(readonly action: string) {
    super(`audit trail unavailable for ${action}`);
    this.name = "AuditUnavailable";
  }
}

async function write(input: AuditInput, requestId: string | undefined): Promise<boolean> {
  const line = auditLine(input);
  log("info", "audit", { ...line, requestId });
  try {
    await upstream.client.post("/sibp/api/audit/", z.unknown(), { body: line, requestId, patienceMs: AUDIT_PATIENCE_MS });
    return true;
  } catch (error) {
    log("error", "SIBP: Unable to write audit line", { action: line.action, outcome: line.outcome, requestId, error: String(error) });
    return false;
  }
}

/**
 * The line of an agent's access to a client's data, written before the data is shown or a change
 * is sent (POST /sibp/api/audit/, the operator's append-only log): when it cannot be written
 * (within AUDIT_PATIENCE_MS), throws AuditUnavailable and nothing is shown or sent.
 */
export async function auditAccess(input: AuditInput, requestId?: string): Promise<void> {
  if (!(await write(input, requestId))) throw new AuditUnavailable(input.action);
}

/**
 * The line of what came of a change or of a failed read, once it is known. The change is done
 * (or the read failed) whatever the log: a line that cannot be written is logged as an error,
 * with the app's own log line beside it.
 */
export async function auditOutcome(input: AuditInput, requestId?: string): Promise<void> {
  await write(input, requestId);
}
