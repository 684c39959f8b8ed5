import type { Page } from "@playwright/test";
import common from "../../locales/fr/common.json" with { type: "json" };
import { expect, signInAsAgent, test } from "./fixtures";
import { pdfLines } from "./pdf-text";

/**
 * Every price list a person reads, from the offers' own kinds: the public grid, its PDF and the
 * counter's offer pages. A one-off charge is never stated per month, and each charge has one name
 * in all of them: the names of the wording module (locales/fr/common.json), nothing else.
 */

type Charge = { name: string; value: string; per: "month" | "once"; where: string };

const { options, fees } = common.words;
const NAMES = {
  month: [options.ALARM_BUTTON, options.FALL_DETECTOR_BRACELET, options.GEOFENCING, fees.postmanVisit_one.replace("{{count}}", "1")],
  once: [fees.install, options.INSTALL_ASSIST, options.MATERIAL_SENDING],
};
const MONTHLY_VALUE = /^(\+ )?\d[\d ,]* € par mois$|^inclus dans l'abonnement$/;
const ONE_OFF_VALUE = /^\d[\d ,]* €, une seule fois$/;

function sectionOf(title: string): Charge["per"] {
  if (/une seule fois/.test(title) && !/par mois/.test(title)) return "once";
  if (/par mois/.test(title) && !/une seule fois/.test(title)) return "month";
  throw new Error(`a price list section says neither per month nor once: ${title}`);
}

/** The charges of a page: each list of charges with the heading before it. */
async function chargesOnPage(page: Page, where: string): Promise<Charge[]> {
  const lists = await page.locator("main dl.price-extras").evaluateAll((elements) =>
    elements.map((list) => ({
      title: list.previousElementSibling?.textContent ?? "",
      items: [...list.querySelectorAll("div")].map((item) => [item.querySelector("dt")?.textContent ?? "", item.querySelector("dd")?.textContent ?? ""]),
    })),
  );
  return lists.flatMap(({ title, items }) => items.map(([name = "", value = ""]) => ({ name, value: value.replace(/\u00a0/g, " "), per: sectionOf(title), where })));
}

/** The charges of the PDF: the "name : value" lines under a section heading, up to the next heading. */
function chargesInPdf(lines: string[]): Charge[] {
  const charges: Charge[] = [];
  let per: Charge["per"] | null = null;
  for (const line of lines) {
    if (/^Page \d+ \/ \d+$/.test(line)) continue;
    if (line === "Options, par mois" || line === "Frais, une seule fois") per = sectionOf(line);
    else if (per && line.includes(" : ")) {
      const [name = "", value = ""] = line.split(" : ");
      charges.push({ name, value, per, where: "PDF" });
    } else per = null;
  }
  return charges;
}

test("every price list states the monthly options per month, the one-off charges once, each charge under one name", { tag: "@once" }, async ({ page, request }) => {
  const charges: Charge[] = [];
  await page.goto("/particulier/veiller-sur-mes-parents/grille-tarifaire");
  charges.push(...(await chargesOnPage(page, "web grid")));
  const pdf = await request.get("/particulier/veiller-sur-mes-parents/grille-tarifaire.pdf");
  expect(pdf.status()).toBe(200);
  charges.push(...chargesInPdf(pdfLines(await pdf.body())));
  await signInAsAgent(page);
  for (const offer of ["teleassistance-classique", "teleassistance-en-mobilite", "teleassistance-simplicite", "visites-facteur"]) {
    await page.goto(`/sibp/offers-about/${offer}`);
    charges.push(...(await chargesOnPage(page, offer)));
  }

  // Every source lists charges, and every charge the offers have is somewhere.
  for (const where of ["web grid", "PDF", "teleassistance-classique", "teleassistance-en-mobilite", "teleassistance-simplicite"]) {
    expect(charges.filter((charge) => charge.where === where).length, where).toBeGreaterThan(0);
  }
  expect(new Set(charges.map((charge) => charge.name))).toEqual(new Set([...NAMES.month, ...NAMES.once]));
  for (const charge of charges) {
    const described = `${charge.where}: ${charge.name} : ${charge.value}`;
    // One name per charge: only the wording module's, and a one-off charge's name never under "par mois".
    expect(NAMES[charge.per], described).toContain(charge.name);
    expect(charge.value, described).toMatch(charge.per === "once" ? ONE_OFF_VALUE : MONTHLY_VALUE);
  }
  // A visit is stated as what it adds: the plan with one visit less remote assistance alone (43,90 € − 29,90 €).
  expect(charges.filter((charge) => charge.name === NAMES.month[3] && charge.where === "teleassistance-classique").map((charge) => charge.value)).toEqual(["+ 14 € par mois"]);
});
