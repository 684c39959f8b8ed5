import { z } from "zod";
import { auditLine, type AuditInput } from "~/domain/sibp/audit";
import { log } from "~/platform/logger.server";
import { upstream } from "./http.server";

/**
 * Writes one audit line (POST /sibp/api/audit/, the operator's append-only audit log; the
 * sandbox keeps it in a file). The line also goes to the app's own log, so a failed write still
 * leaves a trace; a failed write never stops the agent's work.
 */
export async function recordAudit(input: AuditInput, requestId?: string): Promise<void> {
  const line = auditLine(input);
  log("info", "audit", { ...line, requestId });
  try {
    await upstream.client.post("/sibp/api/audit/", z.unknown(), { body: line, requestId });
  } catch (error) {
    log("error", "SIBP: Unable to write audit line", { action: line.action, requestId, error: String(error) });
  }
}
