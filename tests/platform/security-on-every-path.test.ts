/**
 * One set of security checks on every path (decision 066): the production server (`npm start`) and
 * the development server (`npm run dev`, Vite inside the app's own server) both refuse a
 * mutation from another site, set the security headers and a CSP nonce, and take the site's
 * origin from configuration, never from the Host header.
 */
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freePort, useAppOnSandbox, type Running } from "./processes";

const ETAPE1 = "/services-seniors/souscription/etape1";
const form = "visitDays=MONDAY&remote=NONE&type=STANDARD";

async function checks(url: string) {
  const foreign = await fetch(`${url}${ETAPE1}`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", origin: "https://evil.example" },
    body: form,
    redirect: "manual",
  });
  expect(foreign.status).toBe(403);
  // A page of the site, not a bare text (decision 130).
  const refusal = await foreign.text();
  expect(refusal).toContain("<h1>Formulaire refusé</h1>");
  expect(refusal).toContain('<footer class="site-footer">');

  // A forged Host with an Origin to match it: the configured origin is the only one accepted.
  const forgedHost = await fetch(`${url}${ETAPE1}`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", origin: "http://evil.example", host: "evil.example" },
    body: form,
    redirect: "manual",
  });
  expect(forgedHost.status).toBe(403);

  const page = await fetch(`${url}${ETAPE1}`);
  expect(page.status).toBe(200);
  expect(page.headers.get("content-security-policy")).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]{24}'/);
  expect(page.headers.get("x-content-type-options")).toBe("nosniff");
  expect(page.headers.get("x-frame-options")).toBe("DENY");
  const html = await page.text();
  const nonce = /'nonce-([^']+)'/.exec(page.headers.get("content-security-policy")!)![1];
  expect(html).toContain(`nonce="${nonce}"`);

  // The sign-in's redirect URI is built from the configured origin, whatever the Host header says
  // (Vite's dev server refuses a foreign Host outright: 403).
  const signIn = await fetch(`${url}/vsmp/connexion`, { headers: { host: "evil.example" }, redirect: "manual" });
  if (signIn.status !== 403) {
    expect(signIn.status).toBe(302);
    const redirectUri = new URL(signIn.headers.get("location")!).searchParams.get("redirect_uri");
    expect(redirectUri).toBe(`${url}/vsmp/connexion/callback`);
  }
  const direct = await fetch(`${url}/vsmp/connexion`, { redirect: "manual" });
  expect(new URL(direct.headers.get("location")!).searchParams.get("redirect_uri")).toBe(`${url}/vsmp/connexion/callback`);
}

describe("the production server", () => {
  const started = useAppOnSandbox("security-production");
  it("refuses a foreign mutation, sends the security headers and a nonce, and ignores the Host header", async () => {
    await checks(started.app.url);
  });
});

describe("npm run dev", () => {
  const dataDirectory = mkdtempSync(join(tmpdir(), "security-dev-"));
  let dev: Running | null = null;
  let url = "";

  beforeAll(async () => {
    const [port, sandboxPort] = [await freePort(), await freePort()];
    url = `http://127.0.0.1:${port}`;
    // Not under vitest's variables: vite.config.ts leaves the Remix plugin out when VITEST is set.
    const inherited = Object.fromEntries(Object.entries(process.env).filter(([name]) => !name.startsWith("VITEST")));
    const child = spawn("node", ["server/start.mjs", "--dev"], {
      env: {
        ...inherited,
        NODE_ENV: "development",
        PORT: String(port),
        HOST: "127.0.0.1",
        SANDBOX_PORT: String(sandboxPort),
        SANDBOX_DATA_FILE: join(dataDirectory, "sandbox.json"),
        PUBLIC_ORIGIN: url,
        SANDBOX_APP_ORIGINS: url,
        LOG_LEVEL: "warn",
      },
      stdio: ["ignore", "pipe", "pipe"],
      detached: true,
    });
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
    const exited = new Promise<number | null>((resolve) => child.once("exit", resolve));
    dev = {
      child,
      port,
      url,
      output: () => output,
      exited,
      stop: async () => {
        try {
          process.kill(-child.pid!, "SIGTERM");
        } catch {
          // already gone
        }
        await exited;
      },
    };
    const deadline = Date.now() + 150_000;
    for (;;) {
      if (child.exitCode !== null) throw new Error(`npm run dev exited:\n${output}`);
      const ready = await fetch(`${url}/healthz`).then((response) => response.ok, () => false);
      if (ready) break;
      if (Date.now() > deadline) throw new Error(`npm run dev did not start:\n${output}`);
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }, 180_000);

  afterAll(async () => {
    await dev?.stop();
    rmSync(dataDirectory, { recursive: true, force: true });
  });

  it("answers a foreign-origin POST with 403, sends the security headers and a nonce, and ignores the Host header", async () => {
    await checks(url);
  }, 120_000);
});
