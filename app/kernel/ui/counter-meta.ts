import type { MetaArgs } from "@remix-run/node";
import { defaultLocale, isLocale } from "~/kernel/i18n/locales";
import { textsOf } from "~/kernel/i18n/texts";

/** The title of a SIBP page: "Page – Espace agent", prefixed "Erreur : " when the page says it has errors. */
export function sibpMeta({ data, matches }: MetaArgs, titleKey: `sibp:${string}`) {
  const rootData = matches.find((match) => match.id === "root")?.data as { locale?: unknown } | undefined;
  const text = textsOf(isLocale(rootData?.locale) ? rootData.locale : defaultLocale);
  const label = titleKey
    .slice("sibp:".length)
    .split(".")
    .reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], text.sibp);
  const title = `${typeof label === "string" ? label : ""} – ${text.common.site.agentName}`;
  const hasErrors = (data as { hasErrors?: unknown } | undefined)?.hasErrors === true;
  return [{ title: hasErrors ? `${text.journey.form.errorTitlePrefix}${title}` : title }];
}
