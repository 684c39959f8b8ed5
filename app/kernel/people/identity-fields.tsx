import type { ReactNode } from "react";
import { useReaderTranslation } from "~/kernel/ui/counter";
import { RadioGroup, TextField } from "~/kernel/ui/form";
import { autofill, useLabelledChoices, type FieldsOf } from "~/kernel/ui/people-fields";
import { HintedFieldset } from "./hinted-fieldset";

/** The names' fields, in the order of the page. */
export const NAME_FIELDS = ["civility", "firstName", "lastName"] as const;

interface NameFieldsProps {
  fields: FieldsOf<(typeof NAME_FIELDS)[number]>;
  civilities: readonly string[];
  /** The person's autofill section ("section-beneficiary"), if any. */
  autofillSection?: string;
}

/** Civility, first name and last name: every person of the journey is named this way. */
export function NameFields({ fields, civilities, autofillSection }: NameFieldsProps) {
  const { t } = useReaderTranslation();
  const choices = useLabelledChoices(civilities, "people:civility");
  return (
    <>
      <RadioGroup field={fields.civility} legend={t("people:civility.legend")} inline choices={choices} />
      <TextField field={fields.firstName} label={t("people:identity.firstName")} autoComplete={autofill(autofillSection, "given-name")} width="medium" />
      <TextField field={fields.lastName} label={t("people:identity.lastName")} autoComplete={autofill(autofillSection, "family-name")} width="medium" />
    </>
  );
}

/** The "Identité" fieldset of a person's form: the names, then what the step adds (a birth date). */
export function IdentityFields({ hintId, children, ...names }: NameFieldsProps & { hintId: string; children?: ReactNode }) {
  const { t } = useReaderTranslation();
  return (
    <HintedFieldset legend={t("people:identity.legend")} hint={t("people:identity.namesHint")} hintId={hintId}>
      <NameFields {...names} />
      {children}
    </HintedFieldset>
  );
}
