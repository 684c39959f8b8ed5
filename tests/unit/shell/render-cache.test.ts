import { gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { documentBody, mayKeepRendered, NONCE_PLACEHOLDER, prepareRendered } from "~/render-cache.server";

const html = `<!DOCTYPE html><html lang="fr"><body><main>${"Veiller sur mes parents – é ".repeat(500)}</main><script nonce="${NONCE_PLACEHOLDER}">a()</script><script nonce="${NONCE_PLACEHOLDER}">b()</script></body></html>`;

describe("memoised documents", () => {
  const rendered = prepareRendered(html);

  it("put this request's nonce everywhere the placeholder stood", () => {
    const body = documentBody(rendered, "bm9uY2U=", false) as string;
    expect(body).toBe(html.split(NONCE_PLACEHOLDER).join("bm9uY2U="));
  });

  it("gzip the precompressed prefix and the fresh tail into one valid member", () => {
    const body = documentBody(rendered, "bm9uY2U=", true) as Buffer;
    expect(gunzipSync(body).toString("utf8")).toBe(html.split(NONCE_PLACEHOLDER).join("bm9uY2U="));
    expect(body.length).toBeLessThan(Buffer.byteLength(html) / 5);
  });

  it("work for a document without a nonce", () => {
    const plain = prepareRendered("<p>sans script</p>");
    expect(gunzipSync(documentBody(plain, "x", true) as Buffer).toString()).toBe("<p>sans script</p>");
  });
});

describe("pages with a person's data", () => {
  it("are never kept: private or no-store pages are rendered for their request only", () => {
    expect(mayKeepRendered(new Headers({ "Cache-Control": "private, no-store" }))).toBe(false);
    expect(mayKeepRendered(new Headers({ "Cache-Control": "no-store" }))).toBe(false);
    expect(mayKeepRendered(new Headers({ "Cache-Control": "public, max-age=60" }))).toBe(true);
    expect(mayKeepRendered(new Headers())).toBe(true);
  });
});
