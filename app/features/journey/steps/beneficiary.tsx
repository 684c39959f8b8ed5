import { loadTexts, type ScriptsHandle } from "~/kernel/ui/scripts";
import type { MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { useReaderTranslation } from "~/kernel/ui/counter";
import { CheckboxField, DefaultSubmit, RadioGroup, SelectField, TextField } from "~/kernel/ui/form";
import { AddressBookNameField, AddressBookPicker } from "~/kernel/addresses/address-book";
import { ADDRESS_FIELDS, AddressFields, addressSuggestionOf } from "~/kernel/addresses/address-fields";
import { MobilePhoneField } from "~/kernel/people/contact-fields";
import { autofill, useLabelledChoices } from "~/kernel/ui/people-fields";
import { HintedFieldset } from "~/kernel/people/hinted-fieldset";
import { IdentityFields, NAME_FIELDS } from "~/kernel/people/identity-fields";
import { fieldsInPageOrder, PeopleStepPage } from "~/features/journey/steps/people-step-page";
import { usePeopleForm } from "~/features/journey/steps/use-people-form";
import type { Recipient } from "~/kernel/people/person";
import { journeyMeta } from "~/features/journey/meta";
import type { action, loader } from "./beneficiary.server";
export { action, headers, loader } from "./beneficiary.server";

/** etape2, the beneficiary (SPEC 2): the page. */

export const meta: MetaFunction<typeof loader> = (args) => journeyMeta(args, "beneficiary");
export const handle: ScriptsHandle = { i18n: ["notices", "validation", "people"] };
export const clientLoader = loadTexts(handle);

/** The fields in the order of the page, so that the error summary follows it. */
const FIELD_ORDER = [
  ...NAME_FIELDS,
  "birthDate",
  "landlinePhone",
  "mobilePhone",
  "phoneInstallationType",
  ...ADDRESS_FIELDS,
  "building",
  "floor",
  "keypad",
  "additionalInformation",
  "subscribersRelationship",
  "healthConsent",
  "doctorCivility",
  "doctorName",
  "doctorPhone",
] as const satisfies readonly (keyof Recipient)[];

export default function BeneficiaryStep() {
  const { frame, backTo, values, choices, book } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const { t } = useReaderTranslation();
  const [form, fields] = usePeopleForm<Recipient>("beneficiary", values, actionData?.result);
  const civilities = useLabelledChoices(choices.civilities, "people:civility");
  const installations = useLabelledChoices(choices.installations, "people:beneficiary.phoneInstallationType");
  const relationships = useLabelledChoices(choices.relationships, "people:beneficiary.subscribersRelationship");
  const autofillSection = "section-beneficiary";
  const answered = (actionData ?? {}) as { bookFilled?: string | null; bookError?: { key: string; count?: number } | null };
  const typedBookName = (actionData?.result.initialValue as { bookName?: unknown } | null | undefined)?.bookName;

  return (
    <PeopleStepPage frame={frame} slug="etape2" texts="beneficiary" form={form} summaryFields={fieldsInPageOrder(fields, FIELD_ORDER)} backTo={backTo}>
      {book && <DefaultSubmit />}
      <IdentityFields hintId="beneficiary-identity-hint" fields={fields} civilities={choices.civilities} autofillSection={autofillSection}>
        <TextField
          field={fields.birthDate}
          type="date"
          label={t("people:identity.birthDate")}
          hint={t("people:identity.birthDateHint")}
          autoComplete={autofill(autofillSection, "bday")}
          width="medium"
        />
      </IdentityFields>

      <fieldset className="field">
        <legend>{t("people:contact.legend")}</legend>
        <TextField
          field={fields.landlinePhone}
          type="tel"
          inputMode="tel"
          label={t("people:contact.landlinePhone")}
          hint={t("people:contact.landlinePhoneHint")}
          autoComplete={autofill(autofillSection, "home tel-national")}
          width="medium"
        />
        <MobilePhoneField field={fields.mobilePhone} autofillSection={autofillSection} optional />
        <RadioGroup field={fields.phoneInstallationType} legend={t("people:beneficiary.phoneInstallationType.legend")} choices={installations} />
      </fieldset>

      {book && <AddressBookPicker entries={book} filledName={answered.bookFilled} />}
      <AddressFields hintId="beneficiary-address-hint" suggestion={addressSuggestionOf(actionData)} fields={fields} countries={choices.countries} autofillSection={autofillSection} />
      {book && <AddressBookNameField error={answered.bookError} defaultValue={typeof typedBookName === "string" ? typedBookName : undefined} />}

      <HintedFieldset legend={t("people:delivery.legend")} hint={t("people:delivery.hint")} hintId="beneficiary-delivery-hint">
        <TextField field={fields.building} optional label={t("people:delivery.building")} width="medium" />
        <TextField field={fields.floor} optional label={t("people:delivery.floor")} width="short" />
        <TextField field={fields.keypad} optional label={t("people:delivery.keypad")} hint={t("people:delivery.keypadHint")} width="short" />
        <TextField
          field={fields.additionalInformation}
          optional
          label={t("people:delivery.additionalInformation")}
          hint={t("people:delivery.additionalInformationHint")}
        />
      </HintedFieldset>

      <RadioGroup
        field={fields.subscribersRelationship}
        legend={t("people:beneficiary.subscribersRelationship.legend")}
        hint={t("people:beneficiary.subscribersRelationship.hint")}
        choices={relationships}
      />

      <HintedFieldset
        legend={t("people:beneficiary.doctor.legend")}
        hint={t("people:beneficiary.doctor.explanation")}
        hintId="beneficiary-doctor-explanation"
      >
        <CheckboxField field={fields.healthConsent} label={t("people:beneficiary.doctor.consent")} hint={t("people:beneficiary.doctor.consentHint")} />
        <SelectField
          field={fields.doctorCivility}
          optional
          label={t("people:beneficiary.doctor.civility")}
          placeholder={t("journey:form.choose")}
          choices={civilities}
        />
        <TextField field={fields.doctorName} optional label={t("people:beneficiary.doctor.name")} width="medium" />
        <TextField
          field={fields.doctorPhone}
          type="tel"
          inputMode="tel"
          optional
          label={t("people:beneficiary.doctor.phone")}
          hint={t("people:beneficiary.doctor.phoneHint")}
          width="medium"
        />
      </HintedFieldset>
    </PeopleStepPage>
  );
}
