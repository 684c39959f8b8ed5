import type { Page } from "@playwright/test";
import { serviceStartDate } from "../../app/kernel/contract/contract-dates";
import { formatDay } from "../../app/kernel/i18n/date-format";
import { dayIn } from "../../app/kernel/money/discount/validity";
import { debitDate } from "../../app/kernel/money/first-debit";
import { checkWidths } from "./dashboard-helpers";
import { expect, test } from "./fixtures";
import { chooseServices, continueTo, expectConfirmedContract, fillBeneficiary, fillSubscriber, payAndSign } from "./journey-steps";
import { pdfText } from "./pdf-text";

/**
 * The journey and its papers as a family meets them, JavaScript off: when money is first
 * taken with a free first month.
 */

test.describe.configure({ timeout: 240_000 });

test.beforeEach(async ({ page }) => {
  await page.context().setExtraHTTPHeaders({ "X-Forwarded-For": `198.51.100.${Math.floor(Math.random() * 200) + 1}` });
});

async function download(page: Page, path: string): Promise<string> {
  const response = await page.request.get(path);
  expect(response.status(), path).toBe(200);
  return pdfText(await response.body());
}

/** Visits on Monday and Thursday (39,90 € a month), with PREMIERMOIS: the first month free. */
async function visitsWithFreeFirstMonth(page: Page) {
  await page.goto("/services-seniors/souscription/etape1");
  for (const day of ["Lundi", "Jeudi"]) await page.getByLabel(day, { exact: true }).check();
  await page.getByLabel("Pas de téléassistance (visites seules)").check();
  await page.getByLabel("Code promo", { exact: true }).fill("PREMIERMOIS");
  await page.getByRole("button", { name: "Appliquer" }).click();
  await expect(page.getByText("Le code promo PREMIERMOIS est appliqué")).toBeVisible();
  // What Premium adds, and its price from the offers.
  await expect(page.getByRole("group", { name: "Niveau de service" })).toContainText("Premium coûte 10 € de plus par mois que Standard.");
  await checkWidths(page, "papers-etape1");
  await continueTo(page, "etape2");
  await fillBeneficiary(page);
  await continueTo(page, "etape4");
  await fillSubscriber(page);
  await continueTo(page, "etape5");
  await checkWidths(page, "papers-etape5");
  await page.getByRole("button", { name: /Continuer/ }).click();
}

test("with a free first month, the payment page, the confirmation, the contract and the mandate say when the first 39,90 € is debited", { tag: "@once" }, async ({ page, expectAccessible }) => {
  await visitsWithFreeFirstMonth(page);
  // Before the signature: the day for a signature today (no early start asked).
  const estimate = `Premier montant prélevé : 39,90 €, le ${formatDay(debitDate(serviceStartDate(dayIn(new Date()), false), 2), "fr")} pour une signature aujourd'hui`;
  await expect(page.locator("main")).toContainText("Premier prélèvement : 0 €");
  await expect(page.locator("main")).toContainText(estimate);
  await checkWidths(page, "first-debit-etape6");
  await payAndSign(page, expectAccessible, async () => {
    await expect(page.locator("main")).toContainText(estimate);
    expect(await download(page, "/services-seniors/souscription/documents/mandat")).toContain(estimate);
    expect(await download(page, "/services-seniors/souscription/documents/contrat")).toContain(estimate);
  });
  const { contract } = await expectConfirmedContract(page, expectAccessible);
  const start = contract.lastVersion.delivery.startDate as string;
  const stated = `Premier montant prélevé : 39,90 €, le ${formatDay(debitDate(start, 2), "fr")}`;
  await expect(page.locator("main")).toContainText(stated);
  await expect(page.locator("main")).not.toContainText("pour une signature aujourd'hui");
  // The subscription is closed: the stepper's steps are done, no longer links back.
  await expect(page.locator(".stepper li.done")).toHaveCount(5);
  await expect(page.locator(".stepper a")).toHaveCount(0);
  await checkWidths(page, "first-debit-etape7");
  for (const path of ["/services-seniors/souscription/documents/contrat", "/services-seniors/souscription/documents/mandat"]) {
    const text = await download(page, path);
    expect(text, path).toContain(stated);
    expect(text, path).not.toContain("pour une signature aujourd'hui");
  }
});

test("the same beneficiary and services ordered again with the same e-mail: a warning on the summary, and the order goes on", { tag: "@once" }, async ({ page, expectAccessible }) => {
  await visitsWithFreeFirstMonth(page);
  await payAndSign(page, expectAccessible);
  const { number } = await expectConfirmedContract(page, expectAccessible);

  await page.getByRole("button", { name: "Commencer une nouvelle souscription" }).click();
  await page.goto("/services-seniors/souscription/etape1");
  for (const day of ["Lundi", "Jeudi"]) await page.getByLabel(day, { exact: true }).check();
  await page.getByLabel("Pas de téléassistance (visites seules)").check();
  await continueTo(page, "etape2");
  await fillBeneficiary(page);
  await continueTo(page, "etape4");
  await fillSubscriber(page);
  await continueTo(page, "etape5");
  const warning = page.locator("section.notice", { has: page.getByRole("heading", { name: "Vous avez déjà commandé ces services" }) });
  await expect(warning).toContainText(`Vous avez commandé les mêmes services pour Jeanne Durand le ${formatDay(dayIn(new Date()), "fr")} (contrat n° ${number}).`);
  await expectAccessible();
  await checkWidths(page, "repeated-etape5");
  await page.getByRole("button", { name: "Continuer vers le paiement" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Paiement par prélèvement SEPA" })).toBeVisible();
});

test("a trusted neighbour with only a landline: refused with no phone, taken with a landline, on the summary and in the hub's contract", { tag: "@once" }, async ({ page, expectAccessible }) => {
  await chooseServices(page, { days: ["Lundi"], remote: "Téléassistance à domicile (ligne fixe)" });
  await continueTo(page, "etape2");
  await fillBeneficiary(page);
  await continueTo(page, "etape3");
  const contact = page.getByRole("group", { name: "Contact 1", exact: true });
  await contact.getByRole("group", { name: "Civilité", exact: true }).getByLabel("Madame").check();
  await contact.getByLabel("Prénom", { exact: true }).fill("Odette");
  await contact.getByLabel("Nom", { exact: true }).fill("Voisine");
  await contact.getByLabel(/^Temps de trajet/).fill("3");
  await contact.getByLabel("Voisin", { exact: true }).check();
  await contact.getByLabel(/^Numéro et libellé de voie/).fill("16 rue des Lilas");
  await contact.getByLabel(/^Code postal/).fill("75015");
  await contact.getByLabel(/^Localité/).fill("Paris");
  await contact.getByLabel(/Je confirme que ce contact est majeur/).check();
  await page.getByRole("button", { name: "Continuer", exact: true }).click();
  await expect(page.locator(".error-summary")).toContainText("Odette Voisine (contact 1) : indiquez au moins un numéro de téléphone, fixe ou mobile");
  await expect(contact.locator(".field-error").first()).toContainText("Indiquez au moins un numéro de téléphone, fixe ou mobile");
  await expect(contact.getByLabel("Prénom", { exact: true })).toHaveValue("Odette");
  await expectAccessible();
  await checkWidths(page, "landline-contact-etape3");
  await contact.getByLabel(/^Téléphone fixe/).fill("01 45 67 89 00");
  await continueTo(page, "etape4");
  await fillSubscriber(page);
  await continueTo(page, "etape5");
  await expect(page.locator("main")).toContainText("01 45 67 89 00");
  await page.getByRole("button", { name: "Continuer vers le paiement" }).click();
  await payAndSign(page, expectAccessible);
  const { contract } = await expectConfirmedContract(page, expectAccessible);
  // The hub calls her on her landline.
  expect(contract.lastVersion.trustedContact[0].phoneNumbers).toEqual([{ type: "LANDLINE", number: "0145678900" }]);
});
