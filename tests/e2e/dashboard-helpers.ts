import type { APIResponse, Page } from "@playwright/test";
import { expect } from "./fixtures";

export const MARIE = "marie.dupont@example.fr";
export const PAUL = "paul.martin@example.fr";
export const CONTRACT = "2024000123";
export const DASHBOARD = `/services-seniors/contrat/${CONTRACT}/tableau-de-bord`;

/**
 * The reading pages of contract 2024000123's dashboard, the same behind both doors: the path
 * under the dashboard, the page's heading and a text its content shows. The home page's
 * heading depends on the door (the client's "Mon contrat", the agent's view of the client's contract).
 */
export const DASHBOARD_PAGES = [
  { path: "", heading: "Mon contrat", text: "4 visites par semaine" },
  { path: "/versions", heading: "Contrat et versions", text: "Version 31" },
  { path: "/factures", heading: "Factures", text: "mars 2024" },
  { path: "/attestations", heading: "Attestations fiscales", text: "Année 2025" },
  { path: "/comptes-rendus", heading: "Comptes-rendus de visite", text: "Humeur du bénéficiaire" },
];

/** Nothing scrolls sideways on a 320 px wide phone; a screenshot of both widths to look at. */
export async function checkWidths(page: Page, name: string) {
  const desktop = page.viewportSize();
  await page.setViewportSize({ width: 320, height: 800 });
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(overflow, `${page.url()} is wider than 320 px`).toBeLessThanOrEqual(320);
  if (process.env.SCREENSHOTS) {
    await page.screenshot({ path: `${process.env.SCREENSHOTS}/${name}-320.png`, fullPage: true });
    if (desktop) await page.setViewportSize(desktop);
    await page.screenshot({ path: `${process.env.SCREENSHOTS}/${name}-desktop.png`, fullPage: true });
  } else if (desktop) await page.setViewportSize(desktop);
}

/** A real PDF download: its type, its file name, never stored, and a PDF body. */
export async function expectPdf(response: APIResponse, file: RegExp) {
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toBe("application/pdf");
  expect(response.headers()["content-disposition"]).toMatch(file);
  expect(response.headers()["cache-control"]).toBe("private, no-store");
  expect((await response.body()).subarray(0, 5).toString("latin1")).toBe("%PDF-");
}
