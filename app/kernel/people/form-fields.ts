/**
 * Building blocks of every form's schema, whatever it asks (address, people, payment, services):
 * message keys, text checks, zod fields that never fail fatally (see `kernel/addresses/address.ts` for
 * why), and rules across fields.
 */
import { z } from "zod";
import type frValidation from "../../../locales/fr/validation.json";

// ---------------------------------------------------------------------------------------------
// Message keys

type LeafKeys<T, Prefix extends string = ""> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${K}` : LeafKeys<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

/** A message of the `validation` namespace, e.g. "postalCode.format" ('Code postal incorrect'). */
export type ValidationKey = LeafKeys<typeof frValidation>;

// ---------------------------------------------------------------------------------------------
// Texts and checks

/** A rule on a cleaned, non-empty text: the key of its message, or undefined when the text passes. */
export type Check = (text: string) => ValidationKey | undefined;

/**
 * What a person types, made comparable: composed accents (NFC), typographic apostrophes (’ as
 * phones type them) as ', no-break spaces as spaces, no leading or trailing space (our choice).
 */
export function cleanText(typed: string): string {
  return typed
    .normalize("NFC")
    .replace(/[\u2018\u2019\u02bc]/g, "'")
    .replace(/[\u00a0\u202f]/g, " ")
    .trim();
}

/** The first message of the checks, in order, or undefined. */
export function firstIssue(text: string, checks: readonly Check[]): ValidationKey | undefined {
  for (const check of checks) {
    const issue = check(text);
    if (issue) return issue;
  }
  return undefined;
}

export function maxLength(max: number, message: ValidationKey): Check {
  return (text) => (text.length > max ? message : undefined);
}

// ---------------------------------------------------------------------------------------------
// Zod fields

/** A field's schema: what conform posts (a string or nothing) in, the cleaned value out. */
export type FieldSchema<Output> = z.ZodType<Output, string | undefined>;

function textSchema(normalise: (typed: string) => string) {
  return z
    .string({ error: "field.invalid" satisfies ValidationKey })
    .optional()
    .transform((typed) => {
      if (typed === undefined) return undefined;
      const text = normalise(typed);
      return text === "" ? undefined : text;
    });
}

/** A required text: the `required` message when empty, else the first failed check. */
export function requiredText(
  required: ValidationKey,
  checks: readonly Check[] = [],
  normalise: (typed: string) => string = cleanText,
): FieldSchema<string> {
  // A field's message goes on (`continue`): the form's rules across fields still run.
  return textSchema(normalise).superRefine((text, ctx) => {
    const issue = text === undefined ? required : firstIssue(text, checks);
    if (issue) ctx.addIssue({ code: "custom", message: issue, input: text });
  }) as unknown as FieldSchema<string>;
}

/** An optional text: undefined when empty, else the first failed check. */
export function optionalText(
  checks: readonly Check[] = [],
  normalise: (typed: string) => string = cleanText,
): FieldSchema<string | undefined> {
  return textSchema(normalise).superRefine((text, ctx) => {
    const issue = text === undefined ? undefined : firstIssue(text, checks);
    if (issue) ctx.addIssue({ code: "custom", message: issue, input: text });
  });
}

/** One of the values (radio buttons, select); anything else, or nothing, gets `required`. */
export function choiceField<const T extends readonly [string, ...string[]]>(values: T, required: ValidationKey) {
  return textSchema(cleanText).refine((value) => value !== undefined && (values as readonly string[]).includes(value), {
    message: required,
  }) as unknown as FieldSchema<T[number]>;
}

/** Nothing, or one of the values. */
export function optionalChoiceField<const T extends readonly [string, ...string[]]>(
  values: T,
  invalid: ValidationKey = "field.invalid",
) {
  return textSchema(cleanText).refine((value) => value === undefined || (values as readonly string[]).includes(value), {
    message: invalid,
  }) as unknown as FieldSchema<T[number] | undefined>;
}

/** A checkbox: posted "on" when ticked (conform makes it true), absent otherwise. */
export function checkboxField() {
  return z
    .union([z.boolean(), z.string()])
    .optional()
    .transform((posted) => posted === true || posted === "on" || posted === "true");
}

/** A checkbox that must be ticked (terms, over 18). */
export function checkedField(required: ValidationKey) {
  return checkboxField().refine((ticked) => ticked, { message: required }) as unknown as z.ZodType<true, boolean | string | undefined>;
}

/** A whole number between min and max, as typed in a text or number input. */
export function integerField(required: ValidationKey, outOfRange: ValidationKey, min: number, max: number) {
  const inRange: Check = (text) => {
    const value = Number(text);
    return /^\d+$/.test(text) && value >= min && value <= max ? undefined : outOfRange;
  };
  // pipe (not transform): a failed check keeps the object's other rules running.
  return requiredText(required, [inRange]).pipe(z.coerce.number<string>().int());
}

// ---------------------------------------------------------------------------------------------
// Rules across fields

/**
 * A rule across the fields of a form. It reads the values as they are when some fields failed
 * (a failed field keeps its cleaned text, a missing one is undefined), so it checks types itself
 * and stays silent on what a field's own check already reports.
 */
export type FormRule = (values: Readonly<Record<string, unknown>>, ctx: z.RefinementCtx) => void;

/** Adds a message to a field of the form, from a rule. */
export function report(ctx: z.RefinementCtx, field: string, message: ValidationKey): void {
  ctx.addIssue({ code: "custom", message, path: [field], input: undefined });
}

/** An object of fields checked by the rules, every message keyed by its field's name. */
export function withRules<Shape extends z.ZodRawShape>(shape: Shape, ...rules: FormRule[]) {
  // `when`: the rules run whatever the fields' own messages (every error at once, DESIGN 6).
  return z.object(shape).check(
    z.superRefine(
      (values, ctx) => {
        for (const rule of rules) rule(values as Record<string, unknown>, ctx);
      },
      { when: () => true },
    ),
  );
}
