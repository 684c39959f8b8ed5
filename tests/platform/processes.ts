/**
 * Real processes for the platform tests: redis-server, the sandbox upstream and app instances
 * (`node build/server.js`), each on a port the system hands out, so that several developers'
 * runs on one machine never meet.
 */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { afterAll, beforeAll } from "vitest";

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => resolve(typeof address === "object" && address ? address.port : 0));
    });
  });
}

export const hasRedisServer = spawnSync("redis-server", ["--version"]).status === 0;

export interface Running {
  child: ChildProcess;
  port: number;
  url: string;
  /** Everything the process wrote so far. */
  output(): string;
  exited: Promise<number | null>;
  stop(): Promise<void>;
}

function track(child: ChildProcess, port: number): Running {
  let output = "";
  child.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  return {
    child,
    port,
    url: `http://127.0.0.1:${port}`,
    output: () => output,
    exited,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
      await exited;
    },
  };
}

async function waitUntil(ready: () => Promise<boolean>, what: string, running: Running): Promise<void> {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (running.child.exitCode !== null) throw new Error(`${what} exited:\n${running.output()}`);
    if (await ready().catch(() => false)) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${what} did not start:\n${running.output()}`);
}

export async function startRedis(): Promise<Running> {
  const port = await freePort();
  const child = spawn("redis-server", ["--port", String(port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no"], {
    stdio: ["ignore", "pipe", "pipe"],
  });
  const running = track(child, port);
  await waitUntil(async () => running.output().includes("Ready to accept connections"), "redis-server", running);
  return { ...running, url: `redis://127.0.0.1:${port}` };
}

export async function startSandbox(dataFile: string, appOrigins: string[], env: Record<string, string> = {}): Promise<Running> {
  const port = await freePort();
  const child = spawn(process.execPath, ["--import", "tsx", "server/sandbox/main.ts"], {
    env: { ...process.env, SANDBOX_PORT: String(port), SANDBOX_DATA_FILE: dataFile, SANDBOX_APP_ORIGINS: appOrigins.join(","), ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const running = track(child, port);
  await waitUntil(async () => (await fetch(`${running.url}/__sandbox/faults`)).status < 500, "sandbox", running);
  return running;
}

/** An app instance as production runs it, on the sandbox upstream. */
export async function startApp(port: number, env: Record<string, string>, cwd = process.cwd()): Promise<Running> {
  const environment: Record<string, string | undefined> = { ...process.env, NODE_ENV: "production", SANDBOX: "1", HOST: "127.0.0.1", PORT: String(port), LOG_LEVEL: "info", METRICS_PORT: "0", ...env };
  for (const name of Object.keys(environment)) if (name.startsWith("UPSTREAM_") || name === "PUBLIC_ORIGIN") delete environment[name];
  // The address the tests use is the instance's configured origin (its sign-in and Origin check);
  // an empty PUBLIC_ORIGIN leaves none configured, as `npm start` does (the embedded default).
  if (env.PUBLIC_ORIGIN === "") delete environment.PUBLIC_ORIGIN;
  else environment.PUBLIC_ORIGIN = env.PUBLIC_ORIGIN ?? `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [resolve("build/server.js")], { cwd, env: environment as NodeJS.ProcessEnv, stdio: ["ignore", "pipe", "pipe"] });
  const running = track(child, port);
  await waitUntil(async () => (await fetch(`${running.url}/healthz`)).ok, `app on ${port}`, running);
  return running;
}

/** The sandbox and the built app on it, started before a file's tests and stopped after them. */
export function useAppOnSandbox(name: string, env: Record<string, string> = {}): { app: Running; sandbox: Running } {
  const started = {} as { app: Running; sandbox: Running };
  const dataDirectory = mkdtempSync(join(tmpdir(), `${name}-`));
  beforeAll(async () => {
    const port = await freePort();
    started.sandbox = await startSandbox(join(dataDirectory, "sandbox.json"), [`http://127.0.0.1:${port}`]);
    started.app = await startApp(port, { SANDBOX_PORT: String(started.sandbox.port), ...env });
  }, 60_000);
  afterAll(async () => {
    await started.app?.stop();
    await started.sandbox?.stop();
    rmSync(dataDirectory, { recursive: true, force: true });
  });
  return started;
}
