import { MAX_APPLIED_CODES } from "~/kernel/money/discount/codes";
import { MAX_ATTEMPTS } from "~/kernel/money/discount/limiter";
import { useReaderTranslation } from "~/kernel/ui/counter";
import type { DiscountMessage } from "~/kernel/money/discount/pricing";
import type { DiscountEvent } from "~/kernel/money/discount/state";
import { noticeOfDiscountEvent, type NoticeView } from "~/kernel/money/discount/notices";
import type { SummaryEntry } from "~/kernel/ui/form";
import { Notices } from "~/kernel/ui/notices";
import { dateFormat } from "~/kernel/i18n/date-format";

interface View {
  applied: { code: string; label: DiscountMessage | null; fees?: DiscountMessage | null }[];
  status: { locked: boolean; remaining: number };
  lockedUntilIso: string | null;
  retryCode?: string | null;
}

function formatTime(iso: string | null, language: string): string {
  if (!iso) return "";
  return dateFormat(language === "en" ? "en" : "fr", { hour: "2-digit", minute: "2-digit", timeZone: "Europe/Paris" }).format(new Date(iso));
}

const PROMO_FIELD_ID = "promoCode";

type PromoError = { key: string; values?: Record<string, string | number>; code?: string } | null;

/** The promo code's error as the field and the error summary say it (times in Paris time). */
function usePromoErrorMessage(error: PromoError, lockedUntilIso: string | null = null): string | null {
  const { t, i18n } = useReaderTranslation();
  if (!error) return null;
  const time = error.values?.time;
  const values = time !== undefined ? { ...error.values, time: formatTime(String(time), i18n.language) || formatTime(lockedUntilIso, i18n.language) } : error.values;
  return t(error.key, values);
}

/** The error summary's entry for the promo code field (outside the step form's schema). */
export function usePromoSummary(error: PromoError): SummaryEntry[] {
  const message = usePromoErrorMessage(error);
  return message ? [{ fieldId: PROMO_FIELD_ID, message }] : [];
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
  error: PromoError;
}) {
  const { t, i18n } = useReaderTranslation();
  const locked = view?.status.locked ?? false;
  const lockTime = formatTime(view?.lockedUntilIso ?? null, i18n.language);
  const errorMessage = usePromoErrorMessage(error, view?.lockedUntilIso ?? null);
  return (
    <section className="discount-box" aria-labelledby="discount-title">
      <h2 id="discount-title">{t("discount:field.title")}</h2>
      <p>{t("discount:field.combine", { max: MAX_APPLIED_CODES })}</p>
      <Notices notices={notices.map(noticeOfDiscountEvent).filter((notice): notice is NoticeView => notice !== null)} />
      <div className={`field${error ? " invalid" : ""}`}>
        <label htmlFor="promoCode">{t("discount:field.label")}</label>
        <p className="hint" id="promoCode-hint">
          {locked ? t("discount:field.locked", { time: lockTime }) : t("discount:field.hint")}
        </p>
        {error && (
          <p className="field-error" id="promoCode-error" role="alert">
            {errorMessage}
          </p>
        )}
        <input
          type="text"
          id={PROMO_FIELD_ID}
          name="promoCode"
          defaultValue={error?.code}
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
            {view.applied.map(({ code, label, fees }) => (
              <li key={code}>
                <strong>{code}</strong>
                {(label || fees) && ` : ${[label, fees].flatMap((said) => (said ? [t(`discount:${said.key}`, said.values)] : [])).join(", ")}`}{" "}
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
