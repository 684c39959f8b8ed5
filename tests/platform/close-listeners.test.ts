/**
 * The 'close' listeners on one response of the built app: our layers (span and metrics, access
 * log, requests in flight, the Request's signal) share one, so a download, whose `pipeline`
 * adds Node's own, stays under Node's limit of ten and the process never warns of a leak.
 * The app runs with a preload that records, for every response, the most 'close' listeners it
 * ever had (Node's http diagnostics channels: nothing of the app is patched).
 */
import { EventEmitter } from "node:events";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createServer, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { pathToFileURL } from "node:url";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { freePort, startApp, startSandbox, type Running } from "./processes";

const ETAPE1 = "/services-seniors/souscription/etape1";
const BROCHURE_PDF = "/vsmp/plaquetteVsmp.pdf";

const COUNTING = `
import { subscribe } from "node:diagnostics_channel";
const most = new WeakMap();
subscribe("http.server.request.start", ({ response }) => {
  most.set(response, 0);
  response.on("newListener", (event) => {
    if (event === "close") most.set(response, Math.max(most.get(response), response.listenerCount("close") + 1));
  });
});
subscribe("http.server.response.finish", ({ request, response }) => {
  process.stderr.write("close listeners: " + most.get(response) + " " + request.method + " " + request.url + "\\n");
});
`;

const dataDirectory = mkdtempSync(join(tmpdir(), "close-listeners-"));
let sandbox: Running;
let app: Running;

beforeAll(async () => {
  const port = await freePort();
  const preload = join(dataDirectory, "count-close-listeners.mjs");
  writeFileSync(preload, COUNTING);
  sandbox = await startSandbox(join(dataDirectory, "sandbox.json"), [`http://127.0.0.1:${port}`]);
  app = await startApp(port, { SANDBOX_PORT: String(sandbox.port), NODE_OPTIONS: `--import=${pathToFileURL(preload).href}` });
}, 60_000);

afterAll(async () => {
  await app?.stop();
  await sandbox?.stop();
  rmSync(dataDirectory, { recursive: true, force: true });
});

/** The most 'close' listeners the app's response to `method path` had, once it has gone out. */
async function mostCloseListeners(method: string, path: string): Promise<number> {
  const line = new RegExp(`^close listeners: (\\d+) ${method} ${path.replace(/[.?]/g, "\\$&")}$`, "m");
  return vi.waitFor(() => Number(line.exec(app.output())![1]));
}

/** What Node's own `pipeline` of a web stream into a response adds, on this Node, with nothing of ours. */
async function pipelineListeners(): Promise<number> {
  let most = 0;
  const server = createServer((_request, response: ServerResponse) => {
    response.on("newListener", (event) => {
      if (event === "close") most = Math.max(most, response.listenerCount("close") + 1);
    });
    void pipeline(Readable.fromWeb(new Response("%PDF-1.7").body as import("node:stream/web").ReadableStream), response);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  await (await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`)).text();
  await new Promise((resolve) => server.close(resolve));
  return most;
}

describe("the 'close' listeners of a response", () => {
  it("are one of ours for a page and for a post", async () => {
    expect((await fetch(`${app.url}${ETAPE1}`)).status).toBe(200);
    expect(await mostCloseListeners("GET", ETAPE1)).toBe(1);

    const posted = await fetch(`${app.url}${ETAPE1}`, {
      method: "POST",
      redirect: "manual",
      headers: { "content-type": "application/x-www-form-urlencoded", origin: app.url },
      body: new URLSearchParams({ intent: "continue" }),
    });
    expect(posted.status).toBeLessThan(500);
    expect(await mostCloseListeners("POST", ETAPE1)).toBe(1);
  });

  it("are Node's pipeline's and one of ours for a streamed download, under Node's limit: the process never warns", async () => {
    const download = await fetch(`${app.url}${BROCHURE_PDF}`);
    expect(download.headers.get("content-type")).toBe("application/pdf");
    expect((await download.arrayBuffer()).byteLength).toBeGreaterThan(1000);
    const most = await mostCloseListeners("GET", BROCHURE_PDF);
    expect(most).toBe((await pipelineListeners()) + 1);
    expect(most).toBeLessThanOrEqual(EventEmitter.defaultMaxListeners);
    expect(app.output()).not.toContain("MaxListenersExceededWarning");
  });
});
