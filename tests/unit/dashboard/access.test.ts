import { describe, expect, it } from "vitest";
import { isContractNumber, ownerAccess } from "~/kernel/auth/contract-access";
import { resources } from "~/kernel/i18n/resources";

/** SPEC 2 "Route guards" (VSMP dashboard) and SPEC 8, with the spec's own wording. */
const words = (refusal: { messageKey: string }) => (resources.en.common.errors as Record<string, string>)[refusal.messageKey];
const contractOf = (customerId: string) => ({ subscriber: { customerId } });

describe("VSMP dashboard guard", () => {
  it("needs user information, else 403 'Not allowed'", () => {
    const access = ownerAccess(null, contractOf("100001"));
    expect(access.allowed).toBe(false);
    if (!access.allowed) {
      expect(access.refusal.status).toBe(403);
      expect(words(access.refusal)).toBe("Not allowed");
    }
  });

  it("needs the contract to exist (or to be read), else 404 'Resource not found'", () => {
    const access = ownerAccess("100001", null);
    expect(access.allowed).toBe(false);
    if (!access.allowed) {
      expect(access.refusal.status).toBe(404);
      expect(words(access.refusal)).toBe("Resource not found");
    }
  });

  it("needs the subscriber's customerId to equal the logged-in user id, else the answer of an unknown contract (404 'Resource not found': its existence is not told)", () => {
    const stranger = ownerAccess("100002", contractOf("100001"));
    expect(stranger).toEqual(ownerAccess("100002", null));
    expect(!stranger.allowed && stranger.refusal.status).toBe(404);
    expect(!stranger.allowed && words(stranger.refusal)).toBe("Resource not found");
  });

  it("lets the contract owner in", () => {
    expect(ownerAccess("100001", contractOf("100001"))).toEqual({ allowed: true });
  });

  it("never takes an empty customerId (a guest's contract) for anyone's", () => {
    expect(ownerAccess("", contractOf("")).allowed).toBe(false);
  });

  it("knows a contract number when it sees one", () => {
    expect(isContractNumber("2024000123")).toBe(true);
    for (const value of ["", "abc", "2024/31", "../2024000123", undefined, "12"]) expect(isContractNumber(value)).toBe(false);
  });
});

describe("a relative on the owner's pages", () => {
  it("a relative who follows the contract is refused with 403 'Not allowed', not told it is unknown", () => {
    const access = ownerAccess("300001", { subscriber: { customerId: "100001" } }, true);
    expect(access).toEqual({ allowed: false, refusal: { status: 403, messageKey: "notAllowed" } });
  });
  it("the owner stays the owner", () => {
    expect(ownerAccess("100001", { subscriber: { customerId: "100001" } }, true)).toEqual({ allowed: true });
  });
});
