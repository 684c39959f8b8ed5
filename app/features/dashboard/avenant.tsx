import { loadTexts, type ScriptsHandle } from "~/kernel/ui/scripts";
import { useState } from "react";
import { IdentityConfirmation } from "~/kernel/ui/counter";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { CheckboxField, ConformForm, DefaultSubmit, ErrorSummary, SelectField, TextField } from "~/kernel/ui/form";
import { useForm, type DefaultValue } from "@conform-to/react";
import { formulaWording, optionWording } from "~/kernel/i18n/wording";
import { VISIT_DAYS } from "~/kernel/contract/services";
import { PriceStatement } from "~/kernel/money/price";
import { DashboardLayout, pagePath } from "./layout";
import { AvenantContacts, useContactsForm } from "./avenant-contacts";
import { CheckboxList } from "./checkbox-list";
import { useWords } from "~/kernel/ui/words";
import type { AvenantInput } from "~/kernel/contract/change-forms";
import { actAvenant, avenantPreview, avenantSendsChange, loadAvenant, AvenantReview as Review } from "./avenant.server";
import { dashboardMeta } from "./meta";
import { personalDataHeaders } from "~/kernel/platform/security";
import { doorAction, doorLoader } from "./doors.server";

/** The avenant (a change of services), at both doors; at the counter the client's identity is confirmed before sending. */
export const meta = dashboardMeta("avenant");
export const headers = personalDataHeaders;
export const loader = doorLoader("avenant", loadAvenant);
export const handle: ScriptsHandle = { i18n: ["changes", "services", "journey", "validation", "people"] };
export const clientLoader = loadTexts(handle);
// "Recalculer le prix" and the contacts' list buttons send nothing; a refused send shows the page as that preview does.
export const action = doorAction("contract.avenant", actAvenant, { changes: avenantSendsChange, unchanged: avenantPreview });

/** A value read once per `key`: kept while the key stays, read again when it changes. */
function useReadOnce<Value>(key: string, read: () => Value): Value {
  const [kept, keep] = useState(() => ({ key, value: read() }));
  if (kept.key === key) return kept.value;
  const value = read();
  keep({ key, value });
  return value;
}

export default function DashboardAvenant() {
  const { base, contractNumber, terms, contacts, contactChoices, book, done } = useLoaderData<typeof loadAvenant>();
  const actionData = useActionData<typeof actAvenant>();
  const contactsPosted = actionData?.part === "contacts";
  const review = contactsPosted ? null : actionData?.review;
  // The review takes the form's place; back from it ("Modifier"), the form is a new one, starting from the values posted.
  // With JavaScript, conform would otherwise give a new form's fields the values first shown: it starts from the values posted.
  const posted = (contactsPosted ? undefined : (actionData?.result?.initialValue ?? undefined)) as DefaultValue<AvenantInput>;
  const [form, fields] = useForm<AvenantInput>({
    id: review ? "avenant-review" : "avenant",
    lastResult: contactsPosted ? undefined : actionData?.result,
    defaultValue: posted,
    shouldRevalidate: "onSubmit",
  });
  const contactsForm = useContactsForm(contacts, contactsPosted ? actionData?.result : undefined);
  const { t, word, day } = useWords();
  // What was posted (none ticked: nothing posted), else the contract as it is. Read once: with
  // JavaScript on, the boxes keep what the person ticks (a changed default would untick them).
  const typedOr = (typed: unknown, current: readonly string[]) =>
    new Set<string>(typed !== undefined ? ([] as string[]).concat(typed as string[] | string) : actionData && !contactsPosted ? [] : current);
  // Read again when the form is a new one (back from the review: its boxes are new, from the values posted).
  const checkedDays = useReadOnce(form.id, () => typedOr(fields.visitDays.initialValue, terms.visitDays));
  const checkedOptions = useReadOnce(form.id, () => typedOr(fields.options.initialValue, terms.options));
  const preview = actionData?.preview;
  return (
    <DashboardLayout
      base={base}
      contractNumber={contractNumber}
      page="avenant"
      summary={contactsPosted ? <ErrorSummary form={contactsForm.form} fields={contactsForm.summaryFields} personOf={contactsForm.personOf} /> : <ErrorSummary form={form} fields={fields} />}
    >
      {done ? (
        <div className="notice" role="status">
          <p>{t("changes:avenant.done", { reference: done.reference, version: done.version })}</p>
          {done.effectiveDate && <p>{t("changes:avenant.doneEffective", { date: day(done.effectiveDate) })}</p>}
          <p>
            <a href={pagePath(base, "versions")}>{t("dashboard:titles.versions")}</a>
          </p>
        </div>
      ) : (
        !review && <p>{t("changes:avenant.intro")}</p>
      )}
      {review ? (
        <AvenantReview review={review} formId={form.id} />
      ) : (
        <ConformForm form={form} method="post" noValidate>
          <DefaultSubmit />
          <CheckboxList
            field={fields.visitDays}
            legend={t("changes:avenant.days")}
            hint={t("changes:avenant.daysHint")}
            className="days"
            choices={VISIT_DAYS.map((day) => ({ value: day, label: t(`services:days.${day}`) }))}
            checked={checkedDays}
          />
          {terms.offeredOptions.length > 0 && (
            <CheckboxList
              field={fields.options}
              legend={t("changes:avenant.options")}
              hint={t("changes:avenant.optionsHint")}
              choices={terms.offeredOptions.map((code) => ({ value: code, label: word(optionWording(code)) }))}
              checked={checkedOptions}
            />
          )}
          {terms.offeredOptions.includes("FALL_DETECTOR_BRACELET") && !terms.options.includes("FALL_DETECTOR_BRACELET") && (
            <CheckboxField field={fields.healthConsent} label={t("services:options.healthConsent")} hint={t("services:options.healthConsentHint")} />
          )}
          <section className="price-box" aria-labelledby="price-title" aria-live="polite">
            <h2 id="price-title">{t("changes:avenant.priceTitle")}</h2>
            <p>{t("changes:avenant.before", { formula: word(formulaWording(terms.formulaToday)) })}</p>
            <PriceStatement price={terms.price} paid={terms.started} />
            {terms.next && (
              <>
                <p>{t("changes:avenant.recorded", { date: day(terms.next.from), formula: word(formulaWording(terms.next.formula)) })}</p>
                <PriceStatement price={terms.next.price} paid />
              </>
            )}
            {preview && (
              <>
                <p>
                  <strong>{preview.price === null ? t("dashboard:errors.formulaUnavailable") : t("changes:avenant.after", { formula: word(formulaWording(preview.formula)) })}</strong>
                </p>
                {preview.price && <PriceStatement price={preview.price} paid={terms.started} />}
              </>
            )}
            <button type="submit" name="intent" value="price" className="button secondary">
              {t("changes:avenant.recalculate")}
            </button>
          </section>
          <fieldset className="field">
            <legend>{t("changes:avenant.doctor")}</legend>
            <p className="hint">{t("changes:avenant.doctorHint")}</p>
            <SelectField
              field={fields.doctorCivility}
              label={t("changes:avenant.doctorCivility")}
              optional
              placeholder={t("dashboard:choose")}
              defaultValue={terms.doctorCivility ?? ""}
              choices={(["MR", "MRS"] as const).map((value) => ({ value, label: t(`dashboard:civility.${value}`) }))}
            />
            <TextField field={fields.doctorName} label={t("changes:avenant.doctorName")} optional defaultValue={terms.doctorName ?? ""} autoComplete="off" />
            <TextField field={fields.doctorPhone} label={t("changes:avenant.doctorPhone")} hint={t("changes:avenant.phoneHint")} type="tel" inputMode="tel" optional defaultValue={terms.doctorPhone ?? ""} />
          </fieldset>
          <TextField field={fields.accountOwner} label={t("changes:avenant.accountOwner")} hint={t("changes:avenant.accountOwnerHint")} optional autoComplete="name" />
          <button type="submit" className="button">
            {t("changes:avenant.submit")}
          </button>
        </ConformForm>
      )}
      {terms.remoteAssistance && !review && <AvenantContacts contactsForm={contactsForm} choices={contactChoices} posted={contactsPosted} book={book} />}
    </DashboardLayout>
  );
}

/**
 * The avenant's review: what changes, the hub's new monthly price and the day it takes effect;
 * the terms posted again as they were reviewed, then "Confirmer" (step confirm) or "Modifier"
 * (intent change, back to the form with its values). At the counter, the client's identity is
 * confirmed here, before anything is sent.
 */
function AvenantReview({ review, formId }: { review: Review; formId: string }) {
  const { t, word, day, days } = useWords();
  const { terms } = useLoaderData<typeof loadAvenant>();
  const kept: [string, string][] = [
    ...review.visitDays.map((value): [string, string] => ["visitDays", value]),
    ...review.options.map((value): [string, string] => ["options", value]),
    ...(["doctorCivility", "doctorName", "doctorPhone", "accountOwner"] as const).flatMap((name): [string, string][] => (review[name] ? [[name, review[name]!]] : [])),
    ...(review.healthConsent ? [["healthConsent", "on"] as [string, string]] : []),
  ];
  const services = review.services;
  // Every monthly option the contract will have (the alarm button that comes with the service included), in words.
  const options = services?.options.filter((code) => code !== "POSTMAN_VISIT_TA") ?? [];
  return (
    <Form method="post" noValidate aria-labelledby="review-title" className="avenant-review">
      <h2 id="review-title">{t("changes:avenant.reviewTitle")}</h2>
      <p>{t("changes:avenant.reviewIntro")}</p>
      {services && (
        <section className="price-box" aria-labelledby="new-price-title">
          <p>{t("changes:avenant.reviewServices", { formula: word(formulaWording(services.formula)) })}</p>
          {review.visitDays.length > 0 && <p>{t("changes:avenant.reviewDays", { days: days(review.visitDays) })}</p>}
          {terms.remoteAssistance && (
            <p>{options.length > 0 ? t("changes:avenant.reviewOptions", { options: options.map((code) => word(optionWording(code))).join(", ") }) : t("changes:avenant.reviewNoOption")}</p>
          )}
          <h3 id="new-price-title">{t("changes:avenant.newPrice")}</h3>
          {services.price && <PriceStatement price={services.price} paid={terms.started} />}
          {services.effectiveDate && (
            <p>
              <strong>{t("changes:avenant.effective", { date: day(services.effectiveDate) })}</strong>
            </p>
          )}
          <p className="hint">{t("changes:avenant.effectiveRule")}</p>
        </section>
      )}
      {review.addsFallDetector && <p>{t("changes:avenant.reviewConsent")}</p>}
      {review.doctor && <p>{t("changes:avenant.reviewDoctor", { name: review.doctor.doctorName, phone: review.doctor.doctorPhone })}</p>}
      {review.newAccountOwner && <p>{t("changes:avenant.reviewAccountOwner", { name: review.newAccountOwner })}</p>}
      {(review.doctor || review.newAccountOwner) && <p className="hint">{t("changes:avenant.reviewOthers")}</p>}
      {kept.map(([name, value], index) => (
        <input key={`${name}-${index}`} type="hidden" name={name} value={value} />
      ))}
      <input type="hidden" name="step" value="confirm" />
      <IdentityConfirmation formId={formId} />
      <div className="step-actions">
        <button type="submit" className="button">
          {t("changes:avenant.confirm")}
        </button>
        <button type="submit" name="intent" value="change" className="button secondary">
          {t("changes:avenant.change")}
        </button>
      </div>
    </Form>
  );
}
