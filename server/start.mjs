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
// The sandbox's outbox receives the app's mail on this port (the app's SMTP_PORT in the demo).
const sandboxSmtpPort = process.env.SANDBOX_SMTP_PORT ?? "2525";
const useSandbox = !process.env.UPSTREAM_VSMP_URL;
const children = new Set();
let stopping = false;

/** A child that stops on its own is started again, at most this many times a minute. */
const RESTARTS_PER_MINUTE = 3;

function stopAll(signal = "SIGTERM") {
  stopping = true;
  for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill(signal);
}

/**
 * Runs a child and keeps it running: the sandbox never goes down with the app, nor the app with
 * the sandbox. A child that stops on its own (a crash, running out of memory) is started again
 * with a line saying so; past RESTARTS_PER_MINUTE in a minute, everything stops and this process
 * exits 1 with a message, rather than restarting a crash in a loop. In production the app runs
 * alone under Kubernetes, which does the same (deploy/), decision 075.
 */
function run(name, command, args, env = {}) {
  const starts = [];
  const start = () => {
    starts.push(Date.now());
    const child = spawn(command, args, { stdio: "inherit", env: { ...process.env, ...env } });
    children.add(child);
    child.on("exit", (code, signal) => {
      children.delete(child);
      if (stopping) {
        if (children.size === 0) process.exit(0);
        return;
      }
      const recent = starts.filter((time) => Date.now() - time < 60_000);
      const why = signal ? `signal ${signal}` : `exit code ${code}`;
      if (recent.length > RESTARTS_PER_MINUTE) {
        console.error(`[start] the ${name} stopped (${why}) ${recent.length} times within a minute: stopping everything. See its log above.`);
        stopAll();
        process.exitCode = 1;
        setTimeout(() => process.exit(1), 5000).unref();
        return;
      }
      console.error(`[start] the ${name} stopped (${why}); starting it again.`);
      start();
    });
  };
  start();
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

/** How long the children have to finish their requests once asked to stop, before they are killed. */
const STOP_GRACE_MS = 30_000;

for (const signal of ["SIGINT", "SIGTERM"]) {
  process.on(signal, () => {
    stopAll(signal);
    if (children.size === 0) process.exit(0);
    setTimeout(() => stopAll("SIGKILL"), STOP_GRACE_MS).unref();
  });
}

if (useSandbox) {
  run("sandbox", process.execPath, ["--import", "tsx", "server/sandbox/main.ts"], {
    SANDBOX_PORT: sandboxPort,
    SANDBOX_SMTP_PORT: sandboxSmtpPort,
    // The sign-in's redirect URIs: under the public origin when one is set, else under each
    // loopback name of the app's port, as the app's Origin check takes them (decision 130).
    SANDBOX_APP_ORIGINS:
      process.env.SANDBOX_APP_ORIGINS ?? process.env.PUBLIC_ORIGIN ?? `http://localhost:${port},http://127.0.0.1:${port},http://[::1]:${port}`,
  });
  await waitForPort(sandboxPort);
}

if (dev) {
  run("development server", process.execPath, ["--import", "tsx", "server/app/dev.ts"], useSandbox ? { SANDBOX: "1", SANDBOX_SMTP_PORT: sandboxSmtpPort } : {});
} else {
  run("app", process.execPath, ["build/server.js"], {
    NODE_ENV: process.env.NODE_ENV ?? "production",
    ...(useSandbox ? { SANDBOX: "1", SANDBOX_SMTP_PORT: sandboxSmtpPort } : {}),
  });
}
