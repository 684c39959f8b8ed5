import { expect, injectFault, signInAtProvider, test } from "./fixtures";
import { chooseServices, continueTo, fillBeneficiary, fillContact, fillSubscriber } from "./journey-steps";

/**
 * The postal check of an address (decision 090), with JavaScript off: the server does
 * it all (JavaScript adds only the completion). The sandbox answers from La Poste's base of postal
 * codes (decision 129): a street containing "inconnue" is unknown, so is a postal code outside the
 * base; a locality that is not the postal code's gets its localities to choose from.
 */
const SERCADIA = "/front/address/sercadia";

async function toBeneficiary(page: import("@playwright/test").Page) {
  await chooseServices(page, { days: ["Lundi"], remote: "Pas de téléassistance (visites seules)" });
  await continueTo(page, "etape2");
  await fillBeneficiary(page);
}

test("an address the postal service does not know is refused with its message, every value kept", { tag: "@once" }, async ({ page, expectAccessible }) => {
  await toBeneficiary(page);
  await page.getByLabel(/^Numéro et libellé de voie/).fill("3 rue Inconnue");
  await page.getByRole("button", { name: "Continuer", exact: true }).click();

  await expect(page).toHaveURL(/\/etape2$/);
  await expect(page).toHaveTitle(/^Erreur : /);
  const message = "Ces indications ne correspondent pas à une adresse postale connue. Veuillez modifier votre saisie.";
  await expect(page.getByRole("link", { name: message })).toBeVisible();
  await expect(page.locator(".field-error", { hasText: message })).toBeVisible();
  await expect(page.getByLabel(/^Numéro et libellé de voie/)).toHaveValue("3 rue Inconnue");
  await expect(page.getByLabel("Prénom", { exact: true })).toHaveValue("Jeanne");
  await expect(page.getByLabel(/^Code postal/)).toHaveValue("75015");
  await expectAccessible();

  await page.getByLabel(/^Numéro et libellé de voie/).fill("12 rue des Lilas");
  await continueTo(page, "etape4");
});

test("a locality that is not the postal code's: the person chooses the address suggested", { tag: "@once" }, async ({ page, expectAccessible }) => {
  await toBeneficiary(page);
  await page.getByLabel(/^Localité/).fill("Lyon");
  await page.getByRole("button", { name: "Continuer", exact: true }).click();

  await expect(page).toHaveURL(/\/etape2$/);
  await expect(page.getByRole("link", { name: /La localité ne correspond pas au code postal/ })).toBeVisible();
  const choice = page.getByRole("group", { name: "Vouliez-vous dire… ?" });
  await expect(choice.getByLabel("Mon adresse telle que saisie : 12 rue des Lilas, 75015 Lyon, France")).not.toBeChecked();
  await expect(choice.getByLabel("L'adresse proposée : 12 RUE DES LILAS, 75015 PARIS, France")).toBeChecked();
  await expect(page.getByLabel(/^Localité/)).toHaveValue("Lyon");
  await expectAccessible();

  await continueTo(page, "etape4");
  await fillSubscriber(page);
  await continueTo(page, "etape5");
  await expect(page.getByText("75015 PARIS")).toBeVisible();
  await expect(page.getByText(/n'a pas pu être vérifiée/)).toHaveCount(0);
});

test("on La Poste's base: an unknown postal code is said next to it, and a locality is corrected by choosing one of the code's", { tag: "@once" }, async ({ page, expectAccessible }) => {
  await toBeneficiary(page);
  await page.getByLabel(/^Code postal/).fill("75099");
  await page.getByRole("button", { name: "Continuer", exact: true }).click();
  await expect(page).toHaveURL(/\/etape2$/);
  const unknown = "Le service postal ne connaît pas ce code postal. Vérifiez-le.";
  await expect(page.getByRole("link", { name: unknown })).toBeVisible();
  await expect(page.locator(".field", { has: page.getByLabel(/^Code postal/) }).locator(".field-error")).toHaveText(new RegExp(unknown.replace(".", "\\.")));
  await expect(page.getByLabel(/^Code postal/)).toHaveValue("75099");

  await page.getByLabel(/^Code postal/).fill("01090");
  await page.getByLabel(/^Localité/).fill("Montmerle");
  await page.getByRole("button", { name: "Continuer", exact: true }).click();
  await expect(page).toHaveURL(/\/etape2$/);
  await expect(page.getByRole("link", { name: /La localité ne correspond pas au code postal/ })).toBeVisible();
  const choice = page.getByRole("group", { name: "Vouliez-vous dire… ?" });
  const offered = ["FRANCHELEINS", "GENOUILLEUX", "GUEREINS", "LURCY", "MONTCEAUX", "MONTMERLE-SUR-SAONE"];
  for (const city of offered) await expect(choice.getByLabel(`L'adresse proposée : 12 RUE DES LILAS, 01090 ${city}, France`)).toBeVisible();
  await expect(choice.getByRole("radio")).toHaveCount(offered.length + 1);
  await expect(page.getByLabel(/^Localité/)).toHaveValue("Montmerle");
  await expectAccessible();

  await choice.getByLabel("L'adresse proposée : 12 RUE DES LILAS, 01090 MONTMERLE-SUR-SAONE, France").check();
  await continueTo(page, "etape4");
  await fillSubscriber(page);
  await continueTo(page, "etape5");
  await expect(page.getByText("01090 MONTMERLE-SUR-SAONE")).toBeVisible();
  await expect(page.getByText(/n'a pas pu être vérifiée/)).toHaveCount(0);
});

test("the postal service down: the address is accepted as typed, and the summary says it is unverified", { tag: "@once" }, async ({ page, expectAccessible }) => {
  await toBeneficiary(page);
  await injectFault({ path: SERCADIA, method: "POST", status: 503, times: 1 });
  await continueTo(page, "etape4");
  await fillSubscriber(page);
  await continueTo(page, "etape5");
  await expect(page.getByText("Cette adresse n'a pas pu être vérifiée par le service postal pour le moment.", { exact: false })).toHaveCount(1);
  await expectAccessible();
});

test("with JavaScript on, the street field completes from the government lookup and fills the address", { tag: "@js-on" }, async ({ page, expectAccessible }) => {
  await chooseServices(page, { days: ["Lundi"], remote: "Pas de téléassistance (visites seules)" });
  await continueTo(page, "etape2");
  const street = page.getByLabel(/^Numéro et libellé de voie/);
  await expect(street).toHaveAttribute("list", /completions$/);
  await street.pressSequentially("12 rue des lil");
  const options = page.locator("datalist option");
  await expect(options).toHaveCount(2);
  await expect(options.first()).toHaveAttribute("value", "12 Rue des Lilas, 75015 Paris");
  // Choosing an option puts its text in the field, as the browser's list does.
  await street.fill("12 Rue des Lilas, 75015 Paris");
  await expect(street).toHaveValue("12 Rue des Lilas");
  await expect(page.getByLabel(/^Code postal/)).toHaveValue("75015");
  await expect(page.getByLabel(/^Localité/)).toHaveValue("Paris");
  await expectAccessible();
});

test("with JavaScript on, the lookup down leaves a plain field, nothing said", { tag: "@js-on" }, async ({ page }) => {
  await injectFault({ path: "/adresse-api/search/", status: 500 });
  await chooseServices(page, { days: ["Lundi"], remote: "Pas de téléassistance (visites seules)" });
  await continueTo(page, "etape2");
  const street = page.getByLabel(/^Numéro et libellé de voie/);
  const answered = page.waitForResponse((response) => response.url().includes("/adresse/completion"));
  await street.pressSequentially("12 rue des lil");
  expect(await (await answered).json()).toEqual([]);
  await expect(page.locator("datalist option")).toHaveCount(0);
  await expect(street).toHaveValue("12 rue des lil");
  await expect(page.getByRole("alert")).toHaveCount(0);
});

test("marie, signed in, picks an address from her book for the beneficiary, and saves another one under a name", { tag: "@once" }, async ({ page, expectAccessible }) => {
  await page.goto("/vsmp/connexion?redirect=/services-seniors/souscription");
  await signInAtProvider(page, "marie.dupont@example.fr");
  await expect(page).toHaveURL(/\/etape1$/);
  await page.getByLabel("Lundi", { exact: true }).check();
  await page.getByLabel("Pas de téléassistance (visites seules)", { exact: true }).check();
  await continueTo(page, "etape2");

  const book = page.getByRole("group", { name: "Votre carnet d'adresses" });
  await expect(book.getByLabel("Vacances")).toBeDisabled();
  await expect(book.getByText("Cette adresse n'est pas éligible au service et ne peut pas être choisie")).toBeVisible();
  await expect(book.getByLabel("Bureau")).toBeDisabled();
  await expectAccessible();
  await book.getByLabel("Maman").check();
  await book.getByRole("button", { name: "Utiliser cette adresse" }).click();

  await expect(page.getByText("L'adresse « Maman » de votre carnet a été reprise ci-dessous.")).toBeVisible();
  await expect(page.getByLabel(/^Numéro et libellé de voie/)).toHaveValue("8 rue de la République");
  await expect(page.getByLabel(/^Code postal/)).toHaveValue("69002");
  await expect(page.getByLabel(/^Localité/)).toHaveValue("LYON");
  await expect(page.getByLabel("Prénom", { exact: true })).toHaveValue("Jeanne");

  await page.getByLabel(/^Date de naissance/).fill("1940-03-12");
  await page.getByLabel(/^Téléphone fixe/).fill("01 23 45 67 89");
  await page.getByLabel("Box internet").check();
  await page.getByLabel("Son enfant").check();
  await page.getByLabel(/^Enregistrer cette adresse dans mon carnet/).fill("Domicile");
  await page.getByRole("button", { name: "Continuer", exact: true }).click();
  await expect(page.getByText("Nom d'adresse déjà existant veuillez en saisir un autre")).toBeVisible();
  await expect(page.getByLabel(/^Localité/)).toHaveValue("LYON");
  await page.getByLabel(/^Enregistrer cette adresse dans mon carnet/).fill("Chez Jeanne");
  await continueTo(page, "etape4");

  // A second step: the subscriber's address from the book (decision 107), the one just saved offered too.
  const again = page.getByRole("group", { name: "Votre carnet d'adresses" });
  await expect(again.getByLabel("Chez Jeanne")).toBeEnabled();
  await again.getByLabel("Domicile").check();
  await again.getByRole("button", { name: "Utiliser cette adresse" }).click();
  await expect(page.getByText("L'adresse « Domicile » de votre carnet a été reprise ci-dessous.")).toBeVisible();
  await expect(page.getByLabel(/^Numéro et libellé de voie/)).toHaveValue("1 rue de la Paix");
  await expect(page.getByLabel(/^Code postal/)).toHaveValue("75002");
  await expectAccessible();
  await page.getByLabel(/^Téléphone mobile/).fill("06 12 34 56 78");
  await page.getByLabel("J'ai lu et j'accepte les conditions générales de vente").check();
  await continueTo(page, "etape5");
  await expect(page.getByText("1 rue de la Paix")).toBeVisible();
});

test("paul adds an address in his client area's book, then uses it in the journey", { tag: "@once" }, async ({ page, expectAccessible }) => {
  await page.goto("/vsmp/connexion?redirect=/services-seniors/contrat");
  await signInAtProvider(page, "paul.martin@example.fr");
  await expect(page).toHaveURL(/\/services-seniors\/contrat$/);
  await page.getByRole("link", { name: "Mon carnet d'adresses" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Mon carnet d'adresses" })).toBeVisible();
  await expect(page.getByText("Vous n'avez pas encore d'adresse enregistrée.")).toBeVisible();
  await expectAccessible();

  const add = page.getByRole("region", { name: "Ajouter une adresse" });
  await add.getByLabel(/^Nom de l'adresse/).fill("Papa");
  await add.getByLabel("Monsieur").check();
  await add.getByLabel("Prénom", { exact: true }).fill("Henri");
  await add.getByLabel("Nom", { exact: true }).fill("Martin");
  await add.getByLabel(/^Numéro et libellé de voie/).fill("3 rue Inconnue");
  await add.getByLabel(/^Code postal/).fill("44000");
  await add.getByLabel(/^Localité/).fill("Nantes");
  await add.getByRole("button", { name: "Enregistrer l'adresse" }).click();
  await expect(page).toHaveTitle(/^Erreur : /);
  await expect(page.locator(".field-error", { hasText: "Ces indications ne correspondent pas à une adresse postale connue." })).toBeVisible();
  await expect(add.getByLabel("Prénom", { exact: true })).toHaveValue("Henri");
  await add.getByLabel(/^Numéro et libellé de voie/).fill("2 rue Basse");
  await add.getByRole("button", { name: "Enregistrer l'adresse" }).click();
  await expect(page.getByText("L'adresse a été ajoutée à votre carnet.")).toBeVisible();
  await expect(page.getByRole("heading", { level: 3, name: /^Papa/ })).toBeVisible();
  await expect(page.getByText("1 adresse enregistrée sur 20 possibles.")).toBeVisible();
  await expectAccessible();

  await chooseServices(page, { days: ["Lundi"], remote: "Pas de téléassistance (visites seules)" });
  await continueTo(page, "etape2");
  const book = page.getByRole("group", { name: "Votre carnet d'adresses" });
  await book.getByLabel("Papa").check();
  await book.getByRole("button", { name: "Utiliser cette adresse" }).click();
  await expect(page.getByLabel(/^Numéro et libellé de voie/)).toHaveValue("2 rue Basse");
  await expect(page.getByLabel(/^Localité/)).toHaveValue("Nantes");
  await expect(page.getByLabel("Prénom", { exact: true })).toHaveValue("Henri");
});

test("with JavaScript on, an address picked from the book fills the fields already on the page", { tag: "@js-on" }, async ({ page }) => {
  await page.goto("/vsmp/connexion?redirect=/services-seniors/souscription");
  await signInAtProvider(page, "marie.dupont@example.fr");
  await expect(page).toHaveURL(/\/etape1$/);
  await page.getByLabel("Lundi", { exact: true }).check();
  await page.getByLabel("Pas de téléassistance (visites seules)", { exact: true }).check();
  await continueTo(page, "etape2");
  await page.getByLabel("Prénom", { exact: true }).fill("Jeanne");
  const book = page.getByRole("group", { name: "Votre carnet d'adresses" });
  await book.getByLabel("Maman").check();
  await book.getByRole("button", { name: "Utiliser cette adresse" }).click();
  await expect(page.getByText("L'adresse « Maman » de votre carnet a été reprise ci-dessous.")).toBeVisible();
  await expect(page.getByLabel(/^Numéro et libellé de voie/)).toHaveValue("8 rue de la République");
  await expect(page.getByLabel(/^Localité/)).toHaveValue("LYON");
  await expect(page.getByLabel("Prénom", { exact: true })).toHaveValue("Jeanne");
});

test("with JavaScript on, marie picks an address from her book for contact 2 only, every other value kept (decision 108)", { tag: "@js-on" }, async ({ page, expectAccessible }) => {
  await page.goto("/vsmp/connexion?redirect=/services-seniors/souscription");
  await signInAtProvider(page, "marie.dupont@example.fr");
  await expect(page).toHaveURL(/\/etape1$/);
  await chooseServices(page, { days: ["Lundi"], remote: "Téléassistance mobile" });
  await continueTo(page, "etape2");
  await fillBeneficiary(page);
  await continueTo(page, "etape3");
  await fillContact(page, 0);
  await page.getByRole("button", { name: "Ajouter un contact" }).click();
  const second = page.getByRole("group", { name: "Contact 2", exact: true });
  await second.getByLabel("Prénom", { exact: true }).fill("Luc");
  await expectAccessible();
  await second.getByRole("group", { name: "Votre carnet d'adresses" }).getByLabel("Maman").check();
  await second.getByRole("button", { name: "Utiliser cette adresse" }).click();
  await expect(second.getByText("L'adresse « Maman » de votre carnet a été reprise ci-dessous.")).toBeVisible();
  await expect(second.getByLabel(/^Numéro et libellé de voie/)).toHaveValue("8 rue de la République");
  await expect(second.getByLabel(/^Localité/)).toHaveValue("LYON");
  await expect(second.getByLabel("Prénom", { exact: true })).toHaveValue("Luc");
  const first = page.getByRole("group", { name: "Contact 1", exact: true });
  await expect(first.getByLabel(/^Numéro et libellé de voie/)).toHaveValue("14 rue des Lilas");
  await expect(first.getByLabel("Prénom", { exact: true })).toHaveValue("Paul");
  await expect(page.getByText("L'adresse « Maman » de votre carnet a été reprise ci-dessous.")).toHaveCount(1);
});
