import { describe, expect, it } from "vitest";
import { baselineHeaders, contentSecurityPolicy, isForeignMutation, loopbackOrigins, siteOriginOf } from "~/kernel/platform/security";

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

describe("the site's origins (decision 130)", () => {
  const loopback = loopbackOrigins(3000);
  it("are the loopback names of the port, localhost first", () => {
    expect(loopback).toEqual(["http://localhost:3000", "http://127.0.0.1:3000", "http://[::1]:3000"]);
    for (const origin of loopback) expect(isForeignMutation("POST", { origin }, loopback), origin).toBe(false);
    expect(isForeignMutation("POST", { origin: "http://127.0.0.1:3001" }, loopback)).toBe(true);
  });
  it("give a request the one it was sent to, and the configured one for any other name", () => {
    expect(siteOriginOf("http://127.0.0.1:3000", loopback)).toBe("http://127.0.0.1:3000");
    expect(siteOriginOf("http://evil.example", loopback)).toBe("http://localhost:3000");
    expect(siteOriginOf(undefined, loopback)).toBe("http://localhost:3000");
    expect(siteOriginOf("http://127.0.0.1:3000", ["https://www.example.fr"])).toBe("https://www.example.fr");
  });
});
