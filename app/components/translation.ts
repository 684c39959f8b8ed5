import { useContext } from "react";
import type { i18n as I18n, Namespace } from "i18next";
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

function translationOf(i18n: I18n, namespaces: string | readonly string[]): Translation {
  const list = typeof namespaces === "string" ? [namespaces] : [...namespaces];
  const react = i18n.options.react ?? {};
  const t = i18n.getFixedT(null, (react.nsMode === "fallback" ? list : list[0]) as Namespace, react.keyPrefix);
  const ready = i18n.isInitialized && list.every((namespace) => i18n.hasLoadedNamespace(namespace));
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
