import type { ComponentProps, ReactNode } from "react";
import type { DefaultValue, SubmissionResult } from "@conform-to/react";
import { Form } from "@remix-run/react";
import { DocumentLink } from "~/kernel/ui/download-link";
import { CheckboxField, RadioGroup, TextField } from "~/kernel/ui/form";
import { PrintDocumentLink } from "~/kernel/ui/counter";
import { useForm } from "@conform-to/react";
import { TERMINATION_REASONS, terminationReasonWording } from "~/kernel/i18n/wording";
import { useWords } from "~/kernel/ui/words";

type Field = ComponentProps<typeof TextField>["field"];

/**
 * The termination's form state, request and review. The review takes the request form's place;
 * back from it ("Modifier ma demande"), the request form is a new one, starting from the values
 * posted: with JavaScript, conform would otherwise give its fields the values first shown.
 */
export function useTerminationForm<Input extends Record<string, unknown>>(id: string, answer: { result?: SubmissionResult<string[]>; review?: unknown } | undefined) {
  const posted = (answer?.result?.initialValue ?? undefined) as DefaultValue<Input>;
  return useForm<Input>({ id: answer?.review ? `${id}-review` : id, lastResult: answer?.result, defaultValue: posted, shouldRevalidate: "onSubmit" });
}

/**
 * The termination's request, as the client's dashboard, the agent's desk and the termination
 * without signing in ask it: the end date (the suggested one to start from), an early end for a
 * legitimate reason, and the reason (optional unless that early end is asked) with how to send
 * the proof.
 */
export function TerminationChoice({ fields, suggestedEnd }: { fields: { endDate: Field; earlyEnd: Field; reason: Field }; suggestedEnd: string }) {
  const { t, word } = useWords();
  return (
    <>
      <TextField field={fields.endDate} label={t("changes:termination.endDate")} hint={t("changes:suspension.dateHint")} type="date" defaultValue={suggestedEnd} />
      <CheckboxField field={fields.earlyEnd} label={t("changes:termination.earlyEnd")} hint={t("changes:termination.earlyEndHint")} />
      <RadioGroup
        field={fields.reason}
        legend={t("changes:termination.reason")}
        hint={<ProofToSend />}
        choices={TERMINATION_REASONS.map((value) => ({ value, label: word(terminationReasonWording(value)) }))}
      />
    </>
  );
}

/** How to send the proof of a legitimate reason (an early end): what, within how long, and where. */
export function ProofToSend() {
  const { t } = useWords();
  return <>{t("changes:termination.proof", { address: t("common:signedDocuments.address") })}</>;
}

/**
 * The link to the acknowledgement on a durable medium, with what it says: the same words after a
 * termination without signing in and on the dashboard; at the counter, also to be opened and
 * printed for the client.
 */
export function AcknowledgementLink({ href }: { href: string }) {
  const { t } = useWords();
  const label = t("changes:termination.acknowledgement");
  return (
    <p>
      <DocumentLink href={href} document="acknowledgement">
        {label}
      </DocumentLink>
      <PrintDocumentLink href={href} label={label} />
      <br />
      <span className="hint">{t("changes:termination.acknowledgementHint")}</span>
    </p>
  );
}

/** The review's sentence: the earliest end by the contract's terms, the contract, the end date, the reason when one was given, the early end. */
export function TerminationSummary({ number, review, earliestEnd }: { number: string; review: { endDate: string; reason?: string | null; earlyEnd?: boolean }; earliestEnd: string }) {
  const { t, word, day } = useWords();
  return (
    <>
      <p>{t("changes:termination.reviewEarliest", { date: day(earliestEnd) })}</p>
      <p>
        {review.reason
          ? t("changes:termination.confirmText", { number, date: day(review.endDate), reason: word(terminationReasonWording(review.reason)) })
          : t("changes:termination.confirmTextNoReason", { number, date: day(review.endDate) })}
      </p>
      {review.earlyEnd && (
        <p>
          {t("changes:termination.confirmEarly")} <ProofToSend />
        </p>
      )}
    </>
  );
}

/**
 * The termination's review: what it says (`children`, under the title `confirm-title`), the
 * request posted again as it was reviewed (`kept`), then the confirmation and "Modifier ma
 * demande" (intent change, back to the request with its values).
 */
export function TerminationConfirm({ kept, confirmLabel, children }: { kept: Record<string, string | null | undefined>; confirmLabel: string; children: ReactNode }) {
  const { t } = useWords();
  return (
    <Form method="post" noValidate aria-labelledby="confirm-title">
      {children}
      {Object.entries(kept).map(([name, value]) => (value ? <input key={name} type="hidden" name={name} value={value} /> : null))}
      <input type="hidden" name="step" value="confirm" />
      <div className="step-actions">
        <button type="submit" className="button">
          {confirmLabel}
        </button>
        <button type="submit" name="intent" value="change" className="button secondary">
          {t("changes:termination.change")}
        </button>
      </div>
    </Form>
  );
}
