import { createServer, request as httpRequest, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { streamPdf, type PdfDownload } from "~/kernel/downloads/download.server";
import { log } from "~/kernel/platform/logger.server";
import { createUpstreamClient, UpstreamError } from "~/kernel/upstream/http.server";
import { sendResponse } from "../../../server/app/server";

/**
 * DESIGN 10 (the body takes 1 s, the time-out is 500 ms): a download streams at the client's pace, is never cut short by the upstream
 * time-out, and stops the upstream read when the client leaves. Real loopback sockets (not msw,
 * whose interception does not carry aborts or back-pressure).
 */
vi.mock("~/kernel/platform/logger.server", () => ({ log: vi.fn() }));

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

let upstreamClosed = 0;
const upstream = createServer(async (request, response) => {
  request.socket.on("close", () => (upstreamClosed += 1));
  if (request.url === "/late.pdf") await wait(1500);
  response.writeHead(200, { "content-type": "application/pdf" });
  response.flushHeaders();
  // A PDF's first bytes (streamPdf checks them before sending any), then the rest slowly.
  if (request.url !== "/late.pdf") response.write("%PDF-");
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
    expect(await response.text()).toBe("%PDF-chunk1;chunk2;chunk3;chunk4;");
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

describe("streamPdf: the one helper behind every PDF download", () => {
  const download: PdfDownload = {
    filename: "facture-F1.pdf",
    messages: { notFound: "errors.resourceNotFound", unavailable: "errors.unavailable" },
    failureLog: "Test: unable to get the PDF",
    logFields: { kind: "invoice" },
    requestId: "req-1",
  };
  const visitor = (signal?: AbortSignal, query = "") => new Request(`http://app.test/doc${query}`, { signal, headers: { "accept-language": "fr" } });

  it("streams the upstream body with its type, its file name, its length and private, no-store", async () => {
    const response = await streamPdf(visitor(), (signal) => client().send("GET", "/slow.pdf", { signal }), download);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/pdf");
    expect(response.headers.get("content-disposition")).toBe('attachment; filename="facture-F1.pdf"');
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    // The body takes 1 s, the time-out is 500 ms: the time-out covers the headers only.
    expect(await response.text()).toBe("%PDF-chunk1;chunk2;chunk3;chunk4;");
  });

  it("opens the file in the browser when asked (inline), and passes the upstream length on", async () => {
    const pdf = new Response("%PDF-1.4", { headers: { "content-type": "application/pdf", "content-length": "8" } });
    const response = await streamPdf(visitor(), async () => pdf, { ...download, inline: true });
    expect(response.headers.get("content-disposition")).toBe('inline; filename="facture-F1.pdf"');
    expect(response.headers.get("content-length")).toBe("8");
  });

  it("stops the upstream read when the visitor leaves (the request's signal reaches the upstream call)", async () => {
    const leaving = new AbortController();
    const closedBefore = upstreamClosed;
    const response = await streamPdf(visitor(leaving.signal), (signal) => client().send("GET", "/long.pdf", { signal }), download);
    const reader = response.body!.getReader();
    await reader.read();
    leaving.abort();
    await expect(reader.read()).rejects.toBeDefined();
    await vi.waitFor(() => expect(upstreamClosed).toBeGreaterThan(closedBefore), { timeout: 2000 });
  });

  it("answers 404 with a short translated text when upstream has no such file", async () => {
    const missing = () => Promise.reject(new UpstreamError("status", "documents", "GET", "/x.pdf", 404));
    const response = await streamPdf(visitor(), missing, download);
    expect(response.status).toBe(404);
    expect(response.headers.get("content-type")).toBe("text/plain; charset=utf-8");
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    expect(await response.text()).toBe("Ressource introuvable");
  });

  it.each([
    ["a JSON body", "application/json", '{"unexpected":'],
    ["a malformed body called a PDF", "application/pdf", '{"unexpected":'],
    ["an empty PDF", "application/pdf", ""],
    ["a body cut before the magic number", "application/pdf", "%PD"],
    ["an HTML page", "text/html", "<!doctype html>"],
  ])("answers 503 unavailable, sending none of it, to %s", async (_, type, body) => {
    vi.mocked(log).mockClear();
    const response = await streamPdf(visitor(), async () => new Response(body, { headers: { "content-type": type } }), download);
    expect(response.status).toBe(503);
    expect(response.headers.get("content-type")).toBe("text/plain; charset=utf-8");
    expect(response.headers.get("content-disposition")).toBeNull();
    expect(await response.text()).toBe("Service momentanément indisponible");
    expect(log).toHaveBeenCalledWith("error", "Test: unable to get the PDF", expect.objectContaining({ requestId: "req-1" }));
  });

  it("streams a PDF whose magic number comes split over several chunks", async () => {
    const parts = ["%P", "DF", "-1.7 rest"];
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        const part = parts.shift();
        if (part === undefined) controller.close();
        else controller.enqueue(new TextEncoder().encode(part));
      },
    });
    const response = await streamPdf(visitor(), async () => new Response(body, { headers: { "content-type": "application/pdf" } }), download);
    expect(response.status).toBe(200);
    expect(await response.text()).toBe("%PDF-1.7 rest");
  });

  it("answers 503 with a short translated text, and logs, when upstream fails or is late", async () => {
    vi.mocked(log).mockClear();
    const response = await streamPdf(visitor(), (signal) => client().send("GET", "/late.pdf", { signal }), download);
    expect(response.status).toBe(503);
    expect(await response.text()).toBe("Service momentanément indisponible");
    expect(log).toHaveBeenCalledWith("error", "Test: unable to get the PDF", expect.objectContaining({ kind: "invoice", requestId: "req-1" }));
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
