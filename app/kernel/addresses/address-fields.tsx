import { useReaderTranslation } from "~/kernel/ui/counter";
import { SelectField, TextField } from "~/kernel/ui/form";
import { addressChoiceFields, suggestedChoice, TYPED_CHOICE, type AddressSuggestion, type SuggestionView } from "~/kernel/addresses/address-choice";
import { autofill, useLabelledChoices, type FieldsOf } from "~/kernel/ui/people-fields";
import { HintedFieldset } from "~/kernel/people/hinted-fieldset";
import { StreetCompletion } from "./street-completion";

/** The address's fields, in the order of the page. */
export const ADDRESS_FIELDS = ["streetName", "additionalStreetName", "poBox", "codePostal", "city", "country"] as const;

interface Props {
  fields: FieldsOf<(typeof ADDRESS_FIELDS)[number]>;
  countries: readonly string[];
  /** The autofill section of this address ("section-beneficiary", "billing"). */
  autofillSection: string;
  hintId: string;
  /** The postal service's "did you mean…" (decision 090), after a submit. */
  suggestion?: SuggestionView;
  /** The prefix of the address's fields inside a list ("contacts[0]."), for the choice's own fields. */
  choicePrefix?: string;
}

/** The "Adresse" fieldset: the postal address lines, city and country of a person. */
export function AddressFields({ fields, countries, autofillSection, hintId, suggestion, choicePrefix }: Props) {
  const { t } = useReaderTranslation();
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
      {suggestion && <SuggestionChoice view={suggestion} idPrefix={hintId} namePrefix={choicePrefix} />}
      <StreetCompletion ids={{ street: fields.streetName.id, postalCode: fields.codePostal.id, city: fields.city.id, country: fields.country.id }} />
    </HintedFieldset>
  );
}

/**
 * The postal service's suggestion as radio buttons (no JavaScript needed): the address with each
 * locality of the postal code (the service's own first, checked), or the address as typed. Each
 * radio's value is its locality; the hidden fields carry the rest of the suggestion, and the
 * address it answers, back to the server.
 */
export function SuggestionChoice({ view, idPrefix, namePrefix }: { view: SuggestionView; idPrefix: string; namePrefix?: string }) {
  const { t } = useReaderTranslation();
  const names = addressChoiceFields(namePrefix);
  const line = (address: AddressSuggestion) =>
    `${address.streetName}, ${address.codePostal} ${address.city}, ${t(`people:countries.${address.country}`)}`;
  const id = `${idPrefix}-suggestion`;
  const hint =
    view.reason === "country"
      ? t("people:address.suggestion.countryHint", { country: t(`people:countries.${view.suggestion.country}`) })
      : t("people:address.suggestion.localityHint");
  return (
    <fieldset className="field suggestion" aria-describedby={`${id}-hint`}>
      <legend>{t("people:address.suggestion.legend")}</legend>
      <p className="hint" id={`${id}-hint`}>
        {hint}
      </p>
      <input type="hidden" name={names.street} value={view.suggestion.streetName} />
      <input type="hidden" name={names.postalCode} value={view.suggestion.codePostal} />
      <input type="hidden" name={names.country} value={view.suggestion.country} />
      <input type="hidden" name={names.checked} value={view.checked} />
      {view.localities.map((city, index) => (
        <div className="choice" key={city}>
          <input type="radio" id={`${id}-suggested-${index}`} name={names.choice} value={suggestedChoice(city)} defaultChecked={index === 0} />
          <label htmlFor={`${id}-suggested-${index}`}>{t("people:address.suggestion.suggested", { address: line({ ...view.suggestion, city }) })}</label>
        </div>
      ))}
      <div className="choice">
        <input type="radio" id={`${id}-typed`} name={names.choice} value={TYPED_CHOICE} />
        <label htmlFor={`${id}-typed`}>{t("people:address.suggestion.typed", { address: line(view.typed) })}</label>
      </div>
    </fieldset>
  );
}

/** The suggestions of a list's addresses an action answered, by their prefix ("contacts[0]."). */
export function addressSuggestionsOf(actionData: unknown): Record<string, SuggestionView> | undefined {
  return (actionData as { addressSuggestions?: Record<string, SuggestionView> | null } | undefined)?.addressSuggestions ?? undefined;
}

/** The suggestion an action answered, if any (people-step.server's `addressSuggestion`). */
export function addressSuggestionOf(actionData: unknown): SuggestionView | undefined {
  return (actionData as { addressSuggestion?: SuggestionView | null } | undefined)?.addressSuggestion ?? undefined;
}
