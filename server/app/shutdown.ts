/**
 * Graceful shutdown on SIGTERM (a rolling update, a scale-down) or SIGINT: readiness answers no
 * at once, the server stops accepting connections, idle keep-alive connections close, requests in
 * flight finish (their connections close after them), and whatever is still open when the
 * deadline passes is cut. Then shared connections (Redis) close and the process exits.
 */
import type { Server } from "node:http";
import { closeConnections, isDraining, startDraining } from "../../app/kernel/platform/lifecycle.server";
import { log } from "../../app/kernel/platform/logger.server";

export async function shutDown(server: Server, drainMs: number): Promise<void> {
  startDraining();
  log("info", "shutting down: no new connections, draining requests in flight", { drainMs });
  const closed = new Promise<void>((resolve) => server.close(() => resolve()));
  server.closeIdleConnections();
  // A keep-alive connection that finishes a request while draining is idle again: close it too.
  const sweep = setInterval(() => server.closeIdleConnections(), 100);
  const deadline = setTimeout(() => {
    log("warn", "shutdown deadline reached: closing the connections still open");
    server.closeAllConnections();
  }, drainMs);
  await closed;
  clearInterval(sweep);
  clearTimeout(deadline);
  await closeConnections();
  log("info", "shut down");
}

/** Answers while draining close their connection, so clients reconnect to another instance. */
export function closeConnectionWhileDraining(response: { setHeader(name: string, value: string): unknown }): void {
  if (isDraining()) response.setHeader("Connection", "close");
}

export function shutDownOnSignals(server: Server, drainMs: number, exit: (code: number) => void = process.exit): void {
  let started = false;
  for (const signal of ["SIGTERM", "SIGINT"] as const) {
    process.on(signal, () => {
      if (started) return;
      started = true;
      shutDown(server, drainMs).then(
        () => exit(0),
        (error: unknown) => {
          log("error", "shutdown failed", { error });
          exit(1);
        },
      );
    });
  }
}
