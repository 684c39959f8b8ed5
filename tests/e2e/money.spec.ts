import { readFile } from "node:fs/promises";
import type { Page } from "@playwright/test";
import { serviceStartDate, withdrawalPeriodEnd } from "../../app/kernel/contract/contract-dates";
import { formatDay } from "../../app/kernel/i18n/date-format";
import { dayIn } from "../../app/kernel/money/discount/validity";
import { checkWidths, PAUL } from "./dashboard-helpers";
import { expect, resetSandbox, SANDBOX_URL, signInAsAgent, signInAtProvider, test } from "./fixtures";
import { chooseServices, continueTo, fillBeneficiary, fillContact, fillSubscriber } from "./journey-steps";
import { pdfText } from "./pdf-text";

/**
 * A contract's money (decisions 060 to 064), as a person goes through it: one price, one fee, one start date, one status, on the
 * pages, the documents and the dashboards; a paper signature awaits its signed documents until
 * an agent records them. JavaScript off and on.
 */

test.describe.configure({ timeout: 240_000 });

test.beforeEach(async ({ page }) => {
  await resetSandbox();
  await page.context().setExtraHTTPHeaders({ "X-Forwarded-For": `203.0.113.${Math.floor(Math.random() * 200) + 1}` });
});

const IBAN = "FR7630006000011234567890189";

async function download(page: Page, path: string): Promise<string> {
  const response = await page.request.get(path);
  expect(response.status(), path).toBe(200);
  expect(response.headers()["cache-control"]).toBe("private, no-store");
  return pdfText(await response.body());
}

/** Paul, signed in, chooses landline remote assistance with two visit days and the fall detector, up to the payment page. */
async function landlineJourney(page: Page, expectAccessible: () => Promise<void>) {
  await page.goto("/services-seniors/contrat");
  await signInAtProvider(page, PAUL);
  await expect(page).toHaveURL(/\/services-seniors\/contrat$/);
  await chooseServices(page, { days: ["Lundi", "Jeudi"], remote: "Téléassistance à domicile (ligne fixe)", fallDetector: true });
  await page.getByRole("button", { name: "Mettre à jour le prix" }).click();
  const box = page.locator(".price-box");
  // Plan 56,90 € and the detector 7 €: the visits are in the plan, not 12,90 € more.
  await expect(box).toContainText("63,90 € par mois");
  await expect(box).not.toContainText("76,80");
  await expect(box).toContainText("Frais d'envoi et d'installation : 39 €, une seule fois, avec le premier prélèvement");
  await expect(box).toContainText("Premier prélèvement : 102,90 €, dont 39 € de frais d'envoi et d'installation");
  await expect(box).toContainText("TVA incluse dans 63,90 € : 20 %, soit 10,65 €");
  await expectAccessible();
  await checkWidths(page, "money-etape1");
  await continueTo(page, "etape2");
  await fillBeneficiary(page);
  await continueTo(page, "etape3");
  await fillContact(page, 0);
  await continueTo(page, "etape4");
  await fillSubscriber(page);
  await continueTo(page, "etape5");
  // The summary states the draft's price, as the hub prices it: the same figures.
  await expect(box).toContainText("63,90 € par mois");
  await expect(box).toContainText("Premier prélèvement : 102,90 €, dont 39 € de frais d'envoi et d'installation");
  await expectAccessible();
  await checkWidths(page, "money-etape5");
  await page.getByRole("button", { name: /Continuer/ }).click();
  await expect(page).toHaveURL(/\/etape6$/);
  await expect(page.locator("main")).toContainText("Premier prélèvement : 102,90 €, dont 39 € de frais d'envoi et d'installation");
  await page.getByLabel(/^Titulaire du compte/).fill("Paul Martin");
  await page.getByLabel(/^IBAN/).fill(IBAN);
  await page.getByRole("button", { name: "Enregistrer mes coordonnées bancaires" }).click();
  await expect(page.getByRole("heading", { name: "Mandat de prélèvement SEPA" })).toBeVisible();
  const mandate = page.locator(".mandate");
  await expect(mandate).toContainText("63,90 € par mois");
  await expect(mandate).toContainText("Premier prélèvement : 102,90 €, dont 39 € de frais d'envoi et d'installation");
  await expect(page.locator("body")).not.toContainText(IBAN);
  await expectAccessible();
  await checkWidths(page, "money-mandate");
}

async function contractNumberOf(page: Page): Promise<string> {
  const number = (await page.getByText(/\b20\d{8}\b/).first().textContent())?.match(/\b20\d{8}\b/)?.[0];
  expect(number).toBeTruthy();
  return number!;
}

test("one price, one fee, one start date, from the services step to the contract, the dashboard and the first invoice", async ({ page, expectAccessible }) => {
  await landlineJourney(page, expectAccessible);
  await page.getByLabel("Signature électronique").check();
  await page.getByLabel(/^Je demande que le service commence avant la fin du délai de rétractation/).check();
  await page.getByLabel("J'ai lu et j'accepte les conditions générales de vente").check();
  await page.getByRole("button", { name: "Commander avec obligation de paiement" }).click();
  await page.getByLabel(/^Code de validation/).fill("123456");
  await page.getByRole("button", { name: "Signer et valider ma commande" }).click();

  await expect(page).toHaveURL(/\/etape7$/);
  await expect(page.getByRole("heading", { level: 1, name: "Votre souscription est confirmée" })).toBeVisible();
  const number = await contractNumberOf(page);
  // Asked to start early: 3 days after today's signature, before the end of the withdrawal period.
  const today = dayIn(new Date());
  const start = `Le service commencera le ${formatDay(serviceStartDate(today, true), "fr")}, avant la fin du délai de rétractation (${formatDay(withdrawalPeriodEnd(today), "fr")}), à la demande du souscripteur.`;
  await expect(page.getByText(start)).toBeVisible();
  await expect(page.locator("main")).toContainText("Premier prélèvement : 102,90 €, dont 39 € de frais d'envoi et d'installation");
  await expectAccessible();
  await checkWidths(page, "money-etape7");

  const contract = await download(page, "/services-seniors/souscription/documents/contrat");
  expect(contract).toContain(start.split(", avant")[0]);
  expect(contract).toContain("Prix mensuel : 63,90 € par mois");
  expect(contract).toContain("Premier prélèvement : 102,90 €, dont 39 € de frais d'envoi et d'installation");

  await page.goto(`/services-seniors/contrat/${number}/tableau-de-bord`);
  await expect(page.getByText(start)).toBeVisible();
  await expect(page.getByText(`Signé, le service commencera le ${formatDay(serviceStartDate(today, true), "fr")}`)).toBeVisible();
  await expect(page.locator("main")).toContainText("63,90 € par mois");
  await expectAccessible();
  await checkWidths(page, "money-dashboard");

  // The hub's contract and its first invoice (not issued yet: its amount as the hub will bill it).
  const held = await (await fetch(`${SANDBOX_URL}/__sandbox/contracts/${number}`)).json();
  expect(held.lastVersion.price.firstDebit.ttcPriceInCents).toBe(10290);
  expect(held.lastVersion.delivery.startDate).toBe(serviceStartDate(today, true));
});

test("a paper signature: awaiting the signed documents (printouts with the full IBAN), nothing started, until an agent records them", { tag: "@once" }, async ({ page, expectAccessible }) => {
  await landlineJourney(page, expectAccessible);
  await page.getByLabel("Signature sur papier").check();
  await page.getByLabel("J'ai lu et j'accepte les conditions générales de vente").check();
  await page.getByRole("button", { name: "Commander avec obligation de paiement" }).click();

  await expect(page).toHaveURL(/\/etape7$/);
  await expect(page.getByRole("heading", { level: 1, name: "Votre commande est enregistrée : nous attendons vos documents signés" })).toBeVisible();
  await expect(page.getByText("État du contrat : En attente des documents signés")).toBeVisible();
  await expect(page.getByText("Renvoyez-les par courrier à : La Poste – Veiller sur mes parents, 9 rue du Colonel Pierre Avia, 75015 Paris.")).toBeVisible();
  await expect(page.getByText(/Le service commencera au lendemain de la fin du délai de rétractation de 14 jours, qui court à partir de la réception des documents signés/)).toBeVisible();
  await expect(page.getByText("Votre souscription est confirmée")).toHaveCount(0);
  await expect(page.locator("body")).not.toContainText(IBAN);
  await expectAccessible();
  await checkWidths(page, "money-paper-etape7");
  const number = await contractNumberOf(page);

  // The printouts: the full IBAN the person typed, a box to sign, where to send them.
  for (const path of ["/services-seniors/souscription/documents/contrat", "/services-seniors/souscription/documents/mandat"]) {
    const text = await download(page, path);
    expect(text, path).toContain("FR76 3000 6000 0112 3456 7890 189");
    expect(text, path).toMatch(/Signature du (souscripteur|titulaire du compte)/);
    expect(text, path).toContain("La Poste – Veiller sur mes parents, 9 rue du Colonel Pierre Avia, 75015 Paris");
  }

  await page.goto(`/services-seniors/contrat/${number}/tableau-de-bord`);
  await expect(page.getByText("En attente des documents signés").first()).toBeVisible();
  await expect(page.getByText("Les documents à renvoyer, datés et signés :")).toBeVisible();
  await expect(page.getByRole("listitem").filter({ hasText: "Le mandat de prélèvement SEPA" })).toBeVisible();
  await expect(page.getByText(/Renvoyez-les à : La Poste/)).toBeVisible();
  // One status: nothing starts before the papers, so the page does not also say the service is available.
  await expect(page.getByText("Le service est disponible.")).toHaveCount(0);
  // Out of the journey, the notice gives the papers to print (decision 116): the mandate downloaded from its link, the printout with the full IBAN.
  const mandateLink = page.getByRole("link", { name: "Le mandat de prélèvement SEPA (PDF, à imprimer)" });
  const [mandate] = await Promise.all([page.waitForEvent("download"), mandateLink.click()]);
  expect(mandate.suggestedFilename()).toBe(`mandat-sepa-${number}.pdf`);
  const mandateText = pdfText(await readFile((await mandate.path())!));
  expect(mandateText).toContain("FR76 3000 6000 0112 3456 7890 189");
  expect(mandateText).toMatch(/Signature du titulaire du compte/);
  expect(await download(page, `/services-seniors/contrat/${number}/tableau-de-bord/documents-a-signer/contrat`)).toContain("FR76 3000 6000 0112 3456 7890 189");
  await expectAccessible();
  await checkWidths(page, "money-paper-dashboard");
  expect((await (await fetch(`${SANDBOX_URL}/__sandbox/contracts/${number}`)).json()).lastVersion.delivery.startDate).toBeNull();

  // At the counter: the agent records the signed documents, the client's identity confirmed first.
  await signInAsAgent(page);
  await page.goto(`/sibp/contrat/${number}/tableau-de-bord`);
  await expect(page.getByText("En attente des documents signés").first()).toBeVisible();
  await expectAccessible();
  await checkWidths(page, "money-paper-desk");
  await page.getByRole("button", { name: "Enregistrer la réception des documents signés" }).click();
  await expect(page.getByText("Confirmez que le client est présent et que vous avez vérifié sa pièce d'identité.").first()).toBeVisible();
  await expectAccessible();
  await page.getByLabel("Le client est présent et j'ai vérifié sa pièce d'identité.").check();
  await page.getByRole("button", { name: "Enregistrer la réception des documents signés" }).click();
  await expect(page.getByText("Les documents signés sont enregistrés : le contrat est conclu et sa date de début est indiquée ci-dessous.")).toBeVisible();
  const today = dayIn(new Date());
  await expect(page.getByText(`Signé, le service commencera le ${formatDay(serviceStartDate(today, false), "fr")}`)).toBeVisible();
  await expect(page.getByText("Le service est disponible.")).toBeVisible();
  await expectAccessible();
  const held = await (await fetch(`${SANDBOX_URL}/__sandbox/contracts/${number}`)).json();
  expect(held.lastVersion.legalInfo).toMatchObject({ contractStatus: "VALIDATED", beginDate: today });
});
