import { useReaderTranslation } from "~/kernel/ui/counter";
import { Analytics } from "~/kernel/ui/analytics";
import { CheckboxField, ConformForm, ErrorSummary, RadioGroup, useMessage } from "~/kernel/ui/form";
import { useForm } from "@conform-to/react";
import { JourneyDocuments } from "~/features/journey/journey-documents";
import { JourneyPage } from "~/features/journey/journey-frame";
import { PriceStatement, unavailablePriceKey } from "~/kernel/money/price";
import { pageViewName } from "~/kernel/platform/analytics";
import { CGV_PATH } from "~/kernel/contract/paths";
import { BackToSummary, IntentForm, useBusy, type StageData, type StageProps } from "./parts";

/** The order stage: the SEPA mandate's mentions, the signature method, the withdrawal choice, the CGV, the order button. */
export function OrderStage({ page, result }: StageProps<"order">) {
  const { frame, products, earlyStart, signature, signatureMethods, legal } = page;
  const { t } = useReaderTranslation();
  const busy = useBusy();
  const message = useMessage();
  // At the counter, the client signs the paper on the spot: the agent's wording of the methods.
  // `amount` is no field: the order refused while the amount of the debit cannot be shown.
  const [form, fields] = useForm<{ signatureMethod: string; cgv: string; earlyStart: string; amount: string }>({
    id: "order",
    lastResult: result,
    shouldRevalidate: "onSubmit",
  });
  const amountError = fields.amount.errors?.[0];
  return (
    <JourneyPage frame={frame} title={t("order:mandate.title")} summary={<ErrorSummary form={form} fields={fields} />}>
      <Analytics name={pageViewName("etape6")} step="etape6" products={products} />
      <MandateMentions page={page} />
      <JourneyDocuments />
      <p>{t("journey:form.requiredNotice")}</p>
      <ConformForm form={form} method="post" noValidate>
        <input type="hidden" name="form" value="order" />
        <RadioGroup
          field={fields.signatureMethod}
          legend={t("order:order.signatureLegend")}
          defaultValue={signature?.method}
          choices={signatureMethods.map((value) => ({
            value,
            label: t(`order:order.${value}`),
            hint: t(`order:order.${value}Hint`),
          }))}
        />
        <section aria-labelledby="withdrawal-title">
          <h2 id="withdrawal-title">{t("order:order.withdrawalTitle")}</h2>
          <p>{t("order:order.withdrawal", { days: legal.withdrawalDays })}</p>
          <CheckboxField
            field={fields.earlyStart}
            label={t("order:order.earlyStart", { days: legal.withdrawalDays })}
            hint={t("order:order.earlyStartHint", { earlyDays: legal.earlyStartDays })}
            defaultChecked={earlyStart}
          />
        </section>
        <fieldset className="field">
          <legend>{t("order:order.cgvLegend")}</legend>
          <CheckboxField
            field={fields.cgv}
            label={t("order:order.cgv")}
            hint={
              <a href={CGV_PATH} target="_blank" rel="noopener noreferrer">
                {t("order:order.cgvLink")} {t("order:order.newTab")}
              </a>
            }
          />
        </fieldset>
        {amountError && (
          <p id={fields.amount.id} className="field-error" tabIndex={-1}>
            <span className="visually-hidden">{t("journey:form.errorPrefix")}</span>
            {message(amountError)}
          </p>
        )}
        <div className="step-actions">
          <button type="submit" className="button" disabled={busy} aria-describedby={amountError ? fields.amount.id : undefined}>
            {t("order:order.submit")}
          </button>
          <BackToSummary frame={frame} />
        </div>
      </ConformForm>
    </JourneyPage>
  );
}

/** The SEPA mandate page's mandatory mentions (DESIGN 7), the IBAN masked. */
function MandateMentions({ page }: { page: StageData<"order"> }) {
  const { mandate, price, priceUnavailable, legal } = page;
  const { t } = useReaderTranslation();
  if (!mandate) return null;
  return (
    <section className="mandate" aria-labelledby="sepa-mandate-title">
      <h2 id="sepa-mandate-title">{t("order:mandate.heading")}</h2>
      <dl className="summary-list">
        <dt>{t("order:mandate.creditor")}</dt>
        <dd>{mandate.creditorName}</dd>
        <dt>{t("order:mandate.creditorAddress")}</dt>
        <dd>{t("order:mandate.creditorAddressValue")}</dd>
        <dt>{t("order:mandate.ics")}</dt>
        <dd>{mandate.ics}</dd>
        <dt>{t("order:mandate.rum")}</dt>
        <dd>{mandate.rum}</dd>
        <dt>{t("order:mandate.debtor")}</dt>
        <dd>{mandate.accountOwner}</dd>
        <dt>{t("order:mandate.iban")}</dt>
        <dd>{mandate.ibanMasked}</dd>
        {mandate.bicMasked && (
          <>
            <dt>{t("order:mandate.bic")}</dt>
            <dd>{mandate.bicMasked}</dd>
          </>
        )}
        <dt>{t("order:mandate.paymentType")}</dt>
        <dd>{t("order:mandate.recurrent")}</dd>
        <dt>{t("order:mandate.amount")}</dt>
        <dd>{priceUnavailable || !price ? t(unavailablePriceKey(priceUnavailable ?? "price")) : <PriceStatement price={price} debitStart={page.debitStart} />}</dd>
      </dl>
      <p>{t("order:mandate.authorisation", { creditor: mandate.creditorName })}</p>
      <p>{t("order:mandate.preNotification", { days: legal.preNotificationDays })}</p>
      <p>{t("order:mandate.refund", { weeks: legal.refundWeeks, months: legal.unauthorisedRefundMonths })}</p>
      <p>{t("order:mandate.rights")}</p>
      <IntentForm intent="editMandate" label={t("order:mandate.edit")} />
    </section>
  );
}
