import { useReaderTranslation } from "~/kernel/ui/counter";
import { TextField } from "~/kernel/ui/form";
import { autofill, type FieldsOf, type FormField } from "~/kernel/ui/people-fields";

/** A person's mobile phone. */
export function MobilePhoneField({ field, autofillSection, optional }: { field: FormField; autofillSection?: string; optional?: boolean }) {
  const { t } = useReaderTranslation();
  return (
    <TextField
      field={field}
      type="tel"
      inputMode="tel"
      optional={optional}
      label={t("people:contact.mobilePhone")}
      hint={t("people:contact.mobilePhoneHint")}
      autoComplete={autofill(autofillSection, "mobile tel-national")}
      width="medium"
    />
  );
}

/** The e-mail and mobile fields, in the order of the page. */
export const CONTACT_FIELDS = ["email", "mobilePhone"] as const;

/** The "Coordonnées" fieldset of the people who get the contract's messages: e-mail and mobile. */
export function ContactFields({
  fields,
  autofillSection,
  emailOptional,
}: {
  fields: FieldsOf<(typeof CONTACT_FIELDS)[number]>;
  autofillSection?: string;
  /** At the counter: a client without e-mail gets the documents by post. */
  emailOptional?: boolean;
}) {
  const { t } = useReaderTranslation();
  return (
    <fieldset className="field">
      <legend>{t("people:contact.legend")}</legend>
      <TextField
        field={fields.email}
        type="email"
        inputMode="email"
        label={t("people:contact.email")}
        hint={t(emailOptional ? "people:contact.emailHintByPost" : "people:contact.emailHint")}
        optional={emailOptional}
        autoComplete={autofill(autofillSection, "email")}
      />
      <MobilePhoneField field={fields.mobilePhone} autofillSection={autofillSection} />
    </fieldset>
  );
}
