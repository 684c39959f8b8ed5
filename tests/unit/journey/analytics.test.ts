import { describe, expect, it } from "vitest";
import {
  analyticsProducts,
  centsToEuros,
  isPageViewName,
  optionVariant,
  PAGE_VIEW_NAMES,
  pageViewEvent,
  pageViewName,
  pageViewPixelUrl,
  readPageViewQuery,
  subscriptionVariant,
  type AnalyticsProduct,
} from "~/kernel/platform/analytics";
import type { PriceGrid } from "~/kernel/contract/offers";
import { servicesFromChoice, type ServicesChoice } from "~/kernel/contract/services";

/** The sandbox's STANDARD offers (docs/upstream-api.md, section 2). */
const grid: PriceGrid = {
  NA: { plans: { "1JSTA": { price: 2190, taxes: 365 }, "2JSTA": { price: 3990, taxes: 665 } }, options: {}, fees: {} },
  LANDLINE: {
    plans: { TAS: { price: 2990, taxes: 498 }, "4J": { price: 8260, taxes: 1128 }, "5J": { price: 9950, taxes: 1658 } },
    options: { ALARM_BUTTON: 0, FALL_DETECTOR_BRACELET: 700, POSTMAN_VISIT_TA: 1290 },
    fees: { install: 3900 },
  },
  MOBILE: {
    plans: { TAS: { price: 3490, taxes: 582 }, "1J": { price: 4890, taxes: 815 } },
    options: { GEOFENCING: 500, FALL_DETECTOR_BRACELET: 700 },
    fees: { sending: 990 },
  },
  SIM_3G4G: {
    plans: { TAS: { price: 3290, taxes: 548 } },
    options: { FALL_DETECTOR_BRACELET: 700, INSTALL_ASSIST: 4900, MATERIAL_SENDING: 990 },
    fees: { install_assist: 4900, sending: 990 },
  },
};

function services(choice: Partial<ServicesChoice>) {
  return servicesFromChoice({
    type: "STANDARD",
    visitDays: [],
    remote: "NONE",
    fallDetector: false,
    geofencing: false,
    simInstallation: null,
    ...choice,
  });
}

const componentsSum = (product: AnalyticsProduct) =>
  Math.round(
    (product.basePrice + product.braceletPrice + product.geolocationPrice + product.postmanPresencePrice + product.postmanVisitPrice) * 100,
  );

describe("analytics page names (SPEC 2)", () => {
  it("names each step of the journey in order", () => {
    expect(pageViewName("etape1")).toBe(PAGE_VIEW_NAMES.offers);
    expect(pageViewName("etape2")).toBe(PAGE_VIEW_NAMES.beneficiary);
    expect(pageViewName("etape3")).toBe(PAGE_VIEW_NAMES.contact);
    expect(pageViewName("etape4")).toBe(PAGE_VIEW_NAMES.subscriber);
    expect(pageViewName("etape4a")).toBe(PAGE_VIEW_NAMES.administrator);
    expect(pageViewName("etape4b")).toBe(PAGE_VIEW_NAMES.caregiver);
    expect(pageViewName("etape5")).toBe(PAGE_VIEW_NAMES.summary);
    expect(pageViewName("etape6")).toBe(PAGE_VIEW_NAMES.payment);
    expect(pageViewName("etape7")).toBe(PAGE_VIEW_NAMES.confirmation);
  });

  it("gives the payment's validation code its own page view", () => {
    expect(pageViewName("etape6", { validationCode: true })).toBe(PAGE_VIEW_NAMES.paymentCode);
    expect(pageViewName("etape5", { validationCode: true })).toBe(PAGE_VIEW_NAMES.summary);
  });

  it("has a distinct name for every page of SPEC 2's list, including the agent's", () => {
    const names = Object.values(PAGE_VIEW_NAMES);
    expect(new Set(names).size).toBe(names.length);
    expect(names).toHaveLength(13);
    expect(isPageViewName(PAGE_VIEW_NAMES.quotationSent)).toBe(true);
    expect(isPageViewName(PAGE_VIEW_NAMES.clientIdentification)).toBe(true);
    expect(isPageViewName(PAGE_VIEW_NAMES.returnToSite)).toBe(true);
    expect(isPageViewName("anything")).toBe(false);
    expect(isPageViewName(undefined)).toBe(false);
  });
});

describe("analytics variant codes (SPEC 1)", () => {
  it("maps each plan to its subscription and option variant", () => {
    expect(subscriptionVariant("formule_essentielle")).toBe("abo_esl");
    expect(subscriptionVariant("formule_liberte")).toBe("abo_lbt");
    expect(subscriptionVariant("formule_simplicite")).toBe("abo_spl");
    expect(subscriptionVariant("visite_facteur")).toBe("abo_vf");
    expect(optionVariant("formule_essentielle")).toBe("option_esl");
    expect(optionVariant("formule_liberte")).toBe("option_lbt");
    expect(optionVariant("formule_simplicite")).toBe("option_spl");
    expect(optionVariant("visite_facteur")).toBe("option_vf");
  });
});

describe("analytics product record (SPEC 3)", () => {
  it("records landline remote assistance with four visits and the fall-detector bracelet", () => {
    const products = analyticsProducts(
      services({ remote: "LANDLINE", fallDetector: true, visitDays: ["MONDAY", "TUESDAY", "THURSDAY", "FRIDAY"] }),
      grid,
    );
    expect(products[0]).toEqual({
      usage: "abonnement",
      seller: "la_poste",
      productId: "vftaes_4J",
      variant: "abo_esl",
      name: "formule_essentielle",
      options: ["bracelet_detecteur_chute_lourde", "presence_facteur"],
      optionCount: 2,
      quantity: 1,
      priceTaxIncluded: 89.6,
      priceTaxCredit: 44.8,
      basePrice: 29.9,
      braceletPrice: 7,
      geolocationPrice: 0,
      postmanPresencePrice: 52.7,
      postmanVisitPrice: 0,
      currency: "EUR",
      categories: ["veiller_sur_mes_parents", "teleassistance", "formule_essentielle"],
    });
    expect(products.slice(1).map((option) => [option.usage, option.variant, option.name, option.priceTaxIncluded])).toEqual([
      ["option", "option_esl", "bracelet_detecteur_chute_lourde", 7],
      ["option", "option_esl", "presence_facteur", 52.7],
    ]);
    expect(products[1]).toMatchObject({ braceletPrice: 7, postmanPresencePrice: 0, optionCount: 0, categories: ["veiller_sur_mes_parents", "teleassistance", "option"] });
  });

  it("records the spec's sample price 8260 for 4J without options", () => {
    const [subscription] = analyticsProducts(services({ remote: "LANDLINE", visitDays: ["MONDAY", "TUESDAY", "THURSDAY", "FRIDAY"] }), grid);
    expect(subscription).toMatchObject({ priceTaxIncluded: 82.6, priceTaxCredit: 41.3, basePrice: 29.9, postmanPresencePrice: 52.7 });
  });

  it("records postman visits alone as the visit product, its price as the postman-visit price", () => {
    const products = analyticsProducts(services({ visitDays: ["MONDAY", "THURSDAY"] }), grid);
    expect(products).toHaveLength(1);
    expect(products[0]).toMatchObject({
      productId: "taes_2JSTA",
      variant: "abo_vf",
      name: "visite_facteur",
      options: [],
      optionCount: 0,
      priceTaxIncluded: 39.9,
      priceTaxCredit: 19.95,
      basePrice: 0,
      postmanVisitPrice: 39.9,
      postmanPresencePrice: 0,
      categories: ["veiller_sur_mes_parents", "visite_facteur", "visite_facteur"],
    });
  });

  it("records mobile remote assistance with active geolocation", () => {
    const products = analyticsProducts(services({ remote: "MOBILE", geofencing: true }), grid);
    expect(products[0]).toMatchObject({
      productId: "tali_TAS",
      variant: "abo_lbt",
      name: "formule_liberte",
      options: ["geolocalisation_active"],
      optionCount: 1,
      priceTaxIncluded: 39.9,
      basePrice: 34.9,
      geolocationPrice: 5,
    });
    expect(products[1]).toMatchObject({ variant: "option_lbt", name: "geolocalisation_active", geolocationPrice: 5, priceTaxIncluded: 5 });
  });

  it("records the simplicity plan", () => {
    const [subscription] = analyticsProducts(services({ remote: "SIM_3G4G", simInstallation: "INSTALL_ASSIST" }), grid);
    expect(subscription).toMatchObject({ productId: "tasi_TAS", variant: "abo_spl", name: "formule_simplicite", priceTaxIncluded: 32.9 });
  });

  it("splits every subscription's price into its component prices", () => {
    const choices: Partial<ServicesChoice>[] = [
      { remote: "LANDLINE", fallDetector: true, visitDays: ["MONDAY", "TUESDAY", "THURSDAY", "FRIDAY", "SATURDAY"] },
      { remote: "MOBILE", geofencing: true, fallDetector: true, visitDays: ["MONDAY"] },
      { remote: "SIM_3G4G", fallDetector: true },
      { visitDays: ["SATURDAY"] },
    ];
    for (const choice of choices) {
      const [subscription] = analyticsProducts(services(choice), grid);
      expect(componentsSum(subscription!)).toBe(Math.round(subscription!.priceTaxIncluded * 100));
    }
  });

  it("records nothing without a service or without a price", () => {
    expect(analyticsProducts(services({}), grid)).toEqual([]);
    expect(analyticsProducts(services({ remote: "LANDLINE" }), null)).toEqual([]);
    expect(analyticsProducts(services({ visitDays: ["MONDAY", "TUESDAY", "WEDNESDAY"] }), grid)).toEqual([]);
  });

  it("states prices in euros from cents", () => {
    expect(centsToEuros(8260)).toBe(82.6);
    expect(centsToEuros(9950)).toBe(99.5);
    expect(centsToEuros(3900)).toBe(39);
  });
});

describe("page-view event and pixel", () => {
  it("builds the data layer event", () => {
    expect(pageViewEvent(PAGE_VIEW_NAMES.summary, "etape5")).toEqual({
      event: "pageview",
      page: { name: "souscription_recapitulatif", step: "etape5", project: "vsmp" },
      products: [],
    });
  });

  it("points the pixel at the page-view route with the name and step", () => {
    expect(pageViewPixelUrl(PAGE_VIEW_NAMES.payment, "etape6")).toBe("/vsmp/analytics/pageview?name=souscription_paiement&step=etape6");
    // An editorial page sends no script: its content flags ride on the pixel.
    const withFlags = pageViewPixelUrl(PAGE_VIEW_NAMES.payment, "", { abTesting: true, cashback: false });
    expect(withFlags).toBe("/vsmp/analytics/pageview?name=souscription_paiement&step=&abTesting=true&cashback=false");
    expect(readPageViewQuery(new URL(withFlags, "http://x").searchParams)).toEqual({ name: "souscription_paiement", step: null, project: "VSMP", flags: { abTesting: true, cashback: false } });
  });

  it("records only known names and step slugs from the pixel's query", () => {
    expect(readPageViewQuery(new URLSearchParams("name=souscription_paiement&step=etape6"))).toEqual({ name: "souscription_paiement", step: "etape6", project: "VSMP" });
    // A counter's page says it is SIBP's; anything else is VSMP's.
    const atCounter = pageViewPixelUrl(PAGE_VIEW_NAMES.payment, "etape6", undefined, "SIBP");
    expect(atCounter).toBe("/vsmp/analytics/pageview?name=souscription_paiement&step=etape6&project=SIBP");
    expect(readPageViewQuery(new URL(atCounter, "http://x").searchParams)?.project).toBe("SIBP");
    expect(readPageViewQuery(new URLSearchParams("name=souscription_paiement&project=OTHER"))?.project).toBe("VSMP");
    expect(readPageViewQuery(new URLSearchParams("name=souscription_paiement&step=%0Aforged"))).toEqual({ name: "souscription_paiement", step: null, project: "VSMP" });
    expect(readPageViewQuery(new URLSearchParams("name=souscription_administrateur_geolocalisation&step=etape4a"))?.step).toBe("etape4a");
    expect(readPageViewQuery(new URLSearchParams("name=unknown&step=etape1"))).toBeNull();
    expect(readPageViewQuery(new URLSearchParams(""))).toBeNull();
  });
});
