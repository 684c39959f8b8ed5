import AxeBuilder from "@axe-core/playwright";
import { gzipSync } from "node:zlib";
import { expect, test as base, type Browser, type Page } from "@playwright/test";

export const SANDBOX_URL = `http://127.0.0.1:${process.env.E2E_SANDBOX_PORT ?? 3105}`;

const AXE_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"];

async function violationsOf(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze();
  return results.violations.map(
    (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`,
  );
}

/**
 * With JavaScript off, axe cannot run inside the page itself: the very HTML the person got
 * (scripts removed, as they never ran) is checked in a scratch page of the same origin, so
 * styles and relative links resolve the same way.
 */
async function violationsWithoutJavaScript(browser: Browser, page: Page): Promise<string[]> {
  const html = (await page.content()).replace(/<script\b[\s\S]*?<\/script>/gi, "");
  const origin = new URL(page.url()).origin;
  const context = await browser.newContext({ javaScriptEnabled: true });
  try {
    const scratch = await context.newPage();
    await scratch.goto(`${origin}/healthz`);
    await scratch.setContent(html, { waitUntil: "load" });
    return await violationsOf(scratch);
  } finally {
    await context.close();
  }
}

export const NARROW_VIEWPORT = { width: 320, height: 640 };

/**
 * How much wider than a 320 px phone each page is: the very HTML the person got (scripts
 * removed), laid out in a scratch page of the same origin at 320 px. 0 when nothing scrolls sideways.
 */
async function overflowsAt320(browser: Browser, snapshots: { url: string; html: string }[]): Promise<string[]> {
  const context = await browser.newContext({ javaScriptEnabled: true, viewport: NARROW_VIEWPORT });
  const wide: string[] = [];
  try {
    const scratch = await context.newPage();
    for (const { url, html } of snapshots) {
      await scratch.goto(`${new URL(url).origin}/healthz`);
      await scratch.setContent(html.replace(/<script\b[\s\S]*?<\/script>/gi, ""), { waitUntil: "load" });
      const width = await scratch.evaluate(() => document.documentElement.scrollWidth);
      if (width > NARROW_VIEWPORT.width) wide.push(`${url}: ${width} px`);
    }
  } finally {
    await context.close();
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
}

export const test = base.extend<Fixtures>({
  expectAccessible: async ({ page, browser, javaScriptEnabled }, use) => {
    await use(async (target = page) => {
      const violations = javaScriptEnabled !== false ? await violationsOf(target) : await violationsWithoutJavaScript(browser, target);
      expect(violations, `axe violations on ${target.url()}`).toEqual([]);
      // With JavaScript off every page is a full load, checked when the test ends; with it on,
      // the page as the script left it is laid out at 320 px here.
      if (javaScriptEnabled !== false) expect(await widthAt320(target), `width of ${target.url()} at 320 px`).toBeLessThanOrEqual(NARROW_VIEWPORT.width);
    });
  },
  narrowEveryPage: [
    async ({ page, browser }, use) => {
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
      expect(await overflowsAt320(browser, distinct), "pages wider than 320 px").toEqual([]);
    },
    { auto: true, timeout: 60_000 },
  ],
});

export { expect };

/** Resets the sandbox's store and injected faults between tests. */
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
export async function signInAsAgent(page: Page) {
  await page.goto("/sibp/login");
  await signInAtProvider(page, "AG12345");
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
