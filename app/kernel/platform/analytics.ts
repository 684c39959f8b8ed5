/**
 * Analytics (SPEC 2 "Analytics page names for the journey", SPEC 3 "Analytics product record",
 * SPEC 1 variant codes): the page-view names of the journey and the product records of the
 * chosen services, as plain data for a data layer. No I/O here: the component pushes the event,
 * the pixel route logs the page view when JavaScript is off.
 */

import { servicesPrice, type PriceGrid } from "~/kernel/contract/offers";
import { offerAlias, offerType, remoteKind, visitDays, type OfferType, type Services } from "~/kernel/contract/services";
import type { StepSlug } from "~/kernel/contract/journey-steps";
import { taxCreditCents } from "~/kernel/money/money";
import type { TrackingProject } from "./tracking";

/**
 * SPEC 2: formula/offers (step 1), beneficiary (2), proximity contact (3), subscriber (4),
 * administrator geolocation, caregiver geolocation, summary, payment, payment validation code,
 * final confirmation or return to site, quotation sent, client identification.
 */
export const PAGE_VIEW_NAMES = {
  offers: "souscription_formule_offres",
  beneficiary: "souscription_beneficiaire",
  contact: "souscription_contact_proximite",
  subscriber: "souscription_souscripteur",
  administrator: "souscription_administrateur_geolocalisation",
  caregiver: "souscription_proche_aidant_geolocalisation",
  summary: "souscription_recapitulatif",
  payment: "souscription_paiement",
  paymentCode: "souscription_paiement_code_validation",
  confirmation: "souscription_confirmation_finale",
  returnToSite: "souscription_retour_site",
  quotationSent: "sibp_devis_envoye",
  clientIdentification: "sibp_identification_client",
} as const;

/** The page view of a public or editorial page: "page_" and the words of its path. */
export type EditorialPageViewName = `page_${string}`;

export type PageViewName = (typeof PAGE_VIEW_NAMES)[keyof typeof PAGE_VIEW_NAMES] | EditorialPageViewName;

const ALL_PAGE_VIEW_NAMES: readonly string[] = Object.values(PAGE_VIEW_NAMES);
const EDITORIAL_PAGE_VIEW_NAME = /^page_[a-z0-9_]{1,100}$/;

export function isPageViewName(value: unknown): value is PageViewName {
  return typeof value === "string" && (ALL_PAGE_VIEW_NAMES.includes(value) || EDITORIAL_PAGE_VIEW_NAME.test(value));
}

/** "/" → "page_accueil"; "/services-seniors/financement-et-assurance" → "page_services_seniors_financement_et_assurance". */
export function editorialPageViewName(path: string): EditorialPageViewName {
  const words = path
    .toLowerCase()
    .normalize("NFD")
    .replace(/[^a-z0-9]+/g, "_")
    .replace(/^_+|_+$/g, "")
    .slice(0, 100)
    .replace(/_+$/, "");
  return `page_${words || "accueil"}`;
}

const STEP_PAGE_VIEWS: Record<StepSlug, PageViewName> = {
  etape1: PAGE_VIEW_NAMES.offers,
  etape2: PAGE_VIEW_NAMES.beneficiary,
  etape3: PAGE_VIEW_NAMES.contact,
  etape4: PAGE_VIEW_NAMES.subscriber,
  etape4a: PAGE_VIEW_NAMES.administrator,
  etape4b: PAGE_VIEW_NAMES.caregiver,
  etape5: PAGE_VIEW_NAMES.summary,
  etape6: PAGE_VIEW_NAMES.payment,
  etape7: PAGE_VIEW_NAMES.confirmation,
};

/** The page-view name of a step; the payment step's code form is its own page view. */
export function pageViewName(slug: StepSlug, { validationCode = false }: { validationCode?: boolean } = {}): PageViewName {
  if (slug === "etape6" && validationCode) return PAGE_VIEW_NAMES.paymentCode;
  return STEP_PAGE_VIEWS[slug];
}

/** SPEC 1: analytics variant codes, one pair per plan. */
const VARIANT_SUFFIX: Record<OfferType, "esl" | "lbt" | "spl" | "vf"> = {
  formule_essentielle: "esl",
  formule_liberte: "lbt",
  formule_simplicite: "spl",
  visite_facteur: "vf",
};

export type SubscriptionVariant = `abo_${(typeof VARIANT_SUFFIX)[OfferType]}`;
export type OptionVariant = `option_${(typeof VARIANT_SUFFIX)[OfferType]}`;

export function subscriptionVariant(plan: OfferType): SubscriptionVariant {
  return `abo_${VARIANT_SUFFIX[plan]}`;
}

export function optionVariant(plan: OfferType): OptionVariant {
  return `option_${VARIANT_SUFFIX[plan]}`;
}

/** SPEC 3: the analytics option names (the postman-presence name is our choice). */
export const ANALYTICS_OPTIONS = {
  fallDetector: "bracelet_detecteur_chute_lourde",
  geofencing: "geolocalisation_active",
  postmanPresence: "presence_facteur",
} as const;

export type AnalyticsOption = (typeof ANALYTICS_OPTIONS)[keyof typeof ANALYTICS_OPTIONS];

/**
 * SPEC 3 "Analytics product record". Prices are monthly, in euros (cents / 100), taxes included.
 * The component prices of a subscription add up to its tax-included price: base (remote
 * assistance alone, the TAS plan; nothing for visits alone) + postman presence (visits added to
 * remote assistance) + postman visits (visits alone) + bracelet + geolocation.
 */
export interface AnalyticsProduct {
  usage: "abonnement" | "option";
  seller: "la_poste";
  productId: string;
  variant: SubscriptionVariant | OptionVariant;
  name: OfferType | AnalyticsOption;
  options: AnalyticsOption[];
  optionCount: number;
  quantity: 1;
  priceTaxIncluded: number;
  /** The price left to pay after the 50 % tax credit. */
  priceTaxCredit: number;
  basePrice: number;
  braceletPrice: number;
  geolocationPrice: number;
  postmanPresencePrice: number;
  postmanVisitPrice: number;
  currency: "EUR";
  categories: string[];
}

/** Cents to euros as a number with at most two decimals: 8260 → 82.6. */
export function centsToEuros(cents: number): number {
  return Math.round(cents) / 100;
}

interface Parts {
  base: number;
  presence: number;
  visits: number;
  bracelet: number;
  geolocation: number;
}

/**
 * The subscription and one record per chosen option, or nothing when the services have no plan
 * or no price (an unknown price would pollute the revenue figures).
 */
export function analyticsProducts(services: Services, grid: PriceGrid | null): AnalyticsProduct[] {
  const plan = offerType(services);
  const price = servicesPrice(services, grid);
  if (!plan || !price || !grid) return [];
  const kind = remoteKind(services);
  const line = (code: string) => price.lines.find((candidate) => candidate.code === code)?.ttcPriceInCents ?? 0;
  const planLine = line("PLAN");
  const bracelet = line("FALL_DETECTOR_BRACELET");
  const geolocation = line("GEOFENCING");
  const hasVisits = visitDays(services).length > 0;
  const remoteAlone = kind ? (grid[kind]?.plans.TAS?.price ?? planLine) : 0;
  const parts: Parts = {
    base: kind ? Math.min(remoteAlone, planLine) : 0,
    presence: kind && hasVisits ? Math.max(0, planLine - remoteAlone) : 0,
    visits: kind ? 0 : planLine,
    bracelet,
    geolocation,
  };

  const options: { name: AnalyticsOption; cents: number; only: Partial<Parts> }[] = [];
  if (hasFallDetector(services)) {
    options.push({ name: ANALYTICS_OPTIONS.fallDetector, cents: bracelet, only: { bracelet } });
  }
  if (services.mobileRemoteAssistance?.geofencing) {
    options.push({ name: ANALYTICS_OPTIONS.geofencing, cents: geolocation, only: { geolocation } });
  }
  if (kind && hasVisits) {
    options.push({ name: ANALYTICS_OPTIONS.postmanPresence, cents: parts.presence, only: { presence: parts.presence } });
  }

  const alias = offerAlias(services);
  const categories = ["veiller_sur_mes_parents", kind ? "teleassistance" : "visite_facteur"];
  const record = (fields: {
    usage: AnalyticsProduct["usage"];
    productId: string;
    variant: AnalyticsProduct["variant"];
    name: AnalyticsProduct["name"];
    options: AnalyticsOption[];
    cents: number;
    parts: Partial<Parts>;
    categories: string[];
  }): AnalyticsProduct => ({
    usage: fields.usage,
    seller: "la_poste",
    productId: fields.productId,
    variant: fields.variant,
    name: fields.name,
    options: fields.options,
    optionCount: fields.options.length,
    quantity: 1,
    priceTaxIncluded: centsToEuros(fields.cents),
    priceTaxCredit: centsToEuros(fields.cents - taxCreditCents(fields.cents)),
    basePrice: centsToEuros(fields.parts.base ?? 0),
    braceletPrice: centsToEuros(fields.parts.bracelet ?? 0),
    geolocationPrice: centsToEuros(fields.parts.geolocation ?? 0),
    postmanPresencePrice: centsToEuros(fields.parts.presence ?? 0),
    postmanVisitPrice: centsToEuros(fields.parts.visits ?? 0),
    currency: "EUR",
    categories: fields.categories,
  });

  return [
    record({
      usage: "abonnement",
      productId: `${alias}_${price.formula}`,
      variant: subscriptionVariant(plan),
      name: plan,
      options: options.map((option) => option.name),
      cents: price.list.ttcPriceInCents,
      parts,
      categories: [...categories, plan],
    }),
    ...options.map((option) =>
      record({
        usage: "option",
        productId: `${alias}_${option.name}`,
        variant: optionVariant(plan),
        name: option.name,
        options: [],
        cents: option.cents,
        parts: option.only,
        categories: [...categories, "option"],
      }),
    ),
  ];
}

function hasFallDetector(services: Services): boolean {
  const remote = services.remoteAssistance ?? services.mobileRemoteAssistance ?? services.simplicityRemoteAssistance;
  return remote?.fallDetector === true;
}

/** The event pushed into `window.dataLayer` for a page view. */
export interface PageViewEvent {
  event: "pageview";
  /** SPEC 9: the tracking site id of the project and environment (app/kernel/platform/tracking.ts). */
  siteId?: string;
  page: { name: PageViewName; step: string; project: "vsmp" } & Partial<ContentFlags>;
  products: AnalyticsProduct[];
}

/**
 * The content system's flags of an editorial page (SPEC 2): `abTesting` lets the A/B-testing tool
 * of the tag manager run experiments on the page; `cashback` lets the cash-back partner's tag
 * record the visit. Both are only read by those tags, from the page view.
 */
export interface ContentFlags {
  abTesting: boolean;
  cashback: boolean;
}

export function pageViewEvent(name: PageViewName, step: string, products: AnalyticsProduct[] = [], flags?: ContentFlags, siteId?: string): PageViewEvent {
  return { event: "pageview", ...(siteId ? { siteId } : {}), page: { name, step, project: "vsmp", ...flags }, products };
}

/**
 * The pixel a page loads when it runs no script (JavaScript off, or a page that sends none), so
 * the page view is recorded anyway, with the content system's flags when the page has them.
 */
export const PAGE_VIEW_PIXEL_PATH = "/vsmp/analytics/pageview";

export function pageViewPixelUrl(name: PageViewName, step: string, flags?: ContentFlags, project: TrackingProject = "VSMP"): string {
  const query = new URLSearchParams({ name, step });
  // The counter's pages are SIBP's (SPEC 9): the page says so, the pixel's address cannot.
  if (project === "SIBP") query.set("project", project);
  if (flags) for (const [flag, value] of Object.entries(flags)) query.set(flag, String(value));
  return `${PAGE_VIEW_PIXEL_PATH}?${query.toString()}`;
}

const STEP_PATTERN = /^etape[1-7][ab]?$/;

/** What the pixel route records: a known name and a step slug (or nothing), else null. */
export function readPageViewQuery(query: URLSearchParams): { name: PageViewName; step: string | null; project: TrackingProject; flags?: Record<string, boolean> } | null {
  const name = query.get("name");
  if (!isPageViewName(name)) return null;
  const project: TrackingProject = query.get("project") === "SIBP" ? "SIBP" : "VSMP";
  const step = query.get("step");
  const flags = Object.fromEntries(["abTesting", "cashback"].filter((flag) => query.has(flag)).map((flag) => [flag, query.get(flag) === "true"]));
  return { name, step: step && STEP_PATTERN.test(step) ? step : null, project, ...(Object.keys(flags).length > 0 ? { flags } : {}) };
}
