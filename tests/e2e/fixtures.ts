/**
 * What every end-to-end spec imports: `test` and `expect` from here, never from @playwright/test.
 *
 * Each test owns its data, whatever runs beside it or before it (decision 071):
 * - Each Playwright worker starts its own app and sandbox upstream (`worker-servers.ts`) on ports
 *   derived from its index (E2E_PORT + n, E2E_SANDBOX_PORT + n), from the seed. `baseURL` (so
 *   `page.goto("/…")` and the `request` fixture) and `SANDBOX_URL` point at the worker's own.
 * - Before each test the worker's sandbox goes back to its seed and its faults are cleared
 *   (the automatic `seededSandbox` fixture): the demo contract 2024000123 is as seeded at the start
 *   of every test, in whatever order the tests run, and no other worker ever touches it.
 * So a spec needs no set-up of its own. One written the old way (`test.beforeEach(resetSandbox)`,
 * `SANDBOX_URL`, `injectFault`) works unchanged; the reset is then done twice. One that took
 * `test` from @playwright/test has no app to talk to: import it from here instead (one line).
 *
 * JavaScript off and on are the two projects (playwright.config.ts); every test runs in both
 * unless it says otherwise with a tag: `{ tag: "@once" }` when JavaScript changes nothing the
 * test checks (it runs with JavaScript off only), `{ tag: "@js-on" }` when it checks what
 * JavaScript adds (it runs with JavaScript on only).
 */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { gzipSync } from "node:zlib";
import { expect, test as base, type Page } from "@playwright/test";
import { parallelIndex, portsOf, startWorkerServers, type WorkerServers } from "./worker-servers";

/** This worker's sandbox (Playwright workers are processes: one value per worker). */
export const SANDBOX_URL = `http://127.0.0.1:${portsOf(parallelIndex).sandbox}`;

const AXE_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"];

/** axe-core's own script, read once per worker. */
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

/**
 * axe-core run in the page itself through its public `axe.run`, the script put in the page only
 * when the page has none yet: a page changed by the script in place (JavaScript on) and the
 * scratch page, whose document is replaced but whose window stays, keep theirs. Only violations
 * are gathered. Our pages have no frames, so nothing is lost by not visiting frames.
 */
async function violationsOf(page: Page): Promise<string[]> {
  if (!(await page.evaluate(() => "axe" in window))) await page.evaluate(AXE_SOURCE);
  return page.evaluate(async (tags) => {
    const { violations } = await (window as unknown as { axe: typeof import("axe-core") }).axe.run(document, {
      runOnly: { type: "tag", values: tags },
      resultTypes: ["violations"],
    });
    return violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`);
  }, AXE_TAGS);
}

/** Pages of one scratch browser context (JavaScript on, scripts taken out), kept for a worker. */
interface ScratchPages {
  /** At the browser's usual size, for axe. */
  forAxe: Page;
  /** At 320 px wide. */
  at320: Page;
}

/**
 * Puts the very HTML the person got into a scratch page of the same origin, scripts removed (as
 * they never ran with JavaScript off), so that styles and relative links resolve the same way.
 */
async function showIn(scratch: Page, url: string, html: string): Promise<void> {
  const origin = new URL(url).origin;
  if (!scratch.url().startsWith(origin)) await scratch.goto(`${origin}/healthz`);
  await scratch.setContent(html.replace(/<script\b[\s\S]*?<\/script>/gi, ""), { waitUntil: "load" });
}

/** With JavaScript off, axe cannot run inside the page itself: it checks the page's HTML in a scratch page. */
async function violationsWithoutJavaScript(scratch: Page, page: Page): Promise<string[]> {
  await showIn(scratch, page.url(), await page.content());
  return violationsOf(scratch);
}

export const NARROW_VIEWPORT = { width: 320, height: 640 };

/**
 * How much wider than a 320 px phone each page is: the very HTML the person got (scripts
 * removed), laid out in a scratch page of the same origin at 320 px. 0 when nothing scrolls sideways.
 */
async function overflowsAt320(scratch: Page, snapshots: { url: string; html: string }[]): Promise<string[]> {
  const wide: string[] = [];
  for (const { url, html } of snapshots) {
    await showIn(scratch, url, html);
    const width = await scratch.evaluate(() => document.documentElement.scrollWidth);
    if (width > NARROW_VIEWPORT.width) wide.push(`${url}: ${width} px`);
  }
  return wide;
}

async function widthAt320(page: Page): Promise<number> {
  const viewport = page.viewportSize();
  await page.setViewportSize(NARROW_VIEWPORT);
  try {
    return await page.evaluate(() => document.documentElement.scrollWidth);
  } finally {
    if (viewport) await page.setViewportSize(viewport);
  }
}

export interface Fixtures {
  /** Runs axe on the page as it is now (and, with JavaScript on, checks it fits 320 px); the test fails on any violation. */
  expectAccessible: (page?: Page) => Promise<void>;
  /** Every page the test loads is checked at 320 px wide when the test ends (automatic). */
  narrowEveryPage: void;
  /** The worker's sandbox is back to its seed, without faults, when the test starts (automatic). */
  seededSandbox: void;
}

export interface WorkerFixtures {
  /** The worker's app and sandbox, started once per worker (automatic). */
  servers: WorkerServers;
  /** Where pages are checked as HTML (axe without JavaScript, the 320 px layout): one context per worker. */
  scratch: ScratchPages;
}

export const test = base.extend<Fixtures, WorkerFixtures>({
  servers: [
    async ({}, use, workerInfo) => {
      const servers = await startWorkerServers(workerInfo.parallelIndex);
      try {
        await use(servers);
      } finally {
        await servers.stop();
      }
    },
    { scope: "worker", auto: true, timeout: 90_000 },
  ],
  scratch: [
    async ({ browser }, use) => {
      const context = await browser.newContext({ javaScriptEnabled: true });
      const forAxe = await context.newPage();
      const at320 = await context.newPage();
      await at320.setViewportSize(NARROW_VIEWPORT);
      await use({ forAxe, at320 });
      await context.close();
    },
    { scope: "worker" },
  ],
  baseURL: async ({ servers }, use) => {
    await use(servers.appUrl);
  },
  seededSandbox: [
    async ({ servers }, use) => {
      // SANDBOX_URL, which the helpers below use, is this worker's sandbox.
      expect(servers.sandboxUrl).toBe(SANDBOX_URL);
      await resetSandbox();
      await use();
    },
    { auto: true },
  ],
  expectAccessible: async ({ page, scratch, javaScriptEnabled }, use) => {
    await use(async (target = page) => {
      const violations = javaScriptEnabled !== false ? await violationsOf(target) : await violationsWithoutJavaScript(scratch.forAxe, target);
      expect(violations, `axe violations on ${target.url()}`).toEqual([]);
      // With JavaScript off every page is a full load, checked when the test ends; with it on,
      // the page as the script left it is laid out at 320 px here.
      if (javaScriptEnabled !== false) expect(await widthAt320(target), `width of ${target.url()} at 320 px`).toBeLessThanOrEqual(NARROW_VIEWPORT.width);
    });
  },
  narrowEveryPage: [
    async ({ page, scratch }, use) => {
      const snapshots: { url: string; html: string }[] = [];
      const taking: Promise<void>[] = [];
      page.on("load", () => {
        const url = page.url();
        if (!url.startsWith("http")) return;
        taking.push(page.content().then((html) => void snapshots.push({ url, html }), () => undefined));
      });
      await use();
      await Promise.all(taking);
      const seen = new Set<string>();
      const distinct = snapshots.filter(({ html }) => !seen.has(html) && Boolean(seen.add(html)));
      expect(await overflowsAt320(scratch.at320, distinct), "pages wider than 320 px").toEqual([]);
    },
    { auto: true, timeout: 60_000 },
  ],
});

export { expect };

/** Resets the worker's sandbox to its seed and clears its faults (done before every test by `seededSandbox`). */
export async function resetSandbox() {
  const response = await fetch(`${SANDBOX_URL}/__sandbox/reset`, { method: "POST" });
  if (!response.ok) throw new Error(`sandbox reset answered ${response.status}`);
}

export async function injectFault(fault: { path: string; method?: string; status?: number; delayMs?: number; timeout?: boolean; malformed?: boolean; times?: number }) {
  const response = await fetch(`${SANDBOX_URL}/__sandbox/faults`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(fault),
  });
  if (!response.ok) throw new Error(`sandbox fault answered ${response.status}`);
}

export async function clearFaults() {
  await fetch(`${SANDBOX_URL}/__sandbox/faults`, { method: "DELETE" });
}

/** On the identity provider's page a sign-in redirect led to: signs in as `login`. */
export async function signInAtProvider(page: Page, login: string, password = "demo1234") {
  await expect(page).toHaveURL(/\/oidc\//);
  await page.getByLabel(/Adresse e-mail|Identifiant/).fill(login);
  await page.getByLabel("Mot de passe").fill(password);
  await page.getByRole("button", { name: /Se connecter/ }).click();
}

/** The counter's agent AG12345 (office R75001) signs in and lands on the agent's home. */
export async function signInAsAgent(page: Page, login = "AG12345") {
  await page.goto("/sibp/login");
  await signInAtProvider(page, login);
  await expect(page).toHaveURL(/\/sibp\/home$/);
}

/** The sandbox's audit trail lines written since `since` (an ISO time taken before the test acts). */
export async function auditLinesSince(since: string): Promise<Record<string, unknown>[]> {
  const lines = (await (await fetch(`${SANDBOX_URL}/__sandbox/audit`)).json()) as Record<string, unknown>[];
  return lines.filter((line) => String(line.time) >= since);
}

/** DESIGN 8: the page's HTML, as the server sends it to this session, is at most 14 KB gzipped. */
export async function withinBudget(page: Page) {
  const html = await (await page.request.get(page.url())).text();
  expect(gzipSync(html).length, `gzipped HTML of ${page.url()}`).toBeLessThanOrEqual(14 * 1024);
}
