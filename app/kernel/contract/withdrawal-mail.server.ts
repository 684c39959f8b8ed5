import { formatDay, formatMoment } from "~/kernel/i18n/date-format";
import { formatEurosIn } from "~/kernel/money/money";
import { acknowledgementWordings, type RecordedWithdrawal } from "~/kernel/contract/withdrawal";
import { getT } from "~/kernel/i18n/i18next.server";
import type { Locale } from "~/kernel/i18n/locales";
import { sendMail } from "~/kernel/platform/mailer.server";

/**
 * The withdrawal's acknowledgement by mail (decision 123): the same sentences as the page and the
 * hub's PDF (app/kernel/contract/withdrawal), to the address typed in the statement; a copy to the
 * subscriber's address as the hub has it when that is another one, so that a withdrawal asked
 * without signing in never goes unseen by the person whose contract it ends. Best effort: the
 * withdrawal stands when the mail cannot be sent, and the page says so (the PDF stays offered).
 */
export async function sendWithdrawalMail(
  contractNumber: string,
  withdrawal: RecordedWithdrawal,
  subscriberMail: string | null,
  locale: Locale,
  requestId?: string,
): Promise<boolean> {
  const t = getT(locale);
  const read = {
    money: (cents: number) => formatEurosIn(cents, locale),
    day: (iso: string) => formatDay(iso, locale),
    moment: (instant: string) => formatMoment(new Date(instant), locale),
  };
  const lines = acknowledgementWordings(contractNumber, withdrawal, read).map((wording) => t(wording.key, wording.values));
  const text = (copy: boolean) =>
    [t("withdrawal:mail.hello"), t("withdrawal:mail.intro", { number: contractNumber }), ...lines, t("withdrawal:mail.keep"), ...(copy ? [t("withdrawal:mail.copy")] : [])].join("\n\n");
  const subject = t("withdrawal:mail.subject", { number: contractNumber });
  const sent = async (to: string, copy: boolean) => {
    try {
      await sendMail({ to, subject, text: text(copy) }, { kind: copy ? "withdrawal acknowledgement copy" : "withdrawal acknowledgement", requestId });
      return true;
    } catch {
      return false;
    }
  };
  const delivered = await sent(withdrawal.mail, false);
  if (subscriberMail && subscriberMail.trim().toLowerCase() !== withdrawal.mail.trim().toLowerCase()) await sent(subscriberMail, true);
  return delivered;
}
