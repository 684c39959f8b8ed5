import type { MetaArgs } from "@remix-run/node";
import type { ScriptsHandle } from "~/kernel/ui/scripts";
import { personalDataHeaders } from "~/kernel/platform/security";
import { PublicWithdrawalPage } from "~/features/termination/withdrawal-form";
import { actPublicWithdrawal, loadPublicWithdrawal } from "~/features/termination/withdrawal.server";
import { defaultLocale, isLocale } from "~/kernel/i18n/locales";
import { textsOf } from "~/kernel/i18n/texts";

/** "Se rétracter du contrat ici" without signing in (decision 123): linked from the confirmation, the termination page, every contract and the CGV. */
export const meta = ({ matches }: MetaArgs) => {
  const rootData = matches.find((match) => match.id === "root")?.data as { locale?: unknown } | undefined;
  const text = textsOf(isLocale(rootData?.locale) ? rootData.locale : defaultLocale);
  const title = `${text.withdrawal.titles.page} – ${text.common.site.name}`;
  return [{ title }];
};
export const headers = personalDataHeaders;
export const loader = loadPublicWithdrawal;
export const action = actPublicWithdrawal;
/** A page with a form: JavaScript enhances it (components/scripts.ts). */
export const handle: ScriptsHandle = { hydrate: true, i18n: ["dashboard", "journey", "validation", "withdrawal"] };
export default PublicWithdrawalPage;
