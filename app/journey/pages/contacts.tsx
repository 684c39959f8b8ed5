import type { MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { CheckboxField, DefaultSubmit, RadioGroup, TextField } from "~/components/form";
import { ADDRESS_FIELDS, AddressFields } from "~/components/people/address-fields";
import { MobilePhoneField } from "~/components/people/contact-fields";
import { useLabelledChoices } from "~/components/people/fields";
import { NAME_FIELDS, NameFields } from "~/components/people/identity-fields";
import { PeopleStepPage } from "~/components/people/people-step-page";
import { usePeopleForm } from "~/components/people/use-people-form";
import type { TrustedContact } from "~/domain/person";
import { journeyMeta } from "~/journey/meta";
import type { action, loader } from "./contacts.server";

/** etape3, the trusted contacts (SPEC 2): the page. */

type ContactsForm = {
  contacts: TrustedContact[];
};

export const meta: MetaFunction<typeof loader> = (args) => journeyMeta(args, "contact");

/** A contact's fields in the order of the page, so that the error summary follows it. */
const FIELD_ORDER = [
  ...NAME_FIELDS,
  "mobilePhone",
  "contactType",
  "travelTimeInMinutes",
  ...ADDRESS_FIELDS,
  "hasKeys",
  "over18",
] as const satisfies readonly (keyof TrustedContact)[];

export default function ContactStep() {
  const { frame, backTo, values, choices } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const { t } = useTranslation();
  const [form, fields] = usePeopleForm<ContactsForm>("contacts", values, actionData?.result);
  const contacts = fields.contacts.getFieldList();
  const contactTypes = useLabelledChoices(choices.contactTypes, "people:contacts.contactType");
  const listError = fields.contacts.errors?.[0];
  const summaryFields = {
    contacts: fields.contacts,
    ...Object.fromEntries(
      contacts.flatMap((contact, index) => {
        const fieldset = contact.getFieldset();
        return FIELD_ORDER.map((name) => [`${index}.${name}`, fieldset[name]]);
      }),
    ),
  };

  return (
    <PeopleStepPage frame={frame} slug="etape3" texts="contacts" form={form} summaryFields={summaryFields} backTo={backTo}>
      <DefaultSubmit />
      <div id={fields.contacts.id} tabIndex={-1}>
        {listError && (
          <p id={fields.contacts.errorId} className="field-error">
            {t(listError)}
          </p>
        )}
        {contacts.map((contact, index) => {
          const field = contact.getFieldset();
          const number = index + 1;
          const autofillSection = `section-contact${number}`;
          return (
            <fieldset key={contact.key} className="field contact-card">
              <legend>{t("people:contacts.contact", { number })}</legend>
              <input type="hidden" name={field.order.name} value={String(number)} />
              <NameFields fields={field} civilities={choices.civilities} autofillSection={autofillSection} />
              <MobilePhoneField field={field.mobilePhone} autofillSection={autofillSection} />
              <RadioGroup field={field.contactType} legend={t("people:contacts.contactType.label")} inline choices={contactTypes} />
              <TextField
                field={field.travelTimeInMinutes}
                inputMode="numeric"
                label={t("people:contacts.travelTimeInMinutes")}
                hint={t("people:contacts.travelTimeHint")}
                width="short"
              />
              <AddressFields hintId={`${field.streetName.id}-group-hint`} fields={field} countries={choices.countries} autofillSection={autofillSection} />
              <CheckboxField field={field.hasKeys} label={t("people:contacts.hasKeys")} />
              <CheckboxField field={field.over18} label={t("people:contacts.over18")} />
              {contacts.length > 1 && (
                <button className="button secondary" {...form.remove.getButtonProps({ name: fields.contacts.name, index })}>
                  {t("people:contacts.remove", { number })}
                </button>
              )}
            </fieldset>
          );
        })}
      </div>
      <p className="hint" id="contacts-add-hint">
        {t("people:contacts.addHint")}
      </p>
      <button
        className="button secondary"
        aria-describedby="contacts-add-hint"
        {...form.insert.getButtonProps({ name: fields.contacts.name, defaultValue: { country: choices.defaultCountry } })}
      >
        {t("people:contacts.add")}
      </button>
    </PeopleStepPage>
  );
}
