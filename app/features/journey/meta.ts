import type { MetaArgs } from "@remix-run/node";
import { defaultLocale, isLocale } from "~/kernel/i18n/locales";
import { textsOf } from "~/kernel/i18n/texts";

interface StepData {
  frame: { current: number; max: number; totalKnown?: boolean; labels?: "sibp" };
}

/** "Étape N sur M – Label – Veiller sur mes parents" (prefixed "Erreur : " after a refused post: kernel/ui/document-meta.tsx). */
export function journeyMeta({ data, matches }: MetaArgs, labelKey: string) {
  const rootData = matches.find((match) => match.id === "root")?.data as { locale?: unknown } | undefined;
  const locale = isLocale(rootData?.locale) ? rootData.locale : defaultLocale;
  const text = textsOf(locale);
  const step = data as StepData | undefined;
  if (!step) return [{ title: text.common.site.name }];
  // No total before the services are known (it would change): "Étape 1 – Vos services".
  const pattern = step.frame.totalKnown === false ? text.journey.stepper.countUnknown : text.journey.stepper.count;
  const count = pattern.replace("{{current}}", String(step.frame.current)).replace("{{max}}", String(step.frame.max));
  const label = ((step.frame.labels === "sibp" ? text.sibp.steps : text.journey.steps) as Record<string, string>)[labelKey] ?? "";
  const title = `${count} – ${label} – ${text.common.site.name}`;
  return [{ title }];
}
