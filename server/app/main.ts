/**
 * Entry point of the production app server, compiled to build/server.js (`npm run build`):
 * validates the configuration first.
 */
import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";

// As .env.example says: a .env file beside the app is read when present; the environment wins.
if (existsSync(".env")) process.loadEnvFile(".env");
process.env.APP_SERVER = "1";

const { configurationOrExit } = await import("./configuration");
const config = await configurationOrExit();

const { log } = await import("../../app/platform/logger.server");
const { loadBuild, startAppServer } = await import("./server");
const { shutDownOnSignals } = await import("./shutdown");
// This file runs as build/server.js: the Remix build and the assets are beside it, wherever the
// process was started from.
const { build, assets } = await loadBuild(fileURLToPath(new URL(".", import.meta.url)));
const server = await startAppServer({
  build,
  assets,
  mode: "production",
  port: config.port,
  host: config.host,
  keepAliveTimeoutMs: config.keepAliveTimeoutMs,
});
log("info", `app listening on http://localhost:${config.port}`, {
  upstream: config.usesSandbox ? "sandbox" : "configured",
  publicOrigin: config.publicOrigin,
});
shutDownOnSignals(server, config.shutdownDrainMs);
