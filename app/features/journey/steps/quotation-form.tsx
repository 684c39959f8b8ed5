import type { SubmissionResult } from "@conform-to/react";
import { useTranslation } from "react-i18next";
import { ConformForm, ErrorSummary, TextField } from "~/kernel/ui/form";
import { useForm } from "@conform-to/react";
import { formatDay } from "~/kernel/i18n/date-format";
import type { QuotationForm as QuotationFormValue } from "~/features/journey/rules/quotation";

interface Props {
  email: string;
  sent: { number: string; sentTo: string; validUntil: string } | null;
  lastResult?: SubmissionResult<string[]>;
}

/** The form of a quotation and its errors (the summary above the page title, DESIGN 6). */
export function useQuotationForm({ email, lastResult }: Pick<Props, "email" | "lastResult">) {
  return useForm<QuotationFormValue>({ id: "quotation", defaultValue: { email }, lastResult, shouldRevalidate: "onSubmit" });
}

export function QuotationErrors({ form }: { form: ReturnType<typeof useQuotationForm> }) {
  const [meta, fields] = form;
  return <ErrorSummary form={meta} fields={fields} />;
}

/** At the counter, from the summary: the quotation handed to the client, by e-mail and to print. */
export function QuotationForm({ form, sent }: { form: ReturnType<typeof useQuotationForm>; sent: Props["sent"] }) {
  const { t, i18n } = useTranslation();
  const [meta, fields] = form;
  return (
    <section className="summary-section" aria-labelledby="quotation-title">
      <h2 id="quotation-title">{t("sibp:quotation.title")}</h2>
      <p>{t("sibp:quotation.lead")}</p>
      {sent && <p>{t("sibp:quotation.alreadySent", { number: sent.number, email: sent.sentTo, date: formatDay(sent.validUntil, i18n.language) })}</p>}
      <ConformForm form={meta} method="post" noValidate>
        <input type="hidden" name="intent" value="quotation" />
        <TextField field={fields.email} type="email" inputMode="email" label={t("sibp:quotation.email")} hint={t("sibp:quotation.emailHint")} width="long" />
        <button type="submit" className="button secondary">
          {t("sibp:quotation.send")}
        </button>
      </ConformForm>
    </section>
  );
}
