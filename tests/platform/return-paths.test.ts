/**
 * Return paths on the built server, in production mode: no return-to parameter sends a browser
 * to another site, whatever bypass it tries (signed in, the login's redirect; the language
 * switch; sign-out).
 */
import { describe, expect, it } from "vitest";
import { signIn } from "../../scripts/budget-signin.mjs";
import { useAppOnSandbox } from "./processes";

const started = useAppOnSandbox("return-paths");

const BYPASSES = ["/.//evil.com", "/a/..//evil.com/path", "/%2e//evil.com", "/..//evil.com", "///evil.com", "//evil.com", "https://evil.com/", "/\\evil.com", "/./\\evil.com"];

function staysOnSite(response: Response, what: string) {
  expect(response.status, what).toBeGreaterThanOrEqual(300);
  expect(response.status, what).toBeLessThan(400);
  const location = response.headers.get("location")!;
  const app = new URL(started.app.url);
  expect(new URL(location, app).host, `${what} → ${location}`).toBe(app.host);
}

describe("return-to parameters on the built server", () => {
  it("keeps the signed-in login's redirect on the site", async () => {
    const cookie = await signIn(started.app.url, "/services-seniors/contrat", { login: "marie.dupont@example.fr", password: "demo1234" });
    for (const bypass of BYPASSES) {
      const response = await fetch(`${started.app.url}/vsmp/connexion?redirect=${encodeURIComponent(bypass)}`, { headers: { cookie }, redirect: "manual" });
      staysOnSite(response, `login ${bypass}`);
    }
  });

  it("keeps the language switch's and sign-out's return on the site", async () => {
    const origin = started.app.url;
    for (const bypass of BYPASSES) {
      const language = await fetch(`${origin}/preferences/langue`, {
        method: "POST",
        headers: { origin, "content-type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({ locale: "en", redirect: bypass }),
        redirect: "manual",
      });
      staysOnSite(language, `language ${bypass}`);
      const signOut = await fetch(`${origin}/deconnexion?redirect=${encodeURIComponent(bypass)}`, { method: "POST", headers: { origin }, redirect: "manual" });
      staysOnSite(signOut, `sign-out ${bypass}`);
    }
  });
});
