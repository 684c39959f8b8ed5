import { z } from "zod";
import { isUpstreamError, upstream, type ProjectSystem } from "./http.server";

const HUB = "/vsmp/api/vsmp/v1/hub";

interface Options {
  requestId?: string;
  signal?: AbortSignal;
}

/** A withdrawal as the hub recorded it (app/kernel/contract/withdrawal `RecordedWithdrawal`): the statement, when, the refund. */
export const recordedWithdrawalSchema = z.object({
  requestId: z.string(),
  receivedAt: z.string(),
  name: z.string(),
  mail: z.string(),
  paidInCents: z.number().int(),
  retainedInCents: z.number().int(),
  refundInCents: z.number().int(),
  servedFrom: z.string().nullable(),
  servedTo: z.string().nullable(),
  refundBy: z.string(),
});

const withdrawalResultSchema = z.object({ requestId: z.string(), version: z.number(), status: z.string(), withdrawal: recordedWithdrawalSchema });

/**
 * POST /hub/contract/{n}/withdrawal (decision 123): the hub records the statement, stops the
 * service and states the refund. 409 ALREADY_WITHDRAWN or WITHDRAWAL_PERIOD_ENDED otherwise.
 */
export function requestWithdrawal(contractNumber: string, statement: { name: string; mail: string }, system: ProjectSystem, { requestId }: Options = {}) {
  return upstream.vsmp.post(`${HUB}/contract/${encodeURIComponent(contractNumber)}/withdrawal`, withdrawalResultSchema, { body: statement, system, requestId });
}

/** Why the hub refused a withdrawal, when it said so: done already, or the period over. */
export function withdrawalRefusal(error: unknown): "alreadyWithdrawn" | "periodEnded" | null {
  if (!isUpstreamError(error, "status") || error.status !== 409) return null;
  const code = (error.body as { code?: unknown } | undefined)?.code;
  if (code === "ALREADY_WITHDRAWN") return "alreadyWithdrawn";
  if (code === "WITHDRAWAL_PERIOD_ENDED") return "periodEnded";
  return null;
}

/** The acknowledgement of the contract's withdrawal on a durable medium (the hub's PDF), streamed as it comes. */
export function streamWithdrawalAcknowledgement(contractNumber: string, { requestId, signal }: Options = {}) {
  return upstream.documents.send("GET", `${HUB}/contract/${encodeURIComponent(contractNumber)}/withdrawal/acknowledgement`, {
    requestId,
    signal,
    headers: { accept: "application/pdf" },
  });
}
