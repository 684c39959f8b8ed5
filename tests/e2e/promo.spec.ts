import type { Browser, Page } from "@playwright/test";
import { expect, SANDBOX_URL, test } from "./fixtures";
import { continueTo, expectConfirmedContract, fillBeneficiary, fillSubscriber, journeyContractId, payAndSign } from "./journey-steps";

/**
 * Each test stands for a visitor at its own address (everyone behind an address shares a ceiling
 * of tries, decision 080), never one used before in this run: a counter within the worker, and
 * the worker's index (a worker started again after a failure has a new one), in the documentation
 * range 2001:db8::/32. The limiter counts an IPv6 client by its /64, so the counter goes in the
 * fourth group.
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

test("with JavaScript, a notice leaves after its time (SPEC 9: 3000 ms), which stops while the pointer is on it", { tag: "@js-on" }, async ({ page }) => {
  await chooseVisits(page, ["Lundi", "Jeudi"]);
  await applyCode(page, "BIENVENUE10");
  const notice = page.getByText("Le code promo BIENVENUE10 est appliqué");
  await expect(notice).toBeVisible();
  await notice.hover();
  await page.waitForTimeout(3500);
  await expect(notice).toBeVisible();
  await page.mouse.move(0, 0);
  await expect(notice).toBeHidden({ timeout: 5000 });
  // The code stays applied: only the message left.
  await expect(page.locator(".applied-codes")).toContainText("BIENVENUE10");
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

async function visitorIn(browser: Browser, forwardedFor: string) {
  const context = await browser.newContext({ extraHTTPHeaders: { "X-Forwarded-For": forwardedFor } });
  const page = await context.newPage();
  await page.goto("/services-seniors/souscription/etape1");
  return { context, page };
}

test("a visitor's 5 wrong codes lock their own field for 5 minutes, across a reload; a second visitor behind the same address keeps an open field and sees no counter (decision 080)", { tag: "@once" }, async ({
  browser,
  page,
  expectAccessible,
}) => {
  const sameAddress = visitorAddress();
  await page.context().setExtraHTTPHeaders({ "X-Forwarded-For": sameAddress });
  await chooseVisits(page, ["Lundi"]);
  // Nothing tried yet: no counter at all.
  await expect(page.getByText(/Essais restants/)).toHaveCount(0);
  for (let attempt = 1; attempt <= 5; attempt += 1) {
    await applyCode(page, `FAUX${attempt}CODE`);
    await expect(page.locator("#promoCode-error")).toBeVisible();
    if (attempt < 5) await expect(page.getByText(`Essais restants : ${5 - attempt} sur 5`)).toBeVisible();
  }
  await expect(page.getByLabel("Code promo", { exact: true })).toBeDisabled();
  await expect(page.getByText(/Saisie bloquée jusqu'à \d{2}:\d{2}/)).toBeVisible();
  await expectAccessible();

  // A sixth try, even forged by hand with this journey's cookie, is refused on the server.
  const sixth = await page.request.post("/services-seniors/souscription/etape1", {
    headers: { Origin: new URL(page.url()).origin, "X-Forwarded-For": sameAddress },
    form: { intent: "apply-promo", promoCode: "BIENVENUE10", remote: "NONE", visitDays: "MONDAY" },
  });
  expect(sixth.status()).toBe(400);
  expect(await sixth.text()).toContain("Vous avez fait 5 essais");

  // The lock is the journey's: it survives a reload.
  await page.goto("/services-seniors/souscription/etape1");
  await expect(page.getByLabel("Code promo", { exact: true })).toBeDisabled();

  // Someone else behind the same address (a colleague, a relative): an open field, no counter, a code that works.
  const neighbour = await visitorIn(browser, sameAddress);
  await expect(neighbour.page.getByLabel("Code promo", { exact: true })).toBeEnabled();
  await expect(neighbour.page.getByText(/Essais restants|Saisie bloquée/)).toHaveCount(0);
  await neighbour.page.getByLabel("Lundi", { exact: true }).check();
  await neighbour.page.getByLabel("Pas de téléassistance (visites seules)").check();
  await applyCode(neighbour.page, "BIENVENUE10");
  await expect(neighbour.page.getByText("Le code promo BIENVENUE10 est appliqué")).toBeVisible();
  await neighbour.context.close();
});

test("an address as a whole is locked only after 50 tries in 5 minutes, whoever sent them (decision 080)", { tag: "@once" }, async ({ browser, playwright, baseURL }) => {
  const address = visitorAddress();
  // 50 tries without cookies, each from a new journey (what an enumeration without cookies looks like).
  for (let index = 0; index < 50; index += 1) {
    const anonymous = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { "X-Forwarded-For": address, Origin: new URL(baseURL!).origin } });
    const response = await anonymous.post("/services-seniors/souscription/etape1", {
      form: { intent: "apply-promo", promoCode: `FAUX${index}X`, remote: "NONE", visitDays: "MONDAY" },
    });
    // A wrong code: the form back with its message, a refused form's status.
    expect(response.status()).toBe(400);
    await anonymous.dispose();
  }
  // A visitor behind that address who tried nothing sees no counter, and is told why a try is refused.
  const visitor = await visitorIn(browser, address);
  await expect(visitor.page.getByText(/Essais restants/)).toHaveCount(0);
  await visitor.page.getByLabel("Lundi", { exact: true }).check();
  await visitor.page.getByLabel("Pas de téléassistance (visites seules)").check();
  await applyCode(visitor.page, "BIENVENUE10");
  await expect(visitor.page.locator("#promoCode-error")).toContainText("Trop de codes promo ont été essayés depuis votre connexion internet");
  await expect(visitor.page.getByText("Le code promo BIENVENUE10 est appliqué")).toHaveCount(0);
  await visitor.context.close();
  // Another address is not concerned.
  const elsewhere = await visitorIn(browser, visitorAddress());
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
  // Subscribed without an account: the confirmation offers to create one, to follow the contract; the help line is there.
  await expect(page.getByRole("link", { name: "Créer mon espace client" })).toHaveAttribute("href", "/vsmp/connexion/inscription?redirect=%2Fservices-seniors%2Fcontrat");
  await expect(page.locator(".help-line")).toContainText("36 31");
  // One price everywhere: the confirmation states the price after the code, as the payment page did.
  await expect(page.getByText("35,91 € par mois au lieu de 39,90 €")).toBeVisible();
  const promos = await fetch(`${SANDBOX_URL}/vsmp/api/vsmp/v1/contract/${await journeyContractId(page)}/promos`);
  expect(await promos.json()).toEqual({ promoCodeDtos: [{ promoCode: "BIENVENUE10" }] });
});
