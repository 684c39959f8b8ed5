/**
 * The app and its sandbox upstream for one Playwright worker: `node server/start.mjs` (as
 * `npm start` runs them) on ports of the worker's own, with a sandbox store file of its own that
 * is removed first, so that every run starts from the seed and no two workers share data.
 *
 * Worker n (its parallel index, 0 to workers - 1) takes app port E2E_PORT + n and sandbox port
 * E2E_SANDBOX_PORT + n (3005 + n and 3105 + n by default); the sandbox's outbox receives the
 * app's mail over SMTP on E2E_SMTP_PORT + n (2605 + n by default, never the 2525 of `npm start`).
 */
import { spawn, type ChildProcess } from "node:child_process";
import { rmSync } from "node:fs";
import { connect } from "node:net";
import { resolve } from "node:path";

const APP_PORT_BASE = Number(process.env.E2E_PORT ?? 3005);
const SANDBOX_PORT_BASE = Number(process.env.E2E_SANDBOX_PORT ?? 3105);
const SMTP_PORT_BASE = Number(process.env.E2E_SMTP_PORT ?? 2605);
const START_TIMEOUT_MS = 60_000;

/**
 * Playwright sets TEST_PARALLEL_INDEX in each worker process (0 outside one, as in the config):
 * a worker started again after a failure takes the same index, so the same ports.
 */
export const parallelIndex = Number(process.env.TEST_PARALLEL_INDEX ?? 0);

export function portsOf(index: number): { app: number; sandbox: number; smtp: number } {
  return { app: APP_PORT_BASE + index, sandbox: SANDBOX_PORT_BASE + index, smtp: SMTP_PORT_BASE + index };
}

export interface WorkerServers {
  appUrl: string;
  sandboxUrl: string;
  stop(): Promise<void>;
}

function listening(port: number): Promise<boolean> {
  return new Promise((done) => {
    const socket = connect(port, "127.0.0.1");
    socket.once("connect", () => {
      socket.destroy();
      done(true);
    });
    socket.once("error", () => {
      socket.destroy();
      done(false);
    });
  });
}

async function healthy(url: string): Promise<boolean> {
  try {
    return (await fetch(`${url}/healthz`, { signal: AbortSignal.timeout(2_000) })).ok;
  } catch {
    return false;
  }
}

function exitOf(child: ChildProcess): Promise<void> {
  return child.exitCode !== null || child.signalCode !== null ? Promise.resolve() : new Promise((done) => child.once("exit", () => done()));
}

/** Starts the app on the sandbox for the worker of parallel index `index`; resolves once /healthz answers. */
export async function startWorkerServers(index: number): Promise<WorkerServers> {
  const ports = portsOf(index);
  for (const port of [ports.app, ports.sandbox, ports.smtp]) {
    if (await listening(port)) {
      throw new Error(`port ${port} is already taken (an app left from an earlier run?): stop it, or choose other ports with E2E_PORT, E2E_SANDBOX_PORT and E2E_SMTP_PORT`);
    }
  }
  const dataFile = resolve(`data/e2e/sandbox-${ports.sandbox}.json`);
  // The store and the agents' audit trail beside it (server/sandbox/audit.ts): from the seed.
  for (const file of [dataFile, dataFile.replace(/\.json$/, ".audit.jsonl")]) rmSync(file, { force: true });

  // Named by its full path, so that its processes are told apart from other checkouts' on the machine.
  const child = spawn(process.execPath, [resolve("server/start.mjs")], {
    // Its own process group: stopping the worker's servers stops the sandbox and the app with them.
    detached: true,
    stdio: ["ignore", "pipe", "pipe"],
    env: {
      ...process.env,
      PORT: String(ports.app),
      SANDBOX_PORT: String(ports.sandbox),
      SANDBOX_SMTP_PORT: String(ports.smtp),
      SANDBOX_DATA_FILE: dataFile,
      LOG_LEVEL: "warn",
      // Tests stand for visitors at different addresses through X-Forwarded-For, as behind our proxy.
      TRUSTED_PROXY_HOPS: "1",
      // Offers read on every page, so that a fault injected on the price service is met.
      OFFERS_CACHE_TTL_S: "0",
      // Nothing is in flight when a worker stops: no need to wait for the production drain.
      SHUTDOWN_DRAIN_MS: "2000",
      // Two workers' apps on one machine would want the same metrics port: none is served.
      METRICS_PORT: "0",
    },
  });
  let output = "";
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-20_000);
  };
  child.stdout?.on("data", keep);
  child.stderr?.on("data", (chunk: Buffer) => {
    keep(chunk);
    process.stderr.write(chunk);
  });
  const killGroup = (signal: NodeJS.Signals) => {
    try {
      if (child.pid) process.kill(-child.pid, signal);
    } catch {
      // already gone
    }
  };
  const killOnExit = () => killGroup("SIGKILL");
  process.once("exit", killOnExit);
  let stopping = false;
  child.once("exit", (code, signal) => {
    if (!stopping) process.stderr.write(`The app and sandbox of ports ${ports.app}/${ports.sandbox} stopped (${signal ?? `exit code ${code}`}):\n${output}\n`);
  });

  const stop = async () => {
    stopping = true;
    process.off("exit", killOnExit);
    killGroup("SIGTERM");
    const stopped = await Promise.race([exitOf(child).then(() => true), new Promise<boolean>((done) => setTimeout(() => done(false), 10_000))]);
    if (!stopped) killGroup("SIGKILL");
    await exitOf(child);
  };

  const appUrl = `http://localhost:${ports.app}`;
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (!(await healthy(appUrl))) {
    if (child.exitCode !== null || child.signalCode !== null) throw new Error(`the app on port ${ports.app} stopped while starting:\n${output}`);
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`the app on port ${ports.app} did not answer /healthz within ${START_TIMEOUT_MS / 1000} s:\n${output}`);
    }
    await new Promise((done) => setTimeout(done, 100));
  }
  return { appUrl, sandboxUrl: `http://127.0.0.1:${ports.sandbox}`, stop };
}
