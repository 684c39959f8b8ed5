import { describe, expect, it } from "vitest";
import { createCookieJar, extractAssets, loginFormOf, parseAttributes } from "../../../scripts/budget-lib.mjs";
import { translationChunks } from "../../../scripts/budget-lib.mjs";

const PAGE = "http://127.0.0.1:3200/services-seniors/souscription";

describe("extractAssets", () => {
  it("finds the stylesheets, the scripts and the module preloads a Remix page loads, as absolute URLs", () => {
    const html = `<!DOCTYPE html><html lang="fr"><head>
      <link rel="stylesheet" href="/assets/app-BtutaBao.css"/>
      <link rel="icon" href="/favicon.svg" type="image/svg+xml"/>
      <link rel="modulepreload" href="/assets/manifest-0c622eae.js"/>
      <link rel="modulepreload" href="/assets/entry.client-vrgiYhkk.js"/>
      </head><body>
      <script nonce="abc">window.__remixContext = {};</script>
      <script type="module" async="" nonce="abc">import "/assets/manifest-0c622eae.js";</script>
      <script src="legacy.js" defer></script>
      </body></html>`;
    expect(extractAssets(html, PAGE)).toEqual({
      stylesheets: ["http://127.0.0.1:3200/assets/app-BtutaBao.css"],
      scripts: [
        "http://127.0.0.1:3200/assets/manifest-0c622eae.js",
        "http://127.0.0.1:3200/assets/entry.client-vrgiYhkk.js",
        "http://127.0.0.1:3200/services-seniors/legacy.js",
      ],
    });
  });

  it("counts an asset referenced twice once, as the browser downloads it once", () => {
    const html = `<link rel="modulepreload" href="/a.js"><script type="module" src="/a.js"></script>
      <link rel="stylesheet" href="/s.css"><link href="/s.css" rel="stylesheet">`;
    expect(extractAssets(html, PAGE)).toEqual({
      stylesheets: ["http://127.0.0.1:3200/s.css"],
      scripts: ["http://127.0.0.1:3200/a.js"],
    });
  });

  it("reads any attribute order, quoting and case, and rel token lists", () => {
    const html = `<LINK HREF='/print.css' REL="Stylesheet preload" media=print><script SRC=/x.js></script>`;
    expect(extractAssets(html, PAGE)).toEqual({
      stylesheets: ["http://127.0.0.1:3200/print.css"],
      scripts: ["http://127.0.0.1:3200/x.js"],
    });
  });

  it("ignores commented-out tags, alternate stylesheets, inline scripts and preloads of other kinds", () => {
    const html = `<!-- <link rel="stylesheet" href="/old.css"> <script src="/old.js"></script> -->
      <link rel="alternate stylesheet" href="/contrast.css">
      <link rel="preload" as="font" href="/font.woff2">
      <script>console.log("<script src=/no.js>")</script>`;
    expect(extractAssets(html, PAGE)).toEqual({ stylesheets: [], scripts: [] });
  });

  it("decodes HTML entities in URLs, as React escapes & in attributes", () => {
    const html = `<link rel="stylesheet" href="/fonts.css?family=a&amp;display=swap">`;
    expect(extractAssets(html, PAGE).stylesheets).toEqual(["http://127.0.0.1:3200/fonts.css?family=a&display=swap"]);
  });

  it("keeps an external asset's own origin so that the script can refuse to fetch it", () => {
    const html = `<script src="https://cdn.example.com/tag.js"></script>`;
    expect(extractAssets(html, PAGE).scripts).toEqual(["https://cdn.example.com/tag.js"]);
  });
});

describe("parseAttributes", () => {
  it("keeps the first of repeated attributes and reads boolean ones as empty", () => {
    expect(parseAttributes(` src="/a.js" src="/b.js" defer`)).toEqual({ src: "/a.js", defer: "" });
  });
});

describe("createCookieJar", () => {
  it("sends the cookies given with --cookie", () => {
    expect(createCookieJar(["vsmp=abc.def", "lng=fr"]).header()).toBe("vsmp=abc.def; lng=fr");
  });

  it("takes the cookies a page sets, replaces changed ones and drops expired ones", () => {
    const jar = createCookieJar(["vsmp=old", "flash=x"]);
    jar.update([
      "vsmp=new%3D; Path=/; HttpOnly; SameSite=Lax",
      "sid=1234-5678; Path=/",
      "flash=; Max-Age=0; Path=/",
    ]);
    expect(jar.header()).toBe("vsmp=new%3D; sid=1234-5678");
    jar.update(["sid=; Expires=Thu, 01 Jan 1970 00:00:00 GMT"]);
    expect(jar.header()).toBe("vsmp=new%3D");
  });

  it("is empty when nothing was given", () => {
    expect(createCookieJar().header()).toBe("");
  });
});

describe("loginFormOf", () => {
  const PROVIDER = "http://127.0.0.1:3105/oidc/interaction/abc123";

  it("finds the form with a password field, its absolute action and hidden fields, past other forms", () => {
    const html = `<form method="post" action="/oidc/interaction/abc123/abort"><button>Annuler</button></form>
      <form method="post" action="/oidc/interaction/abc123/login" novalidate>
      <input type="hidden" name="state" value="a&amp;b">
      <input id="login" name="login" type="email"><input id="password" name="password" type="password">
      <button type="submit">Se connecter</button></form>`;
    expect(loginFormOf(html, PROVIDER)).toEqual({ action: "http://127.0.0.1:3105/oidc/interaction/abc123/login", hidden: { state: "a&b" } });
  });

  it("posts to the page itself without an action, and finds nothing on a page with no password field", () => {
    expect(loginFormOf(`<form method="post"><input type="password" name="password"></form>`, PROVIDER)).toEqual({ action: PROVIDER, hidden: {} });
    expect(loginFormOf(`<form method="post" action="/x"><input name="q"></form>`, PROVIDER)).toBeNull();
  });
});

describe("translationChunks", () => {
  const entry = `const t={"../locales/en/common.json":()=>l(()=>import("./common-EN1.js"),[]),"../locales/fr/common.json":()=>l(()=>import("./common-FR1.js"),[]),"../locales/fr/journey.json":()=>l(()=>import("./journey-FR2.js"),[]),"../locales/fr/people.json":()=>l(()=>import("./people-FR3.js"),[])};`;
  const layout = `const handle={hydrate:!0,i18n:["journey","people"]};`;

  it("counts common and the namespaces the page's routes name, in the page's language only", () => {
    const sources: [string, string][] = [
      ["http://x/assets/entry.client-1.js", entry],
      ["http://x/assets/layout-2.js", layout],
    ];
    expect(translationChunks(sources, "fr", "http://x/page")).toEqual([
      "http://x/assets/common-FR1.js",
      "http://x/assets/journey-FR2.js",
      "http://x/assets/people-FR3.js",
    ]);
    expect(translationChunks(sources, "en", "http://x/page")).toEqual(["http://x/assets/common-EN1.js"]);
    expect(translationChunks([["http://x/assets/entry.client-1.js", entry]], "fr", "http://x/page")).toEqual(["http://x/assets/common-FR1.js"]);
  });
});
