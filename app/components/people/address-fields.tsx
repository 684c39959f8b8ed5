import { useTranslation } from "react-i18next";
import { SelectField, TextField } from "~/components/form";
import { autofill, useLabelledChoices, type FieldsOf } from "./fields";
import { HintedFieldset } from "./hinted-fieldset";

/** The address's fields, in the order of the page. */
export const ADDRESS_FIELDS = ["streetName", "additionalStreetName", "poBox", "codePostal", "city", "country"] as const;

interface Props {
  fields: FieldsOf<(typeof ADDRESS_FIELDS)[number]>;
  countries: readonly string[];
  /** The autofill section of this address ("section-beneficiary", "billing"). */
  autofillSection: string;
  hintId: string;
}

/** The "Adresse" fieldset: the postal address lines, city and country of a person. */
export function AddressFields({ fields, countries, autofillSection, hintId }: Props) {
  const { t } = useTranslation();
  const countryChoices = useLabelledChoices(countries, "people:countries");
  return (
    <HintedFieldset legend={t("people:address.legend")} hint={t("people:address.hint")} hintId={hintId}>
      <TextField
        field={fields.streetName}
        label={t("people:address.streetName")}
        hint={t("people:address.streetNameHint")}
        autoComplete={autofill(autofillSection, "address-line1")}
      />
      <TextField
        field={fields.additionalStreetName}
        optional
        label={t("people:address.additionalStreetName")}
        hint={t("people:address.additionalStreetNameHint")}
        autoComplete={autofill(autofillSection, "address-line2")}
      />
      <TextField
        field={fields.poBox}
        optional
        label={t("people:address.poBox")}
        hint={t("people:address.poBoxHint")}
        autoComplete={autofill(autofillSection, "address-line3")}
      />
      <TextField
        field={fields.codePostal}
        inputMode="numeric"
        label={t("people:address.codePostal")}
        hint={t("people:address.codePostalHint")}
        autoComplete={autofill(autofillSection, "postal-code")}
        width="short"
      />
      <TextField field={fields.city} label={t("people:address.city")} autoComplete={autofill(autofillSection, "address-level2")} width="medium" />
      <SelectField field={fields.country} label={t("people:address.country")} placeholder={t("journey:form.choose")} choices={countryChoices} />
    </HintedFieldset>
  );
}
