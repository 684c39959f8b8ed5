import { IdentityConfirmation } from "~/components/sibp/counter";
import { useActionData, useLoaderData } from "@remix-run/react";
import { ConformForm, DefaultSubmit, ErrorSummary, RadioGroup, TextField } from "~/components/form";
import { useForm } from "@conform-to/react";
import { SUSPENSION_REASONS, suspensionReasonWording } from "~/domain/wording";
import { DashboardLayout, pagePath } from "./layout";
import type { actSuspension, loadSuspension } from "./suspension.server";
import { useWords } from "./words";
import type { SuspensionInput } from "~/domain/dashboard/forms";

export function DashboardSuspension() {
  const { base, contractNumber, period, reference, today, latestStart } = useLoaderData<typeof loadSuspension>();
  const actionData = useActionData<typeof actSuspension>();
  const [form, fields] = useForm<SuspensionInput>({ id: "suspension", lastResult: actionData?.result, shouldRevalidate: "onSubmit" });
  const { t, word, day } = useWords();
  return (
    <DashboardLayout base={base} contractNumber={contractNumber} page="suspendre-contrat" summary={<ErrorSummary form={form} fields={fields} />}>
      {reference && (
        <p className="notice" role="status">
          {t("dashboard:suspension.done", { reference })}
        </p>
      )}
      {period && (
        <p className="notice">
          {t("dashboard:suspension.current", { from: day(period.startDate), to: day(period.endDate) })}
        </p>
      )}
      {reference ? (
        <p>
          <a href={pagePath(base, "")}>{t("dashboard:titles.home")}</a>
        </p>
      ) : (
        <>
          <p>{t("dashboard:suspension.intro")}</p>
          <p>{t("dashboard:requiredNotice")}</p>
          <ConformForm form={form} method="post" noValidate>
            <DefaultSubmit />
            <TextField
              field={fields.startDate}
              label={t("dashboard:suspension.startDate")}
              hint={t("dashboard:suspension.startHint", { latest: day(latestStart) })}
              type="date"
              defaultValue={today}
            />
            <TextField field={fields.endDate} label={t("dashboard:suspension.endDate")} hint={t("dashboard:suspension.dateHint")} type="date" />
            <RadioGroup
              field={fields.reason}
              legend={t("dashboard:suspension.reason")}
              choices={SUSPENSION_REASONS.map((value) => ({ value, label: word(suspensionReasonWording(value)) }))}
            />
            <IdentityConfirmation formId={form.id} />
            <button type="submit" className="button">
              {t("dashboard:suspension.submit")}
            </button>
          </ConformForm>
        </>
      )}
    </DashboardLayout>
  );
}
