import { describe, expect, it } from "vitest";
import {
  INVITATION_DAYS,
  invitationExpiry,
  isInvitationToken,
  MAX_ACTIVE_RELATIVES,
  maskedEmail,
  mayAccept,
  mayInvite,
  ownerActions,
  relativeStatus,
  type RelativeRecord,
} from "~/kernel/people/family/invitation";

/** An invitation is single use, lasts 7 days, and only the invited e-mail accepts it. */
const SENT = new Date("2026-03-01T10:00:00.000Z");
const invitation = (overrides: Partial<RelativeRecord> = {}): RelativeRecord => ({
  state: "INVITED",
  email: "luc.dupont@example.fr",
  invitedAt: SENT.toISOString(),
  expiresAt: invitationExpiry(SENT).toISOString(),
  acceptedAt: null,
  ...overrides,
});
const LUC = { id: "300001", email: "luc.dupont@example.fr", emailVerified: true };
const OWNER = "100001";
const at = (iso: string) => new Date(iso);

describe("invitation expiry: 7 days", () => {
  it("ends seven days after it was sent, to the millisecond", () => {
    expect(INVITATION_DAYS).toBe(7);
    expect(invitationExpiry(SENT).toISOString()).toBe("2026-03-08T10:00:00.000Z");
  });

  it("is invited up to its last millisecond, expired from then on", () => {
    expect(relativeStatus(invitation(), at("2026-03-08T09:59:59.999Z"))).toBe("invited");
    expect(relativeStatus(invitation(), at("2026-03-08T10:00:00.000Z"))).toBe("expired");
  });

  it("may be accepted on the seventh day, not after", () => {
    expect(mayAccept(invitation(), LUC, OWNER, at("2026-03-08T09:00:00.000Z"))).toEqual({ allowed: true });
    expect(mayAccept(invitation(), LUC, OWNER, at("2026-03-08T11:00:00.000Z"))).toEqual({ allowed: false, reason: "expired" });
  });

  it("sent again, lasts seven days from the new sending", () => {
    const resent = invitation({ invitedAt: "2026-03-10T08:00:00.000Z", expiresAt: invitationExpiry(at("2026-03-10T08:00:00.000Z")).toISOString() });
    expect(relativeStatus(resent, at("2026-03-16T08:00:00.000Z"))).toBe("invited");
    expect(mayAccept(resent, LUC, OWNER, at("2026-03-16T08:00:00.000Z"))).toEqual({ allowed: true });
  });
});

describe("invitation: single use", () => {
  const accepted = invitation({ state: "FOLLOWING", acceptedAt: "2026-03-02T10:00:00.000Z" });

  it("once accepted, is used: for the relative again and for anyone else", () => {
    expect(mayAccept(accepted, LUC, OWNER, at("2026-03-03T10:00:00.000Z"))).toEqual({ allowed: false, reason: "used" });
    expect(mayAccept(accepted, { id: "100002", email: "paul.martin@example.fr", emailVerified: true }, OWNER, at("2026-03-03T10:00:00.000Z"))).toEqual({
      allowed: false,
      reason: "used",
    });
  });

  it("once accepted, never expires: the relative follows until revoked", () => {
    expect(relativeStatus(accepted, at("2027-01-01T00:00:00.000Z"))).toBe("following");
  });

  it("withdrawn or revoked, cannot be accepted", () => {
    expect(mayAccept(invitation({ state: "WITHDRAWN" }), LUC, OWNER, at("2026-03-02T10:00:00.000Z"))).toEqual({ allowed: false, reason: "withdrawn" });
    expect(mayAccept(invitation({ state: "REVOKED" }), LUC, OWNER, at("2026-03-02T10:00:00.000Z"))).toEqual({ allowed: false, reason: "revoked" });
  });
});

describe("invitation: which account may accept", () => {
  const now = at("2026-03-02T10:00:00.000Z");
  it("the invited e-mail, whatever its case or spaces", () => {
    expect(mayAccept(invitation({ email: " Luc.Dupont@Example.fr " }), LUC, OWNER, now)).toEqual({ allowed: true });
  });
  it("not another account", () => {
    expect(mayAccept(invitation(), { id: "100002", email: "paul.martin@example.fr", emailVerified: true }, OWNER, now)).toEqual({ allowed: false, reason: "wrongAccount" });
  });
  it("not the invited address before the identity provider verified it", () => {
    expect(mayAccept(invitation(), { ...LUC, emailVerified: false }, OWNER, now)).toEqual({ allowed: false, reason: "wrongAccount" });
  });
  it("not the contract's owner", () => {
    expect(mayAccept(invitation({ email: "marie.dupont@example.fr" }), { id: OWNER, email: "marie.dupont@example.fr", emailVerified: true }, OWNER, now)).toEqual({
      allowed: false,
      reason: "ownContract",
    });
  });
});

describe("inviting", () => {
  const now = at("2026-03-02T10:00:00.000Z");
  const owner = { email: "marie.dupont@example.fr" };
  it("not the owner's own address", () => {
    expect(mayInvite("MARIE.dupont@example.fr", owner, [], now)).toEqual({ allowed: false, reason: "ownEmail" });
  });
  it("not twice the same address while invited or following; again once expired, withdrawn or revoked", () => {
    expect(mayInvite("luc.dupont@example.fr", owner, [invitation()], now)).toEqual({ allowed: false, reason: "alreadyInvited" });
    expect(mayInvite("luc.dupont@example.fr", owner, [invitation({ state: "FOLLOWING" })], now)).toEqual({ allowed: false, reason: "alreadyFollowing" });
    expect(mayInvite("luc.dupont@example.fr", owner, [invitation()], at("2026-03-09T10:00:00.000Z"))).toEqual({ allowed: true });
    expect(mayInvite("luc.dupont@example.fr", owner, [invitation({ state: "WITHDRAWN" })], now)).toEqual({ allowed: true });
    expect(mayInvite("luc.dupont@example.fr", owner, [invitation({ state: "REVOKED" })], now)).toEqual({ allowed: true });
  });
  it(`at most ${MAX_ACTIVE_RELATIVES} relatives invited or following`, () => {
    const many = Array.from({ length: MAX_ACTIVE_RELATIVES }, (_, index) => invitation({ email: `r${index}@example.fr` }));
    expect(mayInvite("new@example.fr", owner, many, now)).toEqual({ allowed: false, reason: "tooMany" });
    expect(mayInvite("new@example.fr", owner, many.slice(1), now)).toEqual({ allowed: true });
  });
});

describe("what the owner may do, by status", () => {
  it("resend or withdraw an invitation (valid or expired), revoke a relative who follows, nothing after", () => {
    expect(ownerActions("invited")).toEqual(["resend", "withdraw"]);
    expect(ownerActions("expired")).toEqual(["resend", "withdraw"]);
    expect(ownerActions("following")).toEqual(["revoke"]);
    expect(ownerActions("withdrawn")).toEqual([]);
    expect(ownerActions("revoked")).toEqual([]);
  });
});

describe("shapes", () => {
  it("masks an address shown to whoever holds the link", () => {
    expect(maskedEmail("luc.dupont@example.fr")).toBe("l***@example.fr");
  });
  it("reads a token as the hub hands them out", () => {
    expect(isInvitationToken("a".repeat(43))).toBe(true);
    expect(isInvitationToken("short")).toBe(false);
    expect(isInvitationToken(`${"a".repeat(40)}/../`)).toBe(false);
  });
});
