import type { ComponentProps } from "react";
import { useReaderTranslation } from "~/kernel/ui/counter";
import type { TextField } from "~/kernel/ui/form";

/** A conform field, as the form components take it. */
export type FormField = ComponentProps<typeof TextField>["field"];

/** The fields a people block draws, by name (a step's whole form or one contact's fieldset). */
export type FieldsOf<Name extends string> = Record<Name, FormField>;

/**
 * An autofill token within the person's section ("section-beneficiary given-name"), so that a
 * browser keeps each person's details apart; the subscriber's own identity has no section.
 */
export function autofill(section: string | undefined, token: string): string {
  return section ? `${section} ${token}` : token;
}

/** A list's choices labelled by the translations `${labels}.${value}` ("people:civility.MR"). */
export function useLabelledChoices(values: readonly string[], labels: string) {
  const { t } = useReaderTranslation();
  return values.map((value) => ({ value, label: t(`${labels}.${value}`) }));
}
