/**
 * Nested routes and zero JavaScript where none is needed (decisions 068 and 069), on the built app:
 * - the dashboard's pages render inside its layout route (contract header, navigation) under
 *   both doors, the client's and the agent's (which also sits inside the SIBP layout);
 * - the journey's steps render inside the `souscription` layout (the stepper);
 * - editorial pages, 404 and error pages have no <script> at all, and a CSP allowing none;
 *   pages with forms keep their scripts.
 */
import { describe, expect, it } from "vitest";
import { signIn } from "../../scripts/budget-signin.mjs";
import { useAppOnSandbox } from "./processes";

const started = useAppOnSandbox("nested-routes");
const PAGES = ["", "/versions", "/factures", "/attestations", "/comptes-rendus", "/avenants", "/suspendre-contrat", "/resilier-contrat"];

async function page(path: string, cookie = "") {
  const response = await fetch(`${started.app.url}${path}`, { headers: cookie ? { cookie } : {}, redirect: "manual" });
  return { status: response.status, html: await response.text(), policy: response.headers.get("content-security-policy") ?? "" };
}

/** The layout's markup (contract header and navigation) before the page's own title. */
function expectInsideDashboardLayout(html: string, path: string) {
  const header = html.indexOf('class="dashboard-contract"');
  const nav = html.indexOf('class="dashboard-nav"');
  const title = html.indexOf("<h1", nav);
  expect(header, `${path}: the layout's contract header`).toBeGreaterThan(0);
  expect(html.slice(header, header + 200), path).toContain("2024000123");
  expect(nav, `${path}: the layout's navigation`).toBeGreaterThan(header);
  expect(title, `${path}: the page's title inside the layout`).toBeGreaterThan(nav);
  expect(html.match(/class="dashboard-nav"/g), path).toHaveLength(1);
}

describe("one dashboard, two doors", () => {
  it("renders every page inside the dashboard layout at the client's door", async () => {
    const base = "/services-seniors/contrat/2024000123/tableau-de-bord";
    const cookie = await signIn(started.app.url, base, { login: "marie.dupont@example.fr", password: "demo1234" });
    for (const path of PAGES) {
      const { status, html } = await page(`${base}${path}`, cookie);
      expect(status, path).toBe(200);
      expectInsideDashboardLayout(html, path);
      expect(html, path).not.toContain('class="agent-bar"');
    }
  });

  it("renders the same pages inside the dashboard layout, inside the SIBP layout, at the agent's door", async () => {
    const base = "/sibp/contrat/2024000123/tableau-de-bord";
    const cookie = await signIn(started.app.url, "/sibp/home", { login: "AG12345", password: "demo1234" });
    for (const path of PAGES) {
      const { status, html } = await page(`${base}${path}`, cookie);
      expect(status, path).toBe(200);
      expectInsideDashboardLayout(html, path);
      expect(html.indexOf('class="agent-bar"'), `${path}: the SIBP layout's bar`).toBeGreaterThan(0);
      expect(html.indexOf('class="agent-bar"'), path).toBeLessThan(html.indexOf('class="dashboard-contract"'));
    }
    // The SIBP layout's bar: the agent and a sign-out, on every counter screen.
    const home = await page("/sibp/home", cookie);
    expect(home.html).toMatch(/class="agent-bar"[\s\S]*Jeanne Martin[\s\S]*action="\/sibp\/login"/);
  });
});

describe("the journey's steps", () => {
  it("render inside the souscription layout: the stepper, then the step's title", async () => {
    const { status, html } = await page("/services-seniors/souscription/etape1");
    expect(status).toBe(200);
    const stepper = html.indexOf('class="stepper"');
    expect(stepper).toBeGreaterThan(0);
    expect(html.indexOf("<h1", stepper)).toBeGreaterThan(stepper);
  });
});

describe("zero JavaScript where none is needed", () => {
  it("sends no script on editorial pages, 404 and error pages, and a policy allowing none", async () => {
    for (const path of [
      "/",
      "/particulier/veiller-sur-mes-parents",
      "/particulier/veiller-sur-mes-parents/grille-tarifaire",
      "/particulier/veiller-sur-mes-parents/la-revue",
      "/particulier/veiller-sur-mes-parents/gestion/cgv",
      "/mentions-legales",
      "/accessibilite",
      "/nulle-part-ailleurs",
    ]) {
      const { status, html, policy } = await page(path);
      expect(status, path).toBeLessThan(500);
      expect(html, path).not.toMatch(/<script\b/i);
      expect(html, path).not.toMatch(/rel="modulepreload"/);
      expect(policy, path).toContain("script-src 'none'");
    }
  });

  it("keeps the scripts of pages with forms (progressive enhancement)", async () => {
    const { html, policy } = await page("/services-seniors/souscription/etape1");
    const nonce = /'nonce-([^']+)'/.exec(policy)?.[1];
    expect(nonce).toBeTruthy();
    expect(html).toMatch(/<script\b/);
    expect(html).toContain(`nonce="${nonce}"`);
  });
});
