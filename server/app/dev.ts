/**
 * `npm run dev`: the app's own server (server/app/server.ts, the same security checks as in
 * production) with Vite's dev server in middleware mode, Remix's documented way to develop
 * behind a server of one's own: Vite serves the modules and assets and reloads the build after
 * each change; every other request goes through the same listener as in production.
 */
import { createServer as createViteServer } from "vite";
import type { ServerBuild } from "@remix-run/node";

process.env.APP_DEVELOPMENT = "1";

const { configurationOrExit } = await import("./configuration");
const config = await configurationOrExit();

const vite = await createViteServer({ server: { middlewareMode: true } });
const { log } = await import("../../app/kernel/platform/logger.server");
const { startAppServer } = await import("./server");
const { shutDownOnSignals } = await import("./shutdown");
const server = await startAppServer({
  build: () => vite.ssrLoadModule("virtual:remix/server-build") as Promise<ServerBuild>,
  devMiddleware: vite.middlewares,
  mode: "development",
  port: config.port,
  host: config.host,
  keepAliveTimeoutMs: config.keepAliveTimeoutMs,
});
log("info", `app (development) listening on http://localhost:${config.port}`, { publicOrigin: config.publicOrigin });
server.once("close", () => void vite.close());
shutDownOnSignals(server, 1000);
