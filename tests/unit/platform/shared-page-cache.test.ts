import { describe, expect, it } from "vitest";
import { pageIsShared, sharedCacheHeaders, sharedCacheKey, sharedLifetimeMs } from "~/kernel/platform/shared-page-cache";

const anonymous = { method: "GET", url: "http://localhost:3000/particulier/veiller-sur-mes-parents/la-revue?page=2", cookie: null, authorization: null };

describe("the shared cache's key: anonymous requests only", () => {
  it("is the address and the language cookie's value", () => {
    expect(sharedCacheKey(anonymous)).toBe("/particulier/veiller-sur-mes-parents/la-revue?page=2\n");
    expect(sharedCacheKey({ ...anonymous, cookie: "lang=ImVuIg%3D%3D; sid=1234-5678" })).toBe("/particulier/veiller-sur-mes-parents/la-revue?page=2\nImVuIg%3D%3D");
    expect(sharedCacheKey({ ...anonymous, cookie: "sid=1234-5678" })).toBe(sharedCacheKey(anonymous));
    expect(sharedCacheKey({ ...anonymous, method: "HEAD" })).toBe(sharedCacheKey(anonymous));
  });

  it("is null for a mutation, a credential, any other cookie or an editor's preview", () => {
    expect(sharedCacheKey({ ...anonymous, method: "POST" })).toBeNull();
    expect(sharedCacheKey({ ...anonymous, authorization: "Bearer x" })).toBeNull();
    expect(sharedCacheKey({ ...anonymous, cookie: "sid=1; vsmp_user=abc" })).toBeNull();
    expect(sharedCacheKey({ ...anonymous, cookie: "flash=abc" })).toBeNull();
    expect(sharedCacheKey({ ...anonymous, cookie: "lang" })).toBeNull();
    expect(sharedCacheKey({ ...anonymous, url: "http://localhost/?cmsTicketId=abc" })).toBeNull();
  });
});

describe("how long a shared cache keeps a response", () => {
  const page = { status: 200, cacheControl: "public, max-age=0, s-maxage=60", contentSecurityPolicy: "script-src 'none'", setsCookie: false };

  it("keeps a public 200 for its s-maxage, at most the cap", () => {
    expect(sharedLifetimeMs(page, 3600)).toBe(60_000);
    expect(sharedLifetimeMs(page, 30)).toBe(30_000);
    expect(sharedLifetimeMs({ ...page, cacheControl: sharedCacheHeaders(5)["Cache-Control"]! }, 3600)).toBe(5000);
  });

  it("keeps nothing else", () => {
    expect(sharedLifetimeMs({ ...page, status: 404 }, 3600)).toBe(0);
    expect(sharedLifetimeMs({ ...page, setsCookie: true }, 3600)).toBe(0);
    expect(sharedLifetimeMs({ ...page, contentSecurityPolicy: "script-src 'nonce-abc'" }, 3600)).toBe(0);
    expect(sharedLifetimeMs({ ...page, cacheControl: null }, 3600)).toBe(0);
    expect(sharedLifetimeMs({ ...page, cacheControl: "private, no-store" }, 3600)).toBe(0);
    expect(sharedLifetimeMs({ ...page, cacheControl: "public, max-age=60" }, 3600)).toBe(0);
    expect(sharedLifetimeMs({ ...page, cacheControl: "public, s-maxage=0" }, 3600)).toBe(0);
    expect(sharedLifetimeMs({ ...page, cacheControl: "public, s-maxage=abc" }, 3600)).toBe(0);
  });
});

describe("which pages may be shared", () => {
  it("only a page whose own route declares it", () => {
    expect(pageIsShared([undefined, { sharedCache: true }])).toBe(true);
    // A layout's declaration does not cover its children, nor does having no script.
    expect(pageIsShared([{ sharedCache: true }, undefined])).toBe(false);
    expect(pageIsShared([undefined, { i18n: ["family"] }])).toBe(false);
    expect(pageIsShared([])).toBe(false);
  });
});
