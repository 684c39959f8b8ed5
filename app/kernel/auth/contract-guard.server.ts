import { data } from "@remix-run/node";
import { NOT_ALLOWED, ownerAccess, RESOURCE_NOT_FOUND, SERVICE_UNAVAILABLE, isContractNumber, type DashboardRefusal } from "~/kernel/auth/contract-access";
import { log } from "~/kernel/platform/logger.server";
import { isUpstreamError } from "~/kernel/upstream/http.server";
import { listFollowed } from "~/kernel/upstream/family.server";
import { getHubContract, type HubContract } from "~/kernel/upstream/hub.server";

export const PRIVATE_NO_STORE = { "Cache-Control": "private, no-store" } as const;

/** The error page's answer for a refusal: no data of the contract, never stored. */
export function refusal(refused: DashboardRefusal): never {
  throw data({ messageKey: refused.messageKey }, { status: refused.status, headers: PRIVATE_NO_STORE });
}

/** Whether the hub's failure says the contract does not exist (rather than that it cannot be read now). */
export const isUnknownContract = (error: unknown) => isUpstreamError(error, "status") && (error.status === 404 || error.status === 400);

/**
 * The contract, or null when it does not exist. One that cannot be read now (a time-out, an
 * answer of 500 or more, a malformed body) is 503 'unavailable, try again', never 'not found'
 * (decision 073, both doors).
 */
export async function findContract(contractNumber: string | undefined, requestId?: string): Promise<HubContract | null> {
  if (!isContractNumber(contractNumber)) return null;
  try {
    return await getHubContract(contractNumber, { requestId });
  } catch (error) {
    if (isUnknownContract(error)) return null;
    log("warn", "Dashboard: contract unavailable", { contractNumber, error: String(error), requestId });
    refusal(SERVICE_UNAVAILABLE);
  }
}

/**
 * Whether this person follows the contract as a relative (decision 085), asked of the hub only when
 * they are not its owner. A hub that cannot say keeps the stranger's answer (404): a relative
 * learns nothing more than a stranger, and nothing of the contract is shown either way.
 */
async function followsAsRelative(userId: string, contractNumber: string, requestId?: string): Promise<boolean> {
  try {
    return (await listFollowed(userId, { requestId })).some((followed) => followed.contractNumber === contractNumber);
  } catch (error) {
    log("warn", "Dashboard: unable to tell whether a relative follows the contract", { contractNumber, error: String(error), requestId });
    return false;
  }
}

/**
 * The owner's guard (SPEC 2): user information, contract found, subscriber's customerId = user
 * id. A relative who follows the contract gets 403 'Not allowed' on every owner page, download
 * and action; anyone else, the answer of an unknown number (decision 073).
 */
export async function openAsOwner(userId: string | null, contractNumber: string | undefined, requestId?: string): Promise<HubContract> {
  if (!userId) refusal(NOT_ALLOWED);
  const contract = await findContract(contractNumber, requestId);
  if (!contract) refusal(RESOURCE_NOT_FOUND);
  if (ownerAccess(userId, contract).allowed) return contract;
  const access = ownerAccess(userId, contract, await followsAsRelative(userId, contract.contractNumber, requestId));
  if (!access.allowed) refusal(access.refusal);
  return contract;
}
