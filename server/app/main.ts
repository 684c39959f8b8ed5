/**
 * Entry point of the production app server, compiled to build/server.js (`npm run build`):
 * validates the configuration first.
 */
import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";

// As .env.example says: a .env file beside the app is read when present; the environment wins.
if (existsSync(".env")) process.loadEnvFile(".env");
process.env.APP_SERVER = "1";

// Before anything loads Remix: the router's static handler matches through the remembering matcher (decision 047).
const { loadRouterQueryingThroughExport } = await import("../../app/performance/router-queries.server");
const routerQueries = loadRouterQueryingThroughExport();

let config;
try {
  ({ config } = await import("../../app/platform/config.server"));
} catch (error) {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
}

const { log } = await import("../../app/platform/logger.server");
const { startAppServer } = await import("./server");
const { shutDownOnSignals } = await import("./shutdown");
const server = await startAppServer({
  // This file runs as build/server.js: the Remix build and the assets are beside it, wherever the
  // process was started from.
  buildDirectory: fileURLToPath(new URL(".", import.meta.url)),
  publicOrigin: config.publicOrigin,
  trustedProxyHops: config.trustedProxyHops,
  mode: "production",
  port: config.port,
  host: config.host,
  keepAliveTimeoutMs: config.keepAliveTimeoutMs,
});
log("info", `app listening on http://localhost:${config.port}`, {
  upstream: config.usesSandbox ? "sandbox" : "configured",
  routerQueries,
  // How the request context travels (server/node-flags.mjs, decision 057): V8's continuation data, or promise hooks.
  asyncContextFrame: process.execArgv.includes("--experimental-async-context-frame"),
});
if (routerQueries !== "changed") log("warn", "the router's static handler matches routes without the remembering matcher", { routerQueries });
shutDownOnSignals(server, config.shutdownDrainMs);
