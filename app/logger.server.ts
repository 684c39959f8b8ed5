import { config } from "~/config.server";

type Level = "debug" | "info" | "warn" | "error";
const rank: Record<Level | "silent", number> = { debug: 10, info: 20, warn: 30, error: 40, silent: 99 };

/** One JSON object per line on stdout: what log collectors expect, and grep-able. */
export function log(level: Level, message: string, fields: Record<string, unknown> = {}) {
  if (rank[level] < rank[config.logLevel]) return;
  process.stdout.write(`${JSON.stringify({ time: new Date().toISOString(), level, msg: message, ...fields })}\n`);
}
