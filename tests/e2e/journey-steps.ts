import type { Page } from "@playwright/test";
import { expect } from "./fixtures";

/** Fills the journey's steps the way a person does; each helper ends by pressing "Continuer". */

export async function continueTo(page: Page, slug: string) {
  await page.getByRole("button", { name: "Continuer", exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/services-seniors/souscription/${slug}(\\?|$)`));
}

export async function chooseServices(
  page: Page,
  options: { days?: string[]; remote: string; fallDetector?: boolean; geofencing?: boolean },
) {
  await page.goto("/services-seniors/souscription");
  await expect(page).toHaveURL(/\/etape1$/);
  for (const day of options.days ?? []) await page.getByLabel(day, { exact: true }).check();
  await page.getByLabel(options.remote, { exact: true }).check();
  if (options.fallDetector) {
    await page.getByLabel("Bracelet détecteur de chute").check();
    await page.getByLabel(/J'accepte que des données de santé \(détection de chute\)/).check();
  }
  if (options.geofencing) await page.getByLabel(/Géolocalisation/).check();
}

async function identity(scope: Page | ReturnType<Page["locator"]>, civility: string, firstName: string, lastName: string) {
  await scope.getByRole("group", { name: "Civilité", exact: true }).getByLabel(civility).check();
  await scope.getByLabel("Prénom", { exact: true }).fill(firstName);
  await scope.getByLabel("Nom", { exact: true }).fill(lastName);
}

async function address(scope: Page | ReturnType<Page["locator"]>, street: string, postalCode: string, city: string) {
  await scope.getByLabel(/^Numéro et libellé de voie/).fill(street);
  await scope.getByLabel(/^Code postal/).fill(postalCode);
  await scope.getByLabel(/^Localité/).fill(city);
}

export async function fillBeneficiary(page: Page, withDoctor = false) {
  await identity(page, "Madame", "Jeanne", "Durand");
  await page.getByLabel(/^Date de naissance/).fill("1940-03-12");
  await page.getByLabel(/^Téléphone fixe/).fill("01 23 45 67 89");
  await page.getByLabel("Box internet").check();
  await address(page, "12 rue des Lilas", "75015", "Paris");
  await page.getByLabel("Son enfant").check();
  if (withDoctor) {
    await page.getByLabel(/J'accepte que les coordonnées du médecin traitant/).check();
    await page.getByLabel(/^Nom du médecin/).fill("Martin");
    await page.getByLabel(/^Téléphone du médecin/).fill("01 45 67 89 10");
  }
}

export async function fillContact(page: Page, index = 0) {
  const contact = page.getByRole("group", { name: `Contact ${index + 1}`, exact: true });
  await identity(contact, "Monsieur", "Paul", "Voisin");
  await contact.getByLabel(/^Téléphone mobile/).fill("06 12 34 56 78");
  await contact.getByLabel(/^Temps de trajet/).fill("5");
  await contact.getByLabel("Voisin", { exact: true }).check();
  await address(contact, "14 rue des Lilas", "75015", "Paris");
  await contact.getByLabel("Ce contact a les clés du domicile du bénéficiaire").check();
  await contact.getByLabel(/Je confirme que ce contact est majeur/).check();
}

export async function fillSubscriber(page: Page) {
  await identity(page, "Madame", "Claire", "Durand");
  await page.getByLabel(/^Adresse e-mail/).fill("claire.durand@example.fr");
  await page.getByLabel(/^Téléphone mobile/).fill("06 98 76 54 32");
  await address(page, "3 avenue Victor Hugo", "69003", "Lyon");
  await page.getByLabel("J'ai lu et j'accepte les conditions générales de vente").check();
}

export async function fillAccountHolder(page: Page, firstName: string, terms: RegExp) {
  await identity(page, "Monsieur", firstName, "Durand");
  await page.getByLabel(/^Adresse e-mail/).fill(`${firstName.toLowerCase()}.durand@example.fr`);
  await page.getByLabel(/^Téléphone mobile/).fill("07 11 22 33 44");
  await page.getByLabel(terms).check();
}
