import type { MetaDescriptor } from "@remix-run/node";
import { robotsMeta } from "~/kernel/ui/robots";
import { defaultLocale, isLocale } from "~/kernel/i18n/locales";
import { textsOf as languageTexts } from "~/kernel/i18n/texts";

interface MatchLike {
  id: string;
  data?: unknown;
}

/** The texts of the visitor's language, from the root route's data. */
export function textsOf(matches: readonly MatchLike[]) {
  const locale = (matches.find((match) => match.id === "root")?.data as { locale?: unknown } | undefined)?.locale;
  return languageTexts(isLocale(locale) ? locale : defaultLocale);
}

/** "Page title – Veiller sur mes parents" in the visitor's language. */
export function pageTitle(title: string, matches: readonly MatchLike[]): string {
  return `${title} – ${textsOf(matches).common.site.name}`;
}

/** The title and robots meta of an editorial page (the content system's robots value). */
export function contentMeta(
  data: { page: { title: string; robots?: string | null } } | undefined,
  matches: readonly MatchLike[],
): MetaDescriptor[] {
  if (!data) return [];
  return [{ title: pageTitle(data.page.title, matches) }, { name: "robots", content: robotsMeta(data.page.robots) }];
}
