import { describe, expect, it } from "vitest";
import { baselineHeaders, contentSecurityPolicy, isForeignMutation } from "~/domain/security";

describe("content security policy", () => {
  it("allows scripts only from us or with the request's nonce, and forbids framing", () => {
    const policy = contentSecurityPolicy("abc123");
    expect(policy).toContain("script-src 'self' 'nonce-abc123'");
    expect(policy).not.toContain("unsafe-inline");
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).toContain("object-src 'none'");
  });
  it("allows no script at all on a page that has none", () => {
    expect(contentSecurityPolicy(null)).toContain("script-src 'none'");
  });
  it("lets forms go to the identity provider", () => {
    expect(contentSecurityPolicy("n", { formActions: ["http://127.0.0.1:3100"] })).toContain(
      "form-action 'self' http://127.0.0.1:3100",
    );
  });
});

describe("baseline headers", () => {
  it("sets nosniff and a strict referrer policy, HSTS only in production", () => {
    expect(baselineHeaders(false)).toMatchObject({ "X-Content-Type-Options": "nosniff", "Referrer-Policy": "same-origin" });
    expect(baselineHeaders(false)).not.toHaveProperty("Strict-Transport-Security");
    expect(baselineHeaders(true)["Strict-Transport-Security"]).toMatch(/max-age=\d+/);
  });
});

describe("a POST whose Origin is not ours is refused", () => {
  const ours = ["http://localhost:3000"];
  it("accepts our own origin", () => {
    expect(isForeignMutation("POST", { origin: "http://localhost:3000" }, ours)).toBe(false);
  });
  it("refuses another origin, and the opaque null origin", () => {
    expect(isForeignMutation("POST", { origin: "https://evil.example" }, ours)).toBe(true);
    expect(isForeignMutation("POST", { origin: "null" }, ours)).toBe(true);
  });
  it("falls back on Sec-Fetch-Site when there is no Origin", () => {
    expect(isForeignMutation("POST", { secFetchSite: "cross-site" }, ours)).toBe(true);
    expect(isForeignMutation("POST", { secFetchSite: "same-origin" }, ours)).toBe(false);
  });
  it("does not check reads", () => {
    expect(isForeignMutation("GET", { origin: "https://evil.example" }, ours)).toBe(false);
  });
});
