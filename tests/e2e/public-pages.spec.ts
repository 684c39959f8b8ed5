import http from "node:http";
import type { APIRequestContext, Page } from "@playwright/test";
import { clearFaults, expect, injectFault, test, withinBudget } from "./fixtures";
import { chooseServices, continueTo, fillBeneficiary, fillSubscriber } from "./journey-steps";

/** Every public page the app serves (SPEC 2 "Public and editorial routes"), with a word of its title. */
const PAGES: [path: string, heading: RegExp][] = [
  ["/", /Veiller sur mes parents/],
  ["/veiller-sur-mes-parents", /Veiller sur mes parents/],
  ["/particulier/veiller-sur-mes-parents", /Veiller sur mes parents/],
  ["/particulier/veiller-sur-mes-parents/teleassistance", /Téléassistance/],
  ["/veiller-sur-mes-parents/visites-facteur", /facteur/],
  ["/veiller-sur-mes-parents/bien-etre-et-sante", /Bien-être et santé/],
  ["/veiller-sur-mes-parents/services-a-domicile", /Services à domicile/],
  ["/particulier/veiller-sur-mes-parents/vie-connectee", /Vie connectée/],
  ["/services-seniors/financement-et-assurance", /Financement et assurance/],
  ["/particulier/veiller-sur-mes-parents/grille-tarifaire", /Grille tarifaire/],
  ["/particulier/veiller-sur-mes-parents/plaquetteVsmp", /plaquette/],
  ["/services-seniors/plaquetteVsmp", /plaquette/],
  ["/particulier/veiller-sur-mes-parents/la-revue", /La revue/],
  ["/particulier/veiller-sur-mes-parents/la-revue/prevenir-les-chutes", /chutes/],
  ["/particulier/veiller-sur-mes-parents/gestion/cgv", /Conditions générales de vente/],
  ["/boutique/c/livresdecotation", /Livres de cotation/],
  ["/boutique/c/carterie", /Carterie/],
  ["/pp/c/timbres-marianne", /Timbres Marianne/],
  ["/boutique/c/inconnue", /Catégorie de la boutique/],
  ["/sibp/aide-au-comptoir", /Aide au comptoir/],
  ["/tout-savoir-sur-les-declarations-douanieres", /déclarations douanières/],
  ["/accessibilite", /Déclaration d'accessibilité/],
  ["/mentions-legales", /Mentions légales/],
];

/** A public page as the server sends it, at 320 px: its heading, the footer's links, nothing scrolling sideways. */
async function expectPublicPage(page: Page, path: string, heading: RegExp) {
  await page.setViewportSize({ width: 320, height: 800 });
  const response = await page.goto(path);
  expect(response?.status(), path).toBe(200);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
  await expect(page.getByRole("contentinfo").getByRole("link", { name: "Mentions légales" })).toHaveAttribute("href", "/mentions-legales");
  await expect(page.getByRole("contentinfo").getByRole("link", { name: /Accessibilité/ })).toHaveAttribute("href", "/accessibilite");
  expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(320);
}

/**
 * An editorial page sends no script (decision 069): JavaScript on or off it is the same page, so each
 * is checked once; its view is recorded by the pixel. The pages are read in three runs of about
 * eight (one browser context each rather than one per page: to keep the suite's time down), each
 * page checked whole before the next.
 */
const RUNS = 3;
for (let run = 0; run < RUNS; run += 1) {
  const pages = PAGES.filter((_, index) => index % RUNS === run);
  test(`public pages ${pages.map(([path]) => path).join(", ")}: content, page view, accessible, no sideways scroll at 320 px`, { tag: "@once" }, async ({ page, expectAccessible }) => {
    for (const [path, heading] of pages) {
      await expectPublicPage(page, path, heading);
      await expect(page.locator('img[src^="/vsmp/analytics/pageview?name=page_"]'), path).toHaveCount(1);
      expect(await page.locator("script").count(), path).toBe(0);
      await expectAccessible();
      await withinBudget(page);
    }
  });
}

test("the price grid: every formula in words with its monthly price and the price after the tax credit", { tag: "@once" }, async ({ page, expectAccessible }) => {
  await page.goto("/particulier/veiller-sur-mes-parents/grille-tarifaire");
  const landline = page.getByRole("table", { name: "Téléassistance à domicile (ligne fixe) – Formules Standard" });
  await expect(landline.getByRole("rowheader", { name: "Téléassistance et 4 visites par semaine" })).toBeVisible();
  await expect(landline.getByRole("row", { name: /Téléassistance et 4 visites par semaine 82,60 € 41,30 €/ })).toBeVisible();
  await expect(landline.getByRole("row", { name: /Téléassistance seule, sans visite 29,90 € 14,95 €/ })).toBeVisible();
  await expect(page.getByRole("table", { name: "Visites du facteur seules – Formules Standard" }).getByRole("rowheader", { name: "1 visite par semaine" })).toBeVisible();
  await expect(page.getByRole("table", { name: /Formules Premium/ })).toHaveCount(4);
  await expect(page.getByText("Frais d'installation").first()).toBeVisible();
  const main = await page.getByRole("main").innerText();
  expect(main).not.toMatch(/\b\d+J(STA)?\b|\bTAS\b|LANDLINE|SIM_3G4G|FALL_DETECTOR/);
  await expect(page.getByRole("link", { name: "Télécharger la grille tarifaire (PDF)" })).toHaveAttribute("href", "/particulier/veiller-sur-mes-parents/grille-tarifaire.pdf");
  await expectAccessible();
});

test("the financing and insurance page as SPEC 2 describes it, its brochure button working", { tag: "@once" }, async ({ page, request, expectAccessible }) => {
  await page.goto("/services-seniors/financement-et-assurance");
  // The content system's flags go with the page view (docs/decisions/010): an editorial page sends
  // no script, so they ride on its pixel, JavaScript on or off.
  await expect(page.locator('img[src^="/vsmp/analytics/pageview?name=page_services_seniors_financement_et_assurance"]')).toHaveAttribute(
    "src",
    /abTesting=true&cashback=false/,
  );
  const crumbs = page.getByRole("navigation", { name: "Fil d'Ariane" }).getByRole("listitem");
  await expect(crumbs).toHaveText(["Accueil", "Veiller sur mes parents", "Financement et assurance"]);
  await expect(page.locator(".banner picture source[media='(min-width: 1440px)']")).toHaveCount(1);
  await expect(page.locator("hr")).not.toHaveCount(0);
  await expect(page.locator('article a[target="_blank"]')).toHaveCount(3);
  await expect(page.getByRole("heading", { name: "Nos partenaires" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Découvrez tous nos services" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Mentions légales" })).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "index, follow");
  const brochure = page.getByRole("link", { name: "Télécharger la plaquette (PDF)" });
  const href = await brochure.getAttribute("href");
  expect(href).toBe("/vsmp/plaquetteVsmp.pdf");
  const pdf = await request.get(href!);
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()["content-type"]).toBe("application/pdf");
  await expectAccessible();
});

test("the brochure page carries the phone line and the accessible PDF", { tag: "@once" }, async ({ page }) => {
  await page.goto("/particulier/veiller-sur-mes-parents/plaquetteVsmp");
  await expect(page.getByText(/appelez le 3631/)).toBeVisible();
  await expect(page.getByRole("link", { name: "Télécharger la plaquette" })).toHaveAttribute("href", "/vsmp/plaquetteVsmp.pdf");
});

test("a shop category without products says so; any other code is accepted; an unknown article is 404", { tag: "@once" }, async ({ page, expectAccessible }) => {
  await page.goto("/boutique/c/carterie");
  await expect(page.getByText("Aucun produit n'est disponible dans cette catégorie pour le moment.")).toBeVisible();
  await page.goto("/boutique/c/livresdecotation");
  await expect(page.getByText("29 € l'unité")).toBeVisible();
  // SPEC 2, "any code is accepted as a route parameter": a code the content system does not know
  // is the shop's page saying it has no product (never the raw code), kept out of search engines
  for (const path of ["/boutique/c/inconnue", "/boutique/c/Coffrets_Cadeaux-2026", "/pp/c/timbres%20inconnus"]) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(200);
    await expect(page.getByRole("heading", { level: 1, name: "Catégorie de la boutique" })).toBeVisible();
    await expect(page.getByText("Aucun produit n'est disponible dans cette catégorie pour le moment.")).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex, follow");
    await expect(page.locator("main")).not.toContainText(/inconnue|Coffrets_Cadeaux|timbres inconnus/);
  }
  await expectAccessible();
  // the content system unreachable is not "no product": 503 (a code not read yet: reads are cached)
  const unread = `fournituresdebureau-${Date.now()}`;
  await injectFault({ path: `/occ/laposte/smartedit/categories/${unread}`, status: 500 });
  expect((await page.goto(`/boutique/c/${unread}`))?.status()).toBe(503);
  await clearFaults();
  expect((await page.goto("/particulier/veiller-sur-mes-parents/la-revue/inconnu"))?.status()).toBe(404);
  expect((await page.goto("/particulier/veiller-sur-mes-parents/inconnu"))?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1, name: "Cette page est introuvable" })).toBeVisible();
});

test("content pages and the price grid print without the site's chrome", { tag: "@once" }, async ({ page }) => {
  for (const path of ["/particulier/veiller-sur-mes-parents/grille-tarifaire", "/services-seniors/financement-et-assurance"]) {
    await page.goto(path);
    await page.emulateMedia({ media: "print" });
    await expect(page.locator(".site-header")).toBeHidden();
    await expect(page.locator(".site-footer")).toBeHidden();
    await expect(page.locator(".breadcrumb")).toBeHidden();
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await page.emulateMedia({ media: "screen" });
  }
  await page.goto("/particulier/veiller-sur-mes-parents/grille-tarifaire");
  await page.emulateMedia({ media: "print" });
  await expect(page.getByRole("table").first()).toBeVisible();
});

test("the journey summary prints the person's choices without the steps, the edit links or the buttons", { tag: "@once" }, async ({ page }, testInfo) => {
  await page.context().setExtraHTTPHeaders({ "X-Forwarded-For": `203.0.113.${Math.floor(Math.random() * 200) + 1}` });
  await chooseServices(page, { days: ["Lundi", "Jeudi"], remote: "Pas de téléassistance (visites seules)" });
  await continueTo(page, "etape2");
  await fillBeneficiary(page);
  await continueTo(page, "etape4");
  await fillSubscriber(page);
  await continueTo(page, "etape5");
  const summary = page.locator(".summary-section");
  await expect(page.getByRole("heading", { level: 1, name: "Vérifiez votre souscription" })).toBeVisible();
  await expect(page.getByRole("link", { name: /Modifier/ }).first()).toBeVisible();
  await expect(page.locator(".stepper")).toBeVisible();

  await page.emulateMedia({ media: "print" });
  // what the person checks and keeps: every section, the people, the price
  await expect(page.getByRole("heading", { level: 1, name: "Vérifiez votre souscription" })).toBeVisible();
  expect(await summary.count()).toBeGreaterThanOrEqual(3);
  for (const section of await summary.all()) await expect(section.getByRole("heading", { level: 2 })).toBeVisible();
  await expect(page.getByText("Jeanne Durand").first()).toBeVisible();
  await expect(page.locator(".price-box")).toBeVisible();
  await expect(page.locator(".price-box")).toContainText("39,90 € par mois");
  // what only works on a screen: the site's chrome, the steps, the edit links, the buttons
  for (const chrome of [".site-header", ".site-footer", ".stepper", ".step-actions"]) await expect(page.locator(chrome).first()).toBeHidden();
  for (const link of await page.getByRole("link", { name: /Modifier/ }).all()) await expect(link).toBeHidden();
  await expect(page.getByRole("button", { name: "Continuer", exact: true })).toBeHidden();
  await page.screenshot({ path: testInfo.outputPath("summary-print.png"), fullPage: true });
  // the printed pages themselves: an A4 document of a couple of pages, not one per section
  const pdf = await page.pdf({ format: "A4" });
  const pages = pdf.toString("latin1").match(/\/Type\s*\/Page\b/g) ?? [];
  expect(pages.length).toBeGreaterThanOrEqual(1);
  expect(pages.length).toBeLessThanOrEqual(3);
  await page.emulateMedia({ media: "screen" });
});

test("an editorial page in the sibp template has the agent's header, without the site's menu", { tag: "@once" }, async ({ page, expectAccessible }) => {
  await page.goto("/sibp/aide-au-comptoir");
  await expect(page.getByRole("heading", { level: 1, name: "Aide au comptoir : Veiller sur mes parents" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: "Identifier le client" })).toBeVisible();
  await expect(page.locator("body")).toHaveClass(/\btemplate-sibp\b/);
  await expect(page.getByRole("banner")).toContainText("Espace agent");
  await expect(page.getByRole("navigation", { name: "Menu principal" })).toHaveCount(0);
  await expect(page).toHaveTitle(/^Aide au comptoir/);
  await expectAccessible();
  // the same content system's page in the legacy template keeps the site's menu
  await page.goto("/services-seniors/financement-et-assurance");
  await expect(page.locator("body")).toHaveClass(/\btemplate-legacy\b/);
  await expect(page.getByRole("navigation", { name: "Menu principal" })).toHaveCount(1);
  await expect(page.getByRole("banner")).not.toContainText("Espace agent");
});

test("an anchor of the menu lands on its section", { tag: "@once" }, async ({ page }) => {
  await page.goto("/tout-savoir-sur-les-declarations-douanieres#envoie-colis");
  await expect(page.locator("#envoie-colis")).toContainText("Envoyer un colis hors Union européenne");
  await expect(page.locator("#envoie-courrier")).toContainText("Envoyer un courrier hors Union européenne");
});

// HTTP checks do not depend on JavaScript: run once.
test.describe("downloads and links (HTTP level)", { tag: "@once" }, () => {
  test("the CGV, the price list and the brochure are PDF downloads with their file names", async ({ request }) => {
    for (const [path, filename] of [
      ["/particulier/veiller-sur-mes-parents/gestion/cgv.pdf", "cgv-veiller-sur-mes-parents.pdf"],
      ["/particulier/veiller-sur-mes-parents/grille-tarifaire.pdf", "grille-tarifaire-veiller-sur-mes-parents.pdf"],
      ["/vsmp/plaquetteVsmp.pdf", "plaquette-veiller-sur-mes-parents.pdf"],
    ]) {
      const response = await request.get(path!);
      expect(response.status(), path).toBe(200);
      expect(response.headers()["content-type"]).toBe("application/pdf");
      expect(response.headers()["content-disposition"]).toBe(`attachment; filename="${filename}"`);
      expect(response.headers()["cache-control"]).toBe("private, no-store");
      expect((await response.body()).subarray(0, 5).toString("latin1")).toBe("%PDF-");
    }
    const brochure = await request.get("/vsmp/plaquetteVsmp.pdf");
    expect(brochure.headers()["x-content-type-options"]).toBe("nosniff");
    const body = await brochure.body();
    expect(brochure.headers()["content-length"]).toBe(String(body.length));
    expect(body.toString("latin1")).toContain("/MarkInfo << /Marked true >>");
  });

  test("every link of the home page, the menu and the footer answers (no 404, no 5xx)", async ({ request }) => {
    const hrefs = new Set<string>();
    for (const start of ["/", "/particulier/veiller-sur-mes-parents", "/services-seniors/financement-et-assurance"]) {
      for (const href of await linksOf(request, start)) hrefs.add(href);
    }
    const internal = [...hrefs].filter((href) => href.startsWith("/") && !href.startsWith("//")).map((href) => href.split("#")[0]!);
    expect(internal.length).toBeGreaterThan(85);
    const failures: string[] = [];
    for (const href of new Set(internal)) {
      const response = await request.get(href, { maxRedirects: 5 });
      if (response.status() >= 400) failures.push(`${href} → ${response.status()}`);
    }
    expect(failures).toEqual([]);
  });

  test("each public page is at most 14 KB of gzipped HTML", async ({ baseURL }) => {
    for (const [path] of PAGES) {
      const bytes = await gzippedSize(`${baseURL}${path}`);
      expect(bytes, path).toBeLessThanOrEqual(14 * 1024);
    }
  });
});

/** The href of every link of a page's HTML (menu, body and footer). */
async function linksOf(request: APIRequestContext, path: string): Promise<string[]> {
  const html = await (await request.get(path)).text();
  return [...html.matchAll(/<a\b[^>]*\bhref="([^"]+)"/g)].map((match) => match[1]!.replaceAll("&amp;", "&"));
}

/** The size of a page's body as sent gzipped (the first round trip). */
function gzippedSize(url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { "accept-encoding": "gzip" } }, (response) => {
        let size = 0;
        response.on("data", (chunk: Buffer) => (size += chunk.length));
        response.on("end", () => resolve(size));
      })
      .on("error", reject);
  });
}

test("in English, the landing page, the CGV and La revue read in English, with English numbers and who gets the tax credit", { tag: "@once" }, async ({ page, expectAccessible }) => {
  await page.goto("/services-seniors");
  await page.getByRole("button", { name: /English/ }).click();
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  const main = page.getByRole("main");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Watch over my parents: La Poste's services for seniors");
  await expect(main).toContainText("Supporting your parents, even from afar");
  await expect(main).not.toContainText(/Souscrire|Découvrez|Accompagner/);
  await expectAccessible();

  await page.goto("/veiller-sur-mes-parents");
  await expect(page.getByRole("main")).toContainText("From €21.90 a month");
  await expect(page.getByRole("main")).toContainText("The credit goes to the person who pays; if you pay for your parent, only if your parent receives the personalised autonomy allowance (APA).");
  await expect(page.getByRole("main")).not.toContainText(/par mois|crédit d'impôt/);

  await page.goto("/particulier/veiller-sur-mes-parents/gestion/cgv");
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Terms and conditions of sale");
  await expect(page.getByRole("main")).toContainText("Article 5 – Right of withdrawal");
  await expect(page.getByRole("main")).not.toContainText(/rétractation|souscripteur/);

  await page.goto("/particulier/veiller-sur-mes-parents/la-revue");
  await expect(page.getByRole("main")).toContainText("Preventing falls: the right habits");
  await page.getByRole("link", { name: "Keeping in touch with a parent who lives far away" }).click();
  await expect(page.getByRole("main")).toContainText("Distance does not stop you from getting news.");
  await expect(page.getByRole("main")).not.toContainText(/L'essentiel|nouvelles/);

  // The price grid in English numbers; the journey's stepper in English punctuation.
  await page.goto("/particulier/veiller-sur-mes-parents/grille-tarifaire");
  await expect(page.getByRole("main")).toContainText("€21.90");
  await expect(page.getByRole("main")).not.toContainText("21,90");
  await page.goto("/services-seniors/souscription/etape1");
  await expect(page.locator(".stepper-count")).toHaveText("Step 1: Your services");
});
