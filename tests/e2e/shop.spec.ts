import { expect, injectFault, signInAtProvider, test } from "./fixtures";

/** The shop's mini-cart in the header (decision 092): server-rendered, JavaScript off. */
test("marie signed in sees her cart's count in the header; a shop failure hides only the count", { tag: "@once" }, async ({ page, expectAccessible }) => {
  await page.goto("/vsmp/connexion?redirect=/services-seniors/contrat");
  await signInAtProvider(page, "marie.dupont@example.fr");
  await expect(page).toHaveURL(/\/services-seniors\/contrat/);
  await expect(page.locator(".site-header").getByText("Panier : 3 articles")).toBeVisible();
  await expectAccessible();

  await injectFault({ path: "/front/occ/ecommerce/users/*", status: 500, times: 1 });
  await page.goto("/");
  await expect(page.locator(".site-header").getByText(/Panier/)).toHaveCount(0);
  await expect(page.locator(".site-header").getByText("Bonjour Marie", { exact: false })).toBeVisible();
  // An editorial page stays script-free with the count in it.
  await page.goto("/");
  await expect(page.locator(".site-header").getByText("Panier : 3 articles")).toBeVisible();
  expect(await page.locator("script[src]").count()).toBe(0);
});

test("an e-commerce 401 signs marie out and brings her back to the same page", { tag: "@once" }, async ({ page }) => {
  await page.goto("/vsmp/connexion?redirect=/");
  await signInAtProvider(page, "marie.dupont@example.fr");
  await expect(page.locator(".site-header").getByText("Panier : 3 articles")).toBeVisible();
  await injectFault({ path: "/front/occ/ecommerce/users/*", status: 401, times: 1 });
  await page.goto("/mentions-legales");
  await expect(page).toHaveURL(/\/mentions-legales$/);
  await expect(page.locator(".site-header").getByRole("link", { name: /Se connecter|Connexion/ })).toBeVisible();
  await expect(page.locator(".site-header").getByText(/Panier/)).toHaveCount(0);
});
