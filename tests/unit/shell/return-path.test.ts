import { describe, expect, it } from "vitest";
import { safeReturnPath, signInReturnPath } from "~/kernel/auth/return-path";

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

  /** Known open-redirect bypasses: each must come back as the fallback, never as another site. */
  const BYPASSES = [
    "/.//evil.com",
    "/a/..//evil.com/path",
    "/./\\evil.com",
    "/%2e//evil.com",
    "/%2E%2E//evil.com",
    "/a/%2e%2e//evil.com",
    "/..//evil.com",
    "/../..//evil.com",
    "/././/evil.com",
    "/.\\/evil.com",
    "///evil.com",
    "/\t/evil.com",
    "https:evil.com",
    "/\\/evil.com",
    "//evil.com@same.site",
    "/.//evil.com?x=1",
  ];

  it.each(BYPASSES)("refuses the bypass %s, once normalised too", (value) => {
    const answer = safeReturnPath(value);
    expect(answer).toBe("/");
    // Whatever a browser would make of the answer, it stays on this site.
    expect(new URL(answer, "http://same.site").origin).toBe("http://same.site");
  });

  it("normalises dot segments that stay on the site", () => {
    expect(safeReturnPath("/a/./b/../c")).toBe("/a/c");
    expect(safeReturnPath("/./services-seniors")).toBe("/services-seniors");
  });

  it("keeps encoded characters encoded, so they cannot split a header", () => {
    expect(safeReturnPath("/%0d%0aSet-Cookie:x")).toBe("/%0d%0aSet-Cookie:x");
  });

  it("uses the given fallback", () => {
    expect(safeReturnPath("https://evil.example", "/vsmp/connexion")).toBe("/vsmp/connexion");
  });
});

describe("where the header's sign-in returns", () => {
  it("to 'Mes contrats' from anywhere but the subscription journey, which goes on where it was", () => {
    expect(signInReturnPath("/")).toBe("/services-seniors/contrat");
    expect(signInReturnPath("/services-seniors/financement-et-assurance")).toBe("/services-seniors/contrat");
    expect(signInReturnPath("/services-seniors/souscription/etape4")).toBe("/services-seniors/souscription/etape4");
  });
});
