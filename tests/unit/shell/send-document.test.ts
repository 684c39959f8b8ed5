import { createServer, request as httpRequest, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DOCUMENT_TAKEN } from "~/performance/document-memo.server";
import { sharedPiece, type Piece } from "~/performance/document-pieces.server";
import { sendResponse } from "../../../server/app/server";

/** What the next request's handler answers: Remix's response and the document the entry handed over. */
let next: { result: () => Response; document: Piece[] | null } = { result: () => new Response(null), document: null };
let app: Server;
let origin = "";

beforeAll(async () => {
  app = createServer((request: IncomingMessage, response: ServerResponse) => {
    void sendResponse(request, response, next.result(), null, next.document);
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
const whole = [html];
const taken = (status = 200) => () =>
  new Response(null, { status, headers: { "content-type": "text/html; charset=utf-8", [DOCUMENT_TAKEN]: "1", "cache-control": "private, no-store" } });

describe("the app server sends a document the entry handed over (decision 048)", () => {
  it("sends its bytes, compressed when the browser accepts it, without the internal marker", async () => {
    next = { result: taken(), document: whole };
    const plain = await get();
    expect(plain.status).toBe(200);
    expect(plain.body.equals(html)).toBe(true);
    expect(plain.headers["content-length"]).toBe(String(html.length));
    expect(plain.headers[DOCUMENT_TAKEN]).toBeUndefined();
    expect(plain.headers["cache-control"]).toBe("private, no-store");

    const compressed = await get("GET", { "accept-encoding": "gzip" });
    expect(compressed.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(compressed.body).equals(html)).toBe(true);
  });

  it("sends a document in pieces (the menu compressed once) as the same bytes, plain or compressed", async () => {
    const menu = sharedPiece(`<nav><a href="/services">Services – à domicile</a></nav>`.repeat(40));
    const start = Buffer.from(`<!DOCTYPE html><html lang="fr"><body><header>`);
    const end = Buffer.from(`</header>${"<p>Hélène Durand, 75015 Paris</p>".repeat(60)}</body></html>`);
    const expected = Buffer.concat([start, menu.bytes, end]);
    next = { result: taken(), document: [start, menu, end] };

    const plain = await get();
    expect(plain.body.equals(expected)).toBe(true);
    expect(plain.headers["content-length"]).toBe(String(expected.length));

    const compressed = await get("GET", { "accept-encoding": "gzip" });
    expect(compressed.headers["content-encoding"]).toBe("gzip");
    expect(compressed.headers["content-length"]).toBe(String(compressed.body.length));
    expect(gunzipSync(compressed.body).equals(expected)).toBe(true);
    // The menu's bytes are those deflated once, not compressed again for this request.
    expect(compressed.body.includes(menu.deflated)).toBe(true);
  });

  it("keeps the status of the document (an error page)", async () => {
    next = { result: taken(404), document: whole };
    const answer = await get();
    expect(answer.status).toBe(404);
    expect(answer.body.equals(html)).toBe(true);
  });

  it("sends no body to a HEAD", async () => {
    next = { result: taken(), document: whole };
    const answer = await get("HEAD");
    expect(answer.status).toBe(200);
    expect(answer.body.length).toBe(0);
  });

  it("ignores a handed-over document when the response is another one (not marked, or with a body of its own)", async () => {
    next = { result: () => new Response(null, { status: 302, headers: { location: "/ailleurs" } }), document: whole };
    const redirect = await get();
    expect(redirect.status).toBe(302);
    expect(redirect.body.length).toBe(0);

    next = { result: () => new Response("<p>autre</p>", { headers: { "content-type": "text/html", [DOCUMENT_TAKEN]: "1" } }), document: whole };
    const other = await get();
    expect(other.body.toString()).toBe("<p>autre</p>");
  });
});
