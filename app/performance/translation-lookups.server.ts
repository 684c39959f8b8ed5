import type { i18n } from "i18next";

/** What react-i18next's `t` adds to every call: they pick the text, they never change it. */
const FIXED_T_OPTIONS = new Set(["lng", "lngs", "ns", "keyPrefix"]);

/**
 * Every option of a call that i18next 23 reads to find or build a text (Translator, PluralResolver,
 * Interpolator, ResourceStore), apart from the fixed ones and `count`. A call with one of them, or
 * with any `defaultValue…`, goes to i18next. A test checks this list against i18next's own source.
 */
export const I18NEXT_CALL_OPTIONS = new Set([
  "appendNamespaceToCIMode",
  "applyPostProcessor",
  "context",
  "fallbackLng",
  "ignoreJSONStructure",
  "interpolation",
  "joinArrays",
  "keySeparator",
  "missingInterpolationHandler",
  "missingKeyNoValueFallbackToKey",
  "nest",
  "nsSeparator",
  "ordinal",
  "postProcess",
  "replace",
  "returnDetails",
  "returnObjects",
  "silent",
  "skipCopy",
  "skipInterpolation",
]);

/** At most this many remembered entries per language; past it, new calls simply go to i18next. */
export const REMEMBERED_TEXTS = 5000;

/** A text cut at its `{{name}}` placeholders: the text before the first, then each name and the text after it. */
type Template = { head: string; parts: { name: string; then: string }[] };

type Call = { plain: boolean; count: number | undefined };

/** How a call's options let it be answered here, or null when it must go to i18next. */
function readCall(options: unknown): Call | null {
  if (options === undefined) return { plain: true, count: undefined };
  if (typeof options !== "object" || options === null) return null;
  const call: Call = { plain: true, count: undefined };
  for (const name in options) {
    const value = (options as Record<string, unknown>)[name];
    if (value === undefined || FIXED_T_OPTIONS.has(name)) continue;
    if (I18NEXT_CALL_OPTIONS.has(name) || name.startsWith("defaultValue")) return null;
    if (name === "count" && typeof value !== "number") return null;
    if (name === "count") call.count = value as number;
    call.plain = false;
  }
  return call;
}

/**
 * The configuration under which `{{name}}` substitution below gives exactly i18next's output:
 * values inserted unescaped, `{{`/`}}` markers, no formatter on every value, no default values,
 * no handler of missing values, no post-processor, Intl plural rules, no i18nFormat module.
 */
function substitutesLikeI18next(instance: i18n): boolean {
  const { interpolation = {}, postProcess, missingInterpolationHandler, compatibilityJSON } = instance.options;
  return (
    interpolation.escapeValue === false &&
    interpolation.prefix === "{{" &&
    interpolation.suffix === "}}" &&
    !interpolation.prefixEscaped &&
    !interpolation.suffixEscaped &&
    interpolation.skipOnVariables === true &&
    !interpolation.alwaysFormat &&
    !interpolation.defaultVariables &&
    !missingInterpolationHandler &&
    !postProcess &&
    (compatibilityJSON === undefined || compatibilityJSON === "v4") &&
    !instance.modules.i18nFormat
  );
}

/**
 * Cuts a text into a template, or null when i18next would do more than put values in place:
 * nesting (`$t(`), unescaped (`{{- x}}`) or formatted (`{{x, format}}`) or deep (`{{a.b}}`) values.
 */
function parseTemplate(text: string): Template | null {
  if (text.includes("$t(") || text.includes("{{-")) return null;
  // i18next's placeholder pattern; split keeps the captured names: literal, name, literal, …, literal.
  const pieces = text.split(/\{\{(.+?)\}\}/);
  const parts: Template["parts"] = [];
  for (let i = 1; i < pieces.length; i += 2) {
    const name = (pieces[i] ?? "").trim();
    if (!/^[A-Za-z_$][\w$]*$/.test(name)) return null;
    parts.push({ name, then: pieces[i + 1] ?? "" });
  }
  return { head: pieces[0] ?? "", parts };
}

/**
 * The template with the call's values in place, as i18next's interpolator writes them (a number
 * as `String(n)`), or null when a value is missing, is not a string or number, or holds a `{`
 * (i18next's replace-first-occurrence would then depend on the value).
 */
function fill(template: Template, values: Record<string, unknown>): string | null {
  let text = template.head;
  for (const { name, then } of template.parts) {
    if (!Object.prototype.hasOwnProperty.call(values, name)) return null;
    const value = values[name];
    if (typeof value === "number") text += String(value);
    else if (typeof value === "string" && !value.includes("{")) text += value;
    else return null;
    text += then;
  }
  return text;
}

/**
 * A page calls `t` a few hundred times, and i18next resolves each key through namespaces,
 * fallbacks, plural rules, interpolation and post-processors every time. The texts are fixed for
 * the life of the process, so:
 * - a lookup without values, count or context is answered from a map after its first time;
 * - a lookup with values and/or a numeric `count` takes the template i18next itself resolves
 *   (without interpolation) for its key and plural form, remembered after its first time, and
 *   puts the values in place. Only templates are remembered, never a call's values (they can be a
 *   person's name). Anything else (context, default values, objects, nesting, formats…) goes to
 *   i18next, and so does everything if the instance is configured otherwise than proven.
 */
export function rememberTranslations(instance: i18n) {
  const translate = instance.t.bind(instance) as unknown as (...args: unknown[]) => unknown;
  const substitutes = substitutesLikeI18next(instance);
  const known = new Map<string, unknown>();
  const templates = new Map<string, Template | null>();
  const pluralRules = new Map<string, Intl.PluralRules>();

  /** The plural category of `count` in every language i18next looks in, and whether it tries `_zero`: it picks the text. */
  const pluralForm = (count: number) => {
    let form = count === 0 ? "0" : "";
    for (const code of instance.languages) {
      let rules = pluralRules.get(code);
      // The locale i18next's PluralResolver gives Intl for a language code.
      if (!rules) pluralRules.set(code, (rules = new Intl.PluralRules(code === "dev" ? "en" : code.replace("_", "-"))));
      form += `,${rules.select(count)}`;
    }
    return form;
  };

  const template = (id: string, key: string, options: Record<string, unknown>, count: number | undefined) => {
    if (templates.has(id)) return templates.get(id);
    const { lng, lngs, ns, keyPrefix } = options;
    const found = translate(key, { lng, lngs, ns, keyPrefix, count, skipInterpolation: true, returnDetails: true }) as {
      res: unknown;
      usedLng?: string;
      usedNS?: string;
      exactUsedKey?: string;
    };
    // Only a text found as such in the resources (not a missing key, an object or a default).
    const resource = found.usedLng && found.usedNS && found.exactUsedKey ? instance.getResource(found.usedLng, found.usedNS, found.exactUsedKey) : undefined;
    const parsed = typeof found.res === "string" && resource === found.res ? parseTemplate(found.res) : null;
    // Only for a key the instance holds (see the plain texts below).
    if (resource !== undefined && templates.size < REMEMBERED_TEXTS) templates.set(id, parsed);
    return parsed;
  };

  const interpolated = (key: string, options: Record<string, unknown>, count: number | undefined) => {
    const { lng, lngs, ns, keyPrefix } = options;
    if ((lng !== undefined && lng !== instance.language) || (lngs !== undefined && lngs !== null)) return null;
    if (ns !== undefined && typeof ns !== "string") return null;
    const form = count === undefined ? "" : pluralForm(count);
    const id = `${instance.language}\u0000${String(ns)}\u0000${String(keyPrefix)}\u0000${key}\u0000${form}`;
    const parts = template(id, key, options, count);
    return parts ? fill(parts, options) : null;
  };

  instance.t = ((key: unknown, options?: unknown, ...rest: unknown[]) => {
    const call = typeof key === "string" && rest.length === 0 ? readCall(options) : null;
    if (!call) return translate(key, options, ...rest);
    const given = (options ?? {}) as Record<string, unknown>;
    if (!call.plain) return (substitutes ? interpolated(key as string, given, call.count) : null) ?? translate(key, options);
    const id = `${String(given.lng)}\u0000${String(given.ns)}\u0000${String(given.keyPrefix)}\u0000${key as string}`;
    if (known.has(id)) return known.get(id);
    const text = translate(key, options);
    // Only a text the instance holds: a missing key answers itself, and a key may be made of anything.
    if (known.size < REMEMBERED_TEXTS && instance.exists(key as string, given)) known.set(id, text);
    return text;
  }) as unknown as i18n["t"];
  /** What is remembered, for tests: ids and texts or templates, never a call's values. */
  return { texts: known as ReadonlyMap<string, unknown>, templates: templates as ReadonlyMap<string, Template | null> };
}
