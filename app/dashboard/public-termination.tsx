import { useActionData, useLoaderData } from "@remix-run/react";
import { ConformForm, DefaultSubmit, ErrorSummary, TextField } from "~/components/form";
import type { PublicTerminationInput } from "~/domain/dashboard/forms";
import { terminationReasonWording } from "~/domain/wording";
import type { actPublicTermination, loadPublicTermination } from "./public-termination.server";
import { TerminationChoice, TerminationConfirm, useTerminationForm } from "./termination-form";
import { useWords } from "./words";

export function PublicTerminationPage() {
  const { reference, suggestedEnd } = useLoaderData<typeof loadPublicTermination>();
  const actionData = useActionData<typeof actPublicTermination>();
  const [form, fields] = useTerminationForm<PublicTerminationInput>("public-termination", actionData);
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
        <TerminationConfirm
          kept={Object.fromEntries((["contractNumber", "email", "lastName", "postalCode", "endDate", "reason"] as const).map((name) => [name, review[name]]))}
          confirmLabel={t("dashboard:publicTermination.confirm")}
        >
          <h2 id="confirm-title">{t("dashboard:publicTermination.confirmTitle", { number: review.contractNumber })}</h2>
          <p>{t("dashboard:termination.confirmText", { number: review.contractNumber, date: day(review.endDate), reason: word(terminationReasonWording(review.reason)) })}</p>
          <p>{t("dashboard:publicTermination.confirmText")}</p>
        </TerminationConfirm>
      ) : (
        <>
          <p>{t("dashboard:publicTermination.intro")}</p>
          <p>
            <a href="/vsmp/connexion?redirect=%2Fservices-seniors%2Fcontrat&fallback=%2F&profile=part">{t("dashboard:publicTermination.signIn")}</a>
          </p>
          <ConformForm form={form} method="post" noValidate>
            <DefaultSubmit />
            <TextField field={fields.contractNumber} label={t("dashboard:publicTermination.contractNumber")} hint={t("dashboard:publicTermination.contractNumberHint")} inputMode="numeric" width="medium" />
            <fieldset className="field">
              <legend>{t("dashboard:publicTermination.identify")}</legend>
              <p className="hint">{t("dashboard:publicTermination.identifyHint")}</p>
              <TextField field={fields.email} label={t("dashboard:publicTermination.email")} type="email" inputMode="email" autoComplete="email" optional />
              <TextField field={fields.lastName} label={t("dashboard:publicTermination.lastName")} autoComplete="family-name" optional />
              <TextField field={fields.postalCode} label={t("dashboard:publicTermination.postalCode")} inputMode="numeric" autoComplete="postal-code" width="short" optional />
            </fieldset>
            <TerminationChoice fields={fields} suggestedEnd={suggestedEnd} />
            <button type="submit" className="button">
              {t("dashboard:publicTermination.submit")}
            </button>
          </ConformForm>
        </>
      )}
    </div>
  );
}
