import { existsSync } from "node:fs";
import { defineConfig, devices } from "@playwright/test";
import { chromium } from "playwright";

/**
 * End-to-end tests drive headless Chromium against the built app on the sandbox upstream,
 * every scenario twice: JavaScript off and JavaScript on. Playwright's own browser download
 * cannot work here, so Debian's /usr/bin/chromium is used when Playwright's is absent.
 */
const PORT = Number(process.env.E2E_PORT ?? 3005);
const SANDBOX_PORT = Number(process.env.E2E_SANDBOX_PORT ?? 3105);

function executablePath(): string | undefined {
  try {
    if (existsSync(chromium.executablePath())) return undefined;
  } catch {
    // no bundled browser
  }
  return "/usr/bin/chromium";
}

const launchOptions = {
  executablePath: executablePath(),
  args: ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync"],
};

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  // The longest journeys (nine steps, payment, axe and the 320 px check on every page) on 2 shared cores.
  timeout: 180_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [["list"]] : [["list"]],
  use: {
    baseURL: `http://localhost:${PORT}`,
    locale: "fr-FR",
    trace: "retain-on-failure",
    screenshot: "only-on-failure",
  },
  projects: [
    { name: "js-off", use: { ...devices["Desktop Chrome"], javaScriptEnabled: false, launchOptions } },
    { name: "js-on", use: { ...devices["Desktop Chrome"], javaScriptEnabled: true, launchOptions } },
  ],
  webServer: {
    command: "rm -f data/e2e-sandbox.json && node server/start.mjs",
    url: `http://localhost:${PORT}/healthz`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: {
      PORT: String(PORT),
      SANDBOX_PORT: String(SANDBOX_PORT),
      SANDBOX_DATA_FILE: "data/e2e-sandbox.json",
      LOG_LEVEL: "warn",
      // Tests stand for visitors at different addresses through X-Forwarded-For, as behind our proxy.
      TRUSTED_PROXY_HOPS: "1",
      // Offers read on every page, so that a fault injected on the price service is met.
      OFFERS_CACHE_TTL_S: "0",
    },
  },
});
