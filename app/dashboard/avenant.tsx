import { useForm } from "@conform-to/react";
import { IdentityConfirmation } from "~/components/sibp/counter";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { DefaultSubmit, ErrorSummary, SelectField, TextField } from "~/components/form";
import { formulaWording, optionWording } from "~/domain/wording";
import { VISIT_DAYS } from "~/domain/journey/services";
import { formatEuros } from "~/domain/money";
import type { actAvenant, loadAvenant } from "./avenant.server";
import { DashboardLayout, pagePath } from "./layout";
import { AvenantContacts, useContactsForm } from "./avenant-contacts";
import { useWords } from "./words";
import type { AvenantInput } from "~/domain/dashboard/forms";

export function DashboardAvenant() {
  const { base, contractNumber, terms, contacts, done } = useLoaderData<typeof loadAvenant>();
  const actionData = useActionData<typeof actAvenant>();
  const contactsPosted = actionData?.part === "contacts";
  const [form, fields] = useForm<AvenantInput>({ id: "avenant", lastResult: contactsPosted ? undefined : actionData?.result, shouldRevalidate: "onSubmit" });
  const contactsForm = useContactsForm(contacts, contactsPosted ? actionData?.result : undefined);
  const { t, word } = useWords();
  const typedOptions = fields.options.initialValue as string[] | string | undefined;
  const ticked = new Set<string>(typedOptions !== undefined ? ([] as string[]).concat(typedOptions) : actionData && !contactsPosted ? [] : terms.options);
  const optionsError = fields.options.errors?.[0];
  const typedDays = fields.visitDays.initialValue as string[] | string | undefined;
  const checked = new Set<string>(typedDays !== undefined ? ([] as string[]).concat(typedDays) : actionData && !contactsPosted ? [] : terms.visitDays);
  const daysError = fields.visitDays.errors?.[0];
  const preview = actionData?.preview;
  return (
    <DashboardLayout
      base={base}
      contractNumber={contractNumber}
      page="avenants"
      summary={contactsPosted ? <ErrorSummary form={contactsForm.form} fields={contactsForm.summaryFields} /> : <ErrorSummary form={form} fields={fields} />}
    >
      {done ? (
        <div className="notice" role="status">
          <p>{t("dashboard:avenant.done", { reference: done.reference, version: done.version })}</p>
          <p>
            <a href={pagePath(base, "versions")}>{t("dashboard:titles.versions")}</a>
          </p>
        </div>
      ) : (
        <p>{t("dashboard:avenant.intro")}</p>
      )}
      <Form method="post" id={form.id} noValidate>
        <DefaultSubmit />
        <fieldset className={`field${daysError ? " invalid" : ""}`} id={fields.visitDays.id} tabIndex={-1} aria-describedby={`${fields.visitDays.id}-hint${daysError ? ` ${fields.visitDays.errorId}` : ""}`}>
          <legend>{t("dashboard:avenant.days")}</legend>
          <p className="hint" id={`${fields.visitDays.id}-hint`}>
            {t("dashboard:avenant.daysHint")}
          </p>
          {daysError && (
            <p id={fields.visitDays.errorId} className="field-error">
              {t(daysError)}
            </p>
          )}
          <div className="days">
            {VISIT_DAYS.map((day) => (
              <div className="choice" key={day}>
                <input type="checkbox" id={`day-${day}`} name="visitDays" value={day} defaultChecked={checked.has(day)} />
                <label htmlFor={`day-${day}`}>{t(`journey:days.${day}`)}</label>
              </div>
            ))}
          </div>
        </fieldset>
        {terms.offeredOptions.length > 0 && (
          <fieldset className={`field${optionsError ? " invalid" : ""}`} id={fields.options.id} tabIndex={-1} aria-describedby={`${fields.options.id}-hint${optionsError ? ` ${fields.options.errorId}` : ""}`}>
            <legend>{t("dashboard:avenant.options")}</legend>
            <p className="hint" id={`${fields.options.id}-hint`}>
              {t("dashboard:avenant.optionsHint")}
            </p>
            {optionsError && (
              <p id={fields.options.errorId} className="field-error">
                {t(optionsError)}
              </p>
            )}
            {terms.offeredOptions.map((code) => (
              <div className="choice" key={code}>
                <input type="checkbox" id={`option-${code}`} name="options" value={code} defaultChecked={ticked.has(code)} />
                <label htmlFor={`option-${code}`}>{word(optionWording(code))}</label>
              </div>
            ))}
          </fieldset>
        )}
        <section className="price-box" aria-labelledby="price-title" aria-live="polite">
          <h2 id="price-title">{t("dashboard:avenant.priceTitle")}</h2>
          <p>{t("dashboard:avenant.before", { price: formatEuros(terms.price), formula: word(formulaWording(terms.formula)) })}</p>
          {preview && (
            <p>
              <strong>
                {preview.price === null
                  ? t("dashboard:errors.formulaUnavailable")
                  : t("dashboard:avenant.after", { price: formatEuros(preview.price), formula: word(formulaWording(preview.formula)) })}
              </strong>
            </p>
          )}
          <button type="submit" name="intent" value="price" className="button secondary">
            {t("dashboard:avenant.recalculate")}
          </button>
        </section>
        <fieldset className="field">
          <legend>{t("dashboard:avenant.doctor")}</legend>
          <p className="hint">{t("dashboard:avenant.doctorHint")}</p>
          <SelectField
            field={fields.doctorCivility}
            label={t("dashboard:avenant.doctorCivility")}
            optional
            placeholder={t("dashboard:choose")}
            defaultValue={terms.doctorCivility ?? ""}
            choices={(["MR", "MRS"] as const).map((value) => ({ value, label: t(`dashboard:civility.${value}`) }))}
          />
          <TextField field={fields.doctorName} label={t("dashboard:avenant.doctorName")} optional defaultValue={terms.doctorName ?? ""} autoComplete="off" />
          <TextField field={fields.doctorPhone} label={t("dashboard:avenant.doctorPhone")} hint={t("dashboard:avenant.phoneHint")} type="tel" inputMode="tel" optional defaultValue={terms.doctorPhone ?? ""} />
        </fieldset>
        <TextField field={fields.accountOwner} label={t("dashboard:avenant.accountOwner")} hint={t("dashboard:avenant.accountOwnerHint")} optional autoComplete="name" />
        <IdentityConfirmation formId={form.id} />
        <button type="submit" className="button">
          {t("dashboard:avenant.submit")}
        </button>
      </Form>
      {terms.remoteAssistance && <AvenantContacts contactsForm={contactsForm} />}
    </DashboardLayout>
  );
}
