import { RemixBrowser } from "@remix-run/react";
import i18next from "i18next";
import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { I18nextProvider, initReactI18next } from "react-i18next";
import { i18nOptions, isLocale, defaultLocale } from "~/i18n/locales";

const lang = document.documentElement.lang;

void i18next
  .use(initReactI18next)
  .init({ ...i18nOptions, lng: isLocale(lang) ? lang : defaultLocale })
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
