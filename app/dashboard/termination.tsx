import { useForm } from "@conform-to/react";
import { IdentityConfirmation } from "~/components/sibp/counter";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { DefaultSubmit, ErrorSummary, RadioGroup, TextField } from "~/components/form";
import { deviceFateWording, deviceWording, TERMINATION_REASONS, terminationReasonWording } from "~/domain/wording";
import { DashboardLayout, pagePath } from "./layout";
import type { actTermination, loadTermination } from "./termination.server";
import { useWords } from "./words";
import type { TerminationInput } from "~/domain/dashboard/forms";

export function DashboardTermination() {
  const { base, contractNumber, suggestedEnd, devices, requested, reference } = useLoaderData<typeof loadTermination>();
  const actionData = useActionData<typeof actTermination>();
  const [form, fields] = useForm<TerminationInput>({ id: "termination", lastResult: actionData?.result, shouldRevalidate: "onSubmit" });
  const { t, word, day } = useWords();
  const review = actionData?.review;
  const devicesSection = (
    <section aria-labelledby="devices-title">
      <h2 id="devices-title">{t("dashboard:termination.devices")}</h2>
      {devices.length === 0 ? (
        <p>{t("dashboard:termination.noDevices")}</p>
      ) : (
        <ul className="plain-list">
          {devices.map((device) => (
            <li key={device.serialNumber}>
              {t("dashboard:termination.device", { device: word(deviceWording(device.kind)), serial: device.serialNumber, fate: word(deviceFateWording(device.onTermination)) })}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
  if (reference || requested) {
    return (
      <DashboardLayout base={base} contractNumber={contractNumber} page="resilier-contrat">
        {reference && (
          <p className="notice" role="status">
            {t("dashboard:termination.done", { reference })}
          </p>
        )}
        {requested && <p>{t("dashboard:termination.already", { date: day(requested) })}</p>}
        {devicesSection}
        <p>
          <a href={pagePath(base, "")}>{t("dashboard:titles.home")}</a>
        </p>
      </DashboardLayout>
    );
  }
  return (
    <DashboardLayout base={base} contractNumber={contractNumber} page="resilier-contrat" summary={<ErrorSummary form={form} fields={fields} />}>
      {review ? (
        <Form method="post" noValidate aria-labelledby="confirm-title">
          <h2 id="confirm-title">{t("dashboard:termination.confirmTitle")}</h2>
          <p>{t("dashboard:termination.confirmText", { number: contractNumber, date: day(review.endDate), reason: word(terminationReasonWording(review.reason)) })}</p>
          {devicesSection}
          <input type="hidden" name="endDate" value={review.endDate} />
          <input type="hidden" name="reason" value={review.reason} />
          <input type="hidden" name="step" value="confirm" />
          <IdentityConfirmation formId={form.id} />
          <div className="step-actions">
            <button type="submit" className="button">
              {t("dashboard:termination.confirm")}
            </button>
            <button type="submit" name="intent" value="change" className="button secondary">
              {t("dashboard:termination.change")}
            </button>
          </div>
        </Form>
      ) : (
        <>
          <p>{t("dashboard:termination.intro")}</p>
          <p>{t("dashboard:requiredNotice")}</p>
          <Form method="post" id={form.id} noValidate>
            <DefaultSubmit />
            <TextField field={fields.endDate} label={t("dashboard:termination.endDate")} hint={t("dashboard:suspension.dateHint")} type="date" defaultValue={suggestedEnd} />
            <RadioGroup
              field={fields.reason}
              legend={t("dashboard:termination.reason")}
              choices={TERMINATION_REASONS.map((value) => ({ value, label: word(terminationReasonWording(value)) }))}
            />
            {devicesSection}
            <button type="submit" className="button">
              {t("dashboard:termination.review")}
            </button>
          </Form>
        </>
      )}
    </DashboardLayout>
  );
}
