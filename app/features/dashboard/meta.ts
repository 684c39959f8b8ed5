import type { MetaArgs } from "@remix-run/node";
import { resolveTemplate } from "~/kernel/ui/templates";
import { defaultLocale, isLocale } from "~/kernel/i18n/locales";
import { textsOf } from "~/kernel/i18n/texts";
import { frenchDe } from "~/kernel/i18n/wording";
import type { DashboardScreen } from "./pages";

/**
 * "Factures – Veiller sur mes parents" (prefixed "Erreur : " after a refused post: kernel/ui/document-meta.tsx); behind the
 * agent's door (the SIBP template) the agent's wording ("Contrat de Mme Marie Dupont – …").
 */
export function dashboardMeta(key: DashboardScreen) {
  return ({ data, matches }: MetaArgs) => {
    const rootData = matches.find((match) => match.id === "root")?.data as { locale?: unknown } | undefined;
    const text = textsOf(isLocale(rootData?.locale) ? rootData.locale : defaultLocale);
    const titles = text.dashboard.titles as Record<string, string>;
    const holder = (data as { holder?: unknown } | undefined)?.holder;
    const named = String(holder ?? "");
    // The title is read outside i18next: `{{holder, de}}` takes French "de" as the translations' formatter does.
    const agent = resolveTemplate(matches) === "sibp" ? titles[`${key}_agent`]?.replace(/\{\{holder(, de)?\}\}/, (_, de?: string) => (de ? frenchDe(named) : named)) : undefined;
    const heading = agent ?? titles[key];
    const title = `${heading} – ${text.common.site.name}`;
    return [{ title }];
  };
}

