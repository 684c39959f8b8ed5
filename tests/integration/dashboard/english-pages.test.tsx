import { describe, expect, it, vi } from "vitest";
import { DownloadLink } from "~/kernel/ui/download-link";
import { JourneyDocuments } from "~/features/journey/journey-documents";
import { PriceBox } from "~/kernel/money/price";
import DashboardAttestations from "~/features/dashboard/attestations";
import DashboardInvoices from "~/features/dashboard/invoices";
import { AcknowledgementLink } from "~/kernel/contract/termination-form";
import DashboardVersions from "~/features/dashboard/versions";
import { contractPrice, type OfferPrices } from "~/kernel/money/contract-price";
import * as attestationsPage from "~/features/dashboard/attestations";
import * as invoicesPage from "~/features/dashboard/invoices";
import * as versionsPage from "~/features/dashboard/versions";
import * as gridPdf from "~/features/editorial/price-grid-pdf";
import * as cgvPdf from "~/features/editorial/terms-pdf";
import { localeCookie } from "~/kernel/sessions/cookies.server";
import { pdfText } from "../../e2e/pdf-text";
import { useSandbox } from "../sandbox/setup";
import { answer, args, DASHBOARD, MARIE } from "../../unit/dashboard/helpers";
import { renderPage } from "../../unit/forms/render-page";

/**
 * An English page writes amounts as English does and says, in every download link of a
 * document written in French only, that it is in French (inside the link, so its accessible name
 * says it before the click; decision 142). The French page is as before. Marie's pages are read
 * through their loaders against the sandbox, then rendered as the server renders them.
 */
useSandbox();
vi.mock("~/kernel/platform/logger.server", () => ({ log: vi.fn() }));

/** Each download link's text (its accessible name: the visually hidden words included). */
function downloads(html: string): string[] {
  return [...html.matchAll(/<a [^>]*\bdownload=""[^>]*>(.*?)<\/a>/g)].map((found) => found[1]!.replace(/<[^>]+>/g, "").replace(/&#x27;/g, "'"));
}

const PAGES = [
  ["invoices", invoicesPage.loader, "/factures", DashboardInvoices],
  ["attestations", attestationsPage.loader, "/attestations", DashboardAttestations],
  ["versions", versionsPage.loader, "/versions", DashboardVersions],
] as const;

describe("the dashboard's documents in the reader's language", () => {
  it.each(PAGES)("%s: in English, every download says it is in French; in French, none does", async (_, loader, path, View) => {
    const { status, data } = await answer(loader(await args(`${DASHBOARD}${path}`, MARIE)));
    expect(status).toBe(200);
    const english = downloads(renderPage(View, { loaderData: data, language: "en" }));
    const french = downloads(renderPage(View, { loaderData: data, language: "fr" }));
    expect(english.length).toBeGreaterThan(0);
    expect(french).toHaveLength(english.length);
    for (const link of english) expect(link).toMatch(/ \(PDF, in French\)$/);
    for (const link of french) expect(link).not.toMatch(/français|French/);
  });

  it("the invoices in English: months, amounts as English writes them (€121.60, €82.60), each link named by its month", async () => {
    const { data } = await answer(invoicesPage.loader(await args(`${DASHBOARD}/factures`, MARIE)));
    const html = renderPage(DashboardInvoices, { loaderData: data, language: "en" });
    expect(html).toContain("<td>€121.60</td>");
    expect(html).toContain("<td>€82.60</td>");
    expect(html).not.toMatch(/\d,\d\d\u00a0€/);
    expect(downloads(html)).toContain("Download March 2024 (PDF, in French)");
    const french = renderPage(DashboardInvoices, { loaderData: data, language: "fr" });
    expect(french).toContain("<td>121,60\u00a0€</td>");
    expect(downloads(french)).toContain("Télécharger (PDF) mars 2024");
  });

  it("the attestations in English: the amount and the tax credit as English writes them", async () => {
    const { data } = await answer(attestationsPage.loader(await args(`${DASHBOARD}/attestations`, MARIE)));
    const html = renderPage(DashboardAttestations, { loaderData: data, language: "en" });
    expect(html).toMatch(/€\d{1,3}(,\d{3})*(\.\d\d)?/);
    expect(html).not.toMatch(/\d\u00a0€/);
  });

  it("the journey's contract and mandate, and the termination acknowledgement, say it in English only", () => {
    const journey = (language: "fr" | "en") => downloads(renderPage(JourneyDocuments, { loaderData: {}, language }));
    expect(journey("en")).toEqual(["Download the contract (PDF, in French)", "Download the SEPA direct debit mandate (PDF, in French)"]);
    expect(journey("fr").every((link) => !link.includes("(PDF, en français)"))).toBe(true);
    const acknowledgement = (language: "fr" | "en") => downloads(renderPage(() => <AcknowledgementLink href="/accuse.pdf" />, { loaderData: {}, language }));
    expect(acknowledgement("en")[0]).toMatch(/ \(PDF, in French\)$/);
    expect(acknowledgement("fr")[0]).not.toMatch(/français/);
  });

  it("the price box in English: the statement and every line's amount as English writes it (82,60 € → €82.60)", () => {
    const offer: OfferPrices = {
      plans: { "4J": { price: 8260, taxes: 1128, vat: [{ rate: 20, priceWithTaxes: 4978 }, { rate: 10, priceWithTaxes: 3282 }] } },
      options: { ALARM_BUTTON: 0, FALL_DETECTOR_BRACELET: 700 },
      fees: { install: 3900 },
      rates: { FALL_DETECTOR_BRACELET: 20, install: 20 },
    };
    const price = contractPrice({ remoteAssistanceType: "LANDLINE", formula: "4J", options: ["ALARM_BUTTON", "FALL_DETECTOR_BRACELET"] }, offer)!;
    const english = renderPage(() => <PriceBox price={price} />, { loaderData: {}, language: "en" });
    const french = renderPage(() => <PriceBox price={price} />, { loaderData: {}, language: "fr" });
    expect(english).not.toMatch(/\d\u00a0€/);
    expect(english).toContain("€89.60 a month");
    expect(english).toContain("Fall-detector bracelet: €7");
    expect(french).toContain("89,60\u00a0€ par mois");
    expect(french).toContain("Bracelet détecteur de chute : 7\u00a0€");
  });

  it("the price grid, the one document with an English edition: in English on an English page, in French on a French one; the CGV in French on both", async () => {
    const english = { cookie: (await localeCookie.serialize("en")).split(";")[0]! };
    const download = async (loader: typeof gridPdf.loader, path: string, headers: HeadersInit = {}) => {
      const response = (await loader({ request: new Request(`http://localhost${path}`, { headers }), params: {}, context: {} } as never)) as Response;
      expect(response.headers.get("content-type")).toBe("application/pdf");
      return pdfText(Buffer.from(await response.arrayBuffer()));
    };
    const grid = "/particulier/veiller-sur-mes-parents/grille-tarifaire.pdf";
    const inEnglish = await download(gridPdf.loader, grid, english);
    expect(inEnglish).toContain("Price list");
    expect(inEnglish).toMatch(/4 visits a week: €\d+\.\d\d a month/);
    expect(inEnglish).toMatch(/once/);
    expect(inEnglish).not.toMatch(/TTC|par mois/);
    const inFrench = await download(gridPdf.loader, grid);
    expect(inFrench).toContain("Grille tarifaire");
    expect(inFrench).toMatch(/4 visites par semaine : \d+,\d\d\u00a0?\s?€ par mois/);
    expect(inFrench).toMatch(/une seule fois/);
    const cgv = "/particulier/veiller-sur-mes-parents/gestion/cgv.pdf";
    expect(await download(cgvPdf.loader, cgv, english)).toContain("Conditions générales de vente");
  });

  it("the price grid page in English offers the grid with no language note (it is in English), the CGV page says French", () => {
    const grid = downloads(renderPage(() => <DownloadLink href="/grid.pdf" document="priceGrid" label="Download the price list (PDF)" />, { loaderData: {}, language: "en" }));
    expect(grid).toEqual(["Download the price list (PDF)"]);
    const cgv = downloads(renderPage(() => <DownloadLink href="/cgv.pdf" document="cgv" label="Download the general terms of sale" />, { loaderData: {}, language: "en" }));
    expect(cgv).toEqual(["Download the general terms of sale (PDF, in French)"]);
  });
});
