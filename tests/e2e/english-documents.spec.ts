import { CONTRACT, DASHBOARD, checkWidths, expectPdf, MARIE } from "./dashboard-helpers";
import { expect, signInAtProvider, test } from "./fixtures";
import { pdfText } from "./pdf-text";

/**
 * Issue 41, decision 142: with English chosen, amounts read as English writes them, every download
 * of a document written in French only says so inside its link (its accessible name too) before
 * the click, and the price grid, which has an English edition, downloads in English. The French
 * pages say nothing of a language.
 */
test.describe.configure({ timeout: 180_000 });

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
  expect(text).toMatch(/a month including VAT/);
  expect(text).not.toMatch(/TTC|par mois/);
  await expectAccessible();
  await checkWidths(page, "english-grid");

  await page.goto("/particulier/veiller-sur-mes-parents/gestion/cgv");
  await expect(page.getByRole("link", { name: "Download the general terms of sale (PDF, in French)" })).toBeVisible();
  await expectAccessible();
  await checkWidths(page, "english-cgv");
});
