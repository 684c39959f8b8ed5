/**
 * The shared cache of anonymous editorial pages (decision 094), on the built app: an anonymous
 * visitor's editorial page is answered from the cache for its lifetime (here 2 s, the content
 * system's own cache off), even while the content system fails; a visitor with any other cookie,
 * another language or a page with a form never gets a kept page; the lifetime is enforced.
 */
import http from "node:http";
import { afterEach, describe, expect, it } from "vitest";
import { useAppOnSandbox } from "./processes";

const started = useAppOnSandbox("shared-page-cache", { CONTENT_CACHE_TTL_S: "0", PAGE_CACHE_TTL_S: "2" });
const CGV = "/particulier/veiller-sur-mes-parents/gestion/cgv";

async function get(path: string, cookie = "") {
  const response = await fetch(`${started.app.url}${path}`, { headers: cookie ? { cookie } : {}, redirect: "manual" });
  return { status: response.status, headers: response.headers, html: await response.text() };
}

/** The content system's page reads fail (every content read: the page cannot be built afresh). */
async function failContent() {
  const response = await fetch(`${started.sandbox.url}/__sandbox/faults`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ path: "/occ/laposte/smartedit/pages", status: 500, times: 1000 }),
  });
  expect(response.status).toBe(201);
}

afterEach(async () => {
  await fetch(`${started.sandbox.url}/__sandbox/faults`, { method: "DELETE" });
});

const englishCookie = async () => {
  const response = await fetch(`${started.app.url}/preferences/langue`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", origin: started.app.url },
    body: "locale=en&redirect=/",
    redirect: "manual",
  });
  return response.headers.getSetCookie()[0]!.split(";")[0]!;
};

describe("anonymous editorial pages in the shared cache", () => {
  it("marks them for a shared cache, and never a page with a form or a visitor with a session", async () => {
    const editorial = await get(CGV);
    expect(editorial.status).toBe(200);
    expect(editorial.headers.get("cache-control")).toBe("public, max-age=0, s-maxage=2");
    expect(editorial.headers.get("vary")).toBe("Accept-Encoding, Cookie");
    // Each visitor still gets their own support id.
    expect(editorial.headers.get("set-cookie")).toMatch(/^sid=[0-9a-f-]{36};/);

    const journey = await get("/services-seniors/souscription/etape1");
    expect(journey.headers.get("cache-control") ?? "").not.toContain("public");
    const withSession = await get(CGV, "vsmp_user=anything");
    expect(withSession.headers.get("cache-control") ?? "").not.toContain("public");
  });

  it("never shares a page a visitor reaches without a cookie that names a person: an invitation's link", async () => {
    const created = await fetch(`${started.sandbox.url}/vsmp/api/vsmp/v1/hub/contract/2024000123/family/relatives?system=LPFR`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ firstName: "Julie", lastName: "Martin", email: "julie.martin@example.fr", relationship: "CHILD", expiresAt: new Date(Date.now() + 86_400_000).toISOString() }),
    });
    expect(created.status).toBe(201);
    const { token } = (await created.json()) as { token: string };
    const invitation = await get(`/services-seniors/suivi/invitation?jeton=${token}`);
    expect(invitation.status).toBe(200);
    expect(invitation.html).toContain("Dupont");
    expect(invitation.html).not.toContain("<script");
    expect(invitation.headers.get("cache-control")).toBe("private, no-store");
  });

  it("keeps the connection open after a page from the cache, as after any other", async () => {
    await get(CGV);
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const ask = () =>
      new Promise<{ connection: string | undefined; socket: unknown }>((resolveAnswer, reject) => {
        http
          .get(`${started.app.url}${CGV}`, { agent }, (response) => {
            response.resume();
            response.on("end", () => resolveAnswer({ connection: response.headers.connection, socket: response.socket }));
          })
          .on("error", reject);
      });
    const first = await ask();
    const second = await ask();
    agent.destroy();
    expect(first.connection).not.toBe("close");
    expect(second.socket).toBe(first.socket);
  });

  it("answers from the cache for its lifetime, to anonymous visitors only, per language, then renders afresh", async () => {
    const french = await get(CGV);
    expect(french.status).toBe(200);
    const english = await get(CGV, await englishCookie());
    expect(english.html).toContain('lang="en"');
    await failContent();

    // Within the lifetime: the kept pages, each in its own language, whoever anonymous asks.
    const again = await get(CGV, "sid=0a1b2c3d-0000-4000-8000-000000000000");
    expect(again.status).toBe(200);
    expect(again.html).toBe(french.html);
    expect(again.headers.get("set-cookie")).toBeNull();
    const englishAgain = await get(CGV, await englishCookie());
    expect(englishAgain.html).toBe(english.html);

    // A visitor with any other cookie is never answered from it: the page is built for them.
    const withJourney = await get(CGV, "vsmp=anything");
    expect(withJourney.status).not.toBe(200);

    // Past the lifetime, the page is built afresh (and the content system still fails).
    await new Promise((resolveLater) => setTimeout(resolveLater, 2200));
    expect((await get(CGV)).status).not.toBe(200);
  });
});
