import type { ScriptsHandle } from "~/kernel/ui/scripts";
import type { MetaArgs } from "@remix-run/node";
import { PublicTerminationPage } from "~/features/termination/termination-form";
import { actPublicTermination, loadPublicTermination } from "~/features/termination/termination.server";
import { personalDataHeaders } from "~/kernel/platform/security";
import { defaultLocale, isLocale } from "~/kernel/i18n/locales";
import { textsOf } from "~/kernel/i18n/texts";

/** "Résilier mon contrat" without signing in: linked from the footer of every page. */
export const meta = ({ matches }: MetaArgs) => {
  const rootData = matches.find((match) => match.id === "root")?.data as { locale?: unknown } | undefined;
  const text = textsOf(isLocale(rootData?.locale) ? rootData.locale : defaultLocale);
  const title = `${text.dashboard.titles.publicTermination} – ${text.common.site.name}`;
  return [{ title }];
};
export const headers = personalDataHeaders;
export const loader = loadPublicTermination;
export const action = actPublicTermination;
/** A page with a form: JavaScript enhances it (components/scripts.ts). */
export const handle: ScriptsHandle = { hydrate: true, i18n: ["dashboard", "changes", "journey", "validation", "withdrawal"] };
export default PublicTerminationPage;
