import { existsSync } from "node:fs";
import { defineConfig, devices } from "@playwright/test";
import { chromium } from "playwright";

/**
 * End-to-end tests drive headless Chromium against the built app on the sandbox upstream, in two
 * projects: JavaScript off and JavaScript on (a test tagged @once runs with JavaScript off only,
 * one tagged @js-on with it on only; tests/e2e/fixtures.ts says when). Playwright's own browser
 * download cannot work here, so when Playwright's is absent Debian's are used: its headless shell
 * (package chromium-headless-shell, the same Blink without the desktop browser around it: about
 * half the CPU of a test, decision 112), else its full /usr/bin/chromium in headless mode.
 *
 * Tests run in parallel, one at a time per worker, each worker on an app and a sandbox of its own
 * (tests/e2e/worker-servers.ts: ports E2E_PORT + n and E2E_SANDBOX_PORT + n for worker n, 3005
 * and 3105 by default), each test from the sandbox's seed: no test depends on another's data or
 * order. Two workers for the machines' two cores (E2E_WORKERS or --workers for another count).
 */
const DEBIAN_BROWSERS = ["/usr/lib/chromium/chromium-headless-shell", "/usr/bin/chromium"];

function executablePath(): string | undefined {
  try {
    if (existsSync(chromium.executablePath())) return undefined;
  } catch {
    // no bundled browser
  }
  return DEBIAN_BROWSERS.find((path) => existsSync(path)) ?? DEBIAN_BROWSERS[1];
}

const launchOptions = {
  executablePath: executablePath(),
  args: ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync"],
};

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  workers: Number(process.env.E2E_WORKERS ?? 2),
  retries: process.env.CI ? 1 : 0,
  // The longest journeys (nine steps, payment, axe and the 320 px check on every page) on 2 shared cores.
  timeout: 180_000,
  expect: { timeout: 10_000 },
  reporter: [["list"]],
  use: {
    // baseURL is the worker's own app (tests/e2e/fixtures.ts).
    locale: "fr-FR",
    // A trace costs about a quarter of a test's CPU: recorded when a failed test is tried again
    // (CI tries once more); locally, add --trace on to record one.
    trace: "on-first-retry",
    screenshot: "only-on-failure",
  },
  projects: [
    { name: "js-off", grepInvert: /@js-on\b/, use: { ...devices["Desktop Chrome"], javaScriptEnabled: false, launchOptions } },
    { name: "js-on", grepInvert: /@once\b/, use: { ...devices["Desktop Chrome"], javaScriptEnabled: true, launchOptions } },
  ],
});
