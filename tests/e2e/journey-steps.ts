import type { Page } from "@playwright/test";
import { expect, SANDBOX_URL } from "./fixtures";

/** Fills the journey's steps the way a person does; each helper ends by pressing "Continuer". */

// The same step pages speak as the client online and to the agent about the client at the counter.
const TERMS_OF_SALE = /^(J'ai lu et j'accepte|Le client a lu et accepte) les conditions générales de vente$/;
const SAVE_BANK_DETAILS = /^(Enregistrer mes coordonnées bancaires|Enregistrer les coordonnées bancaires du client)$/;
const SIGN_ORDER = /^(Signer et valider ma commande|Faire signer et valider la commande)$/;

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
    await page.getByLabel(/(J'accepte|Le client accepte) que des données de santé \(détection de chute\)/).check();
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
    await page.getByLabel(/(J'accepte|Le client accepte) que les coordonnées du médecin traitant/).check();
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
  await contact.getByLabel(/(Je confirme|Le client confirme) que ce contact est majeur/).check();
}

export async function fillSubscriber(page: Page) {
  await identity(page, "Madame", "Claire", "Durand");
  await page.getByLabel(/^Adresse e-mail/).fill("claire.durand@example.fr");
  await page.getByLabel(/^Téléphone mobile/).fill("06 98 76 54 32");
  await address(page, "3 avenue Victor Hugo", "69003", "Lyon");
  await page.getByLabel(TERMS_OF_SALE).check();
}

export async function fillAccountHolder(page: Page, firstName: string, terms: RegExp) {
  await identity(page, "Monsieur", firstName, "Durand");
  await page.getByLabel(/^Adresse e-mail/).fill(`${firstName.toLowerCase()}.durand@example.fr`);
  await page.getByLabel(/^Téléphone mobile/).fill("07 11 22 33 44");
  await page.getByLabel(terms).check();
}

/** The payment step to the confirmation; `onMandate` and `onCode` look at the mandate page and at the code page (its refusal shown). */
export async function payAndSign(page: Page, expectAccessible: () => Promise<void>, onMandate?: () => Promise<void>, onCode?: () => Promise<void>) {
  await expect(page.getByRole("heading", { level: 1, name: "Paiement par prélèvement SEPA" })).toBeVisible();
  await page.getByLabel(/^Titulaire du compte/).fill("Claire Durand");
  await page.getByLabel(/^IBAN/).fill("FR76 3000 6000 0112 3456 7890 188");
  await page.getByRole("button", { name: SAVE_BANK_DETAILS }).click();
  await expect(page.locator(".field-error").first()).toBeVisible();
  await expect(page.getByRole("alert").first()).toBeVisible();
  await expectAccessible();
  await page.getByLabel(/^IBAN/).fill("FR7630006000011234567890189");
  await page.getByRole("button", { name: SAVE_BANK_DETAILS }).click();

  await expect(page.getByRole("heading", { name: "Mandat de prélèvement SEPA" })).toBeVisible();
  await onMandate?.();
  await expect(page.getByText("FR12ZZZ123456")).toBeVisible();
  await expect(page.getByText(/\*\*\*\*/).first()).toBeVisible();
  await expect(page.locator("body")).not.toContainText("FR7630006000011234567890189");
  await expectAccessible();
  await page.getByLabel("Signature électronique").check();
  await page.getByLabel(TERMS_OF_SALE).check();
  await page.getByRole("button", { name: "Commander avec obligation de paiement" }).click();

  await page.getByLabel(/^Code de validation/).fill("654321");
  await page.getByRole("button", { name: SIGN_ORDER }).click();
  await expect(page.locator(".field-error").first()).toBeVisible();
  await expectAccessible();
  await onCode?.();
  await page.getByLabel(/^Code de validation/).fill("123456");
  await page.getByRole("button", { name: SIGN_ORDER }).click();
}

export async function expectConfirmedContract(page: Page, expectAccessible: () => Promise<void>) {
  await expect(page).toHaveURL(/\/services-seniors\/souscription\/etape7$/);
  const number = (await page.getByText(/\b20\d{8}\b/).first().textContent())?.match(/\b20\d{8}\b/)?.[0];
  expect(number).toBeTruthy();
  // What happens next: the mail really sent, to the subscriber's address, and when the service starts.
  await expect(page.getByText("Un e-mail de confirmation a été envoyé à claire.durand@example.fr")).toBeVisible();
  const outbox = (await (await fetch(`${SANDBOX_URL}/__sandbox/outbox.json`)).json()) as { to: unknown; subject: string }[];
  expect(outbox.some((mail) => JSON.stringify(mail.to).includes("claire.durand@example.fr") && mail.subject.includes(number!))).toBe(true);
  await expect(page.getByRole("heading", { name: "Et maintenant ?" })).toBeVisible();
  await expect(page.getByText(/^Le service commencera le \d{1,2}(er)? \S+ \d{4}/)).toBeVisible();
  await expectAccessible();
  const held = await fetch(`${SANDBOX_URL}/__sandbox/contracts/${number}`);
  expect(held.status).toBe(200);
  // Reloading the confirmation never creates a second contract.
  await page.reload();
  await expect(page.getByText(number!).first()).toBeVisible();
  return { number: number!, contract: await held.json() };
}


/** The journey's contract id, read from the (signed, not encrypted) journey cookie. */
export async function journeyContractId(page: Page): Promise<string> {
  const cookie = (await page.context().cookies()).find((candidate) => candidate.name === "vsmp");
  const payload = decodeURIComponent(cookie?.value ?? "").split(".")[0] ?? "";
  return (JSON.parse(Buffer.from(payload, "base64").toString("utf8")) as { contractId: string }).contractId;
}
