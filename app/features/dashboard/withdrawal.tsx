import { useActionData, useLoaderData } from "@remix-run/react";
import { ConformForm, DefaultSubmit, ErrorSummary } from "~/kernel/ui/form";
import { useAtCounter } from "~/kernel/ui/counter";
import { useWords } from "~/kernel/ui/words";
import { PeriodNotes, StatementFields, useWithdrawalForm, WithdrawalAcknowledgement, WithdrawalConfirm, WithdrawalEnded } from "~/kernel/contract/withdrawal-parts";
import { DashboardLayout, pagePath } from "./layout";
import { loadTexts, type ScriptsHandle } from "~/kernel/ui/scripts";
import { dashboardMeta } from "./meta";
import { personalDataHeaders } from "~/kernel/platform/security";
import { actWithdrawal, loadWithdrawal } from "./withdrawal.server";
import { doorAction, doorLoader } from "./doors.server";

/** The withdrawal function, at both doors (decision 123); at the counter the client's identity is confirmed on the confirmation step. */
export const handle: ScriptsHandle = { i18n: ["withdrawal", "journey", "validation"] };
export const clientLoader = loadTexts(handle);
export const meta = dashboardMeta("withdrawal");
export const headers = personalDataHeaders;
export const loader = doorLoader("withdrawal", loadWithdrawal);
export const action = doorAction("contract.withdrawal", actWithdrawal, {
  // Only the confirmation step (step=confirm, not "Modifier") sends the withdrawal.
  changes: (form) => form.get("step") === "confirm" && form.get("intent") !== "change",
  unchanged: (form) => {
    form.delete("step");
    return form;
  },
});

/** The withdrawal page of the dashboard (decision 123), at both doors. */
export default function DashboardWithdrawal() {
  const { base, contractNumber, offer, window, atCounter, withdrawal, acknowledgement, mailSent, suggested } = useLoaderData<typeof loadWithdrawal>();
  const actionData = useActionData<typeof actWithdrawal>();
  const [form, fields] = useWithdrawalForm<{ name: string; mail: string }>("withdrawal", actionData, suggested);
  const { t } = useWords();
  const counterDesk = useAtCounter();
  const review = actionData?.review;
  const home = (
    <p>
      <a href={pagePath(base, "home")}>{t("withdrawal:done.dashboard")}</a>
    </p>
  );
  if (withdrawal) {
    return (
      <DashboardLayout page="withdrawal">
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
      <DashboardLayout page="withdrawal" summary={<ErrorSummary form={form} fields={fields} />}>
        <WithdrawalEnded endDate={window.endDate} termination={pagePath(base, "termination")} />
      </DashboardLayout>
    );
  }
  return (
    <DashboardLayout page="withdrawal" summary={<ErrorSummary form={form} fields={fields} />}>
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
