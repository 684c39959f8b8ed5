import { createServer, request as httpRequest, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createUpstreamClient, UpstreamError } from "~/upstream/http.server";
import { sendResponse } from "../../../server/app/server";

/**
 * DESIGN 10 (the body takes 1 s, the time-out is 500 ms): a download streams at the client's pace, is never cut short by the upstream
 * time-out, and stops the upstream read when the client leaves. Real loopback sockets (not msw,
 * whose interception does not carry aborts or back-pressure).
 */
vi.mock("~/platform/logger.server", () => ({ log: vi.fn() }));

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

let upstreamClosed = 0;
const upstream = createServer(async (request, response) => {
  request.socket.on("close", () => (upstreamClosed += 1));
  if (request.url === "/late.pdf") await wait(1500);
  response.writeHead(200, { "content-type": "application/pdf" });
  response.flushHeaders();
  const chunks = request.url === "/long.pdf" ? 100 : request.url === "/late.pdf" ? 0 : 4;
  for (let index = 1; index <= chunks && !response.destroyed; index += 1) {
    await wait(250);
    response.write(`chunk${index};`);
  }
  response.end();
});
let base = "";
beforeAll(async () => {
  await new Promise<void>((resolve) => upstream.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => upstream.close(() => resolve())));

const client = () => createUpstreamClient({ name: "documents", baseUrl: base, timeoutMs: 500 });

describe("the upstream client streams a download", () => {
  it("times out on the headers only: a body slower than the time-out comes whole", async () => {
    const response = await client().send("GET", "/slow.pdf");
    expect(await response.text()).toBe("chunk1;chunk2;chunk3;chunk4;");
  });

  it("still times out when the headers are late", async () => {
    await expect(client().send("GET", "/late.pdf")).rejects.toSatisfy((error: unknown) => error instanceof UpstreamError && error.failure === "timeout");
  });

  it("stops reading upstream when the caller's signal aborts (the visitor left)", async () => {
    const leaving = new AbortController();
    const closedBefore = upstreamClosed;
    const response = await client().send("GET", "/long.pdf", { signal: leaving.signal });
    const reader = response.body!.getReader();
    await reader.read();
    leaving.abort();
    await expect(reader.read()).rejects.toBeDefined();
    await vi.waitFor(() => expect(upstreamClosed).toBeGreaterThan(closedBefore), { timeout: 2000 });
  });
});

describe("the app server sends a download (sendResponse)", () => {
  let app: Server;
  let cancelled = false;
  let finished: Promise<void> = Promise.resolve();
  const SIZE = 64 * 1024;

  beforeAll(async () => {
    app = createServer((request: IncomingMessage, response: ServerResponse) => {
      let sent = 0;
      cancelled = false;
      const body = new ReadableStream<Uint8Array>({
        pull(controller) {
          if (sent === 200) return controller.close();
          sent += 1;
          controller.enqueue(new Uint8Array(SIZE).fill(65));
        },
        cancel() {
          cancelled = true;
        },
      });
      finished = sendResponse(request, response, new Response(body, { headers: { "content-type": "application/pdf" } }), null);
    });
    await new Promise<void>((resolve) => app.listen(0, "127.0.0.1", resolve));
  });
  afterAll(() => new Promise<void>((resolve) => app.close(() => resolve())));

  const port = () => (app.address() as AddressInfo).port;

  it("sends the whole file to a slow client", async () => {
    const received = await new Promise<number>((resolve, reject) => {
      httpRequest({ host: "127.0.0.1", port: port(), path: "/" }, (response) => {
        let bytes = 0;
        response.on("data", (chunk: Buffer) => {
          bytes += chunk.length;
          response.pause();
          setTimeout(() => response.resume(), 1);
        });
        response.on("end", () => resolve(bytes));
      })
        .on("error", reject)
        .end();
    });
    expect(received).toBe(200 * SIZE);
    await finished;
  });

  it("stops reading the body, and does not wait on 'drain' forever, when the client leaves", async () => {
    await new Promise<void>((resolve) => {
      const request = httpRequest({ host: "127.0.0.1", port: port(), path: "/" }, (response) => {
        response.pause();
        setTimeout(() => {
          request.destroy();
          resolve();
        }, 100);
      });
      request.end();
    });
    await expect(Promise.race([finished.then(() => "done"), wait(3000).then(() => "hung")])).resolves.toBe("done");
    expect(cancelled).toBe(true);
  });
});
