import type { HttpHandler } from "msw";
import { describe, expect, it } from "vitest";
import { createSandboxHandlers, createStore } from "../../../server/sandbox/index.js";
import { candidatesOf, fixedStartOf } from "../../../server/sandbox/server.js";

const handlers = createSandboxHandlers(createStore({ file: null }));
const candidates = candidatesOf(handlers);
const METHODS = ["GET", "POST", "PUT", "DELETE", "PATCH", "HEAD"];

/** A pathname each handler's own path matches: parameters and wildcards filled in. */
function samplePaths(): string[] {
  const paths = new Set<string>(["/", "/nowhere", "/VSMP/API/client/still-alive", "/occ/v2/unknown/thing", "/__sandbox/faults"]);
  for (const handler of handlers) {
    const path = (handler.info as { path: unknown }).path;
    if (typeof path !== "string") continue;
    const filled = path
      .replace(/^\*/, "")
      .replace(/:[A-Za-z_]+\??/g, "2024000123")
      .replace(/\*/g, "a/b");
    paths.add(filled || "/");
    paths.add(`${filled}/`);
  }
  return [...paths];
}

async function mswMatches(handler: HttpHandler, method: string, pathname: string) {
  const request = new Request(`http://127.0.0.1:3100${pathname}`, { method });
  return (handler as unknown as { test(args: { request: Request }): Promise<boolean> }).test({ request });
}

describe("the sandbox adapter tries only the handlers that may answer", () => {
  it("reads the fixed start of any-origin paths", () => {
    expect(fixedStartOf("*/vsmp/api/client/still-alive")).toBe("/vsmp/api/client/still-alive");
    expect(fixedStartOf("*/vsmp/api/vsmp/v1/contract/:id")).toBe("/vsmp/api/vsmp/v1/contract/");
    expect(fixedStartOf("*/OCC/v2/*")).toBe("/occ/v2/");
    expect(fixedStartOf("*")).toBe("");
    expect(fixedStartOf("http://sandbox.test/x")).toBeNull();
    expect(fixedStartOf(/x/)).toBeNull();
  });

  // Every path, method and handler asked of msw: its cost grows with the square of the handlers.
  it("keeps every handler msw itself matches, for every method, on every handler's own paths", { timeout: 60_000 }, async () => {
    const paths = samplePaths();
    expect(paths.length).toBeGreaterThan(40);
    let kept = 0;
    for (const pathname of paths) {
      for (const method of METHODS) {
        const offered = candidates(method, pathname);
        for (const handler of handlers) {
          if (await mswMatches(handler, method, pathname)) expect(offered, `${method} ${pathname}: ${handler.info.header}`).toContain(handler);
        }
        // Order is kept: the candidates are a subsequence of the handlers.
        const positions = offered.map((handler) => handlers.indexOf(handler));
        expect([...positions].sort((a, b) => a - b)).toEqual(positions);
        kept += offered.length;
      }
    }
    // And it does leave most of them out.
    expect(kept).toBeLessThan(paths.length * METHODS.length * handlers.length * 0.25);
  });
});
