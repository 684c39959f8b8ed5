#!/usr/bin/env node
// Starts the app. With no upstream configured (UPSTREAM_VSMP_URL unset), the embedded sandbox
// upstream starts first, on SANDBOX_PORT (default 3100): the zero-configuration default.
// `--dev` runs the app's server with Vite's dev server in it (server/app/dev.ts) instead of the
// built app (build/server.js, see `npm run build`): the same security checks either way. A .env
// file in the working directory is read first when present; the environment wins.
import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { connect } from "node:net";

if (existsSync(".env")) process.loadEnvFile(".env");

const dev = process.argv.includes("--dev");
const port = process.env.PORT ?? "3000";
const sandboxPort = process.env.SANDBOX_PORT ?? "3100";
const useSandbox = !process.env.UPSTREAM_VSMP_URL;
const children = [];

function run(command, args, env = {}) {
  const child = spawn(command, args, { stdio: "inherit", env: { ...process.env, ...env } });
  children.push(child);
  child.on("exit", (code) => {
    for (const other of children) if (other !== child && other.exitCode === null) other.kill("SIGTERM");
    process.exit(code ?? 1);
  });
  return child;
}

function waitForPort(portNumber, timeoutMs = 30000) {
  const deadline = Date.now() + timeoutMs;
  return new Promise((resolve, reject) => {
    const attempt = () => {
      const socket = connect(Number(portNumber), "127.0.0.1");
      socket.once("connect", () => {
        socket.end();
        resolve();
      });
      socket.once("error", () => {
        socket.destroy();
        if (Date.now() > deadline) reject(new Error(`nothing listens on port ${portNumber}`));
        else setTimeout(attempt, 100);
      });
    };
    attempt();
  });
}

for (const signal of ["SIGINT", "SIGTERM"]) {
  process.on(signal, () => {
    for (const child of children) if (child.exitCode === null) child.kill(signal);
  });
}

if (useSandbox) {
  run(process.execPath, ["--import", "tsx", "server/sandbox/main.ts"], {
    SANDBOX_PORT: sandboxPort,
    SANDBOX_APP_ORIGINS: process.env.SANDBOX_APP_ORIGINS ?? `http://localhost:${port},http://127.0.0.1:${port}`,
  });
  await waitForPort(sandboxPort);
}

if (dev) {
  run(process.execPath, ["--import", "tsx", "server/app/dev.ts"], useSandbox ? { SANDBOX: "1" } : {});
} else {
  run(process.execPath, ["build/server.js"], {
    NODE_ENV: process.env.NODE_ENV ?? "production",
    ...(useSandbox ? { SANDBOX: "1" } : {}),
  });
}
