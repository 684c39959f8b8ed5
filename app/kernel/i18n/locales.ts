import type { InitOptions } from "i18next";
import { inEnglishNumbers } from "~/kernel/money/money";
import { frenchDe } from "~/kernel/i18n/wording";

/** French first: fr is the default and the fallback; no URL prefix carries the locale. */
export const supportedLocales = ["fr", "en"] as const;
export type Locale = (typeof supportedLocales)[number];
export const defaultLocale: Locale = "fr";

export function isLocale(value: unknown): value is Locale {
  return typeof value === "string" && (supportedLocales as readonly string[]).includes(value);
}

/** Namespaces: common (shell), journey (subscription), notices (what a request tells the next journey page: promo codes and steps changed with the services, a quotation taken up; the offers' names they quote), services (the services a contract is made of: the services step, the summary, the avenant), validation (form messages), discount, people (journey people steps), checkout (the summary), order (payment, mandate, signature, its documents), confirmation (the journey's last page), sibp (the counter), dashboard (the contract dashboard), changes (the contract's changes: avenant, suspension, termination, on the dashboard and without signing in), records (the contract's versions, invoices and attestations), pages (pages that send no script: home, contracts list, price grid, legal notices, accessibility, shop), desk (the counter's contract desk), family (the family circle: relatives, invitations, follow-up), withdrawal (the withdrawal function, its acknowledgement and the model form). */
export const namespaces = ["common", "journey", "notices", "services", "validation", "discount", "people", "checkout", "order", "confirmation", "sibp", "dashboard", "changes", "records", "pages", "desk", "family", "withdrawal"] as const;



/**
 * The options of every i18next instance: one per language on the server, with every namespace
 * (app/kernel/i18n/i18next.server.ts); the browser's, which loads only its language's namespaces that
 * the page's routes name (entry.client.tsx).
 */
export const i18nOptions = {
  supportedLngs: [...supportedLocales],
  fallbackLng: defaultLocale,
  defaultNS: "common",
  ns: [...namespaces],
  // Amounts and rates are formatted once, in French; an English page shows them as English writes them.
  // `{{name, de}}` is French "de" before a name, elided where French elides it ("d'Élodie").
  interpolation: { escapeValue: false, alwaysFormat: true, format: (value: unknown, format: string | undefined, lng: string | undefined): string => (format === "de" && typeof value === "string" ? frenchDe(value) : lng === "en" && typeof value === "string" ? inEnglishNumbers(value) : (value as string)) },
  initImmediate: false,
  react: { useSuspense: false },
} satisfies InitOptions;
