import { CONTRACT, DASHBOARD, checkWidths, expectPdf, MARIE, PAUL } from "./dashboard-helpers";
import { expect, resetSandbox, signInAsAgent, signInAtProvider, test } from "./fixtures";
import { chooseServices, continueTo, fillBeneficiary, fillContact, fillSubscriber } from "./journey-steps";
import { pdfText } from "./pdf-text";

/**
 * Decision 142: with English chosen, amounts read as English writes them, every download
 * of a document written in French only says so inside its link (its accessible name too) before
 * the click, and the price grid, which has an English edition, downloads in English. The French
 * pages say nothing of a language.
 */
test.describe.configure({ timeout: 180_000 });

test.beforeEach(async ({ page }) => {
  await resetSandbox();
  await page.context().setExtraHTTPHeaders({ "X-Forwarded-For": `203.0.113.${Math.floor(Math.random() * 200) + 1}` });
});

test("in English, marie's invoices, attestations and versions say their PDFs are in French; amounts in English; the French pages as before", { tag: "@once" }, async ({ page, expectAccessible }) => {
  await page.goto(`${DASHBOARD}/factures`);
  await signInAtProvider(page, MARIE);
  await expect(page).toHaveURL(new RegExp(`${DASHBOARD}/factures$`));
  await page.getByRole("button", { name: /English/ }).click();
  await expect(page.locator("html")).toHaveAttribute("lang", "en");

  const main = page.getByRole("main");
  await expect(page.getByRole("link", { name: "Download March 2024 (PDF, in French)" })).toBeVisible();
  await expect(main).toContainText("€121.60");
  await expect(main).toContainText("€82.60");
  await expect(main).not.toContainText(/\d,\d\d\u00a0€/);
  await expectAccessible();
  await checkWidths(page, "english-invoices");

  const downloads = main.locator("a[download]");
  for (const [path, name] of [
    ["/factures", "english-invoices"],
    ["/attestations", "english-attestations"],
    ["/versions", "english-versions"],
  ] as const) {
    await page.goto(`${DASHBOARD}${path}`);
    const names = await downloads.allInnerTexts();
    expect(names.length, path).toBeGreaterThan(0);
    for (const text of names) expect(text, path).toMatch(/\(PDF, in French\)$/);
    await expect(main).not.toContainText(/\d\u00a0€/);
    await expectAccessible();
    await checkWidths(page, name);
  }
  await expect(page.getByRole("link", { name: "Download version 31 (PDF, in French)" })).toBeVisible();
  await expectPdf(await page.request.get(`${DASHBOARD}/versions/31`), new RegExp(`filename="contrat-${CONTRACT}-v31\\.pdf"`));

  // Back in French: no language said, French amounts.
  await page.getByRole("button", { name: /Français/ }).click();
  await expect(page.locator("html")).toHaveAttribute("lang", "fr");
  await page.goto(`${DASHBOARD}/factures`);
  await expect(main).toContainText("121,60\u00a0€");
  for (const text of await downloads.allInnerTexts()) expect(text).not.toMatch(/français|French/);
  await checkWidths(page, "french-invoices");
});

test("in English, the price grid downloads in English and the CGV say they are in French", { tag: "@once" }, async ({ page, expectAccessible }) => {
  await page.goto("/particulier/veiller-sur-mes-parents/grille-tarifaire");
  await page.getByRole("button", { name: /English/ }).click();
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  const grid = page.getByRole("link", { name: "Download the price list (PDF)", exact: true });
  await expect(grid).toBeVisible();
  const text = pdfText(await (await page.request.get((await grid.getAttribute("href"))!)).body());
  expect(text).toContain("Price list");
  expect(text).toMatch(/\d visits? a week: €\d+\.\d\d a month/);
  expect(text).toMatch(/: €\d+(\.\d\d)?, once/);
  expect(text).not.toMatch(/TTC|par mois/);
  await expectAccessible();
  await checkWidths(page, "english-grid");

  await page.goto("/particulier/veiller-sur-mes-parents/gestion/cgv");
  await expect(page.getByRole("link", { name: "Download the general terms of sale (PDF, in French)" })).toBeVisible();
  await expectAccessible();
  await checkWidths(page, "english-cgv");
});

test("in English, the journey's price box and payment page write amounts as English does, and the contract and mandate links say French", { tag: "@once" }, async ({ page, expectAccessible }) => {
  await page.goto("/services-seniors/contrat");
  await signInAtProvider(page, PAUL);
  await chooseServices(page, { days: ["Lundi", "Jeudi"], remote: "Téléassistance à domicile (ligne fixe)", fallDetector: true });
  await page.getByRole("button", { name: "Mettre à jour le prix" }).click();
  const box = page.locator(".price-box");
  await expect(box).toContainText("63,90\u00a0€ par mois");
  await continueTo(page, "etape2");
  await fillBeneficiary(page);
  await continueTo(page, "etape3");
  await fillContact(page, 0);
  await continueTo(page, "etape4");
  await fillSubscriber(page);
  await continueTo(page, "etape5");
  await page.getByRole("button", { name: /Continuer/ }).click();
  await expect(page).toHaveURL(/\/etape6$/);
  await page.getByLabel(/^Titulaire du compte/).fill("Paul Martin");
  await page.getByLabel(/^IBAN/).fill("FR7630006000011234567890189");
  await page.getByRole("button", { name: "Enregistrer mes coordonnées bancaires" }).click();
  await expect(page.getByRole("heading", { name: "Mandat de prélèvement SEPA" })).toBeVisible();
  const main = page.getByRole("main");
  const french = await main.locator("a[download]").allInnerTexts();
  expect(french).toHaveLength(2);
  for (const text of french) expect(text).not.toMatch(/français|French/);

  await page.getByRole("button", { name: /English/ }).click();
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await expect(page).toHaveURL(/\/etape6$/);
  await expect(main).toContainText("First debit: €102.90, including €39 for delivery and installation");
  await expect(main).not.toContainText(/\d\u00a0€/);
  await expect(page.getByRole("link", { name: "Download the contract (PDF, in French)" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Download the SEPA direct debit mandate (PDF, in French)" })).toBeVisible();
  await expectAccessible();
  await checkWidths(page, "english-payment");

  await page.goto("/services-seniors/souscription/etape5");
  await expect(box).toContainText("€63.90 a month");
  await expect(box).toContainText("Fall-detector bracelet: €7");
  await expect(box).not.toContainText(/\d\u00a0€/);
  await expectAccessible();
  await checkWidths(page, "english-summary");
});

test("in English, the counter's offer page writes its prices, options and fees as English does", { tag: "@once" }, async ({ page, expectAccessible }) => {
  await signInAsAgent(page);
  await page.goto("/sibp/offers-about/teleassistance-classique");
  await expect(page.getByRole("cell", { name: "82,60\u00a0€" }).first()).toBeVisible();
  const fee = page.locator(".price-extras div").filter({ hasText: "Frais d'installation" });
  await expect(fee.locator("dd")).toHaveText("39\u00a0€, une seule fois");
  await page.getByRole("button", { name: /English/ }).click();
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  const main = page.getByRole("main");
  await expect(page.getByRole("cell", { name: "€82.60" }).first()).toBeVisible();
  await expect(page.locator(".price-extras div").filter({ hasText: "Installation fee" }).locator("dd")).toHaveText("€39, once");
  await expect(main).not.toContainText(/\d\u00a0€| : /);
  await expectAccessible();
  await checkWidths(page, "english-counter-offer");
});
