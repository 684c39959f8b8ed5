import type { FieldMetadata } from "@conform-to/react";
import type { ComponentProps } from "react";
import { useReaderTranslation } from "~/kernel/ui/counter";
import { CheckboxField, RadioGroup, TextField, type PersonOf } from "~/kernel/ui/form";
import type { AddressBookView } from "~/kernel/addresses/address";
import type { SuggestionView } from "~/kernel/addresses/address-choice";
import { AddressBookPicker } from "~/kernel/addresses/address-book";
import type { TrustedContact } from "~/kernel/people/person";
import { ADDRESS_FIELDS, AddressFields } from "~/kernel/addresses/address-fields";
import { MobilePhoneField } from "./contact-fields";
import { autofill, useLabelledChoices } from "~/kernel/ui/people-fields";
import { NAME_FIELDS, NameFields } from "./identity-fields";

/** A contact's fields in the order of the page, so that the error summary follows it. */
export const TRUSTED_CONTACT_FIELDS = [
  ...NAME_FIELDS,
  "landlinePhone",
  "mobilePhone",
  "contactType",
  "travelTimeInMinutes",
  ...ADDRESS_FIELDS,
  "hasKeys",
  "over18",
] as const satisfies readonly (keyof TrustedContact)[];

/** The error summary's fields of a list of contacts: the list's own message, then each contact's fields in page order. */
export function trustedContactsSummaryFields(list: FieldMetadata<TrustedContact[]>, contacts: readonly FieldMetadata<TrustedContact>[]) {
  return {
    contacts: list,
    ...Object.fromEntries(
      contacts.flatMap((contact, index) => {
        // One fieldset a contact: each call builds conform's metadata of the contact.
        const fieldset = contact.getFieldset();
        return TRUSTED_CONTACT_FIELDS.map((name) => [`${index}.${name}`, fieldset[name]]);
      }),
    ),
  };
}

/**
 * Whose field it is, for the error summary (decision 103): "Paul Voisin (contact 2)" once a name is
 * typed, "Contact 2" before; nothing for a field that is not a contact's.
 */
export function useContactPersonOf(contacts: readonly FieldMetadata<TrustedContact>[]): PersonOf {
  const { t } = useReaderTranslation();
  return (fieldName) => {
    const found = /^contacts\[(\d+)\]\./.exec(fieldName);
    const contact = found ? contacts[Number(found[1])] : undefined;
    if (!contact) return undefined;
    const number = Number(found![1]) + 1;
    const fieldset = contact.getFieldset();
    const typed = (field: FieldMetadata<unknown>) => (typeof field.value === "string" ? field.value.trim() : "");
    const name = [typed(fieldset.firstName), typed(fieldset.lastName)].filter(Boolean).join(" ");
    return name ? t("people:contacts.whose", { name, number }) : t("people:contacts.contact", { number });
  };
}

/**
 * One trusted contact of a list (the journey's contact step, the dashboard's avenant): its
 * fields in the order of the page, numbered from 1; `remove`, the props of the list's button that
 * removes it ("Retirer le contact N"; conform's list intent, so that it works without JavaScript).
 */
function TrustedContactFieldset({
  contact,
  number,
  civilities,
  countries,
  contactTypes,
  remove,
  suggestion,
  book,
  bookFilled,
}: {
  contact: FieldMetadata<TrustedContact>;
  suggestion?: SuggestionView;
  /** The signed-in client's book, to fill this contact's address (decision 108). */
  book?: AddressBookView[] | null;
  /** The entry's name when this contact's address was just filled from it. */
  bookFilled?: string | null;
  number: number;
  civilities: readonly string[];
  countries: readonly string[];
  contactTypes: readonly string[];
  remove?: ComponentProps<"button">;
}) {
  const { t } = useReaderTranslation();
  const field = contact.getFieldset();
  const typeChoices = useLabelledChoices(contactTypes, "people:contacts.contactType");
  const autofillSection = `section-contact${number}`;
  return (
    <fieldset className="field contact-card">
      <legend>{t("people:contacts.contact", { number })}</legend>
      <input type="hidden" name={field.order.name} value={String(number)} />
      <NameFields fields={field} civilities={civilities} autofillSection={autofillSection} />
      <fieldset className="field">
        <legend>{t("people:contacts.phones")}</legend>
        <TextField
          field={field.landlinePhone}
          type="tel"
          inputMode="tel"
          label={t("people:contact.landlinePhone")}
          hint={t("people:contacts.landlinePhoneHint")}
          autoComplete={autofill(autofillSection, "home tel-national")}
          width="medium"
        />
        <MobilePhoneField field={field.mobilePhone} autofillSection={autofillSection} />
      </fieldset>
      <RadioGroup field={field.contactType} legend={t("people:contacts.contactType.label")} inline choices={typeChoices} />
      <TextField field={field.travelTimeInMinutes} inputMode="numeric" label={t("people:contacts.travelTimeInMinutes")} hint={t("people:contacts.travelTimeHint")} width="short" />
      {book && <AddressBookPicker entries={book} prefix={`${contact.name}.`} filledName={bookFilled} />}
      <AddressFields
        hintId={`${field.streetName.id}-group-hint`}
        fields={field}
        countries={countries}
        autofillSection={autofillSection}
        suggestion={suggestion}
        choicePrefix={`${contact.name}.`}
      />
      <CheckboxField field={field.hasKeys} label={t("people:contacts.hasKeys")} />
      <CheckboxField field={field.over18} label={t("people:contacts.over18")} />
      {remove && (
        <button className="button secondary" {...remove}>
          {t("people:contacts.remove", { number })}
        </button>
      )}
    </fieldset>
  );
}

/**
 * The list of trusted contacts: the list's message (translated by the page), then each contact's
 * fieldset; a contact can be removed while another is left (`remove` gives the list's button props).
 */
export function TrustedContactList({
  list,
  error,
  remove,
  suggestions,
  book,
  bookFilled,
  ...choices
}: {
  list: FieldMetadata<TrustedContact[]>;
  /** The signed-in client's address book, a picker in each contact (none: no picker). */
  book?: AddressBookView[] | null;
  /** After a pick: the entry's name and the contact's prefix ("contacts[1].") it filled. */
  bookFilled?: { name: string | null; at: string | null } | null;
  /** The postal service's "did you mean…" of each contact's address, by its prefix ("contacts[0]."), after a submit. */
  suggestions?: Record<string, SuggestionView>;
  error?: string;
  remove: (index: number) => ComponentProps<"button">;
  civilities: readonly string[];
  countries: readonly string[];
  contactTypes: readonly string[];
}) {
  const contacts = list.getFieldList();
  return (
    <div id={list.id} tabIndex={-1}>
      {error && (
        <p id={list.errorId} className="field-error">
          {error}
        </p>
      )}
      {contacts.map((contact, index) => (
        <TrustedContactFieldset
          key={contact.key}
          contact={contact}
          number={index + 1}
          {...choices}
          suggestion={suggestions?.[`${contact.name}.`]}
          book={book}
          bookFilled={bookFilled?.at === `${contact.name}.` ? bookFilled.name : null}
          remove={contacts.length > 1 ? remove(index) : undefined}
        />
      ))}
    </div>
  );
}
