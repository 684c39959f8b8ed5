import type { Page } from "@playwright/test";
import { expect, signInAsAgent, test } from "./fixtures";
import { checkWidths } from "./dashboard-helpers";
import { chooseServices, continueTo, fillBeneficiary, fillSubscriber } from "./journey-steps";

/**
 * The signature code's limits (decision 120), JavaScript off and on: the hub voids a code after
 * five wrong ones until a new code is sent, and sends at most six codes per contract within the
 * hour; each refusal says what to do next, next to the field and in the summary, the code typed
 * kept. The same at the counter, in the agent's words (JavaScript off). The sandbox's seed (reset before every
 * test) starts every contract with no count.
 */

test.describe.configure({ timeout: 180_000 });

const codeField = (page: Page) => page.getByLabel(/^Code de validation/);
const sign = (page: Page) => page.getByRole("button", { name: /^(Signer et valider ma commande|Faire signer et valider la commande)$/ }).click();
const resend = (page: Page) => page.getByRole("button", { name: "Recevoir un nouveau code" }).click();

/** The mandate, then the order signed electronically: the page asks for the code. */
async function orderSignedElectronically(page: Page, owner: string) {
  await page.getByLabel(/^Titulaire du compte/).fill(owner);
  await page.getByLabel(/^IBAN/).fill("FR7630006000011234567890189");
  // The visitor's words, or the agent's at the counter.
  await page.getByRole("button", { name: /^Enregistrer (mes coordonnées bancaires|les coordonnées bancaires du client)$/ }).click();
  await page.getByLabel("Signature électronique").check();
  await page.getByLabel(/^(J'ai lu et j'accepte|Le client a lu et accepte) les conditions générales de vente$/).check();
  await page.getByRole("button", { name: /^(Commander avec obligation de paiement|Commander pour le client avec obligation de paiement)$/ }).click();
  await expect(codeField(page)).toBeVisible();
}

/** A visitor's journey (visits only, the shortest) at the signature code. */
async function visitorAtCode(page: Page) {
  await page.context().setExtraHTTPHeaders({ "X-Forwarded-For": `203.0.113.${Math.floor(Math.random() * 200) + 1}` });
  await chooseServices(page, { days: ["Lundi"], remote: "Pas de téléassistance (visites seules)" });
  await continueTo(page, "etape2");
  await fillBeneficiary(page);
  await continueTo(page, "etape4");
  await fillSubscriber(page);
  await continueTo(page, "etape5");
  await page.getByRole("button", { name: /Continuer/ }).click();
  await expect(page).toHaveURL(/\/etape6$/);
  await orderSignedElectronically(page, "Claire Durand");
}

/** Five wrong codes: four say how many tries are left, the fifth that the code is void. */
async function fiveWrongCodes(page: Page, voidMessage: string) {
  for (const left of [4, 3, 2, 1]) {
    await codeField(page).fill("000000");
    await sign(page);
    await expect(page.locator(".field-error")).toContainText(`Essais restants pour ce code : ${left}`);
  }
  await codeField(page).fill("000000");
  await sign(page);
  await expect(page.locator(".field-error")).toContainText(voidMessage);
}

/** The refusal next to the field and the same words in the summary, linking to it, the code typed kept. */
async function expectRefusal(page: Page, message: string | RegExp, typed: string) {
  await expect(page.locator(".field-error")).toContainText(message);
  await expect(page.getByRole("alert").getByRole("link", { name: message })).toHaveAttribute("href", /#/);
  await expect(codeField(page)).toHaveValue(typed);
  await expect(codeField(page)).toHaveAttribute("aria-invalid", "true");
  await expect(page).toHaveTitle(/^Erreur : /);
}

test("after five wrong codes even the right one is refused until a new code is sent; then it signs", async ({ page, expectAccessible }) => {
  await visitorAtCode(page);
  await fiveWrongCodes(page, "Ce code n'est plus valable : trop de codes erronés ont été saisis.");
  await codeField(page).fill("123456");
  await sign(page);
  await expectRefusal(page, /Ce code n'est plus valable.*Demandez un nouveau code avec le bouton « Recevoir un nouveau code »/, "123456");
  await expect(page).toHaveURL(/\/etape6$/);
  await checkWidths(page, "signature-code-void");
  await expectAccessible();
  await resend(page);
  await expect(page.getByText(/^Un nouveau code a été envoyé au 06 \*\* \*\* \*\* \d\d\.$/)).toBeVisible();
  await codeField(page).fill("123456");
  await sign(page);
  await expect(page).toHaveURL(/\/etape7$/);
});

test("the sixth re-send within the hour is refused with the time a new code may be asked; the last code still signs", async ({ page, expectAccessible }) => {
  await visitorAtCode(page);
  for (let i = 0; i < 5; i++) {
    await resend(page);
    await expect(page.getByText(/^Un nouveau code a été envoyé au/)).toBeVisible();
  }
  // With JavaScript, a code sent empties the form once the page has settled (the buttons are
  // enabled again): typing before that would be typing into the form about to be emptied.
  await expect(page.getByRole("button", { name: "Recevoir un nouveau code" })).toBeEnabled();
  await page.waitForFunction(() => !document.querySelector("[aria-busy=true]"));
  await codeField(page).fill("123456");
  await resend(page);
  await expectRefusal(page, /Vous avez reçu le nombre maximal de codes pour une heure : vous pourrez en demander un nouveau à partir de \d\d:\d\d\./, "123456");
  await expect(page.getByText(/^Un nouveau code a été envoyé au/)).toHaveCount(0);
  await checkWidths(page, "signature-resend-limit");
  await expectAccessible();
  await sign(page);
  await expect(page).toHaveURL(/\/etape7$/);
});

test("at the counter, the same limits, said to the agent about the client", { tag: "@once" }, async ({ page, expectAccessible }) => {
  await signInAsAgent(page);
  await page.goto("/sibp/client-identification");
  await page.getByLabel("Nom (facultatif)", { exact: true }).fill("Dupont");
  await page.getByLabel("Prénom (facultatif)").fill("Marie");
  await page.getByRole("button", { name: "Rechercher" }).click();
  await page.getByRole("button", { name: /Choisir Marie Dupont/ }).click();
  await page.goto("/sibp/souscription");
  await page.getByRole("button", { name: "Commencer la souscription" }).click();
  await page.getByLabel("Mardi", { exact: true }).check();
  await page.getByLabel("Pas de téléassistance (visites seules)", { exact: true }).check();
  await page.getByRole("button", { name: "Continuer", exact: true }).click();
  await fillBeneficiary(page);
  await page.getByRole("button", { name: "Continuer", exact: true }).click();
  await page.getByLabel(/^Adresse e-mail/).fill("marie.dupont@example.fr");
  await page.getByLabel(/^Téléphone mobile/).fill("06 98 76 54 32");
  await page.getByLabel("Le client a lu et accepte les conditions générales de vente").check();
  await page.getByRole("button", { name: "Continuer", exact: true }).click();
  await page.getByRole("button", { name: "Continuer vers le paiement" }).click();
  await expect(page).toHaveURL(/\/sibp\/souscription\?step=6$/);
  await orderSignedElectronically(page, "Marie Dupont");

  await fiveWrongCodes(page, "Envoyez un nouveau code au client avec le bouton « Recevoir un nouveau code », puis saisissez celui qu'il reçoit.");
  await codeField(page).fill("123456");
  await sign(page);
  await expectRefusal(page, /Ce code n'est plus valable.*Envoyez un nouveau code au client/, "123456");
  await expectAccessible();
  // The first re-send makes a new code: five re-sends in all within the hour, the sixth refused.
  for (let i = 0; i < 5; i++) {
    await resend(page);
    await expect(page.getByText(/^Un nouveau code a été envoyé au/)).toBeVisible();
  }
  // With JavaScript, a code sent empties the form once the page has settled (the buttons are
  // enabled again): typing before that would be typing into the form about to be emptied.
  await expect(page.getByRole("button", { name: "Recevoir un nouveau code" })).toBeEnabled();
  await page.waitForFunction(() => !document.querySelector("[aria-busy=true]"));
  await codeField(page).fill("123456");
  await resend(page);
  await expectRefusal(page, /Le client a reçu le nombre maximal de codes pour une heure : vous pourrez lui en envoyer un nouveau à partir de \d\d:\d\d\./, "123456");
  await checkWidths(page, "sibp-signature-resend-limit");
  await expectAccessible();
  await sign(page);
  await expect(page).toHaveURL(/\/sibp\/souscription\?step=7$/);
});
