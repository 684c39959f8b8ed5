import { describe, expect, it } from "vitest";
import { safeReturnPath } from "~/domain/return-path";

describe("return-to parameters accept same-site relative paths only", () => {
  it.each([
    ["/", "/"],
    ["/services-seniors/contrat", "/services-seniors/contrat"],
    ["/services-seniors/souscription/etape2?x=1#top", "/services-seniors/souscription/etape2?x=1#top"],
  ])("keeps the relative path %s", (value, expected) => {
    expect(safeReturnPath(value)).toBe(expected);
  });

  it.each([
    "https://evil.example/",
    "//evil.example/path",
    "/\\evil.example",
    "\\\\evil.example",
    "javascript:alert(1)",
    "evil.example",
    "/\n//evil.example",
    "",
    null,
    undefined,
    42,
  ])("falls back for %s", (value) => {
    expect(safeReturnPath(value as string)).toBe("/");
  });

  it("keeps encoded characters encoded, so they cannot split a header", () => {
    expect(safeReturnPath("/%0d%0aSet-Cookie:x")).toBe("/%0d%0aSet-Cookie:x");
  });

  it("uses the given fallback", () => {
    expect(safeReturnPath("https://evil.example", "/vsmp/connexion")).toBe("/vsmp/connexion");
  });
});
