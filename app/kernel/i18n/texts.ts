import i18next, { type i18n } from "i18next";
import type { Locale } from "./locales";
import type { Texts } from "./resources";

/**
 * The texts of a language for code that runs outside React (a route's `meta`, on the server and
 * in the browser alike): on the server, that language's instance (every namespace); in the
 * browser, the page's instance (the namespaces its routes loaded). Nothing here imports the
 * locale files: the browser's bundle carries none of them.
 */
const INSTANCES = Symbol.for("vsmp.i18n.instances");
type Registry = Partial<Record<string, i18n>>;
const holder = globalThis as unknown as Record<symbol, Registry | undefined>;

/** The server's instances, one per language (app/kernel/i18n/i18next.server.ts). */
export function registerInstances(instances: Registry): void {
  holder[INSTANCES] = instances;
}

export function textsOf(locale: Locale): Texts {
  const instance = holder[INSTANCES]?.[locale] ?? i18next;
  return new Proxy({} as Texts, {
    get: (_, namespace) => (typeof namespace === "string" ? (instance.getResourceBundle(locale, namespace) ?? {}) : undefined),
  });
}
