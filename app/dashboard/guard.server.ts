import { data } from "@remix-run/node";
import { NOT_ALLOWED, ownerAccess, RESOURCE_NOT_FOUND, isContractNumber, type DashboardRefusal } from "~/domain/dashboard/access";
import { log } from "~/platform/logger.server";
import { getHubContract, type HubContract } from "~/upstream/hub.server";

export const PRIVATE_NO_STORE = { "Cache-Control": "private, no-store" } as const;

/** The error page's answer for a refusal: no data of the contract, never stored. */
export function refusal(refused: DashboardRefusal): never {
  throw data({ messageKey: refused.messageKey }, { status: refused.status, headers: PRIVATE_NO_STORE });
}

/** The contract, or null when it does not exist or cannot be read (SPEC 8: both are 404). */
export async function findContract(contractNumber: string | undefined, requestId?: string): Promise<HubContract | null> {
  if (!isContractNumber(contractNumber)) return null;
  try {
    return await getHubContract(contractNumber, { requestId });
  } catch (error) {
    log("warn", "Dashboard: contract unavailable", { contractNumber, error: String(error), requestId });
    return null;
  }
}

/** The owner's guard (SPEC 2): user information, contract found, subscriber's customerId = user id. */
export async function openAsOwner(userId: string | null, contractNumber: string | undefined, requestId?: string): Promise<HubContract> {
  if (!userId) refusal(NOT_ALLOWED);
  const contract = await findContract(contractNumber, requestId);
  if (!contract) refusal(RESOURCE_NOT_FOUND);
  const access = ownerAccess(userId, contract);
  if (!access.allowed) refusal(access.refusal);
  return contract;
}
