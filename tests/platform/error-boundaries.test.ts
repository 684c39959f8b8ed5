/**
 * Error pages where they happen, on the built app: a dashboard page that fails shows
 * the error layout inside the dashboard's header and navigation at both doors (inside the agent's
 * bar at the counter's); every error page, 404 and the SIBP error page included, shows the status,
 * the session id read from its cookie and the date, on the server's render, with no script.
 */
import { afterEach, describe, expect, it } from "vitest";
import { signIn } from "../../scripts/budget-signin.mjs";
import { useAppOnSandbox } from "./processes";

const started = useAppOnSandbox("error-boundaries");
const CONTRACT = "2024000123";
const SID = "support-4f2c9a71-0b1d";

async function page(path: string, cookie = "") {
  // The sign-in's own support id, if any, replaced by a known one.
  const others = cookie.split(/;\s*/).filter((pair) => pair && !pair.startsWith("sid="));
  const response = await fetch(`${started.app.url}${path}`, { headers: { cookie: [...others, `sid=${SID}`].join("; ") }, redirect: "manual" });
  return { status: response.status, html: await response.text() };
}

/** The error layout: its status, the session id and a date, and (an error boundary's) no script. */
function expectErrorLayout(html: string, status: number, { boundary = true } = {}) {
  const details = html.slice(html.indexOf('class="error-details"'));
  expect(html).toContain('class="error-details"');
  expect(details).toMatch(new RegExp(`<dd>${status}</dd>`));
  expect(details).toContain(`<dd>${SID}</dd>`);
  expect(details).toMatch(/<time dateTime="\d{4}-\d{2}-\d{2}T/);
  if (boundary) expect(html).not.toMatch(/<script\b/);
}

const fault = (body: Record<string, unknown>) =>
  fetch(`${started.sandbox.url}/__sandbox/faults`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });

afterEach(async () => {
  await fetch(`${started.sandbox.url}/__sandbox/faults`, { method: "DELETE" });
});

describe("error boundaries of the layouts", () => {
  it("a dashboard page that fails keeps the contract's header and navigation, at the client's door", async () => {
    const base = `/services-seniors/contrat/${CONTRACT}/tableau-de-bord`;
    const cookie = await signIn(started.app.url, base, { login: "marie.dupont@example.fr", password: "demo1234" });
    await fault({ path: `/vsmp/api/vsmp/v1/hub/contract/${CONTRACT}`, status: 404 });
    const { status, html } = await page(`${base}/versions`, cookie);
    expect(status).toBe(404);
    expect(html).toContain('class="dashboard-nav"');
    expect(html.indexOf('class="dashboard-nav"')).toBeLessThan(html.indexOf('class="error-details"'));
    expect(html).toContain(`${base}/factures`);
    expectErrorLayout(html, 404);
  });

  it("a dashboard page that fails keeps the agent's bar and the dashboard's navigation, at the agent's door", async () => {
    const base = `/sibp/contrat/${CONTRACT}/tableau-de-bord`;
    const cookie = await signIn(started.app.url, "/sibp/home", { login: "AG12345", password: "demo1234" });
    await fault({ path: `/vsmp/api/vsmp/v1/hub/contract/${CONTRACT}`, status: 404 });
    const { status, html } = await page(`${base}/versions`, cookie);
    expect(status).toBe(404);
    expect(html.indexOf('class="agent-bar"')).toBeGreaterThan(0);
    expect(html.indexOf('class="agent-bar"')).toBeLessThan(html.indexOf('class="dashboard-nav"'));
    expect(html).toContain(`${base}/factures`);
    // The contract could not be opened, so no holder is named: the agent reads words, not placeholders.
    expect(html).toContain(`Contrat n° ${CONTRACT}<`);
    expect(html).toContain(`>Le contrat</a>`);
    expect(html).not.toContain("{{");
    expectErrorLayout(html, 404);
  });

  it("a counter screen not found keeps the agent's bar and leads back to the agent's home", async () => {
    const cookie = await signIn(started.app.url, "/sibp/home", { login: "AG12345", password: "demo1234" });
    const { status, html } = await page("/sibp/offers-about/inconnue", cookie);
    expect(status).toBe(404);
    expect(html).toContain('class="agent-bar"');
    expect(html).toContain('href="/sibp/home"');
    expectErrorLayout(html, 404);
  });

  it("a 404 and the SIBP error page, rendered on the server, show the session id and the date", async () => {
    const missing = await page("/cette-page-n-existe-pas");
    expect(missing.status).toBe(404);
    expectErrorLayout(missing.html, 404);
    const sibp = await page("/sibp/error-page?status=502");
    expect(sibp.status).toBe(502);
    // A page of the counter (not an error boundary): the SIBP layout's scripts stay.
    expectErrorLayout(sibp.html, 502, { boundary: false });
  });
});
