import { useContext } from "react";
import type { i18n as I18n, Namespace, TFunction } from "i18next";
import { getI18n, I18nContext, useTranslation as useReactI18nextTranslation } from "react-i18next";

/**
 * The app's `useTranslation`: every component takes it from here, not from react-i18next.
 *
 * In the browser it is react-i18next's own (a language change re-renders). On the server a
 * render never re-renders and each language has its own i18next instance, loaded at start-up and
 * fixed for the life of the process (app/i18n/i18next.server.ts). There the hook reads the
 * instance from the provider and answers the `t` fixed for its namespace, made once per instance
 * and namespace, instead of react-i18next's state, refs, effects and a new fixed `t` on each of
 * the hundred-odd calls of a page (decision 053). Only texts are shared that way: the instance's
 * `t` is the same function for everyone, and nothing of a request is kept.
 */
type Translation = ReturnType<typeof useReactI18nextTranslation>;

const fixed = new WeakMap<I18n, Map<string, Translation>>();

/** At most this many texts of plain calls kept per instance and namespace (a page makes a few hundred calls). */
const PLAIN_TEXTS = 2000;

/**
 * i18next's fixed `t`, answering a plain call (`t("ns:key")`, nothing else) from a map after its
 * first time: a text of a fixed instance, namespace and key is the same for the life of the
 * process. Such calls are most of a page's; each went through i18next's fixed `t`, which builds
 * an options object and a key before the instance's lookup. Any other call goes to it, and so
 * does every call of a key the instance does not hold (only texts of the locale files are kept).
 */
function plainTextsFirst(i18n: I18n, fixedT: TFunction): TFunction {
  const translate = fixedT as unknown as (...args: unknown[]) => unknown;
  const { lng, lngs, ns, keyPrefix } = fixedT as unknown as Record<string, unknown>;
  // A key prefix would change the key i18n.exists is asked about: none is configured.
  if (keyPrefix) return fixedT;
  const texts = new Map<string, string>();
  const t = (...args: unknown[]) => {
    const key = args[0];
    if (args.length !== 1 || typeof key !== "string") return translate(...args);
    const known = texts.get(key);
    if (known !== undefined) return known;
    const text = translate(key);
    // Only a text the instance holds: a missing key answers itself, and a key may be made of anything.
    if (typeof text === "string" && texts.size < PLAIN_TEXTS && i18n.exists(key, { ns: ns as Namespace })) texts.set(key, text);
    return text;
  };
  return Object.assign(t, { lng, lngs, ns, keyPrefix }) as unknown as TFunction;
}

function translationOf(i18n: I18n, namespaces: string | readonly string[]): Translation {
  const list = typeof namespaces === "string" ? [namespaces] : [...namespaces];
  const react = i18n.options.react ?? {};
  const fixedT = i18n.getFixedT(null, (react.nsMode === "fallback" ? list : list[0]) as Namespace, react.keyPrefix);
  const ready = i18n.isInitialized && list.every((namespace) => i18n.hasLoadedNamespace(namespace));
  // Texts are kept only for a translation that is itself kept: every namespace loaded.
  const t = ready ? plainTextsFirst(i18n, fixedT) : fixedT;
  return Object.assign([t, i18n, ready], { t, i18n, ready }) as unknown as Translation;
}

function useServerTranslation(ns?: string | readonly string[]): Translation {
  // The provider also gives its `defaultNS` prop (absent from react-i18next's typing).
  const context = useContext(I18nContext) as { i18n?: I18n; defaultNS?: string | readonly string[] } | undefined;
  const i18n = context?.i18n ?? getI18n();
  const namespaces = ns ?? context?.defaultNS ?? (i18n.options.defaultNS as string | readonly string[] | undefined) ?? "translation";
  const key = typeof namespaces === "string" ? namespaces : namespaces.join("\u0000");
  let byNamespace = fixed.get(i18n);
  if (!byNamespace) fixed.set(i18n, (byNamespace = new Map()));
  let translation = byNamespace.get(key);
  if (!translation) {
    translation = translationOf(i18n, namespaces);
    // Kept only once every namespace is loaded (an instance still loading answers keys).
    if (translation.ready) byNamespace.set(key, translation);
  }
  return translation;
}

export const useTranslation = (typeof document === "undefined" ? useServerTranslation : useReactI18nextTranslation) as typeof useReactI18nextTranslation;
