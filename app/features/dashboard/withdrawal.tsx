import { useActionData, useLoaderData } from "@remix-run/react";
import { ConformForm, DefaultSubmit, ErrorSummary } from "~/kernel/ui/form";
import { useAtCounter } from "~/kernel/ui/counter";
import { useWords } from "~/kernel/ui/words";
import { PeriodNotes, StatementFields, useWithdrawalForm, WithdrawalAcknowledgement, WithdrawalConfirm, WithdrawalEnded } from "~/kernel/contract/withdrawal-parts";
import { DashboardLayout, pagePath } from "./layout";
import type { actWithdrawal, loadWithdrawal } from "./withdrawal.server";

/** The withdrawal page of the dashboard (decision 123), at both doors. */
export function DashboardWithdrawal() {
  const { base, contractNumber, offer, window, atCounter, withdrawal, acknowledgement, mailSent, suggested } = useLoaderData<typeof loadWithdrawal>();
  const actionData = useActionData<typeof actWithdrawal>();
  const [form, fields] = useWithdrawalForm<{ name: string; mail: string }>("withdrawal", actionData, suggested);
  const { t } = useWords();
  const counterDesk = useAtCounter();
  const review = actionData?.review;
  const home = (
    <p>
      <a href={pagePath(base, "")}>{t("withdrawal:done.dashboard")}</a>
    </p>
  );
  if (withdrawal) {
    return (
      <DashboardLayout page="retractation">
        {mailSent !== null && (
          <p className="notice" role="status">
            {t("withdrawal:done.notice")}
          </p>
        )}
        {mailSent === null && <p>{t("withdrawal:already")}</p>}
        <WithdrawalAcknowledgement contractNumber={contractNumber} withdrawal={withdrawal} pdf={acknowledgement} mailSent={mailSent} />
        {home}
      </DashboardLayout>
    );
  }
  if (window.state === "ended") {
    return (
      <DashboardLayout page="retractation" summary={<ErrorSummary form={form} fields={fields} />}>
        <WithdrawalEnded endDate={window.endDate} termination={pagePath(base, "resilier-contrat")} />
      </DashboardLayout>
    );
  }
  return (
    <DashboardLayout page="retractation" summary={<ErrorSummary form={form} fields={fields} />}>
      <p>{t("withdrawal:form.intro")}</p>
      <PeriodNotes window={window} atCounter={atCounter} />
      {review ? (
        <WithdrawalConfirm formId={form.id} statement={{ ...review, number: contractNumber, offer }} kept={review} />
      ) : (
        <ConformForm form={form} method="post" noValidate>
          <DefaultSubmit />
          <p>{t("withdrawal:form.required")}</p>
          <p>
            <strong>{t("withdrawal:form.contract", { number: contractNumber })}</strong>
          </p>
          <StatementFields fields={fields} />
          <button type="submit" className="button">
            {t("withdrawal:form.submit")}
          </button>
        </ConformForm>
      )}
      {counterDesk ? null : home}
    </DashboardLayout>
  );
}
