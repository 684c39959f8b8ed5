import { loadTexts, type ScriptsHandle } from "~/kernel/ui/scripts";
import { IdentityConfirmation } from "~/kernel/ui/counter";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { ConformForm, DefaultSubmit, ErrorSummary, RadioGroup, TextField } from "~/kernel/ui/form";
import { useForm } from "@conform-to/react";
import { SUSPENSION_REASONS, suspensionReasonWording } from "~/kernel/i18n/wording";
import { DashboardLayout, pagePath } from "./layout";
import { useWords } from "~/kernel/ui/words";
import type { SuspensionInput } from "~/kernel/contract/change-forms";
import { actSuspension, loadSuspension } from "./suspension.server";
import { dashboardMeta } from "./meta";
import { personalDataHeaders } from "~/kernel/platform/security";
import { doorAction, doorLoader } from "./doors.server";

/** The suspension, at both doors; at the counter the client's identity is confirmed first. */
export const meta = dashboardMeta("suspension");
export const headers = personalDataHeaders;
export const loader = doorLoader("suspension", loadSuspension);
export const handle: ScriptsHandle = { i18n: ["changes", "journey", "validation"] };
export const clientLoader = loadTexts(handle);
export const action = doorAction("contract.suspension", actSuspension);

/**
 * The suspension: what happens meanwhile to the visits, the remote assistance and the billing
 * (decision 126); a new suspension; or, while one is planned, its new dates or its cancellation,
 * each a plain form (JavaScript off: post/redirect/get).
 */
const DONE = { recorded: "changes:suspension.doneRecorded", moved: "changes:suspension.doneMoved", cancelled: "changes:suspension.doneCancelled" } as const;

export default function DashboardSuspension() {
  const { base, contractNumber, period, remoteAssistance, reference, change, today, latestStart } = useLoaderData<typeof loadSuspension>();
  const actionData = useActionData<typeof actSuspension>();
  const [form, fields] = useForm<SuspensionInput>({ id: period?.planned ? "suspension-move" : "suspension", lastResult: actionData?.result ?? undefined, shouldRevalidate: "onSubmit" });
  const { t, word, day } = useWords();
  const reasonChoices = SUSPENSION_REASONS.map((value) => ({ value, label: word(suspensionReasonWording(value)) }));
  const dates = (defaults: { startDate?: string; endDate?: string }) => (
    <>
      <TextField field={fields.startDate} label={t("changes:suspension.startDate")} hint={t("changes:suspension.startHint", { latest: day(latestStart) })} type="date" defaultValue={defaults.startDate} />
      <TextField field={fields.endDate} label={t("changes:suspension.endDate")} hint={t("changes:suspension.dateHint")} type="date" defaultValue={defaults.endDate} />
    </>
  );
  return (
    <DashboardLayout base={base} contractNumber={contractNumber} page="suspension" summary={<ErrorSummary form={form} fields={fields} />}>
      {reference && (
        <p className="notice" role="status">
          {t(DONE[change], { reference })}
        </p>
      )}
      {actionData?.formErrors?.map((error) => (
        <p key={error} className="notice error" role="alert">
          {t(error)}
        </p>
      ))}
      {period && (
        <p className="notice">{t(period.planned ? "changes:suspension.planned" : "changes:suspension.current", { from: day(period.startDate), to: day(period.endDate) })}</p>
      )}
      {!period && !reference && <p>{t("changes:suspension.intro")}</p>}
      <p>{t(remoteAssistance ? "changes:suspension.during" : "changes:suspension.duringVisitsOnly")}</p>
      {reference ? (
        <p>
          <a href={pagePath(base, "home")}>{t("dashboard:titles.home")}</a>
        </p>
      ) : period?.planned ? (
        <>
          <section aria-labelledby="move-title">
            <h2 id="move-title">{t("changes:suspension.moveTitle")}</h2>
            <p>{t("changes:suspension.moveIntro", { from: day(period.startDate) })}</p>
            <ConformForm form={form} method="post" noValidate>
              <DefaultSubmit />
              {dates(period)}
              <input type="hidden" name="reason" value={period.reason ?? "OTHER"} />
              <IdentityConfirmation formId={form.id} />
              <button type="submit" name="intent" value="move" className="button">
                {t("changes:suspension.move")}
              </button>
            </ConformForm>
          </section>
          <section aria-labelledby="cancel-title">
            <h2 id="cancel-title">{t("changes:suspension.cancelTitle")}</h2>
            <Form method="post" noValidate>
              <IdentityConfirmation formId="suspension-cancel" posted={!actionData?.result} />
              <button type="submit" name="intent" value="cancel" className="button secondary">
                {t("changes:suspension.cancel")}
              </button>
            </Form>
          </section>
        </>
      ) : (
        !period && (
          <>
            <p>{t("dashboard:requiredNotice")}</p>
            <ConformForm form={form} method="post" noValidate>
              <DefaultSubmit />
              {dates({ startDate: today })}
              <RadioGroup field={fields.reason} legend={t("changes:suspension.reason")} choices={reasonChoices} />
              <IdentityConfirmation formId={form.id} />
              <button type="submit" className="button">
                {t("changes:suspension.submit")}
              </button>
            </ConformForm>
          </>
        )
      )}
    </DashboardLayout>
  );
}
