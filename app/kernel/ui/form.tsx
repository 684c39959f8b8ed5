import type { FieldMetadata } from "@conform-to/react";
import { Form, type FormProps, Link, useNavigation } from "@remix-run/react";
import { createContext, useContext, useEffect, useRef, type ReactNode } from "react";
import { useReaderTranslation } from "~/kernel/ui/counter";

/** A form field's name without its list's path: "contacts[1].firstName" → "firstName". */
export function fieldLeafName(name: string): string {
  return name.slice(name.lastIndexOf(".") + 1).replace(/\[\d+\]$/, "");
}

const MessageValuesContext = createContext<Record<string, string | number>>({});

/**
 * What the page's messages say beyond their key, for the field and the summary alike: how many
 * tries are left, from when something may be asked again (the hub's refusals, decision 120).
 */
export const MessageValues = MessageValuesContext.Provider;

/**
 * Error messages are keys: "validation" namespace unless they carry their own ("journey:…"); the
 * agent's wording behind the agent's door (see useReaderTranslation). A message shared by several
 * fields names the one it is about (decision 103): `{{field}}` is the field's subject
 * ("Le prénom", validation:subjects), "Ce champ" for a field without one.
 */
export function useMessage() {
  const { t } = useReaderTranslation();
  const values = useContext(MessageValuesContext);
  return (key: string, fieldName?: string) => {
    const fallback = t("validation:subjects.default");
    const field = fieldName ? t(`validation:subjects.${fieldLeafName(fieldName)}`, { defaultValue: fallback }) : fallback;
    return t(key.includes(":") ? key : `validation:${key}`, { ...values, field });
  };
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyField = FieldMetadata<any>;

/** A conform form's element, with the form's id. */
export function ConformForm({ form, ...props }: { form: { id: string } } & Omit<FormProps, "id">) {
  return <Form {...props} id={form.id} />;
}

/**
 * What a field's markup reads of conform's metadata, read once per render: each read of a
 * metadata property builds conform's metadata afresh, and a field reads its id and errors
 * several times (label, input, hint, message, aria-describedby).
 */
interface FieldView {
  id: string;
  name: string;
  errorId: string;
  errors: string[] | undefined;
  initialValue: unknown;
  invalid: boolean;
}

function viewOf(field: AnyField): FieldView {
  const { id, name, errorId, errors, initialValue } = field;
  return { id, name, errorId, errors, initialValue, invalid: Boolean(errors?.length) };
}

function describedBy(field: FieldView, hint: boolean) {
  const ids = [hint ? `${field.id}-hint` : null, field.invalid ? field.errorId : null].filter(Boolean);
  return ids.length > 0 ? ids.join(" ") : undefined;
}

/** A field's first error, if any: without one, nothing is rendered and no translation is looked up. */
function FieldError({ field }: { field: FieldView }) {
  if (!field.errors?.length) return null;
  return <FieldErrorText errorId={field.errorId} error={field.errors[0]!} name={field.name} />;
}

function FieldErrorText({ errorId, error, name }: { errorId: string; error: string; name: string }) {
  const message = useMessage();
  const { t } = useReaderTranslation();
  return (
    <p id={errorId} className="field-error">
      <span className="visually-hidden">{t("journey:form.errorPrefix")}</span>
      {message(error, name)}
    </p>
  );
}

function Hint({ field, hint }: { field: FieldView; hint?: ReactNode }) {
  if (!hint) return null;
  return (
    <p id={`${field.id}-hint`} className="hint">
      {hint}
    </p>
  );
}

function OptionalMark({ optional }: { optional?: boolean }) {
  return optional ? <OptionalText /> : null;
}

function OptionalText() {
  const { t } = useReaderTranslation();
  return <span className="optional"> {t("journey:form.optional")}</span>;
}

interface TextFieldProps {
  field: AnyField;
  label: string;
  hint?: ReactNode;
  type?: "text" | "email" | "tel" | "date" | "number";
  autoComplete?: string;
  inputMode?: "text" | "email" | "tel" | "numeric";
  optional?: boolean;
  width?: "short" | "medium" | "long";
  defaultValue?: string;
}

export function TextField({ field: meta, label, hint, type = "text", autoComplete, inputMode, optional, width, defaultValue }: TextFieldProps) {
  const field = viewOf(meta);
  const { invalid } = field;
  return (
    <div className={`field${invalid ? " invalid" : ""}`}>
      <label htmlFor={field.id}>
        {label}
        <OptionalMark optional={optional} />
      </label>
      <Hint field={field} hint={hint} />
      <FieldError field={field} />
      <input
        id={field.id}
        name={field.name}
        type={type}
        defaultValue={(field.initialValue as string | undefined) ?? defaultValue}
        autoComplete={autoComplete ?? "off"}
        inputMode={inputMode}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy(field, Boolean(hint))}
        className={width ? `width-${width}` : undefined}
      />
    </div>
  );
}

interface Choice {
  value: string;
  label: string;
  hint?: string;
}

export function SelectField({
  field: meta,
  label,
  choices,
  optional,
  placeholder,
  defaultValue,
}: {
  field: AnyField;
  label: string;
  choices: Choice[];
  optional?: boolean;
  placeholder: string;
  defaultValue?: string;
}) {
  const field = viewOf(meta);
  const { invalid } = field;
  return (
    <div className={`field${invalid ? " invalid" : ""}`}>
      <label htmlFor={field.id}>
        {label}
        <OptionalMark optional={optional} />
      </label>
      <FieldError field={field} />
      <select
        id={field.id}
        name={field.name}
        defaultValue={(field.initialValue as string | undefined) ?? defaultValue ?? ""}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy(field, false)}
      >
        <option value="">{placeholder}</option>
        {choices.map((choice) => (
          <option key={choice.value} value={choice.value}>
            {choice.label}
          </option>
        ))}
      </select>
    </div>
  );
}

export function RadioGroup({
  field: meta,
  legend,
  choices,
  hint,
  defaultValue,
  inline,
}: {
  field: AnyField;
  legend: string;
  choices: Choice[];
  hint?: ReactNode;
  defaultValue?: string;
  inline?: boolean;
}) {
  const field = viewOf(meta);
  const { invalid } = field;
  const current = (field.initialValue as string | undefined) ?? defaultValue;
  return (
    <fieldset
      className={`field${invalid ? " invalid" : ""}${inline ? " inline" : ""}`}
      aria-describedby={describedBy(field, Boolean(hint))}
      id={field.id}
      tabIndex={-1}
    >
      <legend>{legend}</legend>
      <Hint field={field} hint={hint} />
      <FieldError field={field} />
      {choices.map((choice) => (
        <div className="choice" key={choice.value}>
          <input
            type="radio"
            id={`${field.id}-${choice.value}`}
            name={field.name}
            value={choice.value}
            defaultChecked={current === choice.value}
            aria-describedby={choice.hint ? `${field.id}-${choice.value}-hint` : undefined}
          />
          <label htmlFor={`${field.id}-${choice.value}`}>{choice.label}</label>
          {choice.hint && (
            <p className="hint" id={`${field.id}-${choice.value}-hint`}>
              {choice.hint}
            </p>
          )}
        </div>
      ))}
    </fieldset>
  );
}

export function CheckboxField({
  field: meta,
  label,
  hint,
  defaultChecked,
}: {
  field: AnyField;
  label: ReactNode;
  hint?: ReactNode;
  defaultChecked?: boolean;
}) {
  const field = viewOf(meta);
  const { invalid } = field;
  const initial = field.initialValue as string | undefined;
  return (
    <div className={`field choice${invalid ? " invalid" : ""}`}>
      <FieldError field={field} />
      <input
        type="checkbox"
        id={field.id}
        name={field.name}
        value="on"
        defaultChecked={initial !== undefined ? initial === "on" : defaultChecked}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy(field, Boolean(hint))}
      />
      <label htmlFor={field.id}>{label}</label>
      <Hint field={field} hint={hint} />
    </div>
  );
}

/**
 * DESIGN 6: an error summary at the top of main, above the h1, linking to each field with the
 * same wording as the inline message. Form-level errors come first.
 */
interface FormErrorsLike {
  id: string;
  errors?: string[];
  allErrors: Record<string, string[]>;
}

interface FieldErrorsLike {
  id: string;
  name: string;
  errors?: string[];
}

/** A message of a field outside the form's schema (the promo code's), already translated. */
export interface SummaryEntry {
  fieldId: string;
  message: string;
}

/**
 * The summary's entries must make sense on their own (decision 103): a field of a repeated person (a
 * trusted contact) says whose it is. `personOf` names the person of a field's name, or nothing.
 */
export type PersonOf = (fieldName: string) => string | undefined;

export function ErrorSummary({
  form,
  fields,
  more = [],
  personOf,
}: {
  form: FormErrorsLike;
  fields: Record<string, FieldErrorsLike | undefined>;
  more?: SummaryEntry[];
  personOf?: PersonOf;
}) {
  const { t } = useReaderTranslation();
  const message = useMessage();
  const summaryRef = useRef<HTMLDivElement>(null);
  const formErrors = form.errors ?? [];
  const all = form.allErrors;
  const entries: FieldErrorsLike[] = [];
  for (const field of Object.values(fields)) {
    const errors = field?.errors;
    if (field && errors?.length) entries.push({ errors, name: field.name, id: field.id });
  }
  const nested = Object.entries(all).filter(
    // Conform keeps form-level errors under the empty name: they are listed first, once.
    ([name, errors]) => errors.length > 0 && name !== "" && name !== form.id && !entries.some((field) => field.name === name),
  );
  const hasErrors = formErrors.length > 0 || entries.length > 0 || nested.length > 0 || more.length > 0;
  const signature = JSON.stringify([formErrors, entries.map((field) => field.errors), nested, more]);
  const prefix = t("journey:form.errorTitlePrefix");
  const entryText = (error: string, name: string) => {
    const text = message(error, name);
    const person = personOf?.(name);
    // After the person's name, the message goes on in lower case ("Contact 2 : le prénom…"), an acronym kept.
    const goesOn = /^.[A-Z]/u.test(text) ? text : text.charAt(0).toLocaleLowerCase() + text.slice(1);
    return person ? t("journey:form.personError", { person, message: goesOn }) : text;
  };
  // With JavaScript on, the page is not reloaded: say it in the title and move focus here, as
  // the server does for a full page (DESIGN 6).
  useEffect(() => {
    if (!hasErrors) return;
    if (!document.title.startsWith(prefix)) document.title = `${prefix}${document.title}`;
    summaryRef.current?.focus();
    return () => {
      if (document.title.startsWith(prefix)) document.title = document.title.slice(prefix.length);
    };
  }, [hasErrors, prefix, signature]);
  if (!hasErrors) return null;
  return (
    <div className="error-summary" role="alert" aria-labelledby="error-summary-title" tabIndex={-1} ref={summaryRef}>
      <h2 id="error-summary-title">{t("journey:form.errorSummary")}</h2>
      <ul>
        {formErrors.map((error) => (
          <li key={error}>{message(error)}</li>
        ))}
        {entries.map((field) => (
          <li key={field.name}>
            <a href={`#${field.id}`}>{entryText(field.errors![0]!, field.name)}</a>
          </li>
        ))}
        {nested.map(([name, errors]) => (
          <li key={name}>
            <a href={`#${form.id}-${name}`}>{entryText(errors[0]!, name)}</a>
          </li>
        ))}
        {more.map(({ fieldId, message: text }) => (
          <li key={fieldId}>
            <a href={`#${fieldId}`}>{text}</a>
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * Whether the page's main submission is on its way (JavaScript on: Remix's navigation): a post
 * without an intent, the intents (price, promo code, a contact added…) being the page's other
 * buttons. Always false without JavaScript, where the browser shows its own progress.
 */
export function useMainSubmitBusy(): boolean {
  const navigation = useNavigation();
  const formData = navigation.formData;
  return navigation.state !== "idle" && navigation.formMethod?.toUpperCase() === "POST" && formData !== undefined && !formData.has("intent") && !formData.has("__intent__");
}

/**
 * The main submit button ("Continuer"): on a slow submission it is disabled, aria-busy and says
 * "Envoi en cours…", so a second press cannot send it twice.
 */
export function SubmitButton({ label, className = "button" }: { label: string; className?: string }) {
  const { t } = useReaderTranslation();
  const busy = useMainSubmitBusy();
  return (
    <>
      <button type="submit" className={className} disabled={busy} aria-busy={busy || undefined}>
        {busy ? t("journey:form.sending") : label}
      </button>
      <span role="status" className="visually-hidden">
        {busy ? t("journey:form.sending") : ""}
      </span>
    </>
  );
}

/** The step's buttons: a back link that works without JavaScript and "Continuer". */
export function StepActions({ backTo, submitLabel }: { backTo?: string; submitLabel?: string }) {
  const { t } = useReaderTranslation();
  return (
    <div className="step-actions">
      <SubmitButton label={submitLabel ?? t("journey:form.continue")} />
      {backTo && (
        <Link to={backTo} className="back-link">
          {t("journey:form.back")}
        </Link>
      )}
    </div>
  );
}

/** A hidden first submit button: Enter in a field performs the main action, not an intent. */
export function DefaultSubmit() {
  return <button type="submit" className="default-submit" tabIndex={-1} aria-hidden="true" />;
}
