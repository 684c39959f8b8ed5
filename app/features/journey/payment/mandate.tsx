import { useReaderTranslation } from "~/kernel/ui/counter";
import { Analytics } from "~/kernel/ui/analytics";
import { ConformForm, ErrorSummary, TextField } from "~/kernel/ui/form";
import { useForm } from "@conform-to/react";
import { JourneyPage } from "~/features/journey/journey-frame";
import { ChargedPrice } from "~/kernel/money/price";
import { pageViewName } from "~/kernel/platform/analytics";
import type { Mandate } from "~/features/journey/rules/sepa";
import { BackToSummary, IntentForm, useBusy, type StageProps } from "./parts";

/** The mandate stage: the bank details, or the mandate already saved to keep. */
export function MandateStage({ page, result }: StageProps<"mandate">) {
  const { frame, price, priceUnavailable, mandate, accountOwner, products } = page;
  const { t } = useReaderTranslation();
  const busy = useBusy();
  const [form, fields] = useForm<Mandate>({ id: "mandate", lastResult: result, shouldRevalidate: "onSubmit" });
  return (
    <JourneyPage frame={frame} title={t("order:payment.title")} summary={<ErrorSummary form={form} fields={fields} />}>
      <Analytics name={pageViewName("etape6")} step="etape6" products={products} />
      <p>{t("order:payment.intro")}</p>
      <ChargedPrice price={price} unavailable={priceUnavailable} debitStart={page.debitStart} />
      <p>{t("journey:form.requiredNotice")}</p>
      <ConformForm form={form} method="post" noValidate>
        <input type="hidden" name="form" value="mandate" />
        <fieldset className="field">
          <legend>{t("order:mandateForm.legend")}</legend>
          <TextField
            field={fields.accountOwner}
            label={t("order:mandateForm.accountOwner")}
            hint={t("order:mandateForm.accountOwnerHint")}
            autoComplete="name"
            defaultValue={accountOwner}
          />
          <TextField
            field={fields.iban}
            label={t("order:mandateForm.iban")}
            hint={t("order:mandateForm.ibanHint")}
            inputMode="text"
            autoComplete="off"
          />
          <TextField
            field={fields.bic}
            label={t("order:mandateForm.bic")}
            hint={t("order:mandateForm.bicHint")}
            autoComplete="off"
            optional
            width="medium"
          />
        </fieldset>
        <p className="hint">{t("order:mandateForm.privacy")}</p>
        <div className="step-actions">
          <button type="submit" className="button" disabled={busy}>
            {t("order:mandateForm.submit")}
          </button>
          <BackToSummary frame={frame} />
        </div>
      </ConformForm>
      {mandate && <IntentForm intent="keepMandate" label={t("order:mandateForm.keep")} />}
    </JourneyPage>
  );
}
