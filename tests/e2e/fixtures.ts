import AxeBuilder from "@axe-core/playwright";
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

export interface Fixtures {
  /** Runs axe on the page as it is now; the test fails on any violation. */
  expectAccessible: (page?: Page) => Promise<void>;
}

export const test = base.extend<Fixtures>({
  expectAccessible: async ({ page, browser, javaScriptEnabled }, use) => {
    await use(async (target = page) => {
      const violations = javaScriptEnabled !== false ? await violationsOf(target) : await violationsWithoutJavaScript(browser, target);
      expect(violations, `axe violations on ${target.url()}`).toEqual([]);
    });
  },
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
