import { describe, expect, it } from "vitest";
import { checkSecuredRoute, isPreviewRequest, loginLocation, signOutTarget } from "~/kernel/auth/access";

describe("guard of secured routes (SPEC 2)", () => {
  it("sends an anonymous visitor to the login page with redirect, fallback and profile", () => {
    const access = checkSecuredRoute({
      authenticated: false,
      preview: false,
      path: "/services-seniors/contrat?tab=1",
      fallback: "/",
      profile: "part",
    });
    expect(access.allowed).toBe(false);
    if (access.allowed) return;
    const url = new URL(access.location, "http://localhost");
    expect(url.pathname).toBe("/vsmp/connexion");
    expect(url.searchParams.get("redirect")).toBe("/services-seniors/contrat?tab=1");
    expect(url.searchParams.get("fallback")).toBe("/");
    expect(url.searchParams.get("profile")).toBe("part");
  });

  it("lets an authenticated user through", () => {
    expect(checkSecuredRoute({ authenticated: true, preview: false, path: "/x" })).toEqual({ allowed: true });
  });

  it("lets a user in preview mode through", () => {
    expect(checkSecuredRoute({ authenticated: false, preview: true, path: "/x" })).toEqual({ allowed: true });
  });

  it("never builds a login link that redirects off-site", () => {
    const location = loginLocation("//evil.example", "https://evil.example");
    const url = new URL(location, "http://localhost");
    expect(url.searchParams.get("redirect")).toBe("/");
    expect(url.searchParams.get("fallback")).toBe("/");
  });

  it("recognises the content editor's preview ticket", () => {
    expect(isPreviewRequest(new URL("http://x/page?cmsTicketId=abc"))).toBe(true);
    expect(isPreviewRequest(new URL("http://x/page?cmsTicketId="))).toBe(false);
    expect(isPreviewRequest(new URL("http://x/page"))).toBe(false);
  });
});

describe("sign-out target", () => {
  it("returns to the given path", () => {
    expect(signOutTarget("/services-seniors/financement-et-assurance")).toBe("/services-seniors/financement-et-assurance");
  });
  it("returns home from the configured routes", () => {
    expect(signOutTarget("/services-seniors/contrat")).toBe("/");
    expect(signOutTarget("/services-seniors/contrat/2024000123/tableau-de-bord")).toBe("/");
  });
  it("returns home for a foreign or missing target", () => {
    expect(signOutTarget("https://evil.example")).toBe("/");
    expect(signOutTarget(null)).toBe("/");
  });
});
