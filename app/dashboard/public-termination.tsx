import { useForm } from "@conform-to/react";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { DefaultSubmit, ErrorSummary, RadioGroup, TextField } from "~/components/form";
import type { PublicTerminationInput } from "~/domain/dashboard/forms";
import { TERMINATION_REASONS, terminationReasonWording } from "~/domain/wording";
import type { actPublicTermination, loadPublicTermination } from "./public-termination.server";
import { useWords } from "./words";

export function PublicTerminationPage() {
  const { reference, suggestedEnd } = useLoaderData<typeof loadPublicTermination>();
  const actionData = useActionData<typeof actPublicTermination>();
  const [form, fields] = useForm<PublicTerminationInput>({ id: "public-termination", lastResult: actionData?.result, shouldRevalidate: "onSubmit" });
  const { t, word, day } = useWords();
  const review = actionData?.review;
  if (reference) {
    return (
      <div className="container narrow">
        <h1>{t("dashboard:titles.publicTerminationDone")}</h1>
        <p className="notice" role="status">
          {t("dashboard:publicTermination.done", { reference })}
        </p>
      </div>
    );
  }
  return (
    <div className="container narrow">
      <ErrorSummary form={form} fields={fields} />
      <h1>{t("dashboard:titles.publicTermination")}</h1>
      {review ? (
        <Form method="post" noValidate aria-labelledby="confirm-title">
          <h2 id="confirm-title">{t("dashboard:publicTermination.confirmTitle", { number: review.contractNumber })}</h2>
          <p>{t("dashboard:termination.confirmText", { number: review.contractNumber, date: day(review.endDate), reason: word(terminationReasonWording(review.reason)) })}</p>
          <p>{t("dashboard:publicTermination.confirmText")}</p>
          {(["contractNumber", "email", "lastName", "postalCode", "endDate", "reason"] as const).map((name) =>
            review[name] ? <input key={name} type="hidden" name={name} value={review[name]} /> : null,
          )}
          <input type="hidden" name="step" value="confirm" />
          <div className="step-actions">
            <button type="submit" className="button">
              {t("dashboard:publicTermination.confirm")}
            </button>
            <button type="submit" name="intent" value="change" className="button secondary">
              {t("dashboard:termination.change")}
            </button>
          </div>
        </Form>
      ) : (
        <>
          <p>{t("dashboard:publicTermination.intro")}</p>
          <p>
            <a href="/vsmp/connexion?redirect=%2Fservices-seniors%2Fcontrat&fallback=%2F&profile=part">{t("dashboard:publicTermination.signIn")}</a>
          </p>
          <Form method="post" id={form.id} noValidate>
            <DefaultSubmit />
            <TextField field={fields.contractNumber} label={t("dashboard:publicTermination.contractNumber")} hint={t("dashboard:publicTermination.contractNumberHint")} inputMode="numeric" width="medium" />
            <fieldset className="field">
              <legend>{t("dashboard:publicTermination.identify")}</legend>
              <p className="hint">{t("dashboard:publicTermination.identifyHint")}</p>
              <TextField field={fields.email} label={t("dashboard:publicTermination.email")} type="email" inputMode="email" autoComplete="email" optional />
              <TextField field={fields.lastName} label={t("dashboard:publicTermination.lastName")} autoComplete="family-name" optional />
              <TextField field={fields.postalCode} label={t("dashboard:publicTermination.postalCode")} inputMode="numeric" autoComplete="postal-code" width="short" optional />
            </fieldset>
            <TextField field={fields.endDate} label={t("dashboard:termination.endDate")} hint={t("dashboard:suspension.dateHint")} type="date" defaultValue={suggestedEnd} />
            <RadioGroup
              field={fields.reason}
              legend={t("dashboard:termination.reason")}
              choices={TERMINATION_REASONS.map((value) => ({ value, label: word(terminationReasonWording(value)) }))}
            />
            <button type="submit" className="button">
              {t("dashboard:publicTermination.submit")}
            </button>
          </Form>
        </>
      )}
    </div>
  );
}
