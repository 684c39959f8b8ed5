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

const { log } = await import("../../app/kernel/platform/logger.server");
// Only with an OTLP endpoint is OpenTelemetry's SDK loaded at all (decision 133).
if (config.tracing) {
  const [{ createOtlpTracer }, { installTracer }, { closeAtShutdown }] = await Promise.all([
    import("./otlp-tracing"),
    import("../../app/kernel/platform/tracing.server"),
    import("../../app/kernel/platform/lifecycle.server"),
  ]);
  const otlp = createOtlpTracer(config.tracing.serviceName);
  installTracer(otlp);
  // The spans still waiting leave before the process exits.
  closeAtShutdown(() => otlp.flush());
}
const { startMetricsServer } = await import("./metrics");
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
const metricsServer = config.metricsPort === null ? null : await startMetricsServer(config.metricsPort, config.host);
log("info", `app listening on http://localhost:${config.port}`, {
  upstream: config.usesSandbox ? "sandbox" : "configured",
  publicOrigin: config.publicOrigin,
  metrics: metricsServer ? `port ${config.metricsPort}` : "none",
  tracing: config.tracing ? "OTLP" : "ids only",
});
shutDownOnSignals(server, config.shutdownDrainMs);
