import { useTranslation } from "react-i18next";
import { useReaderContext } from "~/kernel/ui/counter";
import { formatDay, formatMoment } from "~/kernel/i18n/date-format";
import type { WithdrawalWindow } from "~/kernel/contract/withdrawal";

/**
 * "Se rétracter du contrat ici" (decision 123), prominent, with what the period is: its last day,
 * that it starts with a paper order's signed documents, or (`window` null, without signing in)
 * the 14 days in general. On the confirmation, the dashboard home and the termination page. It
 * asks for its own texts, so that it shows them once they have loaded after a page change in the
 * browser (the page it is on may not have loaded them yet).
 */
export function WithdrawalLink({ href, window }: { href: string; window: WithdrawalWindow | null }) {
  const { t, i18n } = useTranslation("withdrawal");
  const reader = useReaderContext();
  const hint =
    window === null
      ? t("linkHintPublic")
      : window.state === "open"
        ? t("linkHint", { ...reader, date: formatDay(window.endDate, i18n.language) })
        : t("linkHintNotConcluded", reader);
  return (
    <div className="notice withdrawal-link">
      <p>
        <a className="button secondary" href={href}>
          {t("link")}
        </a>
      </p>
      <p className="hint">{hint}</p>
    </div>
  );
}

/** A withdrawn contract's home: when the withdrawal was received (French time), and its acknowledgement. */
export function WithdrawnNotice({ receivedAt, href }: { receivedAt: string; href: string }) {
  const { t, i18n } = useTranslation("withdrawal");
  const reader = useReaderContext();
  const { day, time } = formatMoment(new Date(receivedAt), i18n.language);
  return (
    <div className="notice">
      <p>{t("withdrawn", { ...reader, day, time })}</p>
      <p>
        <a href={href}>{t("withdrawnLink", reader)}</a>
      </p>
    </div>
  );
}
