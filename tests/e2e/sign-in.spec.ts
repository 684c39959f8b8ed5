import { expect, test } from "./fixtures";
import type { Page } from "@playwright/test";

async function signInAtProvider(page: Page, login: string, password: string) {
  await page.getByLabel(/Adresse e-mail|Identifiant/).fill(login);
  await page.getByLabel("Mot de passe").fill(password);
  await page.getByRole("button", { name: /Se connecter/ }).click();
}

test("a client signs in, lands on 'Mes contrats' with 'Mon espace' in the header, and signs out", async ({ page, expectAccessible }) => {
  await page.goto("/services-seniors/financement-et-assurance");
  await page.getByRole("link", { name: "Se connecter" }).click();
  await expect(page).toHaveURL(/\/oidc\//);
  await expectAccessible();
  await signInAtProvider(page, "marie.dupont@example.fr", "demo1234");
  await expect(page).toHaveURL(/\/services-seniors\/contrat$/);
  await expect(page.getByRole("heading", { level: 1, name: "Mes contrats" })).toBeVisible();
  await expect(page).toHaveTitle(/^Mes contrats – /);
  // The brochure's help line, its number in pairs.
  await expect(page.locator(".help-line").getByRole("link", { name: "36 31" })).toHaveAttribute("href", "tel:3631");
  await expect(page.getByText("Bonjour Marie")).toBeVisible();
  await page.goto("/services-seniors/financement-et-assurance");
  await expect(page.getByRole("banner").getByRole("link", { name: "Mon espace" })).toHaveAttribute("href", "/services-seniors/contrat");
  const cookies = await page.context().cookies();
  expect(cookies.some((cookie) => cookie.name.startsWith("oauth2_client"))).toBe(false);
  await expectAccessible();

  await page.getByRole("button", { name: "Se déconnecter" }).click();
  await expect(page).toHaveURL(/\/services-seniors\/financement-et-assurance$/);
  await expect(page.getByRole("link", { name: "Se connecter" })).toBeVisible();
});

test("a wrong password is refused by the provider with a message", { tag: "@once" }, async ({ page, expectAccessible }) => {
  await page.goto("/vsmp/connexion?redirect=/");
  await signInAtProvider(page, "marie.dupont@example.fr", "wrong-password");
  await expect(page.getByRole("alert").first()).toBeVisible();
  await expectAccessible();
});

test("a secured page sends an anonymous visitor to sign in, then back", { tag: "@once" }, async ({ page, expectAccessible }) => {
  await page.goto("/services-seniors/contrat");
  await expect(page).toHaveURL(/\/oidc\//);
  await signInAtProvider(page, "marie.dupont@example.fr", "demo1234");
  await expect(page).toHaveURL(/\/services-seniors\/contrat$/);
  await expect(page.getByRole("heading", { level: 1, name: "Mes contrats" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Contrat n° 2024000123" })).toBeVisible();
  await expectAccessible();
});

test("signing out from a configured route returns home", async ({ page }) => {
  await page.goto("/services-seniors/contrat");
  await signInAtProvider(page, "paul.martin@example.fr", "demo1234");
  await expect(page.getByText("Vous n'avez pas encore de contrat")).toBeVisible();
  await page.getByRole("button", { name: "Se déconnecter" }).click();
  await expect(page).toHaveURL(/localhost:\d+\/$/);
});

test("a return-to parameter off-site is ignored", { tag: "@once" }, async ({ page }) => {
  await page.goto("/vsmp/connexion?redirect=https%3A%2F%2Fevil.example%2F");
  await signInAtProvider(page, "marie.dupont@example.fr", "demo1234");
  await expect(page).toHaveURL(/localhost:\d+\/$/);
});

test("an agent signs in at the counter and out", { tag: "@once" }, async ({ page, expectAccessible }) => {
  await page.goto("/sibp/login");
  await expect(page).toHaveURL(/\/oidc\//);
  await signInAtProvider(page, "AG12345", "demo1234");
  await expect(page).toHaveURL(/\/sibp\/home$/);
  await expect(page.getByRole("heading", { level: 1, name: "Bonjour Jeanne Martin" })).toBeVisible();
  await expect(page.getByText("R75001")).toBeVisible();
  await expectAccessible();
  await page.getByRole("button", { name: "Se déconnecter" }).click();
  await expect(page).toHaveURL(/\/sibp\/login\?logged_out=1$/);
  await expect(page.getByRole("heading", { level: 1, name: "Vous êtes déconnecté" })).toBeVisible();
  await expectAccessible();
});
