import type { Page } from "@playwright/test";
import { auditLinesSince, expect, injectFault, signInAsAgent, test, withinBudget } from "./fixtures";

/** The counter (SIBP), JavaScript off and on: sign-in, client identification, offers, errors, audit. */

async function noSidewaysScroll(page: Page) {
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(320);
}

// Many pages each checked with axe (a scratch browser context per page with JavaScript off) on a busy machine.
test.describe.configure({ timeout: 180_000 });

test("an agent identifies marie.dupont, keeps her in the client cookie and presents the offers", { tag: "@once" }, async ({ page, expectAccessible }, testInfo) => {
  const since = new Date().toISOString();
  await signInAsAgent(page);
  await expect(page.getByText("AG12345")).toBeVisible();
  await expect(page.getByText("R75001")).toBeVisible();
  await expectAccessible();
  await withinBudget(page);

  await page.getByRole("link", { name: "Souscrire un contrat pour un client" }).click();
  await expect(page).toHaveURL(/\/sibp\/client-identification$/);
  await expectAccessible();
  await withinBudget(page);

  // no criterion: message next to the field and in the summary, the first name kept
  await page.getByLabel("Prénom (facultatif)").fill("Marie");
  await page.getByRole("button", { name: "Rechercher" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "Saisissez au moins un nom" })).toBeVisible();
  await expect(page.getByLabel("Prénom (facultatif)")).toHaveValue("Marie");
  await expect(page).toHaveTitle(/^Erreur : Identifier le client/);
  await expectAccessible();

  await page.getByLabel("Nom (facultatif)", { exact: true }).fill("Dupont");
  await page.getByLabel("Date de naissance (facultatif)").fill("12/04/1965");
  await page.getByRole("button", { name: "Rechercher" }).click();
  await expect(page.getByText("1 client trouvé")).toBeVisible();
  await expect(page.getByText("née le 12/04/1965").or(page.getByText("né(e) le 12/04/1965"))).toBeVisible();
  await expectAccessible();
  await page.setViewportSize({ width: 320, height: 800 });
  await noSidewaysScroll(page);
  await page.screenshot({ path: testInfo.outputPath("identification-320.png"), fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });

  await page.getByRole("button", { name: "Choisir Marie Dupont" }).click();
  await expect(page).toHaveURL(/\/sibp\/contrat$/);
  await expect(page.getByText("Madame Marie Dupont")).toBeVisible();
  await expectAccessible();
  await withinBudget(page);

  const clientCookie = (await page.context().cookies()).find((cookie) => cookie.name === "sibp_client");
  expect(clientCookie).toBeDefined();
  expect(clientCookie?.path).toBe("/");
  expect(clientCookie?.httpOnly).toBe(true);
  expect(clientCookie?.sameSite).toBe("Lax");
  const lifetime = (clientCookie?.expires ?? 0) - Date.now() / 1000;
  expect(lifetime).toBeGreaterThan(7200 - 120);
  expect(lifetime).toBeLessThanOrEqual(7200 + 5);
  expect(clientCookie?.value).not.toContain("Dupont");

  await page.getByRole("button", { name: "Continuer" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "Choisissez le type de contrat" }).first()).toBeVisible();
  await page.getByLabel("Nouvelle souscription").check();
  await page.getByRole("button", { name: "Continuer" }).click();
  await expect(page).toHaveURL(/\/sibp\/offers-about$/);
  await expectAccessible();

  await page.getByRole("link", { name: "Voir le détail : Visites du facteur" }).click();
  await expect(page).toHaveURL(/\/sibp\/offers-about\/visites-facteur$/);
  await expect(page.getByRole("rowheader", { name: "4 visites par semaine" })).toBeVisible();
  await expect(page.getByRole("cell", { name: "72,90 €" })).toBeVisible();
  await expect(page.locator("main")).not.toContainText("JSTA");
  await expectAccessible();
  for (const [path, heading, row] of [
    ["teleassistance-classique", "Téléassistance à domicile (ligne fixe)", "Téléassistance et 4 visites par semaine"],
    ["teleassistance-en-mobilite", "Téléassistance en mobilité", "Téléassistance seule"],
    // Simplicité is on the offers pages too.
    ["teleassistance-simplicite", "Téléassistance Simplicité (carte SIM 3G/4G)", "Téléassistance et 2 visites par semaine"],
  ] as const) {
    await page.goto(`/sibp/offers-about/${path}`);
    await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
    // Every SIBP page, sub-pages included, has the sign-out.
    await expect(page.getByRole("button", { name: "Se déconnecter" })).toBeVisible();
    await expect(page.getByRole("rowheader", { name: row })).toBeVisible();
    await expect(page.locator("main")).not.toContainText(/LANDLINE|MOBILE|FALL_DETECTOR|GEOFENCING|\b4J\b/);
    await expectAccessible();
    await withinBudget(page);
    await page.setViewportSize({ width: 320, height: 800 });
    await noSidewaysScroll(page);
    await page.screenshot({ path: testInfo.outputPath(`${path}-320.png`), fullPage: true });
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.screenshot({ path: testInfo.outputPath(`${path}-desktop.png`), fullPage: true });
  }

  const lines = await auditLinesSince(since);
  expect(lines).toContainEqual(expect.objectContaining({ agentIdrh: "AG12345", regate: "R75001", action: "client.search", outcome: "success" }));
  expect(lines).toContainEqual(expect.objectContaining({ agentIdrh: "AG12345", action: "client.identify", clientId: "100001", outcome: "success" }));
  expect(lines).toContainEqual(expect.objectContaining({ action: "client.profile", clientId: "100001" }));
});

test("an agent creates a new client, with bad input kept and the time-out told", async ({ page, expectAccessible }, testInfo) => {
  const since = new Date().toISOString();
  await signInAsAgent(page);
  await page.goto("/sibp/client-identification");
  await page.getByLabel("Madame").check();
  await page.getByLabel("Nom", { exact: true }).fill("Roy");
  await page.getByLabel("Prénom", { exact: true }).fill("Nina");
  await page.getByLabel("Adresse e-mail du client (facultatif)").fill("nina.roy");
  await page.getByLabel("Adresse (numéro et voie)").fill("1 rue Haute");
  await page.getByLabel("Code postal").fill("35000");
  await page.getByLabel("Ville").fill("Rennes");
  await page.getByRole("button", { name: "Créer le client" }).click();
  await expect(page.getByText("Saisissez une adresse e-mail valide").first()).toBeVisible();
  await expect(page.getByLabel("Ville")).toHaveValue("Rennes");
  await expectAccessible();

  await injectFault({ path: "/sibp/api/client/find-or-create/", method: "POST", timeout: true, times: 1 });
  const email = `nina.roy.${testInfo.project.name}@example.fr`;
  await page.getByLabel("Adresse e-mail du client (facultatif)").fill(email);
  await page.getByRole("button", { name: "Créer le client" }).click();
  await expect(page.getByText("Le service client met trop de temps à répondre")).toBeVisible({ timeout: 15_000 });
  await expect(page.getByLabel("Adresse e-mail du client (facultatif)")).toHaveValue(email);

  await page.getByRole("button", { name: "Créer le client" }).click();
  await expect(page).toHaveURL(/\/sibp\/contrat$/);
  await expect(page.getByText("Madame Nina Roy")).toBeVisible();
  await expect(page.getByText(email)).toBeVisible();
  const lines = await auditLinesSince(since);
  expect(lines).toContainEqual(expect.objectContaining({ action: "client.create", outcome: "failure" }));
  expect(lines).toContainEqual(expect.objectContaining({ action: "client.create", outcome: "success", clientId: expect.stringMatching(/^\d+$/) }));
});

test("a client search meeting a 500 keeps what the agent typed and says the service is unavailable", async ({ page, expectAccessible }) => {
  await signInAsAgent(page);
  await page.goto("/sibp/client-identification");
  await injectFault({ path: "/sibp/api/client/find-or-create/", method: "POST", status: 500, times: 1 });
  await page.getByLabel("Nom (facultatif)", { exact: true }).fill("Dupont");
  await page.getByRole("button", { name: "Rechercher" }).click();
  await expect(page).toHaveURL(/\/sibp\/client-identification$/);
  await expect(page.getByText("Le service client n'a pas pu répondre. Vos informations sont conservées : réessayez.")).toBeVisible();
  await expect(page.getByLabel("Nom (facultatif)", { exact: true })).toHaveValue("Dupont");
  await expectAccessible();
  // The fault is gone: the same search goes through.
  await page.getByRole("button", { name: "Rechercher" }).click();
  await expect(page.getByText("Le service client n'a pas pu répondre.")).toHaveCount(0);
});

test("an upstream 500 on a SIBP page load lands on /sibp/error-page, with a way back to the agent's home", async ({ page, expectAccessible }, testInfo) => {
  await signInAsAgent(page);
  await injectFault({ path: "/vsmp/api/vsmp/v1/hub/contract/2024000123", method: "GET", status: 500, times: 1 });
  await page.goto("/sibp/contrat/2024000123/tableau-de-bord");
  await expect(page).toHaveURL(/\/sibp\/error-page\?status=500$/);
  await expect(page.getByRole("heading", { level: 1, name: "Une erreur est survenue" })).toBeVisible();
  await expect(page.getByText("Identifiant de session")).toBeVisible();
  await expectAccessible();
  await page.setViewportSize({ width: 320, height: 800 });
  await noSidewaysScroll(page);
  await page.screenshot({ path: testInfo.outputPath("error-page-320.png"), fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.getByRole("link", { name: "Retour à l'accueil agent" }).click();
  await expect(page).toHaveURL(/\/sibp\/home$/);
});

test("SIBP pages need a signed-in agent, and the checkout an identified client", { tag: "@once" }, async ({ page }) => {
  for (const path of ["/sibp/home", "/sibp/client-identification", "/sibp/offers-about", "/sibp/contrat"]) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/oidc\//);
  }
  await signInAsAgent(page);
  await page.goto("/sibp/contrat");
  await expect(page).toHaveURL(/\/sibp\/client-identification$/);
});
