import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { editorialPageViewName, isPageViewName, pageViewEvent, pageViewPixelUrl, readPageViewQuery } from "~/kernel/platform/analytics";
import { categoryLookupCode, categorySchema, MAX_CATEGORY_CODE_LENGTH } from "~/kernel/content/catalog";
import { displayableComponents } from "~/kernel/content/content";
import { filterOffers, priceGrid } from "~/kernel/contract/offers";
import { formulaMeaning, priceTables } from "~/kernel/money/price-table";
import { responsivePicture } from "~/features/editorial/responsive-images";
import { brochurePdf, BROCHURE_PHONE } from "../../../scripts/brochure-pdf.js";
import { seedOffers } from "../../../server/sandbox/seed/offers.js";
import { checkPdf } from "../sandbox/setup.js";
import { loader as brochureLoader } from "~/features/editorial/brochure-pdf";

describe("price grid (SPEC 2 grille-tarifaire, SPEC 3 formula names, SPEC 9 tax credit)", () => {
  it("reads formula names as visits per week and remote assistance", () => {
    expect(formulaMeaning("4J")).toEqual({ visitsPerWeek: 4, remoteAssistance: true });
    expect(formulaMeaning("2JSTA")).toEqual({ visitsPerWeek: 2, remoteAssistance: false });
    expect(formulaMeaning("TAS")).toEqual({ visitsPerWeek: 0, remoteAssistance: true });
    expect(formulaMeaning("7J")).toBeNull();
    expect(formulaMeaning("XYZ")).toBeNull();
  });

  it("gives every formula of the kept offers with its monthly price and the price after the 50 % tax credit", () => {
    const offers = filterOffers(seedOffers("LPFR"), { system: "LPFR", type: "STANDARD", country: "FRANCE" }, new Date());
    const tables = priceTables(priceGrid(offers));
    expect(tables.map((table) => table.kind)).toEqual(["NA", "LANDLINE", "MOBILE", "SIM_3G4G"]);
    const visits = tables[0]!;
    expect(visits.rows.map((row) => row.visitsPerWeek)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(visits.rows.every((row) => !row.remoteAssistance)).toBe(true);
    const landline = tables[1]!;
    expect(landline.rows[0]).toEqual({ visitsPerWeek: 0, remoteAssistance: true, monthlyCents: 2990, afterTaxCreditCents: 1495 });
    // SPEC 9 sample prices: 8260 (4J) and 9950 (5J)
    expect(landline.rows.find((row) => row.visitsPerWeek === 4)).toMatchObject({ monthlyCents: 8260, afterTaxCreditCents: 4130 });
    expect(landline.rows.find((row) => row.visitsPerWeek === 5)).toMatchObject({ monthlyCents: 9950, afterTaxCreditCents: 4975 });
    expect(landline.oneOff).toEqual([{ code: "install", cents: 3900 }]);
    // The postman visit is not an option of the month: it is what the plan with one visit adds.
    expect(landline.monthly.map((charge) => charge.code)).toEqual(["ALARM_BUTTON", "FALL_DETECTOR_BRACELET"]);
    expect(landline.visitAdditionCents).toBe(4390 - 2990);
  });

  it("states installation by a technician and sending by parcel once, as one-off charges, never as options of the month", () => {
    const offers = filterOffers(seedOffers("LPFR"), { system: "LPFR", type: "STANDARD", country: "FRANCE" }, new Date());
    const sim = priceTables(priceGrid(offers)).find((table) => table.kind === "SIM_3G4G")!;
    expect(sim.monthly).toEqual([{ code: "FALL_DETECTOR_BRACELET", cents: 700 }]);
    expect(sim.oneOff).toEqual([
      { code: "install_assist", cents: 4900 },
      { code: "sending", cents: 990 },
    ]);
  });

  it("leaves out codes it has no words for", () => {
    const [table] = priceTables({
      LANDLINE: { plans: { TAS: { price: 2990, taxes: 498 }, MYSTERY: { price: 1, taxes: 0 } }, options: { UNKNOWN_OPTION: 100 }, fees: { mystery: 5 } },
    });
    expect(table?.rows).toHaveLength(1);
    expect(table?.monthly).toEqual([]);
    expect(table?.oneOff).toEqual([]);
  });
});

describe("responsive images (SPEC 9: wide ≥ 1440, desktop 1280–1439, tablet 992–1279, mobile ≤ 991)", () => {
  const toUrl = (path: string) => `/vsmp/occ/smartedit${path}`;
  const standard = { url: "/medias/banner.svg", width: 380, height: 250 };
  const widescreen = { url: "/medias/banner-wide.svg", width: 1440, height: 380 };

  it("gives wide screens the widescreen image, desktop and tablet the 380 x 250 banner, mobile the standard image", () => {
    expect(responsivePicture({ standard, widescreen }, toUrl)).toEqual({
      sources: [
        { media: "(min-width: 1440px)", srcSet: "/vsmp/occ/smartedit/medias/banner-wide.svg 1440w", sizes: "100vw" },
        { media: "(min-width: 992px) and (max-width: 1439px)", srcSet: "/vsmp/occ/smartedit/medias/banner.svg 380w", sizes: "380px" },
      ],
      img: { src: "/vsmp/occ/smartedit/medias/banner.svg", width: 380, height: 250 },
    });
  });

  it("uses the standard image everywhere when there is no widescreen one, and the widescreen one alone when it is all there is", () => {
    expect(responsivePicture({ standard }, toUrl)?.sources).toEqual([
      { media: "(min-width: 992px)", srcSet: "/vsmp/occ/smartedit/medias/banner.svg 380w", sizes: "380px" },
    ]);
    expect(responsivePicture({ widescreen }, toUrl)?.img.src).toBe("/vsmp/occ/smartedit/medias/banner-wide.svg");
    expect(responsivePicture({}, toUrl)).toBeNull();
  });
});

describe("page views of the public pages", () => {
  it("names a page from its path", () => {
    expect(editorialPageViewName("/")).toBe("page_accueil");
    expect(editorialPageViewName("/services-seniors/financement-et-assurance")).toBe("page_services_seniors_financement_et_assurance");
    expect(editorialPageViewName("/particulier/veiller-sur-mes-parents/plaquetteVsmp")).toBe("page_particulier_veiller_sur_mes_parents_plaquettevsmp");
  });

  it("records an editorial page view from the no-JavaScript pixel, and refuses anything else", () => {
    const url = new URL(pageViewPixelUrl(editorialPageViewName("/accessibilite"), ""), "http://x");
    expect(readPageViewQuery(url.searchParams)).toEqual({ name: "page_accessibilite", step: null, project: "VSMP" });
    expect(isPageViewName("page_<script>")).toBe(false);
    expect(isPageViewName("page_")).toBe(false);
  });

  it("carries the content system's A/B-testing and cash-back flags in the page view", () => {
    expect(pageViewEvent("page_services_seniors_financement_et_assurance", "", [], { abTesting: true, cashback: false }).page).toEqual({
      name: "page_services_seniors_financement_et_assurance",
      step: "",
      project: "vsmp",
      abTesting: true,
      cashback: false,
    });
  });
});

describe("content components (SPEC 5, Content) with the spec's examples", () => {
  it("keeps a subscription block or banner only with its title, and an anchor only when it is a plain slug", () => {
    const kept = displayableComponents([
      { type: "SubscriptionBlock", content: "Appelez le {phone}", phone: "3631" },
      { type: "SubscriptionBlock", title: "Souscrire", content: "Appelez le {phone}", phone: "3631" },
      { type: "Banner", subtitle: "Sans titre" },
      { type: "Paragraph", title: "Colis", content: "Texte", anchor: "envoie-colis" },
      { type: "Paragraph", content: "Texte", anchor: "\"><script>" },
    ]);
    expect(kept).toEqual([
      expect.objectContaining({ type: "SubscriptionBlock", content: "Appelez le 3631" }),
      expect.objectContaining({ type: "Paragraph", anchor: "envoie-colis" }),
      expect.objectContaining({ type: "Paragraph", anchor: undefined }),
    ]);
  });
});

describe("shop categories", () => {
  it("accepts any code as a route parameter (SPEC 2), asking the content system only for a plausible one", () => {
    // the spec's examples
    for (const code of ["livresdecotation", "enveloppesetemballagesdexpedition", "protection-covid19", "kitsdedemenagement", "timbres-marianne"]) {
      expect(categoryLookupCode(code)).toBe(code);
    }
    // any other code too: capitals, underscores, dots, accents, spaces around
    expect(categoryLookupCode("Carterie_2026")).toBe("Carterie_2026");
    expect(categoryLookupCode("coffrets.cadeaux")).toBe("coffrets.cadeaux");
    expect(categoryLookupCode("  fêtes ")).toBe("fêtes");
    expect(categoryLookupCode("../x")).toBe("../x");
    expect(categoryLookupCode("x".repeat(MAX_CATEGORY_CODE_LENGTH))).toHaveLength(MAX_CATEGORY_CODE_LENGTH);
    // nothing to ask: the page still answers, without products
    expect(categoryLookupCode(undefined)).toBeNull();
    expect(categoryLookupCode("   ")).toBeNull();
    expect(categoryLookupCode("x".repeat(MAX_CATEGORY_CODE_LENGTH + 1))).toBeNull();
    expect(categoryLookupCode("a\u0000b")).toBeNull();
  });

  it("shows only the products with a name and a price", () => {
    const category = categorySchema.parse({
      code: "carterie",
      name: "Carterie",
      products: [{ code: "A", name: "Carte", priceWithTaxes: 250 }, { code: "B", name: "Sans prix" }, { code: "C", priceWithTaxes: 1 }],
    });
    expect(category.products.map((product) => product.code)).toEqual(["A"]);
  });
});

describe("the brochure PDF (app/features/editorial/plaquetteVsmp.pdf, served at /vsmp/plaquetteVsmp.pdf)", () => {
  it("is a valid, tagged PDF in French whose subscription line carries the phone number", () => {
    const bytes = brochurePdf();
    const { text } = checkPdf(bytes);
    const file = Buffer.from(bytes).toString("latin1");
    expect(file).toContain("/MarkInfo << /Marked true >>");
    expect(file).toContain("/StructTreeRoot 3 0 R");
    expect(file).toContain("/Lang (fr-FR)");
    expect(file).toContain("/DisplayDocTitle true");
    expect(file).toMatch(/\/S \/H1 /);
    expect(text).toContain(`appelez le ${BROCHURE_PHONE}`);
    expect(bytes.length).toBeLessThan(20_000);
  });

  it("is committed as the script writes it", () => {
    const committed = readFileSync(new URL("../../../app/features/editorial/plaquetteVsmp.pdf", import.meta.url));
    expect(Buffer.compare(committed, Buffer.from(brochurePdf()))).toBe(0);
  });

  it("is served as a download (DESIGN 10): its type, an attachment with its file name, never stored, the committed bytes", async () => {
    const response = await brochureLoader({ request: new Request("http://localhost/vsmp/plaquetteVsmp.pdf"), params: {}, context: {} } as never);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/pdf");
    expect(response.headers.get("content-disposition")).toBe('attachment; filename="plaquette-veiller-sur-mes-parents.pdf"');
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    const body = Buffer.from(await response.arrayBuffer());
    expect(response.headers.get("content-length")).toBe(String(body.length));
    expect(Buffer.compare(body, Buffer.from(brochurePdf()))).toBe(0);
  });
});

describe("the embedded default's content: no menu link is a dead end", () => {
  it("has a page for every menu path and a category for every shop link", async () => {
    const { seedNavigation } = await import("../../../server/sandbox/seed/navigation.js");
    const { seedPages } = await import("../../../server/sandbox/seed/pages.js");
    const { seedCatalog } = await import("../../../server/sandbox/seed/catalog.js");
    const pages = seedPages();
    const catalog = seedCatalog();
    const urls: string[] = [];
    const walk = (node: { entries: { otherProperties: { url: string; external: boolean } }[]; children: unknown[] }) => {
      urls.push(...node.entries.filter((entry) => !entry.otherProperties.external).map((entry) => entry.otherProperties.url));
      node.children.forEach((child) => walk(child as typeof node));
    };
    walk(seedNavigation());
    expect(urls.length).toBeGreaterThan(80);
    const missing = urls.filter((url) => {
      const path = url.split("#")[0]!;
      const shop = /^\/(?:boutique|pp)\/c\/([^/]+)$/.exec(path);
      return shop ? !Object.hasOwn(catalog, shop[1]!) : !Object.hasOwn(pages, path);
    });
    expect(missing).toEqual([]);
  });
});
