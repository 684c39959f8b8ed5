import type { Browser, Page } from "@playwright/test";
import { expect, SANDBOX_URL, test } from "./fixtures";
import { continueTo, expectConfirmedContract, fillBeneficiary, fillSubscriber, journeyContractId, payAndSign } from "./journey-steps";

/**
 * Each test stands for a visitor at its own address (the attempt limit is per address), never
 * one used before in this run: a counter within the worker, and the worker's index (a worker
 * started again after a failure has a new one), in the documentation range 2001:db8::/32. The
 * limiter counts an IPv6 client by its /64, so the counter goes in the fourth group.
 */
let address = 0;
function visitorAddress(): string {
  address += 1;
  return `2001:db8:${test.info().workerIndex}:${address}::1`;
}

test.beforeEach(async ({ page }) => {
  await page.context().setExtraHTTPHeaders({ "X-Forwarded-For": visitorAddress() });
});

async function chooseVisits(page: Page, days: string[]) {
  await page.goto("/services-seniors/souscription/etape1");
  for (const day of days) await page.getByLabel(day, { exact: true }).check();
  await page.getByLabel("Pas de téléassistance (visites seules)").check();
}

async function applyCode(page: Page, code: string) {
  await page.getByLabel("Code promo", { exact: true }).fill(code);
  await page.getByRole("button", { name: "Appliquer" }).click();
}

test("a percentage code reduces the price shown", async ({ page, expectAccessible }) => {
  await chooseVisits(page, ["Lundi", "Jeudi"]);
  await applyCode(page, "BIENVENUE10");
  await expect(page.getByText("Le code promo BIENVENUE10 est appliqué")).toBeVisible();
  await expect(page.locator(".price-box")).toContainText("35,91 € par mois au lieu de 39,90 €");
  await expect(page.locator(".applied-codes")).toContainText("-10 % sans limite de durée");
  await expectAccessible();
  await page.getByRole("button", { name: "Retirer le code promo BIENVENUE10" }).click();
  await expect(page.getByText("Le code promo BIENVENUE10 est retiré")).toBeVisible();
  await expect(page.locator(".applied-codes")).toHaveCount(0);
});

test("an expired code is refused with its message", async ({ page, expectAccessible }) => {
  await chooseVisits(page, ["Mardi"]);
  await applyCode(page, "EXPIRE2022");
  await expect(page.locator("#promoCode-error")).toHaveText("Ce code promo n'est plus disponible");
  // Bad input: said in the error summary too, linking to the field, which keeps the code typed.
  await expect(page.locator(".error-summary").getByRole("link", { name: "Ce code promo n'est plus disponible" })).toHaveAttribute("href", "#promoCode");
  await expect(page.getByLabel("Code promo", { exact: true })).toHaveValue("EXPIRE2022");
  await expect(page.getByLabel("Lundi", { exact: true })).not.toBeChecked();
  await expect(page.getByLabel("Mardi", { exact: true })).toBeChecked();
  await expectAccessible();
});

test("a code follows the offer: removed when incompatible, re-added when compatible again", async ({ page, expectAccessible }) => {
  await chooseVisits(page, ["Lundi", "Mercredi"]);
  await applyCode(page, "VISITES");
  await expect(page.getByText("Le code promo VISITES est appliqué")).toBeVisible();

  await page.getByLabel("Téléassistance à domicile (ligne fixe)").check();
  await page.getByRole("button", { name: "Mettre à jour le prix" }).click();
  await expect(page.getByText(/Le code promo VISITES a été retiré/)).toBeVisible();
  await expect(page.locator(".applied-codes")).toHaveCount(0);
  await expectAccessible();

  await page.getByLabel("Pas de téléassistance (visites seules)").check();
  await page.getByRole("button", { name: "Mettre à jour le prix" }).click();
  await expect(page.getByText("Le code promo VISITES a été rétabli : il s'applique de nouveau aux services choisis.")).toBeVisible();
  await expect(page.locator(".applied-codes")).toContainText("VISITES");
});

async function lockedIn(browser: Browser, forwardedFor: string) {
  const context = await browser.newContext({ extraHTTPHeaders: { "X-Forwarded-For": forwardedFor } });
  const page = await context.newPage();
  await page.goto("/services-seniors/souscription/etape1");
  return { context, page };
}

test("six wrong codes lock the field for 5 minutes, also in a new browser context from the same address", { tag: "@once" }, async ({
  browser,
  page,
  expectAccessible,
}) => {
  const sameAddress = visitorAddress();
  await page.context().setExtraHTTPHeaders({ "X-Forwarded-For": sameAddress });
  await chooseVisits(page, ["Lundi"]);
  for (let attempt = 1; attempt <= 5; attempt += 1) {
    await applyCode(page, `FAUX${attempt}CODE`);
    await expect(page.locator("#promoCode-error")).toBeVisible();
  }
  await expect(page.getByLabel("Code promo", { exact: true })).toBeDisabled();
  await expect(page.getByText(/Saisie bloquée jusqu'à \d{2}:\d{2}/)).toBeVisible();
  await expectAccessible();

  // A sixth try, even forged by hand, is refused on the server.
  const sixth = await page.request.post("/services-seniors/souscription/etape1", {
    headers: { Origin: new URL(page.url()).origin, "X-Forwarded-For": sameAddress },
    form: { intent: "apply-promo", promoCode: "BIENVENUE10", remote: "NONE", visitDays: "MONDAY" },
  });
  expect(sixth.status()).toBe(200);
  expect(await sixth.text()).toContain("Vous avez fait 5 essais");

  const fresh = await lockedIn(browser, sameAddress);
  await expect(fresh.page.getByLabel("Code promo", { exact: true })).toBeDisabled();
  await expect(fresh.page.getByText(/Saisie bloquée jusqu'à/)).toBeVisible();
  await fresh.context.close();

  const elsewhere = await lockedIn(browser, visitorAddress());
  await expect(elsewhere.page.getByLabel("Code promo", { exact: true })).toBeEnabled();
  await elsewhere.context.close();
});

test("the reduced price shows on the summary, and the sandbox holds the promo list after the journey", { tag: "@once" }, async ({
  page,
  expectAccessible,
}) => {
  await chooseVisits(page, ["Lundi", "Jeudi"]);
  await applyCode(page, "BIENVENUE10");
  await expect(page.getByText("Le code promo BIENVENUE10 est appliqué")).toBeVisible();
  await continueTo(page, "etape2");
  await fillBeneficiary(page);
  await continueTo(page, "etape4");
  await fillSubscriber(page);
  await continueTo(page, "etape5");
  await expect(page.locator(".price-box")).toContainText("35,91 € par mois au lieu de 39,90 €");
  await expectAccessible();
  await page.getByRole("button", { name: /Continuer/ }).click();
  await expect(page.getByText("35,91 € par mois au lieu de 39,90 €")).toBeVisible();
  await payAndSign(page, expectAccessible, async () => {
    // The mandate's monthly amount is the price after the code, not the grid price.
    await expect(page.locator(".mandate")).toContainText("35,91 € par mois au lieu de 39,90 €");
    await expect(page.locator("main")).not.toContainText("Montant prélevé chaque mois : 39,90");
  });
  await expectConfirmedContract(page, expectAccessible);
  // One price everywhere: the confirmation states the price after the code, as the payment page did.
  await expect(page.getByText("35,91 € par mois au lieu de 39,90 €")).toBeVisible();
  const promos = await fetch(`${SANDBOX_URL}/vsmp/api/vsmp/v1/contract/${await journeyContractId(page)}/promos`);
  expect(await promos.json()).toEqual({ promoCodeDtos: [{ promoCode: "BIENVENUE10" }] });
});
