/**
 * The document memo's front (app/performance/README.md): the built app server answers a repeated
 * anonymous GET from the kept document, with a nonce of its own, and never a person's page.
 */
import { describe, expect, it } from "vitest";
import { useAppOnSandbox } from "./processes";

// One proxy of our own in front: each request says its client's address in X-Forwarded-For.
const started = useAppOnSandbox("front", { TRUSTED_PROXY_HOPS: "1" });

const nonceOf = (html: string) => /<script nonce="([^"]+)"/.exec(html)?.[1];

async function page(path: string, cookie?: string, address?: string) {
  const headers: Record<string, string> = cookie ? { cookie } : {};
  if (address) headers["x-forwarded-for"] = address;
  const response = await fetch(`${started.app.url}${path}`, { headers, redirect: "manual" });
  return { response, html: await response.text() };
}

describe("anonymous documents answered by the app server's front", () => {
  it("answers a repeated anonymous page from the kept document, with this response's own nonce", async () => {
    const first = await page("/");
    expect(first.response.status).toBe(200);
    expect(first.response.headers.get("x-cache")).toBeNull();
    const second = await page("/");
    expect(second.response.headers.get("x-cache")).toBe("hit");
    expect(second.response.status).toBe(200);
    const [firstNonce, secondNonce] = [nonceOf(first.html), nonceOf(second.html)];
    expect(secondNonce).toBeTruthy();
    expect(secondNonce).not.toBe(firstNonce);
    expect(second.response.headers.get("content-security-policy")).toContain(`'nonce-${secondNonce}'`);
    expect(second.html.split(secondNonce!).join("N")).toBe(first.html.split(firstNonce!).join("N"));
    for (const name of ["x-content-type-options", "referrer-policy", "content-type"]) {
      expect(second.response.headers.get(name), name).toBe(first.response.headers.get(name));
    }
    // A visitor without the support id gets one, as from Remix.
    expect(second.response.headers.get("set-cookie")).toMatch(/^sid=/);
  });

  it("answers a first look at the journey (its first step, no journey cookie) from the kept document too", async () => {
    const path = "/services-seniors/souscription/etape1";
    const first = await page(path);
    expect(first.response.status).toBe(200);
    expect(first.response.headers.getSetCookie().some((cookie) => cookie.startsWith("vsmp="))).toBe(false);
    const second = await page(path);
    expect(second.response.headers.get("x-cache")).toBe("hit");
    expect(second.html.split(nonceOf(second.html)!).join("N")).toBe(first.html.split(nonceOf(first.html)!).join("N"));
    expect(second.html).toContain(`action="${path}`);
  });

  it("answers the journey's first step only to addresses with no promo tries counted (it shows the tries left)", async () => {
    const path = "/services-seniors/souscription/etape1";
    const [untouched, trying] = ["203.0.113.7", "203.0.113.9"];
    await page(path, undefined, untouched);
    expect((await page(path, undefined, untouched)).response.headers.get("x-cache")).toBe("hit");

    const form = new URLSearchParams({ intent: "apply-promo", promoCode: "FAUX1CODE", remote: "NONE", visitDays: "MONDAY" });
    const tried = await fetch(`${started.app.url}${path}`, {
      method: "POST",
      body: form,
      headers: { origin: started.app.url, "x-forwarded-for": trying },
      redirect: "manual",
    });
    expect(await tried.text()).toContain("Essais restants : 4 sur 5");

    // A new browser (no cookie) from the address that tried gets its own page, every time.
    for (let look = 0; look < 2; look += 1) {
      const fresh = await page(path, undefined, trying);
      expect(fresh.response.headers.get("x-cache")).toBeNull();
      expect(fresh.html).toContain("Essais restants : 4 sur 5");
    }
    // Every other address is still answered by the front, without the tries of another.
    const other = await page(path, undefined, untouched);
    expect(other.response.headers.get("x-cache")).toBe("hit");
    expect(other.html).not.toContain("Essais restants");
  });

  it("keeps one document per language", async () => {
    await page("/mentions-legales");
    await page("/mentions-legales", "lang=en");
    const english = await page("/mentions-legales", "lang=en");
    expect(english.response.headers.get("x-cache")).toBe("hit");
    expect(english.html).toContain('lang="en"');
    const french = await page("/mentions-legales");
    expect(french.html).toContain('lang="fr"');
  });

  it("never answers a request carrying a person's cookie, nor a POST", async () => {
    await page("/accessibilite");
    const withJourney = await page("/accessibilite", "vsmp=abc");
    expect(withJourney.response.headers.get("x-cache")).toBeNull();
    const withUser = await page("/accessibilite", "lang=fr; vsmp_user=abc");
    expect(withUser.response.headers.get("x-cache")).toBeNull();
    const posted = await fetch(`${started.app.url}/accessibilite`, { method: "POST", headers: { origin: started.app.url }, redirect: "manual" });
    expect(posted.headers.get("x-cache")).toBeNull();
  });

  it("never keeps an address with a query string (it may carry a person's data)", async () => {
    await page("/?email=jeanne.durand%40example.fr");
    const again = await page("/?email=jeanne.durand%40example.fr");
    expect(again.response.status).toBe(200);
    expect(again.response.headers.get("x-cache")).toBeNull();
  });

  it("never keeps a person's page", async () => {
    const path = "/services-seniors/souscription/etape1";
    const form = new URLSearchParams({ visitDays: "MONDAY", remote: "NONE", type: "STANDARD" });
    form.append("visitDays", "THURSDAY");
    const saved = await fetch(`${started.app.url}${path}`, { method: "POST", body: form, headers: { origin: started.app.url }, redirect: "manual" });
    const journey = saved.headers.getSetCookie().find((cookie) => cookie.startsWith("vsmp="))!.split(";")[0]!;
    await page("/services-seniors/souscription/etape2", journey);
    const again = await page("/services-seniors/souscription/etape2", journey);
    expect(again.response.headers.get("x-cache")).toBeNull();
    // Anonymous, the same address still goes to the journey's first step.
    const anonymous = await page("/services-seniors/souscription/etape2");
    expect(anonymous.response.headers.get("x-cache")).toBeNull();
    expect(anonymous.response.status).toBe(302);
  });
});
