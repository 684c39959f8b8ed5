/**
 * The request context (the request id on every log line) under the Node flags the app server
 * runs with (server/node-flags.mjs): with the async context frame on a Node that has it, promise
 * hooks elsewhere. Two requests interleaved over timers, promises and event listeners each keep
 * their own id, and nothing is left outside them.
 */
import { spawnSync } from "node:child_process";
import { describe, expect, it } from "vitest";
import { APP_NODE_FLAGS } from "../../server/node-flags.mjs";

const SCRIPT = `
const { EventEmitter } = await import("node:events");
const { requestContext, currentRequestId } = await import("./app/platform/request-context.server.ts");
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
process.stdout.write(JSON.stringify({ seen, frame: process.execArgv.includes("--experimental-async-context-frame") }));
`;

describe("the request context under the app server's Node flags", () => {
  it("keeps each interleaved request's id through timers, promises and listeners", () => {
    const run = spawnSync(process.execPath, [...APP_NODE_FLAGS, "--import", "tsx", "--input-type=module", "-e", SCRIPT], { encoding: "utf8", timeout: 20_000 });
    expect(run.stderr).toBe("");
    const { seen, frame } = JSON.parse(run.stdout) as { seen: string[]; frame: boolean };
    expect(frame).toBe(process.allowedNodeEnvironmentFlags.has("--experimental-async-context-frame"));
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
