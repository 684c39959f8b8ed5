import { expect, test } from "./fixtures";

test("home page in French with the menu from the content system", { tag: "@once" }, async ({ page, expectAccessible }) => {
  const response = await page.goto("/");
  expect(response?.status()).toBe(200);
  await expect(page.locator("html")).toHaveAttribute("lang", "fr");
  await expect(page.getByRole("heading", { level: 1, name: "Veiller sur mes parents" })).toBeVisible();
  const menu = page.getByRole("navigation", { name: "Menu principal" });
  for (const group of ["Boutique", "Courrier", "Colis", "Déménagement", "Services du quotidien"]) {
    await expect(menu.getByText(group, { exact: true })).toBeVisible();
  }
  await expect(page.getByRole("contentinfo").getByRole("link", { name: "Mentions légales" })).toBeVisible();
  await expect(page.getByRole("contentinfo").getByRole("link", { name: /Accessibilité/ })).toBeVisible();
  await expectAccessible();
});

test("a menu group opens and its external links open as the data says", { tag: "@once" }, async ({ page, expectAccessible }) => {
  await page.goto("/");
  const menu = page.getByRole("navigation", { name: "Menu principal" });
  await menu.getByText("Courrier", { exact: true }).click();
  const external = menu.locator('a[target="_blank"]').first();
  await expect(external).toBeVisible();
  await expect(external).toHaveAttribute("rel", /noopener/);
  await expectAccessible();
});

test("the language switch works and is kept", async ({ page, expectAccessible }) => {
  await page.goto("/services-seniors/financement-et-assurance");
  await page.getByRole("button", { name: /English/ }).click();
  await expect(page).toHaveURL(/\/services-seniors\/financement-et-assurance$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await expect(page.getByRole("link", { name: "Legal notices" })).toBeVisible();
  await expectAccessible();
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1, name: "Watch over my parents" })).toBeVisible();
  await page.getByRole("button", { name: /Français/ }).click();
  await expect(page.locator("html")).toHaveAttribute("lang", "fr");
});

test("an editorial page from the content system with its breadcrumb", { tag: "@once" }, async ({ page, expectAccessible }) => {
  await page.goto("/services-seniors/financement-et-assurance");
  const breadcrumb = page.getByRole("navigation", { name: "Fil d'Ariane" });
  await expect(breadcrumb.getByRole("link", { name: "Veiller sur mes parents" })).toHaveAttribute("href", "/services-seniors");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  // The intro article, then three articles each with a discover button opening a new tab.
  await expect(page.locator('article a[target="_blank"]')).toHaveCount(3);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "index, follow");
  await expectAccessible();
});

test("an unknown page answers 404 with the error layout", { tag: "@once" }, async ({ page, expectAccessible }) => {
  const response = await page.goto("/cette-page-n-existe-pas");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1, name: "Cette page est introuvable" })).toBeVisible();
  await expect(page.getByText("404", { exact: true })).toBeVisible();
  // SPEC 2's error layout on every error page, a wrong link's too: the session id, for support.
  await expect(page.getByText("Identifiant de session")).toBeVisible();
  await expect(page.getByRole("link", { name: "Retour à l'accueil" })).toBeVisible();
  const body = await page.content();
  expect(body).not.toMatch(/at \w+ \(|node_modules|Error:/);
  await expectAccessible();
});

test("the 404 page is translated", { tag: "@once" }, async ({ page }) => {
  await page.goto("/");
  await page.getByRole("button", { name: /English/ }).click();
  const response = await page.goto("/nowhere-to-be-found");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1, name: "This page could not be found" })).toBeVisible();
});

test("documents carry a CSP with a nonce and the security headers; an editorial page allows no script", { tag: "@once" }, async ({ page }) => {
  const editorial = (await page.goto("/"))!.headers();
  expect(editorial["content-security-policy"]).toContain("script-src 'none'");
  const response = await page.goto("/services-seniors/souscription/etape1");
  const headers = response!.headers();
  expect(headers["content-security-policy"]).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]+'/);
  expect(headers["content-security-policy"]).toContain("frame-ancestors 'none'");
  expect(headers["x-content-type-options"]).toBe("nosniff");
  expect(headers["referrer-policy"]).toBe("same-origin");
});

test("a POST from another origin is refused", { tag: "@once" }, async ({ request }) => {
  const response = await request.post("/preferences/langue", {
    headers: { Origin: "https://evil.example" },
    form: { locale: "en", redirect: "/" },
    maxRedirects: 0,
  });
  expect(response.status()).toBe(403);
});

test("a form posted from elsewhere lands on the site's refusal page, with the way back (decision 130)", { tag: "@once" }, async ({ page, expectAccessible }) => {
  await page.goto("/services-seniors/souscription");
  const journey = page.url();
  // A page of no origin of ours (an opaque origin: the browser sends Origin: null).
  await page.goto("about:blank");
  await page.setContent(`<form method="post" action="${journey}"><input name="visitDays" value="MONDAY"><button>Envoyer</button></form>`);
  const [answer] = await Promise.all([page.waitForResponse(journey), page.getByRole("button", { name: "Envoyer" }).click()]);
  expect(answer.status()).toBe(403);
  await expect(page).toHaveTitle("Formulaire refusé – Veiller sur mes parents");
  await expect(page.getByRole("heading", { level: 1, name: "Formulaire refusé" })).toBeVisible();
  await expect(page.getByText("rien n'a été enregistré ni envoyé")).toBeVisible();
  await expect(page.getByRole("contentinfo").getByRole("link", { name: "Mentions légales" })).toBeVisible();
  const back = page.getByRole("link", { name: /^Revenir à la page, à l'adresse du site/ });
  await expect(back).toHaveAttribute("href", journey);
  await expectAccessible();
  await back.click();
  await expect(page).toHaveURL(journey);
});
