import { useReaderTranslation } from "~/kernel/ui/counter";
import type { AddressBookView } from "~/kernel/addresses/address";
import { useMessage } from "~/kernel/ui/form";

/** The button's value for a pick into the fields behind `prefix` (the server's `bookIntentOf`). */
const intentOf = (prefix: string) => (prefix ? `useBookAddress:${prefix}` : "useBookAddress");

/**
 * The signed-in customer's address book in a people step (decision 091): the saved addresses as
 * radio buttons, the ineligible and incomplete ones shown but disabled with their reason, and a
 * button that fills the address with the one chosen (a plain submit: no JavaScript needed).
 * In a list (the trusted contacts), `prefix` names the person's fields (`contacts[2].`): each
 * person has their own choice and button, which fills that person's address only.
 */
export function AddressBookPicker({ entries, filledName, prefix = "" }: { entries: AddressBookView[]; filledName?: string | null; prefix?: string }) {
  const { t } = useReaderTranslation();
  const message = useMessage();
  if (entries.length === 0) return null;
  const base = prefix ? `address-book-${prefix.replace(/[^A-Za-z0-9]+/g, "-").replace(/-$/, "")}` : "address-book";
  return (
    <fieldset className="field address-book" aria-describedby={`${base}-hint`}>
      <legend>{t("people:addressBook.legend")}</legend>
      <p className="hint" id={`${base}-hint`}>
        {t("people:addressBook.hint")}
      </p>
      {filledName && (
        <p className="notice" role="status">
          {t("people:addressBook.filled", { name: filledName })}
        </p>
      )}
      {entries.map((entry) => {
        const id = `${base}-${entry.id}`;
        const disabled = entry.status !== "selectable";
        return (
          <div className="choice" key={entry.id}>
            <input type="radio" id={id} name={`${prefix}bookEntry`} value={entry.id} disabled={disabled} aria-describedby={`${id}-lines${disabled ? ` ${id}-why` : ""}`} />
            <label htmlFor={id}>{entry.addressName}</label>
            <p className="hint" id={`${id}-lines`}>
              {entry.lines.join(", ")}
            </p>
            {entry.message && (
              <p className="hint" id={`${id}-why`}>
                {message(entry.message)}
              </p>
            )}
          </div>
        );
      })}
      <button type="submit" name="intent" value={intentOf(prefix)} className="button secondary">
        {t("people:addressBook.use")}
      </button>
    </fieldset>
  );
}

/** "Save this address in my book under the name…", with SPEC 5's refusal when there is one. */
export function AddressBookNameField({ defaultValue, error }: { defaultValue?: string; error?: { key: string; count?: number } | null }) {
  const { t } = useReaderTranslation();
  const invalid = Boolean(error);
  return (
    <div className={`field${invalid ? " invalid" : ""}`}>
      <label htmlFor="bookName">
        {t("people:addressBook.saveName")}
        <span className="optional"> {t("journey:form.optional")}</span>
      </label>
      <p className="hint" id="bookName-hint">
        {t("people:addressBook.saveNameHint")}
      </p>
      {error && (
        <p className="field-error" id="bookName-error">
          <span className="visually-hidden">{t("journey:form.errorPrefix")}</span>
          {t(error.key, { count: error.count })}
        </p>
      )}
      <input
        id="bookName"
        name="bookName"
        type="text"
        maxLength={40}
        defaultValue={defaultValue}
        autoComplete="off"
        aria-invalid={invalid || undefined}
        aria-describedby={`bookName-hint${invalid ? " bookName-error" : ""}`}
        className="width-medium"
      />
    </div>
  );
}
