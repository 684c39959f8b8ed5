import { RemixBrowser } from "@remix-run/react";
import i18next from "i18next";
import resourcesToBackend from "i18next-resources-to-backend";
import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { I18nextProvider, initReactI18next } from "react-i18next";
import { getInitialNamespaces } from "remix-i18next/client";
import { CHUNK_RELOAD_KEY, mayReloadForChunk } from "~/kernel/ui/browser";
import { defaultLocale, i18nOptions, isLocale } from "~/kernel/i18n/locales";

/**
 * The browser's texts: only the page's language, and only the namespaces its routes name in their
 * `handle.i18n` (remix-i18next's getInitialNamespaces), each a chunk of its own loaded before the
 * page hydrates; a namespace a later page needs comes when that page asks for it (root.tsx).
 */
const lang = document.documentElement.lang;

/**
 * SPEC 8's chunk guard (decision 093): a code chunk that fails to load (a deploy replaced it)
 * reloads the page, which brings the new ones, at most once per minute (the time is kept in the
 * tab's session storage; without it, no reload). Vite says so with `vite:preloadError`; our own
 * imports (the texts' chunks) say so here. A page whose texts did not load is not hydrated: it
 * works as it was served, without JavaScript.
 */
let chunkFailed = false;
function reloadAfterChunkFailure() {
  chunkFailed = true;
  try {
    const last = sessionStorage.getItem(CHUNK_RELOAD_KEY);
    const now = Date.now();
    if (!mayReloadForChunk(last === null ? null : Number(last), now)) return;
    sessionStorage.setItem(CHUNK_RELOAD_KEY, String(now));
  } catch {
    return;
  }
  window.location.reload();
}
window.addEventListener("vite:preloadError", (event) => {
  event.preventDefault();
  reloadAfterChunkFailure();
});

void i18next
  .use(initReactI18next)
  .use(
    resourcesToBackend((language: string, namespace: string) =>
      import(`../locales/${language}/${namespace}.json`).catch((error: unknown) => {
        reloadAfterChunkFailure();
        throw error;
      }),
    ),
  )
  .init({ ...i18nOptions, lng: isLocale(lang) ? lang : defaultLocale, ns: ["common", ...getInitialNamespaces()] })
  .then(() => {
    if (chunkFailed) return;
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
