import { gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import {
  answersClient,
  anonymousDocumentKey,
  documentBody,
  FRONT_LIFETIME_MS,
  frontDocument,
  frontKey,
  isPlainData,
  keepFront,
  NONCE_PLACEHOLDER,
  prepareRendered,
} from "~/performance/document-memo.server";

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

describe("the key of a memoised document", () => {
  const PAGE = "http://localhost/services-seniors/souscription/etape1";
  const context = (loaderData: unknown, extra: object = {}) =>
    ({ staticHandlerContext: { loaderData: { root: { locale: "fr" }, page: loaderData }, errors: null, actionData: null, ...extra } }) as never;
  const get = (cookie?: string) => new Request(PAGE, cookie ? { headers: { cookie } } : {});
  const none = new Headers();
  const key = (request: Request, loaderData: unknown, extra?: object) => anonymousDocumentKey(request, 200, none, context(loaderData, extra), "fr", 1);

  it("is null for an address with a query string, which may carry a person's data", () => {
    expect(key(new Request(`${PAGE}?email=jeanne.durand%40example.fr`), { price: 2190 })).toBeNull();
  });

  it("is the same for two anonymous visitors of the same page, and differs with the data, the language or the menu", () => {
    const first = key(get(), { price: 2190 });
    expect(first).not.toBeNull();
    expect(key(get("lang=en; sid=1234-5678"), { price: 2190 })).toBe(first);
    expect(key(get(), { price: 3990 })).not.toBe(first);
    expect(anonymousDocumentKey(get(), 200, none, context({ price: 2190 }), "en", 1)).not.toBe(first);
    expect(anonymousDocumentKey(get(), 200, none, context({ price: 2190 }), "fr", 2)).not.toBe(first);
  });

  it("is null for a request carrying a person's cookie: journey, user, agent, flash or any unknown one", () => {
    for (const cookie of ["vsmp=abc", "lang=fr; vsmp_user=abc", "sibp_agent=x", "flash=y", "sid=1234-5678; other=1", "bare"]) {
      expect(key(get(cookie), { price: 2190 }), cookie).toBeNull();
    }
  });

  it("is null for loader data that is not plain JSON: a promise, a Map, a Set, a Date, undefined, a class", () => {
    class Person {
      constructor(public name: string) {}
    }
    for (const value of [Promise.resolve("Jeanne"), new Map([["name", "Jeanne"]]), new Set(["Jeanne"]), new Date(0), { name: undefined }, new Person("Jeanne"), Number.NaN]) {
      expect(key(get(), { value })).toBeNull();
    }
  });

  it("is null for a page that says it holds a person's data (private or no-store), whoever asks", () => {
    for (const cacheControl of ["private, no-store", "no-store", "private"]) {
      expect(anonymousDocumentKey(get(), 200, new Headers({ "Cache-Control": cacheControl }), context({}), "fr", 1), cacheControl).toBeNull();
    }
    expect(anonymousDocumentKey(get(), 200, new Headers({ "Cache-Control": "public, max-age=60" }), context({}), "fr", 1)).not.toBeNull();
  });

  it("is null for a POST, a status other than 200, errors or action data", () => {
    expect(key(new Request(PAGE, { method: "POST" }), {})).toBeNull();
    expect(anonymousDocumentKey(get(), 404, none, context({}), "fr", 1)).toBeNull();
    expect(key(get(), {}, { errors: { page: new Error("x") } })).toBeNull();
    expect(key(get(), {}, { actionData: { page: { ok: false } } })).toBeNull();
  });
});

describe("isPlainData", () => {
  it("accepts nested objects, arrays, strings, finite numbers, booleans and null", () => {
    expect(isPlainData({ a: [1, "b", null, true, { c: Object.create(null) }] })).toBe(true);
  });
});

describe("the memo's front (answered by the app server without Remix)", () => {
  const rendered = prepareRendered(`<html><script nonce="${NONCE_PLACEHOLDER}"></script></html>`);
  const headers = () =>
    new Headers({ "content-type": "text/html; charset=utf-8", "content-security-policy": "script-src 'nonce-abc123'; style-src 'self'", "content-length": "42", vary: "Accept-Encoding" });

  it("answers only a GET carrying no cookie of a person, per language", () => {
    expect(frontKey("GET", "http://a.test/", null)).toBe("|http://a.test/");
    expect(frontKey("GET", "http://a.test/", "lang=en; sid=1234-abcd")).toBe("en|http://a.test/");
    expect(frontKey("POST", "http://a.test/", null)).toBeNull();
    expect(frontKey("GET", "http://a.test/?email=jeanne%40example.fr", null)).toBeNull();
    expect(frontKey("HEAD", "http://a.test/", null)).toBeNull();
    for (const cookie of ["vsmp=x", "vsmp_user=x", "sibp_agent=x", "sibp_client=x", "sibp_souscription=x", "flash=x", "lang=fr; other=1"]) {
      expect(frontKey("GET", "http://a.test/", cookie), cookie).toBeNull();
    }
  });

  it("keeps the headers but the body's and the nonce's, and the policy cut where the nonce goes", () => {
    keepFront("k1", rendered, 200, headers(), "abc123", [], 1_000);
    const kept = frontDocument("k1", 1_001);
    expect(kept?.headers).toEqual([["content-type", "text/html; charset=utf-8"]]);
    expect(kept?.policy.join("xyz789")).toBe("script-src 'nonce-xyz789'; style-src 'self'");
    expect(kept?.rendered).toBe(rendered);
  });

  it("forgets a document after its lifetime, and never keeps one that sets a cookie", () => {
    keepFront("k2", rendered, 200, headers(), "abc123", [], 1_000);
    expect(frontDocument("k2", 1_000 + FRONT_LIFETIME_MS - 1)).not.toBeNull();
    expect(frontDocument("k2", 1_000 + FRONT_LIFETIME_MS)).toBeNull();
    expect(frontDocument("k2", 1_000)).toBeNull();
    const withCookie = headers();
    withCookie.set("set-cookie", "lang=en; Path=/");
    keepFront("k3", rendered, 200, withCookie, "abc123", [], 1_000);
    expect(frontDocument("k3", 1_001)).toBeNull();
  });

  it("never keeps a page whose render found something kept for its client's address", () => {
    const untouched = { kept: false, keptFor: async () => false };
    const counted = { kept: true, keptFor: async () => true };
    keepFront("k4", rendered, 200, headers(), "abc123", [untouched, counted], 1_000);
    expect(frontDocument("k4", 1_001)).toBeNull();
  });

  it("answers a page that read per address only to clients whose address has nothing kept, asking each time", async () => {
    const client = { remoteAddress: "192.0.2.1", forwardedFor: null };
    keepFront("k5", rendered, 200, headers(), "abc123", [], 1_000);
    expect(answersClient(frontDocument("k5", 1_001)!, client)).toBe(true);

    const counted = new Set(["192.0.2.9"]);
    const asked: string[] = [];
    const keptFor = async ({ remoteAddress }: { remoteAddress: string | undefined }) => {
      asked.push(remoteAddress!);
      return counted.has(remoteAddress!);
    };
    keepFront("k6", rendered, 200, headers(), "abc123", [{ kept: false, keptFor }], 1_000);
    const kept = frontDocument("k6", 1_001)!;
    expect(await answersClient(kept, client)).toBe(true);
    expect(await answersClient(kept, { remoteAddress: "192.0.2.9", forwardedFor: null })).toBe(false);
    counted.add("192.0.2.1");
    expect(await answersClient(kept, client)).toBe(false);
    expect(asked).toEqual(["192.0.2.1", "192.0.2.9", "192.0.2.1"]);

    keepFront("k7", rendered, 200, headers(), "abc123", [{ kept: false, keptFor: () => Promise.reject(new Error("store down")) }], 1_000);
    expect(await answersClient(frontDocument("k7", 1_001)!, client)).toBe(false);
  });
});
