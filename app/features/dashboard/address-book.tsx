import { useForm } from "@conform-to/react";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { ConformForm, DefaultSubmit, ErrorSummary, SelectField, TextField, useMessage } from "~/kernel/ui/form";
import { SuggestionChoice, addressSuggestionOf } from "~/kernel/addresses/address-fields";
import { useLabelledChoices } from "~/kernel/ui/people-fields";
import { HintedFieldset } from "~/kernel/people/hinted-fieldset";
import { NameFields } from "~/kernel/people/identity-fields";
import type { AddressBookEntryInput } from "~/kernel/addresses/address";
import type { SuggestionView } from "~/kernel/addresses/address-choice";
import type { actAddressBook, loadAddressBook } from "./address-book.server";

/**
 * "Mon carnet d'adresses" (decision 107): the list, rename, change and delete each entry, add one.
 * The page is drawn again from scratch when the entry being changed is another one (its form's
 * first values are that entry's).
 */
export function AddressBookPage() {
  const { editing } = useLoaderData<typeof loadAddressBook>();
  const actionData = useActionData<typeof actAddressBook>();
  const editedId = actionData?.form === "edit" ? actionData.edited : (editing?.id ?? null);
  return <AddressBookBody key={editedId ?? ""} editedId={editedId} />;
}

type EntryFields = ReturnType<typeof useForm<AddressBookEntryInput>>[1];

/** An entry's fields, in the add form and in an entry's change form: its name, the person's names, the address. */
function EntryFields({ fields, choices, suggestion, idPrefix }: { fields: EntryFields; choices: { civilities: readonly string[]; countries: readonly string[] }; suggestion?: SuggestionView; idPrefix: string }) {
  const { t } = useTranslation();
  const countries = useLabelledChoices(choices.countries, "people:countries");
  return (
    <>
      <TextField field={fields.addressName} label={t("people:addressBookPage.name")} hint={t("people:addressBookPage.nameHint")} width="medium" />
      <HintedFieldset legend={t("people:identity.legend")} hint={t("people:addressBookPage.namesHint")} hintId={`${idPrefix}-names-hint`}>
        <NameFields fields={fields} civilities={choices.civilities} />
      </HintedFieldset>
      <HintedFieldset legend={t("people:address.legend")} hint={t("people:addressBookPage.addressHint")} hintId={`${idPrefix}-address-hint`}>
        <TextField field={fields.streetName} label={t("people:address.streetName")} hint={t("people:address.streetNameHint")} autoComplete="address-line1" />
        <TextField
          field={fields.additionalStreetName}
          optional
          label={t("people:address.additionalStreetName")}
          hint={t("people:address.additionalStreetNameHint")}
          autoComplete="address-line2"
        />
        <TextField field={fields.codePostal} inputMode="numeric" label={t("people:address.codePostal")} hint={t("people:address.codePostalHint")} autoComplete="postal-code" width="short" />
        <TextField field={fields.city} label={t("people:address.city")} autoComplete="address-level2" width="medium" />
        <SelectField field={fields.country} label={t("people:address.country")} placeholder={t("journey:form.choose")} choices={countries} />
        {suggestion && <SuggestionChoice view={suggestion} idPrefix={`${idPrefix}-address`} />}
      </HintedFieldset>
    </>
  );
}

function AddressBookBody({ editedId }: { editedId: string | null }) {
  const { entries, max, done, choices, preview, failed, primary, editing } = useLoaderData<typeof loadAddressBook>();
  const actionData = useActionData<typeof actAddressBook>();
  const { t } = useTranslation();
  const message = useMessage();
  const [form, fields] = useForm<AddressBookEntryInput>({
    id: "address-book-add",
    lastResult: actionData?.form === "add" ? actionData.result : undefined,
    defaultValue: { country: choices.defaultCountry },
    shouldRevalidate: "onSubmit",
  });
  const [editForm, editFields] = useForm<AddressBookEntryInput>({
    id: "address-book-edit",
    lastResult: actionData?.form === "edit" ? actionData.result : undefined,
    defaultValue: editing?.id === editedId ? editing?.values : undefined,
    shouldRevalidate: "onSubmit",
  });
  const rename = actionData?.rename ?? null;
  const full = entries.length >= max || actionData?.notice === "full";
  const suggestion = actionData?.form === "add" ? addressSuggestionOf(actionData) : undefined;
  const editSuggestion = actionData?.form === "edit" ? addressSuggestionOf(actionData) : undefined;
  const summarised = actionData?.form === "edit" ? { form: editForm, fields: editFields } : { form, fields };
  return (
    <div className="container narrow address-book-page">
      <ErrorSummary
        form={summarised.form}
        fields={summarised.fields}
        more={rename?.error ? [{ fieldId: `rename-${rename.id}`, message: message(rename.error) }] : []}
      />
      <p>
        <Link to="/services-seniors/contrat">{t("people:addressBookPage.back")}</Link>
      </p>
      <h1>{t("people:addressBookPage.title")}</h1>
      {preview && (
        <p role="status" className="notice">
          {t("people:addressBookPage.preview")}
        </p>
      )}
      {done && (
        <p role="status" className="notice">
          {t(`people:addressBookPage.done.${done}`)}
        </p>
      )}
      {actionData?.notice === "unavailable" && (
        <p role="alert" className="notice error">
          {t("people:addressBookPage.changeFailed")}
        </p>
      )}
      <p>{t("people:addressBookPage.intro")}</p>
      {failed ? (
        <p role="alert" className="notice error">
          {t("people:addressBookPage.unavailable")}
        </p>
      ) : (
        <section aria-labelledby="address-book-list">
          <h2 id="address-book-list">{t("people:addressBookPage.listTitle")}</h2>
          <p>{entries.length === 0 ? t("people:addressBookPage.empty") : t("people:addressBookPage.count", { count: entries.length, max })}</p>
          <ul className="cards address-book-entries">
            {entries.map((entry) => {
              const renaming = rename?.id === entry.id ? rename : null;
              const nameId = `rename-${entry.id}`;
              return (
                <li key={entry.id} className={entry.id === editedId ? "card editing" : "card"}>
                  <h3>
                    {entry.addressName}
                    {entry.id === primary && <span className="tag"> {t("people:addressBookPage.primary")}</span>}
                  </h3>
                  <p>
                    {entry.lines.map((line, index) => (
                      <span key={index}>
                        {index > 0 && <br />}
                        {line}
                      </span>
                    ))}
                  </p>
                  {entry.message && <p className="hint">{message(entry.message)}</p>}
                  {entry.id === editedId ? (
                    <section aria-labelledby="address-book-edit-title" className="address-book-edit">
                      <h4 id="address-book-edit-title">{t("people:addressBookPage.editTitle", { name: entry.addressName })}</h4>
                      <ConformForm form={editForm} method="post" noValidate>
                        <DefaultSubmit />
                        <input type="hidden" name="intent" value="edit" />
                        <input type="hidden" name="id" value={entry.id} />
                        <EntryFields fields={editFields} choices={choices} suggestion={editSuggestion} idPrefix="address-book-edit" />
                        <button type="submit" className="button">
                          {t("people:addressBookPage.save")}
                        </button>{" "}
                        <Link to="." className="button secondary">
                          {t("people:addressBookPage.cancel")}
                        </Link>
                      </ConformForm>
                    </section>
                  ) : (
                    <p>
                      <Link to={`?modifier=${encodeURIComponent(entry.id)}`} aria-label={t("people:addressBookPage.editNamed", { name: entry.addressName })}>
                        {t("people:addressBookPage.edit")}
                      </Link>
                    </p>
                  )}
                  {/* The change form holds the name too: no rename form beside it. */}
                  {entry.id !== editedId && (
                    <Form method="post" className={`inline-form field${renaming?.error ? " invalid" : ""}`}>
                      <input type="hidden" name="id" value={entry.id} />
                      <label htmlFor={nameId}>{t("people:addressBookPage.newName", { name: entry.addressName })}</label>
                      {renaming?.error && (
                        <p className="field-error" id={`${nameId}-error`}>
                          <span className="visually-hidden">{t("journey:form.errorPrefix")}</span>
                          {message(renaming.error)}
                        </p>
                      )}
                      <input
                        id={nameId}
                        name="addressName"
                        type="text"
                        maxLength={40}
                        defaultValue={renaming ? renaming.typed : entry.addressName}
                        autoComplete="off"
                        aria-invalid={renaming?.error ? true : undefined}
                        aria-describedby={renaming?.error ? `${nameId}-error` : undefined}
                        className="width-medium"
                      />
                      <button type="submit" name="intent" value="rename" className="button secondary">
                        {t("people:addressBookPage.rename")}
                      </button>
                    </Form>
                  )}
                  <Form method="post">
                    <input type="hidden" name="id" value={entry.id} />
                    <button type="submit" name="intent" value="delete" className="button secondary" aria-label={t("people:addressBookPage.deleteNamed", { name: entry.addressName })}>
                      {t("people:addressBookPage.delete")}
                    </button>
                  </Form>
                </li>
              );
            })}
          </ul>
        </section>
      )}
      {!failed && (
        <section aria-labelledby="address-book-add">
          <h2 id="address-book-add">{t("people:addressBookPage.addTitle")}</h2>
          {full ? (
            <p className="notice" role={actionData?.notice === "full" ? "alert" : undefined}>
              {t("validation:addressBook.full", { count: max })}
            </p>
          ) : (
            <ConformForm form={form} method="post" noValidate>
              <DefaultSubmit />
              <input type="hidden" name="intent" value="add" />
              <EntryFields fields={fields} choices={choices} suggestion={suggestion} idPrefix="address-book" />
              <button type="submit" className="button">
                {t("people:addressBookPage.add")}
              </button>
            </ConformForm>
          )}
        </section>
      )}
    </div>
  );
}
