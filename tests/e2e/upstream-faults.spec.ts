import { clearFaults, expect, injectFault, test } from "./fixtures";
import { chooseServices, continueTo, fillBeneficiary, fillSubscriber } from "./journey-steps";

/**
 * Upstream failures as a person meets them (decision 074), JavaScript off and on: nothing typed is
 * lost, the page says what happened in words, and the next try goes through.
 */
const PRICES = "/vsmp/api/vsmp/v1/steamulo/price";

test("a people step's save meeting a 500 keeps every value typed and says so", async ({ page, expectAccessible }) => {
  await chooseServices(page, { days: ["Lundi"], remote: "Téléassistance à domicile (ligne fixe)" });
  await continueTo(page, "etape2");
  await fillBeneficiary(page, true);
  await injectFault({ path: "/vsmp/api/vsmp/v1/contract/*", method: "PUT", status: 500, times: 1 });
  await page.getByRole("button", { name: "Continuer", exact: true }).click();

  await expect(page).toHaveURL(/\/etape2$/);
  await expect(page.getByRole("alert").filter({ hasText: "Vos informations n'ont pas pu être enregistrées. Ce que vous avez saisi est conservé" })).toBeVisible();
  await expect(page).toHaveTitle(/^Erreur : /);
  await expect(page.getByRole("group", { name: "Civilité", exact: true }).getByLabel("Madame")).toBeChecked();
  await expect(page.getByLabel("Prénom", { exact: true })).toHaveValue("Jeanne");
  await expect(page.getByLabel("Nom", { exact: true })).toHaveValue("Durand");
  await expect(page.getByLabel(/^Date de naissance/)).toHaveValue("1940-03-12");
  await expect(page.getByLabel(/^Téléphone fixe/)).toHaveValue("01 23 45 67 89");
  await expect(page.getByLabel("Box internet")).toBeChecked();
  await expect(page.getByLabel(/^Numéro et libellé de voie/)).toHaveValue("12 rue des Lilas");
  await expect(page.getByLabel(/^Code postal/)).toHaveValue("75015");
  await expect(page.getByLabel(/^Localité/)).toHaveValue("Paris");
  await expect(page.getByLabel("Son enfant")).toBeChecked();
  await expect(page.getByLabel(/J'accepte que les coordonnées du médecin traitant/)).toBeChecked();
  await expect(page.getByLabel(/^Nom du médecin/)).toHaveValue("Martin");
  await expect(page.getByLabel(/^Téléphone du médecin/)).toHaveValue("01 45 67 89 10");
  await expectAccessible();

  // The fault is gone: the same values go through.
  await continueTo(page, "etape3");
});

test("a people step's read of the contract meeting a 503 as it is posted keeps every value typed and says so", async ({ page, expectAccessible }) => {
  await chooseServices(page, { days: ["Lundi"], remote: "Téléassistance à domicile (ligne fixe)" });
  await continueTo(page, "etape2");
  await fillBeneficiary(page, true);
  await injectFault({ path: "/vsmp/api/vsmp/v1/contract/*", method: "GET", status: 503, times: 1 });
  await page.getByRole("button", { name: "Continuer", exact: true }).click();

  await expect(page).toHaveURL(/\/etape2$/);
  await expect(page.getByRole("alert").filter({ hasText: "Nous n'avons pas pu lire votre souscription pour le moment" })).toBeVisible();
  await expect(page.getByLabel("Prénom", { exact: true })).toHaveValue("Jeanne");
  await expect(page.getByLabel("Nom", { exact: true })).toHaveValue("Durand");
  await expect(page.getByLabel(/^Numéro et libellé de voie/)).toHaveValue("12 rue des Lilas");
  await expect(page.getByLabel(/^Nom du médecin/)).toHaveValue("Martin");
  await expectAccessible();

  await continueTo(page, "etape3");
});

test("the price service failing on 'Vos services': the page says the price cannot be shown, and the journey goes on", async ({ page, expectAccessible }) => {
  await injectFault({ path: PRICES, status: 500 });
  await chooseServices(page, { days: ["Lundi", "Jeudi"], remote: "Pas de téléassistance (visites seules)" });
  // With JavaScript off, the price follows the form when asked; with it on, as the form changes.
  await page.getByRole("button", { name: "Mettre à jour le prix" }).click();
  const priceBox = page.getByRole("region", { name: "Votre prix" });
  await expect(priceBox).toContainText("Le prix ne peut pas être affiché pour le moment. Veuillez réessayer dans quelques minutes.");
  await expect(priceBox).not.toContainText("€");
  await expect(page.getByLabel("Lundi", { exact: true })).toBeChecked();
  await expect(page.getByLabel("Jeudi", { exact: true })).toBeChecked();
  await expectAccessible();

  await continueTo(page, "etape2");
  await clearFaults();
  await page.goto("/services-seniors/souscription/etape1");
  await expect(page.getByRole("region", { name: "Votre prix" })).toContainText("€");
});

test("the journey's read failing as the bank details are posted keeps them; the price service failing at the order changes nothing: the draft's price is stated and the order goes through", async ({
  page,
  expectAccessible,
}) => {
  await chooseServices(page, { days: ["Lundi"], remote: "Pas de téléassistance (visites seules)" });
  await continueTo(page, "etape2");
  await fillBeneficiary(page);
  await continueTo(page, "etape4");
  await fillSubscriber(page);
  await continueTo(page, "etape5");
  await page.getByRole("button", { name: "Continuer vers le paiement" }).click();
  await page.getByLabel(/^Titulaire du compte/).fill("Claire Durand");
  await page.getByLabel(/^IBAN/).fill("FR7630006000011234567890189");
  // The journey's read failing as the bank details are posted: they come back as typed.
  await injectFault({ path: "/vsmp/api/vsmp/v1/contract/*", method: "GET", status: 503, times: 1 });
  await page.getByRole("button", { name: "Enregistrer mes coordonnées bancaires" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "Nous n'avons pas pu lire votre souscription pour le moment" })).toBeVisible();
  await expect(page.getByLabel(/^Titulaire du compte/)).toHaveValue("Claire Durand");
  await expect(page.getByLabel(/^IBAN/)).toHaveValue("FR7630006000011234567890189");
  await expectAccessible();
  await page.getByRole("button", { name: "Enregistrer mes coordonnées bancaires" }).click();
  await expect(page.getByRole("heading", { name: "Mandat de prélèvement SEPA" })).toBeVisible();

  // The price service failing at the order changes nothing a person reads (decision 060): the
  // mandate states the draft's price as the hub priced it, and the order goes through. (A draft
  // the hub could not price is refused the order: tests/integration/journey/service-faults.test.ts.)
  await injectFault({ path: PRICES, status: 500 });
  await page.reload();
  await expect(page.locator(".mandate")).toContainText("21,90 € par mois");
  await expect(page.locator(".mandate")).not.toContainText("Le prix ne peut pas être affiché");
  // The visitor signs the paper at home and sends it back by post (the counter has its own wording).
  await expect(page.getByText(/vous les signez et vous les renvoyez par courrier/)).toBeVisible();
  await expect(page.getByRole("link", { name: "Retour au récapitulatif" })).toHaveAttribute("href", "/services-seniors/souscription/etape5");
  await page.getByLabel("Signature électronique").check();
  await page.getByLabel(/^Je demande que le service commence avant la fin du délai/).check();
  await page.getByLabel("J'ai lu et j'accepte les conditions générales de vente").check();
  await expectAccessible();
  await page.getByRole("button", { name: "Commander avec obligation de paiement" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Signez avec le code reçu par SMS" })).toBeVisible();
});
