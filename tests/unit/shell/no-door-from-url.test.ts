import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

/**
 * Issue 39: the door (the client's or the agent's) and the journey's mode are given by the route
 * serving the request (its loader's arguments, its layout's loader data or handle), never worked
 * out from the address. Each pattern is a way the address was once read for them.
 */
const READS_FROM_ADDRESS: Record<string, RegExp> = {
  "a pathname compared with /sibp": /pathname\s*(?:===?|\.startsWith\(|\.endsWith\(|\.includes\(|\.match\()\s*["'`]\/sibp/,
  "a regular expression over /sibp paths": /\/\^?\\\/sibp/,
  "a regular expression over the dashboard's paths": /\\\/tableau-de-bord/,
  "a regular expression tested on the request's address": /\.test\(\s*new URL\(/,
  "the journey's mode from the request": /\bjourneyModeOf\b/,
  "the tracking project from the path": /\btrackingProjectOf\b/,
  "the door from the request": /\batCounter\s*=\s*\(\s*request\b/,
};

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx)$/.test(entry.name) ? [path] : [];
  });
}

function readsFromAddress(code: string): string[] {
  return Object.entries(READS_FROM_ADDRESS)
    .filter(([, pattern]) => pattern.test(code))
    .map(([name]) => name);
}

describe("no module reads the door or the mode from the address", () => {
  it("catches the ways it was once done", () => {
    for (const line of [
      'export function journeyModeOf(request: Request) { return new URL(request.url).pathname.startsWith("/sibp/") ? sibp : vsmp; }',
      'const project = pathname === "/sibp" || pathname.startsWith("/sibp/") ? "SIBP" : "VSMP";',
      'const atCounter = (request: Request) => new URL(request.url).pathname.startsWith("/sibp/");',
      "const DOWNLOAD = /\\/tableau-de-bord\\/(versions|factures)\\/[^/]+$/;",
      "const read = DOWNLOAD.test(new URL(request.url).pathname);",
      "const agent = /^\\/sibp\\//.test(location.pathname);",
    ]) {
      expect(readsFromAddress(line), line).not.toEqual([]);
    }
    expect(readsFromAddress('throw redirect("/sibp/error-page");')).toEqual([]);
  });

  it("holds for every module under app/", () => {
    const found = sourceFiles("app").flatMap((file) =>
      readFileSync(file, "utf8")
        .split("\n")
        .flatMap((line, index) => readsFromAddress(line).map((name) => `${file}:${index + 1}: ${name}`)),
    );
    expect(found).toEqual([]);
  });
});
