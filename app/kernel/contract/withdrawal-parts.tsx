import { useForm, type DefaultValue, type SubmissionResult } from "@conform-to/react";
import { Form } from "@remix-run/react";
import { TextField } from "~/kernel/ui/form";
import { IdentityConfirmation, PrintDocumentLink } from "~/kernel/ui/counter";
import { formatMoment } from "~/kernel/i18n/date-format";
import { formatEurosIn } from "~/kernel/money/money";
import { acknowledgementWordings, type RecordedWithdrawal, type WithdrawalWindow } from "~/kernel/contract/withdrawal";
import type { Wording } from "~/kernel/i18n/wording";
import { useWords } from "~/kernel/ui/words";

type Field = Parameters<typeof TextField>[0]["field"];

/**
 * The withdrawal function's parts (decision 123), on the dashboard (both doors) and without
 * signing in: the link while the period runs, the statement's form state, its confirmation
 * showing what will be sent, the acknowledgement, and the period's end.
 */

/** The statement's form: a review replaces it, and "Modifier" comes back to it with the values posted. */
export function useWithdrawalForm<Input extends Record<string, unknown>>(id: string, answer: { result?: SubmissionResult<string[]>; review?: unknown } | undefined, suggested?: Partial<Input>) {
  const posted = (answer?.result?.initialValue ?? suggested) as DefaultValue<Input>;
  return useForm<Input>({ id: answer?.review ? `${id}-review` : id, lastResult: answer?.result, defaultValue: posted, shouldRevalidate: "onSubmit" });
}

/** The statement's two fields every door asks: the name and the e-mail the acknowledgement goes to. */
export function StatementFields({ fields }: { fields: { name: Field; mail: Field } }) {
  const { t } = useWords();
  return (
    <>
      <TextField field={fields.name} label={t("withdrawal:form.name")} hint={t("withdrawal:form.nameHint")} autoComplete="name" />
      <TextField field={fields.mail} label={t("withdrawal:form.mail")} hint={t("withdrawal:form.mailHint")} type="email" inputMode="email" autoComplete="email" />
    </>
  );
}

/**
 * The second step, "Confirmer la rétractation": the statement as it will be recorded and the
 * acknowledgement's address, the values posted again as reviewed, and "Modifier".
 */
export function WithdrawalConfirm({
  formId,
  statement,
  kept,
}: {
  formId: string;
  statement: { name: string; mail: string; number: string; offer: Wording[] };
  kept: Record<string, string>;
}) {
  const { t, word } = useWords();
  return (
    <Form method="post" noValidate aria-labelledby="confirm-title">
      <h2 id="confirm-title">{t("withdrawal:confirm.title")}</h2>
      <p>{t("withdrawal:confirm.text")}</p>
      <blockquote className="statement">
        <p>{t("withdrawal:confirm.statement", { name: statement.name, number: statement.number, offer: statement.offer.map(word).join(", "), mail: statement.mail })}</p>
      </blockquote>
      <p>{t("withdrawal:confirm.after", { mail: statement.mail })}</p>
      {Object.entries(kept).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <input type="hidden" name="step" value="confirm" />
      <IdentityConfirmation formId={formId} />
      <div className="step-actions">
        <button type="submit" className="button">
          {t("withdrawal:confirm.confirm")}
        </button>
        <button type="submit" name="intent" value="change" className="button secondary">
          {t("withdrawal:confirm.change")}
        </button>
      </div>
    </Form>
  );
}

/** The acknowledgement's sentences as the page shows them: the same as the PDF's and the mail's. */
export function WithdrawalAcknowledgement({ contractNumber, withdrawal, pdf, mailSent }: { contractNumber: string; withdrawal: RecordedWithdrawal; pdf: string | null; mailSent: boolean | null }) {
  const { t, i18n, day, word } = useWords();
  const read = {
    money: (cents: number) => formatEurosIn(cents, i18n.language),
    day,
    moment: (instant: string) => formatMoment(new Date(instant), i18n.language),
  };
  const label = t("withdrawal:done.pdf");
  return (
    <section aria-labelledby="acknowledgement-title">
      <h2 id="acknowledgement-title">{t("withdrawal:acknowledgement.title")}</h2>
      {acknowledgementWordings(contractNumber, withdrawal, read).map((wording) => (
        <p key={wording.key} className="long-words">
          {word(wording)}
        </p>
      ))}
      {pdf && (
        <p>
          <a href={pdf} download>
            {label}
          </a>
          <PrintDocumentLink href={pdf} label={label} />
          <br />
          <span className="hint">{t("withdrawal:done.pdfHint")}</span>
        </p>
      )}
      {mailSent !== null && <p className={mailSent ? "long-words" : "notice"}>{mailSent ? t("withdrawal:done.mailSent", { mail: withdrawal.mail }) : t("withdrawal:done.mailFailed")}</p>}
    </section>
  );
}

/** After the period: it has ended (on its last day, when known), and termination is offered instead. */
export function WithdrawalEnded({ endDate, termination }: { endDate: string | null; termination: string }) {
  const { t, day } = useWords();
  return (
    <>
      <p className="notice">{endDate ? t("withdrawal:ended.text", { date: day(endDate) }) : t("withdrawal:ended.textUnknown")}</p>
      <p>
        <a className="button" href={termination}>
          {t("withdrawal:ended.terminate")}
        </a>
      </p>
    </>
  );
}

/** The period's words above the statement: its last day, or that it starts with the signed documents; at the counter, the operator's own grant. */
export function PeriodNotes({ window, atCounter }: { window: WithdrawalWindow; atCounter: boolean }) {
  const { t, day } = useWords();
  return (
    <>
      <p>{window.state === "open" ? t("withdrawal:form.period", { date: day(window.endDate) }) : t("withdrawal:form.periodNotConcluded")}</p>
      {atCounter && <p>{t("withdrawal:form.counter")}</p>}
    </>
  );
}
