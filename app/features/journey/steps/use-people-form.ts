import { useForm } from "@conform-to/react";
import type { DefaultValue, SubmissionResult } from "@conform-to/react";

/**
 * A people step's form: the values loaded, or what the last submit answered. The server
 * validates; the fields are checked again only when the form is submitted.
 */
export function usePeopleForm<Schema extends Record<string, unknown>>(id: string, values: DefaultValue<Schema>, lastResult?: SubmissionResult<string[]>) {
  return useForm<Schema>({ id, defaultValue: values, lastResult, shouldRevalidate: "onSubmit" });
}
