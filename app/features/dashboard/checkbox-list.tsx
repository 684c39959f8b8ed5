import type { FieldMetadata } from "@conform-to/react";
import { useMessage } from "~/kernel/ui/form";

/** A group of checkboxes posting one list (visit days, options): legend, hint, its error, the values ticked. */
export function CheckboxList({
  field,
  legend,
  hint,
  choices,
  checked,
  className,
}: {
  field: FieldMetadata<string[] | undefined>;
  legend: string;
  hint: string;
  choices: readonly { value: string; label: string }[];
  checked: ReadonlySet<string>;
  className?: string;
}) {
  const message = useMessage();
  const error = field.errors?.[0];
  return (
    <fieldset className={`field${error ? " invalid" : ""}`} id={field.id} tabIndex={-1} aria-describedby={`${field.id}-hint${error ? ` ${field.errorId}` : ""}`}>
      <legend>{legend}</legend>
      <p className="hint" id={`${field.id}-hint`}>
        {hint}
      </p>
      {error && (
        <p id={field.errorId} className="field-error">
          {message(error)}
        </p>
      )}
      <div className={className}>
        {choices.map(({ value, label }) => (
          <div className="choice" key={value}>
            <input type="checkbox" id={`${field.name}-${value}`} name={field.name} value={value} defaultChecked={checked.has(value)} />
            <label htmlFor={`${field.name}-${value}`}>{label}</label>
          </div>
        ))}
      </div>
    </fieldset>
  );
}
