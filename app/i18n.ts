import type { InitOptions, Resource } from "i18next";
import en from "../locales/en/common.json";
import fr from "../locales/fr/common.json";

/** French first: fr is the default and the fallback; no URL prefix carries the locale. */
export const supportedLocales = ["fr", "en"] as const;
export type Locale = (typeof supportedLocales)[number];
export const defaultLocale: Locale = "fr";

export function isLocale(value: unknown): value is Locale {
  return typeof value === "string" && (supportedLocales as readonly string[]).includes(value);
}

export const resources = {
  fr: { common: fr },
  en: { common: en },
} satisfies Resource;

export const i18nOptions = {
  supportedLngs: [...supportedLocales],
  fallbackLng: defaultLocale,
  defaultNS: "common",
  ns: ["common"],
  resources,
  interpolation: { escapeValue: false },
  initImmediate: false,
  react: { useSuspense: false },
} satisfies InitOptions;
