import type { MetaArgs } from "@remix-run/node";
import { defaultLocale, isLocale } from "~/kernel/i18n/locales";
import { textsOf } from "~/kernel/i18n/texts";

/** The title of a SIBP page: "Page – Espace agent" (prefixed "Erreur : " after a refused post: document-meta.tsx). */
export function sibpMeta({ matches }: MetaArgs, titleKey: `sibp:${string}`) {
  const rootData = matches.find((match) => match.id === "root")?.data as { locale?: unknown } | undefined;
  const text = textsOf(isLocale(rootData?.locale) ? rootData.locale : defaultLocale);
  const label = titleKey
    .slice("sibp:".length)
    .split(".")
    .reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], text.sibp);
  const title = `${typeof label === "string" ? label : ""} – ${text.common.site.agentName}`;
  return [{ title }];
}
