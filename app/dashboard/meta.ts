import type { HeadersFunction, MetaArgs } from "@remix-run/node";
import { defaultLocale, isLocale, resources } from "~/i18n/locales";
import { PAGE_KEYS } from "./layout";
import type { DashboardPage } from "./door";

/** "Factures – Veiller sur mes parents", prefixed "Erreur : " after a refused form. */
export function dashboardMeta(page: DashboardPage) {
  return ({ data, matches }: MetaArgs) => {
    const rootData = matches.find((match) => match.id === "root")?.data as { locale?: unknown } | undefined;
    const text = resources[isLocale(rootData?.locale) ? rootData.locale : defaultLocale];
    const title = `${(text.dashboard.titles as Record<string, string>)[PAGE_KEYS[page]]} – ${text.common.site.name}`;
    const hasErrors = (data as { hasErrors?: boolean } | undefined)?.hasErrors;
    return [{ title: hasErrors ? `${text.journey.form.errorTitlePrefix}${title}` : title }];
  };
}

/** DESIGN 7/8: a person's pages are never stored by a browser or a proxy, errors included. */
export const privatePageHeaders: HeadersFunction = () => ({ "Cache-Control": "private, no-store" });
