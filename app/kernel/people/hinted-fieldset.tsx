import type { ReactNode } from "react";

/** A fieldset described by the hint under its legend. */
export function HintedFieldset({ legend, hint, hintId, children }: { legend: string; hint: string; hintId: string; children: ReactNode }) {
  return (
    <fieldset className="field" aria-describedby={hintId}>
      <legend>{legend}</legend>
      <p className="hint" id={hintId}>
        {hint}
      </p>
      {children}
    </fieldset>
  );
}
