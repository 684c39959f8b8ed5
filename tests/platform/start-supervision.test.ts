/**
 * `npm start` (server/start.mjs) on the embedded sandbox: the app dying does not take the sandbox
 * down; the app is started again, and the sandbox keeps running (decision 075).
 */
import { spawn } from "node:child_process";
import { readFileSync, readdirSync } from "node:fs";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { freePort } from "./processes";

function childrenOf(pid: number): number[] {
  return readdirSync(`/proc/${pid}/task`).flatMap((task) =>
    readFileSync(`/proc/${pid}/task/${task}/children`, "utf8")
      .trim()
      .split(/\s+/)
      .filter(Boolean)
      .map(Number),
  );
}

const commandOf = (pid: number) => readFileSync(`/proc/${pid}/cmdline`, "utf8").split("\0").join(" ");

async function until<T>(probe: () => Promise<T | null>, timeoutMs: number): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const value = await probe().catch(() => null);
    if (value) return value;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error("timed out");
}

const dataDirectory = mkdtempSync(join(tmpdir(), "start-"));
let output = "";
let started: ReturnType<typeof spawn> | null = null;
afterAll(async () => {
  started?.kill("SIGTERM");
  await new Promise((resolve) => started?.once("exit", resolve) ?? resolve(null));
  rmSync(dataDirectory, { recursive: true, force: true });
});

describe("npm start's supervision", () => {
  it("starts the app again when it dies, with the sandbox still up", async () => {
    const [port, sandboxPort] = [await freePort(), await freePort()];
    const env = { ...process.env, PORT: String(port), SANDBOX_PORT: String(sandboxPort), SANDBOX_DATA_FILE: join(dataDirectory, "sandbox.json"), LOG_LEVEL: "warn", METRICS_PORT: "0" };
    for (const name of Object.keys(env)) if (name.startsWith("UPSTREAM_") || name === "PUBLIC_ORIGIN") delete env[name as keyof typeof env];
    started = spawn(process.execPath, ["server/start.mjs"], { env, stdio: ["ignore", "pipe", "pipe"] });
    started.stdout!.on("data", (chunk: Buffer) => (output += chunk));
    started.stderr!.on("data", (chunk: Buffer) => (output += chunk));
    await until(async () => (await fetch(`http://127.0.0.1:${port}/healthz`)).ok || null, 30_000);

    const kids = childrenOf(started.pid!);
    const app = kids.find((pid) => commandOf(pid).includes("build/server.js"))!;
    const sandbox = kids.find((pid) => commandOf(pid).includes("sandbox/main.ts"))!;
    expect(app).toBeDefined();
    expect(sandbox).toBeDefined();
    process.kill(app, "SIGKILL");

    await until(async () => (await fetch(`http://127.0.0.1:${port}/healthz`)).ok || null, 30_000);
    const after = childrenOf(started.pid!);
    expect(after).toContain(sandbox);
    expect(after).not.toContain(app);
    expect((await fetch(`http://127.0.0.1:${sandboxPort}/__sandbox/faults`)).ok).toBe(true);
    expect(output).toContain("the app stopped (signal SIGKILL); starting it again.");
  }, 90_000);
});
