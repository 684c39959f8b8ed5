import { createServer, request as httpRequest, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sendResponse } from "../../../server/app/server";

/** What the next request's handler answers: Remix's response. */
let next: { result: () => Response } = { result: () => new Response(null) };
let app: Server;
let origin = "";

beforeAll(async () => {
  app = createServer((request: IncomingMessage, response: ServerResponse) => {
    void sendResponse(request, response, next.result(), null);
  });
  await new Promise<void>((resolve) => app.listen(0, "127.0.0.1", resolve));
  origin = `http://127.0.0.1:${(app.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => app.close(() => resolve())));

function get(method = "GET", headers: Record<string, string> = {}) {
  return new Promise<{ status: number; headers: IncomingMessage["headers"]; body: Buffer }>((resolve, reject) => {
    const call = httpRequest(`${origin}/page`, { method, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () => resolve({ status: response.statusCode!, headers: response.headers, body: Buffer.concat(chunks) }));
    });
    call.on("error", reject);
    call.end();
  });
}

const html = Buffer.from(`<!DOCTYPE html><html lang="fr"><body>${"<p>Hélène Durand, 75015 Paris</p>".repeat(100)}</body></html>`);
const page = (status = 200) => () =>
  new Response(html, { status, headers: { "content-type": "text/html; charset=utf-8", "cache-control": "private, no-store" } });

describe("the app server sends Remix's response", () => {
  it("sends a document's bytes, compressed when the browser accepts it", async () => {
    next = { result: page() };
    const plain = await get();
    expect(plain.status).toBe(200);
    expect(plain.body.equals(html)).toBe(true);
    expect(plain.headers["cache-control"]).toBe("private, no-store");

    const compressed = await get("GET", { "accept-encoding": "gzip" });
    expect(compressed.headers["content-encoding"]).toBe("gzip");
    expect(compressed.headers.vary).toBe("Accept-Encoding");
    expect(gunzipSync(compressed.body).equals(html)).toBe(true);
  });

  it("keeps the status of the document (an error page)", async () => {
    next = { result: page(404) };
    const answer = await get();
    expect(answer.status).toBe(404);
    expect(answer.body.equals(html)).toBe(true);
  });

  it("sends no body to a HEAD", async () => {
    next = { result: page() };
    const answer = await get("HEAD");
    expect(answer.status).toBe(200);
    expect(answer.body.length).toBe(0);
  });

  it("sends a redirect as it is, and a download without compressing it", async () => {
    next = { result: () => new Response(null, { status: 302, headers: { location: "/ailleurs" } }) };
    const redirect = await get();
    expect(redirect.status).toBe(302);
    expect(redirect.headers.location).toBe("/ailleurs");
    expect(redirect.body.length).toBe(0);

    const pdf = Buffer.from("%PDF-1.7\n".repeat(200));
    next = { result: () => new Response(pdf, { headers: { "content-type": "application/pdf" } }) };
    const download = await get("GET", { "accept-encoding": "gzip" });
    expect(download.headers["content-encoding"]).toBeUndefined();
    expect(download.body.equals(pdf)).toBe(true);
  });
});
