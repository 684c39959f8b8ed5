import { useState } from "react";
import { IdentityConfirmation } from "~/components/sibp/counter";
import { useActionData, useLoaderData } from "@remix-run/react";
import { ConformForm, DefaultSubmit, ErrorSummary, SelectField, TextField } from "~/components/form";
import { useForm } from "@conform-to/react";
import { formulaWording, optionWording } from "~/domain/wording";
import { VISIT_DAYS } from "~/domain/journey/services";
import { PriceStatement } from "~/components/price";
import type { actAvenant, loadAvenant } from "./avenant.server";
import { DashboardLayout, pagePath } from "./layout";
import { AvenantContacts, useContactsForm } from "./avenant-contacts";
import { CheckboxList } from "./checkbox-list";
import { useWords } from "./words";
import type { AvenantInput } from "~/domain/dashboard/forms";

export function DashboardAvenant() {
  const { base, contractNumber, terms, contacts, contactChoices, done } = useLoaderData<typeof loadAvenant>();
  const actionData = useActionData<typeof actAvenant>();
  const contactsPosted = actionData?.part === "contacts";
  const [form, fields] = useForm<AvenantInput>({ id: "avenant", lastResult: contactsPosted ? undefined : actionData?.result, shouldRevalidate: "onSubmit" });
  const contactsForm = useContactsForm(contacts, contactsPosted ? actionData?.result : undefined);
  const { t, word } = useWords();
  // What was posted (none ticked: nothing posted), else the contract as it is. Read once: with
  // JavaScript on, the boxes keep what the person ticks (a changed default would untick them).
  const typedOr = (typed: unknown, current: readonly string[]) =>
    new Set<string>(typed !== undefined ? ([] as string[]).concat(typed as string[] | string) : actionData && !contactsPosted ? [] : current);
  const [checkedDays] = useState(() => typedOr(fields.visitDays.initialValue, terms.visitDays));
  const [checkedOptions] = useState(() => typedOr(fields.options.initialValue, terms.options));
  const preview = actionData?.preview;
  return (
    <DashboardLayout
      base={base}
      contractNumber={contractNumber}
      page="avenants"
      summary={contactsPosted ? <ErrorSummary form={contactsForm.form} fields={contactsForm.summaryFields} personOf={contactsForm.personOf} /> : <ErrorSummary form={form} fields={fields} />}
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
      <ConformForm form={form} method="post" noValidate>
        <DefaultSubmit />
        <CheckboxList
          field={fields.visitDays}
          legend={t("dashboard:avenant.days")}
          hint={t("dashboard:avenant.daysHint")}
          className="days"
          choices={VISIT_DAYS.map((day) => ({ value: day, label: t(`journey:days.${day}`) }))}
          checked={checkedDays}
        />
        {terms.offeredOptions.length > 0 && (
          <CheckboxList
            field={fields.options}
            legend={t("dashboard:avenant.options")}
            hint={t("dashboard:avenant.optionsHint")}
            choices={terms.offeredOptions.map((code) => ({ value: code, label: word(optionWording(code)) }))}
            checked={checkedOptions}
          />
        )}
        <section className="price-box" aria-labelledby="price-title" aria-live="polite">
          <h2 id="price-title">{t("dashboard:avenant.priceTitle")}</h2>
          <p>{t("dashboard:avenant.before", { formula: word(formulaWording(terms.formula)) })}</p>
          <PriceStatement price={terms.price} paid={terms.started} />
          {preview && (
            <>
              <p>
                <strong>{preview.price === null ? t("dashboard:errors.formulaUnavailable") : t("dashboard:avenant.after", { formula: word(formulaWording(preview.formula)) })}</strong>
              </p>
              {preview.price && <PriceStatement price={preview.price} paid={terms.started} />}
            </>
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
        <IdentityConfirmation formId={form.id} posted={!contactsPosted} />
        <button type="submit" className="button">
          {t("dashboard:avenant.submit")}
        </button>
      </ConformForm>
      {terms.remoteAssistance && <AvenantContacts contactsForm={contactsForm} choices={contactChoices} posted={contactsPosted} />}
    </DashboardLayout>
  );
}
