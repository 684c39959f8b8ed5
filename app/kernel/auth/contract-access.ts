/**
 * SPEC 2 "Route guards", VSMP dashboard, and SPEC 8: the page needs the user's information (else
 * 403 'Not allowed'), the contract must exist (else 404 'Resource not found'), and the contract
 * subscriber's customerId must equal the signed-in user's id. Someone else's contract is answered
 * as one that does not exist (404 'Resource not found', not the spec's 403): a different answer
 * would tell a signed-in stranger that the number exists (decision 073). A contract that cannot
 * be read now is 503 'unavailable, try again', never 'not found'. The same rule guards every
 * sub-page and every download.
 */
export type DashboardRefusal =
  | { status: 403; messageKey: "notAllowed" }
  | { status: 404; messageKey: "resourceNotFound" }
  | { status: 503; messageKey: "unavailable" };

export type DashboardAccess = { allowed: true } | { allowed: false; refusal: DashboardRefusal };

export const NOT_ALLOWED: DashboardRefusal = { status: 403, messageKey: "notAllowed" };
export const RESOURCE_NOT_FOUND: DashboardRefusal = { status: 404, messageKey: "resourceNotFound" };
export const SERVICE_UNAVAILABLE: DashboardRefusal = { status: 503, messageKey: "unavailable" };

/** A contract number as the hub gives them: digits only. Anything else cannot exist. */
export function isContractNumber(value: unknown): value is string {
  return typeof value === "string" && /^\d{6,20}$/.test(value);
}

/**
 * A relative who follows the contract (decision 085) knows it exists: they are told 403 'Not allowed'
 * on every owner page, download and action (price, invoices, IBAN, attestations, contract
 * documents, amendments, suspension, termination); only their own follow-up page is theirs.
 */
export function ownerAccess(userId: string | null, contract: { subscriber: { customerId: string } } | null, followsAsRelative = false): DashboardAccess {
  if (!userId) return { allowed: false, refusal: NOT_ALLOWED };
  if (!contract) return { allowed: false, refusal: RESOURCE_NOT_FOUND };
  if (contract.subscriber.customerId !== userId) return { allowed: false, refusal: followsAsRelative ? NOT_ALLOWED : RESOURCE_NOT_FOUND };
  return { allowed: true };
}
