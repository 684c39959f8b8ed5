import { MAX_ATTEMPTS } from "~/domain/discount/limiter";
import { useTranslation } from "react-i18next";
import type { DiscountMessage } from "~/domain/discount/pricing";
import type { DiscountEvent } from "~/domain/discount/state";
import { noticeOfDiscountEvent, type NoticeView } from "~/domain/discount/notices";
import { Notices } from "./notices";

interface View {
  applied: { code: string; label: DiscountMessage | null }[];
  status: { locked: boolean; remaining: number };
  lockedUntilIso: string | null;
  retryCode?: string | null;
}

function formatTime(iso: string | null, language: string): string {
  if (!iso) return "";
  return new Intl.DateTimeFormat(language === "en" ? "en-GB" : "fr-FR", {
    hour: "2-digit",
    minute: "2-digit",
    timeZone: "Europe/Paris",
  }).format(new Date(iso));
}

/**
 * The promo code field of the journey: "Appliquer" and "Retirer" are intent buttons of the
 * step's form (they work without JavaScript); the attempt limit is shown with the time it ends.
 */
export function DiscountBox({
  view,
  notices,
  error,
}: {
  view: View | null;
  notices: DiscountEvent[];
  error: { key: string; values?: Record<string, string | number> } | null;
}) {
  const { t, i18n } = useTranslation();
  const locked = view?.status.locked ?? false;
  const lockTime = formatTime(view?.lockedUntilIso ?? null, i18n.language);
  const errorValues = error?.values?.time !== undefined ? { ...error.values, time: formatTime(String(error.values.time), i18n.language) || lockTime } : error?.values;
  return (
    <section className="discount-box" aria-labelledby="discount-title">
      <h2 id="discount-title">{t("discount:field.title")}</h2>
      <Notices notices={notices.map(noticeOfDiscountEvent).filter((notice): notice is NoticeView => notice !== null)} />
      <div className={`field${error ? " invalid" : ""}`}>
        <label htmlFor="promoCode">{t("discount:field.label")}</label>
        <p className="hint" id="promoCode-hint">
          {locked ? t("discount:field.locked", { time: lockTime }) : t("discount:field.hint")}
        </p>
        {error && (
          <p className="field-error" id="promoCode-error" role="alert">
            {t(error.key, errorValues)}
          </p>
        )}
        <input
          type="text"
          id="promoCode"
          name="promoCode"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          disabled={locked}
          aria-invalid={error ? true : undefined}
          aria-describedby={`promoCode-hint${error ? " promoCode-error" : ""}`}
          className="width-medium"
        />
      </div>
      <button type="submit" name="intent" value="apply-promo" className="button secondary" disabled={locked}>
        {t("discount:actions.apply")}
      </button>
      {view?.retryCode && !locked && (
        <button type="submit" name="intent" value="retry-promo" className="link-button">
          {t("discount:actions.retry")} ({view.retryCode})
        </button>
      )}
      {!locked && view && view.status.remaining < MAX_ATTEMPTS && (
        <p className="hint">{t("discount:attempts.remaining", { remaining: view.status.remaining, max: MAX_ATTEMPTS })}</p>
      )}
      {view && view.applied.length > 0 && (
        <>
          <h3>{t("discount:applied.title")}</h3>
          <ul className="applied-codes">
            {view.applied.map(({ code, label }) => (
              <li key={code}>
                <strong>{code}</strong>
                {label && ` : ${t(`discount:${label.key}`, label.values)}`}{" "}
                <button
                  type="submit"
                  name="intent"
                  value={`remove-promo:${code}`}
                  className="link-button"
                  aria-label={t("discount:actions.removeCode", { code })}
                >
                  {t("discount:actions.remove")}
                </button>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
