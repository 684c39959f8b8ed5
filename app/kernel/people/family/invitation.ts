/**
 * The family circle (decision 085): a contract's owner invites relatives, who then follow the visit
 * reports and alerts of the beneficiary on the web. These are the rules of an invitation, pure:
 * how long it lasts, what state a relative is in, who may accept it. The hub stores the
 * invitations and relatives (docs/upstream-api.md, section 4, "Family circle"); the app decides.
 */

/** An invitation may be accepted for seven days after it was sent (or sent again). */
export const INVITATION_DAYS = 7;
const DAY_MS = 24 * 3600 * 1000;

/** At most this many relatives invited or following a contract at once. */
export const MAX_ACTIVE_RELATIVES = 10;

/** As the hub stores a relative: the state it last recorded, and when. */
export type StoredState = "INVITED" | "FOLLOWING" | "WITHDRAWN" | "REVOKED";

/** What a person reads: the stored state, with an invitation past its end read as expired. */
export type RelativeStatus = "invited" | "following" | "expired" | "withdrawn" | "revoked";

export interface RelativeRecord {
  state: StoredState;
  email: string;
  /** ISO instant: when the invitation was (last) sent. */
  invitedAt: string;
  /** ISO instant: the end of the invitation's validity. */
  expiresAt: string;
  /** ISO instant: when the relative accepted; null before. */
  acceptedAt: string | null;
}

/** The end of an invitation sent at `sentAt`: seven days later, to the millisecond. */
export function invitationExpiry(sentAt: Date): Date {
  return new Date(sentAt.getTime() + INVITATION_DAYS * DAY_MS);
}

/** The status a person reads, at `now`. */
export function relativeStatus(relative: Pick<RelativeRecord, "state" | "expiresAt">, now: Date): RelativeStatus {
  switch (relative.state) {
    case "FOLLOWING":
      return "following";
    case "WITHDRAWN":
      return "withdrawn";
    case "REVOKED":
      return "revoked";
    case "INVITED":
      return Date.parse(relative.expiresAt) <= now.getTime() ? "expired" : "invited";
  }
}

/** What the owner may do with a relative in this status. */
export function ownerActions(status: RelativeStatus): ("resend" | "withdraw" | "revoke")[] {
  switch (status) {
    case "invited":
      return ["resend", "withdraw"];
    case "expired":
      return ["resend", "withdraw"];
    case "following":
      return ["revoke"];
    default:
      return [];
  }
}

/** Whether a relative still counts against the limit (and blocks a second invitation of the same e-mail). */
export const isActive = (status: RelativeStatus) => status === "invited" || status === "following";

/** E-mail addresses compared as people type them: no case, no surrounding spaces. */
export const sameEmail = (a: string | null | undefined, b: string | null | undefined) =>
  typeof a === "string" && typeof b === "string" && a.trim().toLowerCase() === b.trim().toLowerCase();

export type InvitationRefusal = "ownEmail" | "alreadyInvited" | "alreadyFollowing" | "tooMany";

/**
 * Whether the owner may invite this e-mail now: not their own address, not someone already
 * invited (still valid) or following, and fewer than {@link MAX_ACTIVE_RELATIVES} relatives
 * invited or following. An expired, withdrawn or revoked relative may be invited again.
 */
export function mayInvite(
  email: string,
  owner: { email: string | null },
  relatives: readonly Pick<RelativeRecord, "state" | "expiresAt" | "email">[],
  now: Date,
): { allowed: true } | { allowed: false; reason: InvitationRefusal } {
  if (sameEmail(email, owner.email)) return { allowed: false, reason: "ownEmail" };
  const statuses = relatives.map((relative) => ({ relative, status: relativeStatus(relative, now) }));
  const same = statuses.find(({ relative, status }) => isActive(status) && sameEmail(relative.email, email));
  if (same) return { allowed: false, reason: same.status === "following" ? "alreadyFollowing" : "alreadyInvited" };
  if (statuses.filter(({ status }) => isActive(status)).length >= MAX_ACTIVE_RELATIVES) return { allowed: false, reason: "tooMany" };
  return { allowed: true };
}

/** Why an invitation's link cannot be accepted, as its page says it. */
export type AcceptRefusal = "used" | "expired" | "withdrawn" | "revoked" | "wrongAccount" | "ownContract";

/**
 * Whether this signed-in person may accept the invitation now. An invitation is used once:
 * accepted, it is "used" for everyone, the relative included. Past seven days it is "expired";
 * withdrawn by the owner, "withdrawn"; a relative revoked since, "revoked". Only the invited
 * address may accept, and only once the identity provider has verified it; the contract's owner
 * may not follow their own contract.
 */
export function mayAccept(
  invitation: RelativeRecord,
  person: { id: string; email: string; emailVerified: boolean },
  ownerCustomerId: string,
  now: Date,
): { allowed: true } | { allowed: false; reason: AcceptRefusal } {
  const status = relativeStatus(invitation, now);
  if (status === "following") return { allowed: false, reason: "used" };
  if (status === "expired" || status === "withdrawn" || status === "revoked") return { allowed: false, reason: status };
  if (person.id === ownerCustomerId) return { allowed: false, reason: "ownContract" };
  if (!person.emailVerified || !sameEmail(person.email, invitation.email)) return { allowed: false, reason: "wrongAccount" };
  return { allowed: true };
}

/** An address shown on the invitation's page to whoever holds the link: "l***@example.fr". */
export function maskedEmail(email: string): string {
  const [local = "", domain = ""] = email.trim().split("@");
  return `${local.slice(0, 1)}***@${domain}`;
}

/** Relationships the owner may name (the hub's codes; people read words). */
export const RELATIONSHIPS = ["CHILD", "GRANDCHILD", "SIBLING", "SPOUSE", "NEPHEW_NIECE", "FRIEND", "NEIGHBOUR", "OTHER"] as const;
export type Relationship = (typeof RELATIONSHIPS)[number];

/** An invitation token as the hub hands them out: 32 to 128 URL-safe characters. */
export function isInvitationToken(value: unknown): value is string {
  return typeof value === "string" && /^[A-Za-z0-9_-]{32,128}$/.test(value);
}
