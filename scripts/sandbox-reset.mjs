#!/usr/bin/env node
// `npm run sandbox:reset`: puts the sandbox upstream back to its seed (the demo contract
// 2024000123 as DESIGN.md 5 describes it, nothing subscribed, no injected fault). A sandbox
// running on SANDBOX_PORT (3100 by default, as `npm start` runs it) is reset in place and writes
// the seed to its store file; with none running, the store file (SANDBOX_DATA_FILE, else
// data/sandbox.json) is removed, and the next start begins from the seed. The agents' audit trail
// beside it is kept: it is never rewritten (server/sandbox/audit.ts). A .env file in the working
// directory is read first when present, as server/start.mjs does; the environment wins.
import { existsSync, rmSync } from "node:fs";
import { resolve } from "node:path";

if (existsSync(".env")) process.loadEnvFile(".env");

const port = process.env.SANDBOX_PORT ?? "3100";
const file = resolve(process.env.SANDBOX_DATA_FILE || "data/sandbox.json");

async function resetRunningSandbox() {
  try {
    const response = await fetch(`http://127.0.0.1:${port}/__sandbox/reset`, { method: "POST", signal: AbortSignal.timeout(5_000) });
    return response.status === 204;
  } catch {
    return false;
  }
}

if (await resetRunningSandbox()) {
  console.log(`The sandbox on port ${port} is back to its seed (and so is its store file).`);
} else {
  rmSync(file, { force: true });
  console.log(`No sandbox answers on port ${port}: ${file} removed, the next start begins from the seed.`);
}
