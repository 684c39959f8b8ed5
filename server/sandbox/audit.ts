import { appendFileSync, existsSync, mkdirSync, readFileSync } from "node:fs";
import { dirname } from "node:path";

/**
 * The agents' audit trail as the sandbox keeps it: one JSON line per action, appended to a file
 * beside the sandbox data (never rewritten, never reset) or kept in memory when the store has no
 * file (tests).
 */
export interface AuditLog {
  append(line: Record<string, unknown>): void;
  lines(): Record<string, unknown>[];
}

export function auditFileOf(dataFile: string | null): string | null {
  return dataFile ? dataFile.replace(/\.json$/, "") + ".audit.jsonl" : null;
}

export function createAuditLog(file: string | null): AuditLog {
  const memory: Record<string, unknown>[] = [];
  return {
    append(line) {
      if (!file) {
        memory.push(line);
        return;
      }
      mkdirSync(dirname(file), { recursive: true });
      appendFileSync(file, `${JSON.stringify(line)}\n`);
    },
    lines() {
      if (!file) return [...memory];
      if (!existsSync(file)) return [];
      return readFileSync(file, "utf8")
        .split("\n")
        .filter((line) => line.trim() !== "")
        .map((line) => JSON.parse(line) as Record<string, unknown>);
    },
  };
}
