import type { z } from "zod";

/** The messages of a parse, by field path ("codePostal", "contacts.0.lastName"); {} when it passes. */
export function issuesOf(schema: z.ZodTypeAny, input: unknown): Record<string, string[]> {
  const result = schema.safeParse(input);
  if (result.success) return {};
  const byField: Record<string, string[]> = {};
  for (const issue of result.error.issues) {
    const field = issue.path.join(".");
    (byField[field] ??= []).push(issue.message);
  }
  return byField;
}

/** The value of a parse that must pass. */
export function valueOf<S extends z.ZodTypeAny>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input);
  if (!result.success) throw new Error(`expected a valid input, got ${JSON.stringify(result.error.issues)}`);
  return result.data;
}
