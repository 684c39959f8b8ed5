import type { VsmpUser } from "~/kernel/auth/user.server";
import { log } from "~/kernel/platform/logger.server";
import { attachGuestContracts, listContractsOfCustomer, type ContractSummary } from "~/kernel/upstream/hub.server";

/**
 * The signed-in client's contracts. A guest who subscribed and then created an account with the
 * same e-mail finds that contract here: contracts without a customer whose subscriber has this
 * e-mail are first given to the user, only when the identity provider verified the e-mail.
 */
export async function contractsOfUser(user: VsmpUser, requestId?: string): Promise<{ contracts: ContractSummary[]; failed: boolean }> {
  if (user.emailVerified && user.email) {
    try {
      await attachGuestContracts(user.id, user.email, requestId);
    } catch (error) {
      log("warn", "Dashboard: unable to attach guest contracts", { error: String(error), requestId });
    }
  }
  try {
    return { contracts: await listContractsOfCustomer(user.id, requestId), failed: false };
  } catch (error) {
    log("warn", "Dashboard: unable to list contracts", { error: String(error), requestId });
    return { contracts: [], failed: true };
  }
}

/** The contract a client means without naming one: the first not being terminated, else the first. */
export function currentContract(contracts: readonly ContractSummary[]): ContractSummary | null {
  return contracts.find((contract) => !contract.terminationRequestDate) ?? contracts[0] ?? null;
}
