import type { InitOptions, Resource } from "i18next";
import enCheckout from "../../locales/en/checkout.json";
import en from "../../locales/en/common.json";
import enDashboard from "../../locales/en/dashboard.json";
import enDesk from "../../locales/en/desk.json";
import enDiscount from "../../locales/en/discount.json";
import enJourney from "../../locales/en/journey.json";
import enPages from "../../locales/en/pages.json";
import enPeople from "../../locales/en/people.json";
import enSibp from "../../locales/en/sibp.json";
import enValidation from "../../locales/en/validation.json";
import frCheckout from "../../locales/fr/checkout.json";
import fr from "../../locales/fr/common.json";
import frDashboard from "../../locales/fr/dashboard.json";
import frDesk from "../../locales/fr/desk.json";
import frDiscount from "../../locales/fr/discount.json";
import frJourney from "../../locales/fr/journey.json";
import frPages from "../../locales/fr/pages.json";
import frPeople from "../../locales/fr/people.json";
import frSibp from "../../locales/fr/sibp.json";
import frValidation from "../../locales/fr/validation.json";

/** French first: fr is the default and the fallback; no URL prefix carries the locale. */
export const supportedLocales = ["fr", "en"] as const;
export type Locale = (typeof supportedLocales)[number];
export const defaultLocale: Locale = "fr";

export function isLocale(value: unknown): value is Locale {
  return typeof value === "string" && (supportedLocales as readonly string[]).includes(value);
}

/** Namespaces: common (shell), journey (subscription), validation (form messages), discount, people (journey people steps), checkout (summary, payment, confirmation), sibp (the counter), dashboard (the contract dashboard), pages (public pages owned by the app: price grid, legal notices, accessibility, shop), desk (the counter's contract desk). */
export const namespaces = ["common", "journey", "validation", "discount", "people", "checkout", "sibp", "dashboard", "pages", "desk"] as const;

export const resources = {
  fr: { common: fr, journey: frJourney, validation: frValidation, discount: frDiscount, people: frPeople, checkout: frCheckout, sibp: frSibp, dashboard: frDashboard, pages: frPages, desk: frDesk },
  en: { common: en, journey: enJourney, validation: enValidation, discount: enDiscount, people: enPeople, checkout: enCheckout, sibp: enSibp, dashboard: enDashboard, pages: enPages, desk: enDesk },
} satisfies Resource;

export const i18nOptions = {
  supportedLngs: [...supportedLocales],
  fallbackLng: defaultLocale,
  defaultNS: "common",
  ns: [...namespaces],
  resources,
  interpolation: { escapeValue: false },
  initImmediate: false,
  react: { useSuspense: false },
} satisfies InitOptions;
