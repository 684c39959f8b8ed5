import { useActionData, useLoaderData } from "@remix-run/react";
import { ConformForm, DefaultSubmit, ErrorSummary, TextField } from "~/kernel/ui/form";
import type { PublicTerminationInput } from "~/kernel/contract/change-forms";
import { formatMoment } from "~/kernel/i18n/date-format";
import type { actPublicTermination, loadPublicTermination } from "./termination.server";
import { AcknowledgementLink, ProofToSend, TerminationChoice, TerminationConfirm, TerminationSummary, useTerminationForm } from "~/kernel/contract/termination-form";
import { useWords } from "~/kernel/ui/words";
import { WithdrawalLink } from "~/kernel/contract/withdrawal-link";
import { PUBLIC_WITHDRAWAL_PATH } from "~/kernel/contract/withdrawal";

export function PublicTerminationPage() {
  const { reference, acknowledgement, received, earlyEnd, suggestedEnd } = useLoaderData<typeof loadPublicTermination>();
  const actionData = useActionData<typeof actPublicTermination>();
  const [form, fields] = useTerminationForm<PublicTerminationInput>("public-termination", actionData);
  const { t, word, day, i18n } = useWords();
  const review = actionData?.review;
  const contract = actionData?.contract;
  if (reference) {
    return (
      <div className="container narrow">
        <h1>{t("dashboard:titles.publicTerminationDone")}</h1>
        <p className="notice" role="status">
          {t("changes:publicTermination.done", { reference })}
        </p>
        {received && <p>{t("changes:termination.received", { ...formatMoment(new Date(received.at), i18n.language), end: day(received.endDate) })}</p>}
        {acknowledgement && <AcknowledgementLink href={acknowledgement} />}
        {earlyEnd && (
          <p>
            <ProofToSend />
          </p>
        )}
        <p>
          <a href="/">{t("changes:publicTermination.home")}</a>
        </p>
      </div>
    );
  }
  return (
    <div className="container narrow">
      <ErrorSummary form={form} fields={fields} />
      <h1>{t("dashboard:titles.publicTermination")}</h1>
      {review && contract ? (
        <TerminationConfirm
          kept={{
            ...Object.fromEntries((["contractNumber", "email", "lastName", "postalCode", "endDate", "reason"] as const).map((name) => [name, review[name]])),
            earlyEnd: review.earlyEnd ? "on" : null,
          }}
          confirmLabel={t("changes:publicTermination.confirm")}
        >
          <h2 id="confirm-title">{t("changes:publicTermination.confirmTitle", { number: contract.contractNumber })}</h2>
          <ul className="plain-list">
            <li>{t("changes:publicTermination.reviewContract", { number: contract.contractNumber, offer: contract.offer.map(word).join(", ") })}</li>
            <li>{t("changes:publicTermination.reviewBeneficiary", { name: `${contract.beneficiary.firstName} ${contract.beneficiary.lastName}` })}</li>
          </ul>
          <TerminationSummary number={contract.contractNumber} review={review} earliestEnd={contract.earliestEnd} />
          <p>{t("changes:publicTermination.confirmText")}</p>
        </TerminationConfirm>
      ) : (
        <>
          <p>{t("changes:publicTermination.intro")}</p>
          <WithdrawalLink href={PUBLIC_WITHDRAWAL_PATH} window={null} />
          <p className="notice">{contract ? t("changes:termination.earliest", { date: day(contract.earliestEnd) }) : t("changes:termination.earliestRule")}</p>
          <p>
            <a href="/vsmp/connexion?redirect=%2Fservices-seniors%2Fcontrat&fallback=%2F&profile=part">{t("changes:publicTermination.signIn")}</a>
          </p>
          <ConformForm form={form} method="post" noValidate>
            <DefaultSubmit />
            <TextField field={fields.contractNumber} label={t("changes:publicTermination.contractNumber")} hint={t("changes:publicTermination.contractNumberHint")} inputMode="numeric" width="medium" />
            <fieldset className="field">
              <legend>{t("changes:publicTermination.identify")}</legend>
              <p className="hint">{t("changes:publicTermination.identifyHint")}</p>
              <TextField field={fields.email} label={t("changes:publicTermination.email")} type="email" inputMode="email" autoComplete="email" optional />
              <TextField field={fields.lastName} label={t("changes:publicTermination.lastName")} autoComplete="family-name" optional />
              <TextField field={fields.postalCode} label={t("changes:publicTermination.postalCode")} inputMode="numeric" autoComplete="postal-code" width="short" optional />
            </fieldset>
            <TerminationChoice fields={fields} suggestedEnd={suggestedEnd} />
            <button type="submit" className="button">
              {t("changes:publicTermination.submit")}
            </button>
          </ConformForm>
        </>
      )}
    </div>
  );
}
