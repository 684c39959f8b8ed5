import { RemixBrowser } from "@remix-run/react";
import i18next from "i18next";
import resourcesToBackend from "i18next-resources-to-backend";
import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { I18nextProvider, initReactI18next } from "react-i18next";
import { getInitialNamespaces } from "remix-i18next/client";
import { defaultLocale, i18nOptions, isLocale } from "~/i18n/locales";

/**
 * The browser's texts: only the page's language, and only the namespaces its routes name in their
 * `handle.i18n` (remix-i18next's getInitialNamespaces), each a chunk of its own loaded before the
 * page hydrates; a namespace a later page needs comes when that page asks for it (root.tsx).
 */
const lang = document.documentElement.lang;

void i18next
  .use(initReactI18next)
  .use(resourcesToBackend((language: string, namespace: string) => import(`../locales/${language}/${namespace}.json`)))
  .init({ ...i18nOptions, lng: isLocale(lang) ? lang : defaultLocale, ns: ["common", ...getInitialNamespaces()] })
  .then(() => {
    startTransition(() => {
      hydrateRoot(
        document,
        <I18nextProvider i18n={i18next}>
          <StrictMode>
            <RemixBrowser />
          </StrictMode>
        </I18nextProvider>,
      );
    });
  });
