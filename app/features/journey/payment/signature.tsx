import type { SubmissionResult } from "@conform-to/react";
import { Form } from "@remix-run/react";
import { useReaderTranslation } from "~/kernel/ui/counter";
import { Analytics } from "~/kernel/ui/analytics";
import { ConformForm, DefaultSubmit, ErrorSummary, TextField } from "~/kernel/ui/form";
import { useForm } from "@conform-to/react";
import { JourneyDocuments } from "~/features/journey/journey-documents";
import { JourneyPage } from "~/features/journey/journey-frame";
import { pageViewName } from "~/kernel/platform/analytics";
import { IntentForm, useBusy, type PaymentData } from "./parts";

/**
 * The signature stage: the code of the electronic signature, or the last step of an order
 * signed. It reads only what every stage's data holds: after a paper order whose validation
 * failed, it shows with the data of the order stage (the loader read the cookie before).
 */
export function SignatureStage({ page, result, resentTo }: { page: PaymentData; result?: SubmissionResult<string[]>; resentTo?: string | null }) {
  const { frame, products, signature } = page;
  const { t } = useReaderTranslation();
  const busy = useBusy();
  const needsCode = signature?.method === "ELECTRONIC" && !signature.signed;
  const [form, fields] = useForm<{ code: string }>({ id: "signature", lastResult: result, shouldRevalidate: "onSubmit" });
  const sentTo = resentTo ?? signature?.sentTo;
  return (
    <JourneyPage
      frame={frame}
      title={t(needsCode ? "order:signature.codeTitle" : "order:signature.finishTitle")}
      summary={<ErrorSummary form={form} fields={fields} />}
    >
      <Analytics name={pageViewName("etape6", { validationCode: needsCode })} step="etape6" products={products} />
      {needsCode ? (
        <>
          {sentTo && (
            <p role="status" className={resentTo ? "notice" : undefined}>
              {t(resentTo ? "order:signature.sentAgain" : "order:signature.sentTo", { phone: sentTo })}
            </p>
          )}
          <ConformForm form={form} method="post" noValidate>
            <DefaultSubmit />
            <input type="hidden" name="form" value="signature" />
            <TextField
              field={fields.code}
              label={t("order:signature.code")}
              hint={t("order:signature.codeHint")}
              inputMode="numeric"
              autoComplete="one-time-code"
              width="short"
            />
            <button type="submit" name="intent" value="resendCode" className="button secondary" disabled={busy}>
              {t("order:signature.resend")}
            </button>
            <div className="step-actions">
              <button type="submit" className="button" disabled={busy}>
                {t("order:signature.submit")}
              </button>
            </div>
          </ConformForm>
        </>
      ) : (
        <>
          <p>{t(signature?.method === "PAPER" ? "order:signature.paper" : "order:signature.signed")}</p>
          <Form method="post" id={form.id}>
            <input type="hidden" name="form" value="signature" />
            <div className="step-actions">
              <button type="submit" className="button" disabled={busy}>
                {t("order:signature.finish")}
              </button>
            </div>
          </Form>
        </>
      )}
      <JourneyDocuments />
      {!signature?.signed && <IntentForm intent="changeMethod" label={t("order:signature.changeMethod")} />}
    </JourneyPage>
  );
}
