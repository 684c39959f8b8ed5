/**
 * The request context (the request id on every log line, Node's AsyncLocalStorage): two
 * requests interleaved over timers, promises and event listeners each keep their own id, and
 * nothing is left outside them.
 */
import { spawnSync } from "node:child_process";
import { describe, expect, it } from "vitest";

const SCRIPT = `
const { EventEmitter } = await import("node:events");
const { requestContext, currentRequestId } = await import("./app/kernel/platform/request-context.server.ts");
const seen = [];
const done = new EventEmitter();
done.on("served", (id) => seen.push(id + " listener " + currentRequestId()));
const serve = (id, waitMs) => requestContext.run({ requestId: id }, async () => {
  await new Promise((resolve) => setTimeout(resolve, waitMs));
  seen.push(id + " timer " + currentRequestId());
  await Promise.all([1, 2].map(async () => { await null; }));
  seen.push(id + " promises " + currentRequestId());
  done.emit("served", id);
});
await Promise.all([serve("first", 30), serve("second", 5)]);
seen.push("outside " + currentRequestId());
process.stdout.write(JSON.stringify({ seen }));
`;

describe("the request context", () => {
  it("keeps each interleaved request's id through timers, promises and listeners", () => {
    const run = spawnSync(process.execPath, ["--import", "tsx", "--input-type=module", "-e", SCRIPT], { encoding: "utf8", timeout: 20_000 });
    expect(run.stderr).toBe("");
    const { seen } = JSON.parse(run.stdout) as { seen: string[] };
    expect(seen).toEqual([
      "second timer second",
      "second promises second",
      "second listener second",
      "first timer first",
      "first promises first",
      "first listener first",
      "outside undefined",
    ]);
  });
});
