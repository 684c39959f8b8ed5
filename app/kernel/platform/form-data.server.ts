import type { Submission } from "@conform-to/dom";
import { parseWithZod } from "@conform-to/zod/v4";
import { data } from "@remix-run/node";
import { z } from "zod";
import { BodyTooLarge, readBoundedBody } from "./bounded-body.server";

/**
 * What a form of ours can post, with room to spare. Every bound is checked before conform
 * turns a name into a path: `name[N]` would otherwise become a dense array of N entries (one
 * 70-byte post took the process's heap), and a name nested thousands deep overflowed the stack.
 */
export const FORM_LIMITS = {
  /** The body, in bytes: a few hundred kilobytes (our largest form posts about 3 KB). */
  bytes: 256 * 1024,
  /** Fields in one post (the contact step with five contacts posts about 80). */
  fields: 300,
  /** Characters in one field's name. */
  nameLength: 100,
  /** Segments in a name: `contacts[0].firstName` has three. */
  depth: 4,
  /** The largest list index: five trusted contacts at most, with room to say "too many". */
  index: 9,
} as const;

/** The form-level message of a post whose unexpected fields were left out. */
export const FORM_REFUSED = "common:form.refused";

const FORM_TYPES = new Set(["application/x-www-form-urlencoded", "multipart/form-data"]);
/** conform's own fields: the intent of a list button, the list state. */
const INTENT_FIELD = "__intent__";
const STATE_FIELD = "__state__";
/** A name's first segment, and each next one: a key (after a dot), or a list index in brackets. */
const FIRST_SEGMENT = /([^.[\]]+)|\[(\d{1,6})\]/y;
const NEXT_SEGMENT = /\.([^.[\]]+)|\[(\d{1,6})\]/y;
const PROTOTYPE_KEYS = new Set(["__proto__", "prototype", "constructor"]);

/** Whether a field's name is one a form of ours could have: bounded depth and indexes, no prototype key. */
export function isBoundedName(name: string): boolean {
  if (name.length === 0 || name.length > FORM_LIMITS.nameLength) return false;
  let position = 0;
  let segments = 0;
  while (position < name.length) {
    const segment = position === 0 ? FIRST_SEGMENT : NEXT_SEGMENT;
    segment.lastIndex = position;
    const match = segment.exec(name);
    if (!match) return false;
    segments += 1;
    if (segments > FORM_LIMITS.depth) return false;
    if (match[1] !== undefined && PROTOTYPE_KEYS.has(match[1])) return false;
    if (match[2] !== undefined && Number(match[2]) > FORM_LIMITS.index) return false;
    position = segment.lastIndex;
  }
  return true;
}

const intentSchema = z.object({
  type: z.string().max(20),
  payload: z.looseObject({
    name: z.string().refine((name) => name === "" || isBoundedName(name)).optional(),
    index: z.number().int().min(0).max(FORM_LIMITS.index).optional(),
    from: z.number().int().min(0).max(FORM_LIMITS.index).optional(),
    to: z.number().int().min(0).max(FORM_LIMITS.index).optional(),
  }),
});

/** conform's own JSON fields, as our forms post them: a few hundred bytes, a few levels deep. */
const CONFORM_JSON_LIMITS = { bytes: 8 * 1024, depth: 8 } as const;

/**
 * Whether a JSON text stays within CONFORM_JSON_LIMITS, counted without parsing it: conform
 * walks these values recursively, and a value thousands of levels deep overflowed its stack.
 */
export function isShallowJson(value: string): boolean {
  if (value.length > CONFORM_JSON_LIMITS.bytes) return false;
  let depth = 0;
  let inString = false;
  for (let index = 0; index < value.length; index += 1) {
    const character = value[index];
    if (inString) {
      if (character === "\\") index += 1;
      else if (character === '"') inString = false;
    } else if (character === '"') inString = true;
    else if (character === "{" || character === "[") {
      depth += 1;
      if (depth > CONFORM_JSON_LIMITS.depth) return false;
    } else if (character === "}" || character === "]") depth -= 1;
  }
  return true;
}

/** Whether conform's intent (a list button's insert, remove, reorder…) is one a form of ours sends. */
function isBoundedIntent(value: string): boolean {
  try {
    return intentSchema.safeParse(JSON.parse(value)).success;
  } catch {
    return false;
  }
}

/** An answer to a body no form of ours sends: the error page, status 400. */
function badRequest(): never {
  throw data({ messageKey: "badRequest" }, { status: 400 });
}

/** The body's bytes, read no further than the limit. */
async function readBounded(request: Request): Promise<Uint8Array<ArrayBuffer>> {
  try {
    return await readBoundedBody(request, FORM_LIMITS.bytes);
  } catch (error) {
    if (error instanceof BodyTooLarge) badRequest();
    throw error;
  }
}

const readForms = new WeakMap<Request, Promise<FormData>>();
const refusedForms = new WeakSet<FormData>();

async function readOnce(request: Request): Promise<FormData> {
  const contentType = request.headers.get("content-type") ?? "";
  if (!FORM_TYPES.has(contentType.split(";")[0]!.trim().toLowerCase())) badRequest();
  const bytes = await readBounded(request);
  let posted: FormData;
  try {
    posted = await new Response(bytes as Uint8Array<ArrayBuffer>, { headers: { "Content-Type": contentType } }).formData();
  } catch {
    badRequest();
  }
  const form = new FormData();
  let fields = 0;
  for (const [name, value] of posted) {
    fields += 1;
    // conform's own JSON fields, nested deeper than a form of ours ever sends: no person typed it.
    if ((name === INTENT_FIELD || name === STATE_FIELD) && !(typeof value === "string" && isShallowJson(value))) badRequest();
    const bounded =
      fields <= FORM_LIMITS.fields &&
      (name === INTENT_FIELD
        ? typeof value === "string" && isBoundedIntent(value)
        : name === STATE_FIELD || isBoundedName(name));
    if (bounded) form.append(name, value);
    else refusedForms.add(form);
  }
  return form;
}

/**
 * The posted form of an action, the one reader every action goes through. A body no browser
 * form of ours sends (another content type, a broken multipart body, more than FORM_LIMITS.bytes)
 * is answered 400 before any rule or upstream call sees it. Fields whose names no form of ours
 * has (an index or depth over the bounds, a prototype key, a malformed list intent, more fields
 * than a form has) are left out: the form is answered 400 with {@link FORM_REFUSED} and what
 * else was typed (see {@link parseForm}). Read once per request: a second call gets the same form.
 */
export function readForm(request: Request): Promise<FormData> {
  let reading = readForms.get(request);
  if (!reading) {
    reading = readOnce(request);
    readForms.set(request, reading);
  }
  return reading;
}

/** Whether fields were left out of this form (see {@link readForm}). */
export const isRefusedForm = (form: FormData) => refusedForms.has(form);

/**
 * conform's parse of a form read by {@link readForm}. A form whose fields were left out is an
 * error whatever its other fields: its reply carries {@link FORM_REFUSED} and the values kept.
 */
export function parseForm<Schema extends z.ZodTypeAny>(form: FormData | URLSearchParams, options: { schema: Schema }) {
  const submission = parseWithZod(form, options) as Submission<z.input<Schema>, string[], z.output<Schema>>;
  if (!(form instanceof FormData) || !refusedForms.has(form)) return submission;
  const refusal: Submission<z.input<Schema>, string[], z.output<Schema>> = {
    status: "error",
    payload: submission.payload,
    error: { ...(submission.status === "success" ? {} : submission.error), "": [FORM_REFUSED] },
    reply: (replyOptions = {}) =>
      submission.reply({ ...replyOptions, resetForm: false, formErrors: [FORM_REFUSED, ...("formErrors" in replyOptions ? (replyOptions.formErrors ?? []) : [])] }),
  };
  return refusal;
}
