import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import {
  chooseServices,
  expectConfirmedContract,
  payAndSign,
  continueTo,
  fillAccountHolder,
  fillBeneficiary,
  fillContact,
  fillSubscriber,
} from "./journey-steps";

/**
 * Three journeys, each to a confirmation page with a contract number the
 * sandbox then holds, with JavaScript off and on (the two projects), axe on every step.
 */

test.beforeEach(async ({ page }) => {
  await page.context().setExtraHTTPHeaders({ "X-Forwarded-For": `203.0.113.${Math.floor(Math.random() * 200) + 1}` });
});

async function throughSummary(page: Page, expectAccessible: () => Promise<void>) {
  await expect(page.getByRole("heading", { level: 1, name: "Vérifiez votre souscription" })).toBeVisible();
  await expect(page.getByRole("link", { name: /Modifier/ }).first()).toBeVisible();
  // Only what was asked: the beneficiary's birth date, never an e-mail step 2 did not ask, never a "—".
  const beneficiary = page.getByRole("region", { name: /^Bénéficiaire/ });
  await expect(beneficiary).toContainText("Date de naissance");
  await expect(beneficiary).not.toContainText("Adresse e-mail");
  await expect(page.locator("main")).not.toContainText("—");
  await expectAccessible();
  await page.getByRole("button", { name: /Continuer/ }).click();
  await expect(page).toHaveURL(/\/etape6$/);
}

test("(a) two postman visits a week only", { tag: "@once" }, async ({ page, expectAccessible }) => {
  await chooseServices(page, { days: ["Lundi", "Jeudi"], remote: "Pas de téléassistance (visites seules)" });
  await page.getByRole("button", { name: "Mettre à jour le prix" }).click();
  await expect(page.locator(".price-box")).toContainText("39,90 € par mois");
  // Words, never codes (DESIGN 10).
  await expect(page.locator(".price-box")).toContainText("Formule : 2 visites par semaine");
  await expect(page.locator(".price-box")).not.toContainText("2JSTA");
  await expectAccessible();
  await continueTo(page, "etape2");
  await expect(page.getByText("Étape 2 sur 6")).toBeVisible();
  // A page of the person's journey is stored by no cache (shared counter PCs).
  expect((await page.request.get("/services-seniors/souscription/etape2")).headers()["cache-control"]).toBe("private, no-store");

  // Bad input: error summary, inline messages, values kept.
  await page.getByLabel("Prénom", { exact: true }).fill("Jeanne");
  await page.getByLabel(/^Code postal/).fill("7501");
  await page.getByRole("button", { name: "Continuer", exact: true }).click();
  await expect(page.getByRole("heading", { name: "Le formulaire contient des erreurs" })).toBeVisible();
  await expect(page.getByLabel("Prénom", { exact: true })).toHaveValue("Jeanne");
  await expect(page.getByRole("link", { name: "Code postal incorrect" })).toBeVisible();
  await expect(page).toHaveTitle(/^Erreur : /);
  await expectAccessible();

  await fillBeneficiary(page);
  await continueTo(page, "etape4");
  await fillSubscriber(page);
  await expectAccessible();
  await continueTo(page, "etape5");
  await throughSummary(page, expectAccessible);
  await payAndSign(page, expectAccessible);
  const { contract } = await expectConfirmedContract(page, expectAccessible);
  expect(JSON.stringify(contract)).toContain("2JSTA");
});

test("(b) landline remote assistance with the fall-detector bracelet and a trusted contact", { tag: "@once" }, async ({ page, expectAccessible }) => {
  await chooseServices(page, { remote: "Téléassistance à domicile (ligne fixe)", fallDetector: true });
  await continueTo(page, "etape2");
  await fillBeneficiary(page, true);
  await continueTo(page, "etape3");
  await expectAccessible();
  // Adding and removing a contact works without JavaScript and keeps what was typed.
  await fillContact(page, 0);
  await page.getByRole("button", { name: "Ajouter un contact" }).click();
  await expect(page.getByRole("group", { name: "Contact 2", exact: true })).toBeVisible();
  await expect(page.getByRole("group", { name: "Contact 1", exact: true }).getByLabel("Prénom", { exact: true })).toHaveValue("Paul");
  await page.getByRole("button", { name: "Retirer le contact 2" }).click();
  await expect(page.getByRole("group", { name: "Contact 2", exact: true })).toHaveCount(0);
  await continueTo(page, "etape4");
  await fillSubscriber(page);
  await continueTo(page, "etape5");
  await expect(page.getByText("Paul").first()).toBeVisible();
  await throughSummary(page, expectAccessible);
  await payAndSign(page, expectAccessible);
  const { contract } = await expectConfirmedContract(page, expectAccessible);
  expect(JSON.stringify(contract)).toContain("LANDLINE");
});

test("(c) mobile remote assistance with geofencing: all nine steps", async ({ page, expectAccessible }) => {
  await chooseServices(page, { days: ["Mardi"], remote: "Téléassistance mobile", geofencing: true });
  await continueTo(page, "etape2");
  await expect(page.getByText("Étape 2 sur 9")).toBeVisible();
  await fillBeneficiary(page);
  await continueTo(page, "etape3");
  await fillContact(page, 0);
  await continueTo(page, "etape4");
  await fillSubscriber(page);
  await continueTo(page, "etape4a");
  await fillAccountHolder(page, "Marc", /L'administrateur accepte/);
  await expectAccessible();
  await continueTo(page, "etape4b");
  await fillAccountHolder(page, "Luc", /Le proche aidant accepte/);
  await expectAccessible();
  await continueTo(page, "etape5");
  await throughSummary(page, expectAccessible);
  await payAndSign(page, expectAccessible);
  const { contract } = await expectConfirmedContract(page, expectAccessible);
  expect(JSON.stringify(contract)).toContain("MOBILE");
});

// Without JavaScript the price is updated by the « Mettre à jour le prix » button, as (a) does.
test("with JavaScript on, the price follows the form as it changes", { tag: "@js-on" }, async ({ page }) => {
  await page.goto("/services-seniors/souscription/etape1");
  await expect(page.locator(".price-box")).toContainText("Choisissez vos services");
  await page.getByLabel("Lundi", { exact: true }).check();
  await page.getByLabel("Jeudi", { exact: true }).check();
  await expect(page.locator(".price-box")).toContainText("39,90 € par mois");
  await page.getByLabel("Téléassistance à domicile (ligne fixe)", { exact: true }).check();
  await expect(page.locator(".price-box")).toContainText("Formule : 2 visites par semaine");
  await page.getByLabel("Premium", { exact: true }).check();
  await expect(page.locator(".price-box")).toContainText("66,90 € par mois");
});

test("with JavaScript on, only the options of the chosen assistance show, and 'Continuer' is busy on a slow submit", { tag: "@js-on" }, async ({ page, expectAccessible }) => {
  await page.goto("/services-seniors/souscription/etape1");
  const bracelet = page.getByLabel("Bracelet détecteur de chute");
  const geofencing = page.getByLabel(/Géolocalisation/);
  const simInstallation = page.getByRole("group", { name: "Installation de la téléassistance Simplicité" });
  await page.getByLabel("Pas de téléassistance (visites seules)", { exact: true }).check();
  await expect(bracelet).toBeHidden();
  await expect(geofencing).toBeHidden();
  await expect(simInstallation).toBeHidden();
  await page.getByLabel("Téléassistance à domicile (ligne fixe)", { exact: true }).check();
  await expect(bracelet).toBeVisible();
  await expect(geofencing).toBeHidden();
  await page.getByLabel("Téléassistance mobile", { exact: true }).check();
  await expect(geofencing).toBeVisible();
  await expect(simInstallation).toBeHidden();
  await expectAccessible();
  // A slow answer: the button says it is sending, cannot be pressed again, then the next step comes.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/services-seniors\/souscription\/etape1/, async (route) => {
    if (route.request().method() === "POST") await held;
    await route.continue();
  });
  await page.getByLabel("Mardi", { exact: true }).check();
  await page.getByRole("button", { name: "Continuer", exact: true }).click();
  const busy = page.locator(".step-actions button[type=submit]");
  await expect(busy).toHaveText("Envoi en cours…");
  await expect(busy).toBeDisabled();
  await expect(busy).toHaveAttribute("aria-busy", "true");
  release();
  await expect(page).toHaveURL(/\/etape2$/);
  await expect(page.getByRole("button", { name: "Continuer", exact: true })).toBeEnabled();
});

test("the stepper announces no total before the services are known, and says why the total changes with them", { tag: "@once" }, async ({ page, expectAccessible }) => {
  await chooseServices(page, { days: ["Mardi"], remote: "Pas de téléassistance (visites seules)" });
  await expect(page.locator(".stepper-count")).toHaveText("Étape 1 : Vos services");
  await expect(page.locator(".stepper")).toContainText("Le nombre d'étapes dépend des services que vous choisissez");
  await expect(page).toHaveTitle(/^Étape 1 – Vos services/);
  await expect(page.locator(".help-line")).toContainText("Besoin d'aide ? Appelez le 36 31");
  await continueTo(page, "etape2");
  await expect(page.locator(".stepper-count")).toHaveText("Étape 2 sur 6 : Bénéficiaire");
  await expect(page.locator(".notices")).toHaveCount(0);

  // Back to the services: the total is known now; remote assistance adds the contact step, and the next page says so.
  await page.getByRole("link", { name: /Vos services/ }).click();
  await expect(page.locator(".stepper-count")).toHaveText("Étape 1 sur 6 : Vos services");
  await page.getByLabel("Téléassistance à domicile (ligne fixe)", { exact: true }).check();
  await continueTo(page, "etape2");
  await expect(page.locator(".stepper-count")).toHaveText("Étape 2 sur 7 : Bénéficiaire");
  await expect(page.locator(".notices")).toContainText("Votre souscription compte maintenant 7 étapes : l'étape « Contact » s'ajoute");
  await expectAccessible();
});

test("the recipient's date of birth is checked for sense, and step 2's relationship decides step 4", { tag: "@once" }, async ({ page, expectAccessible }) => {
  await chooseServices(page, { days: ["Mercredi"], remote: "Pas de téléassistance (visites seules)" });
  await continueTo(page, "etape2");
  await fillBeneficiary(page);
  // Born in 2020: not a recipient of this service; born in 1890: a mistake in the year, not in the format.
  await page.getByLabel(/^Date de naissance/).fill("2020-03-12");
  await page.getByRole("button", { name: "Continuer", exact: true }).click();
  await expect(page.locator(".field-error").filter({ hasText: "Vérifiez la date de naissance : le bénéficiaire doit avoir au moins 18 ans" })).toBeVisible();
  await expect(page.getByRole("link", { name: /le bénéficiaire doit avoir au moins 18 ans/ })).toBeVisible();
  await expectAccessible();
  await page.getByLabel(/^Date de naissance/).fill("1890-03-12");
  await page.getByRole("button", { name: "Continuer", exact: true }).click();
  await expect(page.locator(".field-error").filter({ hasText: "Vérifiez l'année de naissance : elle doit être 1900 ou après" })).toBeVisible();
  await expect(page.locator(".field-error").filter({ hasText: "JJ/MM/AAAA" })).toHaveCount(0);
  await expect(page.getByLabel("Prénom", { exact: true })).toHaveValue("Jeanne");

  // "Je souscris pour moi-même" is said once, at step 2; step 4 follows it and asks nothing contrary.
  await page.getByLabel(/^Date de naissance/).fill("1940-03-12");
  await page.getByLabel(/Le bénéficiaire lui-même/).check();
  await continueTo(page, "etape4");
  await expect(page.getByText("Vous avez indiqué à l'étape « Bénéficiaire » que vous souscrivez pour vous-même")).toBeVisible();
  await expect(page.getByLabel(/je souscris pour moi-même/)).toHaveCount(0);
  await page.getByLabel(/^Adresse e-mail/).fill("jeanne.durand@example.fr");
  // The recipient gave no mobile number: the subscriber's is asked here.
  await page.getByLabel(/^Téléphone mobile/).fill("06 98 76 54 32");
  await page.getByLabel("J'ai lu et j'accepte les conditions générales de vente").check();
  await continueTo(page, "etape5");
  await expect(page.getByRole("main")).toContainText("Jeanne");
});
