import { createInstance, type i18n, type TFunction } from "i18next";
import { initReactI18next } from "react-i18next";
import { RemixI18Next } from "remix-i18next/server";
import { defaultLocale, i18nOptions, isLocale, supportedLocales, type Locale } from "~/kernel/i18n/locales";
import { resources } from "~/kernel/i18n/resources";
import { registerInstances } from "~/kernel/i18n/texts";
import { localeCookie } from "~/kernel/sessions/cookies.server";

/** Locale detection: the language switch's cookie, else French. */
const detector = new RemixI18Next({
  detection: {
    supportedLanguages: [...supportedLocales],
    fallbackLanguage: defaultLocale,
    cookie: localeCookie,
    order: ["cookie"],
  },
});

/** The root loader and the document both ask: the cookie is read once per request. */
const localeOfRequest = new WeakMap<Request, Promise<Locale>>();

export function getLocale(request: Request): Promise<Locale> {
  let locale = localeOfRequest.get(request);
  if (!locale) {
    locale = detector.getLocale(request).then((detected) => (isLocale(detected) ? detected : defaultLocale));
    localeOfRequest.set(request, locale);
  }
  return locale;
}

/** One i18next instance per language, created once: per-request initialisation is costly. */
const instances = Object.fromEntries(
  supportedLocales.map((locale) => {
    const instance = createInstance();
    void instance.use(initReactI18next).init({ ...i18nOptions, resources, lng: locale });
    return [locale, instance];
  }),
) as Record<Locale, i18n>;
registerInstances(instances);

export function getI18n(locale: Locale): i18n {
  return instances[locale];
}

export function getT(locale: Locale): TFunction {
  return instances[locale].t;
}
