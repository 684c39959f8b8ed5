import type { SubmissionResult } from "@conform-to/react";
import { useActionData, useSearchParams } from "@remix-run/react";
import { ConformForm, DefaultSubmit } from "~/kernel/ui/form";
import { addressSuggestionsOf } from "~/kernel/addresses/address-fields";
import { useForm } from "@conform-to/react";
import { TrustedContactList, trustedContactsSummaryFields, useContactPersonOf } from "~/kernel/people/trusted-contact-fieldset";
import { IdentityConfirmation } from "~/kernel/ui/counter";
import type { AddressBookView, Civility, Country } from "~/kernel/addresses/address";
import type { ContactType, TrustedContact } from "~/kernel/people/person";
import { useWords } from "~/kernel/ui/words";

/**
 * The trusted contacts' avenant: the whole list, each contact as the journey's contact step asks
 * it. "Ajouter un contact" and "Retirer le contact N" are conform's list buttons: with
 * JavaScript off they post the form and the server answers the longer or shorter list, every
 * value kept; nothing is sent for them.
 */
export function useContactsForm(contacts: Partial<TrustedContact>[], lastResult: SubmissionResult<string[]> | undefined) {
  const [form, fields] = useForm<{ contacts: TrustedContact[] }>({ id: "avenant-contacts", defaultValue: { contacts }, lastResult, shouldRevalidate: "onSubmit" });
  const list = fields.contacts.getFieldList();
  const personOf = useContactPersonOf(list);
  return { form, fields, list, summaryFields: trustedContactsSummaryFields(fields.contacts, list), personOf };
}

/** The lists the contacts' form offers, from the page's loader. */
export interface ContactChoices {
  civilities: readonly Civility[];
  countries: readonly Country[];
  contactTypes: readonly ContactType[];
  defaultCountry: Country;
  max: number;
}

/**
 * `book`: the signed-in owner's address book, a picker in each contact (decision 115); null at
 * the counter and when it cannot be read (no picker, the form as before).
 */
export function AvenantContacts({
  contactsForm,
  choices,
  posted,
  book,
}: {
  contactsForm: ReturnType<typeof useContactsForm>;
  choices: ContactChoices;
  posted: boolean;
  book: AddressBookView[] | null;
}) {
  const { form, fields, list } = contactsForm;
  const { t } = useWords();
  const listError = fields.contacts.errors?.[0];
  // The postal service's "did you mean…" of each contact's address, and an address it could not check (decision 106).
  const actionData = useActionData();
  const suggestions = posted ? addressSuggestionsOf(actionData) : undefined;
  // After a pick: the entry's name and the contact it filled ("contacts[1].").
  const picked = (posted ? actionData : null) as { bookFilled?: string | null; bookFilledAt?: string | null } | null;
  const [query] = useSearchParams();
  return (
    <section aria-labelledby="contacts-title">
      <h2 id="contacts-title">{t("changes:avenant.contacts")}</h2>
      {query.get("adresse") === "non-verifiee" && <p className="notice">{t("changes:avenant.contactsUnverified")}</p>}
      <p>{t("changes:avenant.contactsIntro")}</p>
      <ConformForm form={form} method="post" noValidate>
        <DefaultSubmit />
        <input type="hidden" name="part" value="contacts" />
        <TrustedContactList
          list={fields.contacts}
          error={listError && t(listError.includes(":") ? listError : `validation:${listError}`)}
          remove={(index) => form.remove.getButtonProps({ name: fields.contacts.name, index })}
          suggestions={suggestions}
          book={book}
          bookFilled={{ name: picked?.bookFilled ?? null, at: picked?.bookFilledAt ?? null }}
          civilities={choices.civilities}
          countries={choices.countries}
          contactTypes={choices.contactTypes}
        />
        {list.length < choices.max && (
          <button className="button secondary" {...form.insert.getButtonProps({ name: fields.contacts.name, defaultValue: { country: choices.defaultCountry } })}>
            {t("people:contacts.add")}
          </button>
        )}
        <IdentityConfirmation formId={form.id} posted={posted} />
        <button type="submit" className="button">
          {t("changes:avenant.contactsSubmit")}
        </button>
      </ConformForm>
    </section>
  );
}
