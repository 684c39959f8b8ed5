import type { i18n } from "i18next";

/** What react-i18next's `t` adds to every call: a call with only these is a plain lookup. */
const FIXED_T_OPTIONS = new Set(["lng", "lngs", "ns", "keyPrefix"]);

function isPlainLookup(options: unknown): options is { lng?: unknown; ns?: unknown; keyPrefix?: unknown } {
  if (options === undefined) return true;
  if (typeof options !== "object" || options === null) return false;
  for (const [name, value] of Object.entries(options)) if (!FIXED_T_OPTIONS.has(name) && value !== undefined) return false;
  return true;
}

/**
 * A page calls `t` a few hundred times, and i18next resolves each key through namespaces,
 * fallbacks and post-processors every time. The texts are fixed for the life of the process, so
 * a lookup without interpolation, count or context is answered from a map after its first time.
 */
export function rememberPlainLookups(instance: i18n) {
  const translate = instance.t.bind(instance) as unknown as (...args: unknown[]) => unknown;
  const known = new Map<string, unknown>();
  instance.t = ((key: unknown, options?: unknown, ...rest: unknown[]) => {
    if (typeof key !== "string" || rest.length > 0 || !isPlainLookup(options)) return translate(key, options, ...rest);
    const id = `${String(options?.lng)}\u0000${String(options?.ns)}\u0000${String(options?.keyPrefix)}\u0000${key}`;
    if (known.has(id)) return known.get(id);
    const text = translate(key, options);
    known.set(id, text);
    return text;
  }) as unknown as i18n["t"];
}
