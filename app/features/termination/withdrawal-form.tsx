import { useActionData, useLoaderData } from "@remix-run/react";
import { ConformForm, DefaultSubmit, ErrorSummary, TextField } from "~/kernel/ui/form";
import type { PublicWithdrawalInput } from "~/kernel/contract/withdrawal-form";
import type { actPublicWithdrawal, loadPublicWithdrawal } from "./withdrawal.server";
import { StatementFields, WithdrawalAcknowledgement, WithdrawalConfirm, WithdrawalEnded, useWithdrawalForm } from "~/kernel/contract/withdrawal-parts";
import { useWords } from "~/kernel/ui/words";

/** "Se rétracter du contrat ici" without signing in (decision 123): the statement, its confirmation, the acknowledgement. */
export function PublicWithdrawalPage() {
  const { done, mailSent, contractNumber, termination } = useLoaderData<typeof loadPublicWithdrawal>();
  const actionData = useActionData<typeof actPublicWithdrawal>();
  const [form, fields] = useWithdrawalForm<PublicWithdrawalInput>("public-withdrawal", actionData, contractNumber ? { contractNumber } : undefined);
  const { t } = useWords();
  const review = actionData?.review;
  const contract = actionData?.contract;
  const ended = actionData?.ended;
  if (done || mailSent !== null) {
    return (
      <div className="container narrow">
        <h1>{t("withdrawal:titles.done")}</h1>
        <p className="notice" role="status">
          {t("withdrawal:done.notice")}
        </p>
        {done && <WithdrawalAcknowledgement contractNumber={done.contractNumber} withdrawal={done.withdrawal} pdf={done.pdf} mailSent={mailSent} />}
        <p>
          <a href="/">{t("withdrawal:done.home")}</a>
        </p>
      </div>
    );
  }
  if (ended) {
    return (
      <div className="container narrow">
        <h1>{t("withdrawal:titles.ended")}</h1>
        <WithdrawalEnded endDate={ended.endDate} termination={termination} />
      </div>
    );
  }
  return (
    <div className="container narrow">
      <ErrorSummary form={form} fields={fields} />
      <h1>{t("withdrawal:titles.page")}</h1>
      {review && contract ? (
        <WithdrawalConfirm formId={form.id} statement={{ name: review.name, mail: review.mail, number: contract.contractNumber, offer: contract.offer }} kept={{ contractNumber: review.contractNumber, name: review.name, mail: review.mail }} />
      ) : (
        <>
          <p>{t("withdrawal:form.intro")}</p>
          <p>{t("withdrawal:linkHintJourney")}</p>
          <ConformForm form={form} method="post" noValidate>
            <DefaultSubmit />
            <p>{t("withdrawal:form.required")}</p>
            <TextField field={fields.contractNumber} label={t("withdrawal:form.contractNumber")} hint={t("withdrawal:form.contractNumberHint")} inputMode="numeric" width="medium" />
            <StatementFields fields={fields} />
            <button type="submit" className="button">
              {t("withdrawal:form.submit")}
            </button>
          </ConformForm>
        </>
      )}
    </div>
  );
}
