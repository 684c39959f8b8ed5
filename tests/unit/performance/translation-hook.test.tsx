import { createInstance, type i18n } from "i18next";
import { createElement, type FC } from "react";
import { renderToString } from "react-dom/server";
import { I18nextProvider, initReactI18next, useTranslation as useReactI18nextTranslation } from "react-i18next";
import { describe, expect, it } from "vitest";
import { useTranslation } from "~/components/translation";
import { i18nOptions, namespaces, resources, supportedLocales, type Locale } from "~/i18n/locales";

/** An i18next instance configured as the server's (app/i18n/i18next.server.ts). */
function serverInstance(lng: Locale): i18n {
  const instance = createInstance();
  void instance.use(initReactI18next).init({ ...i18nOptions, lng });
  return instance;
}

/** Every key of a namespace, dotted, without plural suffixes. */
function keysOf(value: unknown, prefix = ""): string[] {
  if (typeof value === "string") return [prefix.replace(/_(zero|one|two|few|many|other)$/, "")];
  if (typeof value !== "object" || value === null) return [];
  return Object.entries(value).flatMap(([key, child]) => keysOf(child, prefix ? `${prefix}.${key}` : key));
}

type Hook = typeof useReactI18nextTranslation;

/** What a component shows through a hook: every key of every namespace, with a count and a value. */
function everyText(hook: Hook, ns?: string): FC<{ keys: string[] }> {
  return function Texts({ keys }) {
    const { t, i18n: instance, ready } = hook(ns);
    return createElement("p", { lang: instance.language, "data-ready": String(ready) }, keys.map((key) => `${key}=${t(key, { count: 2, name: "Jeanne", remaining: 4, max: 5 })}`).join("\n"));
  };
}

function render(instance: i18n, hook: Hook, keys: string[], ns?: string, defaultNS?: string) {
  return renderToString(createElement(I18nextProvider, { i18n: instance, defaultNS }, createElement(everyText(hook, ns), { keys })));
}

describe("the app's useTranslation on the server", () => {
  it("runs on the server path here (no document), and in the browser is react-i18next's own", () => {
    expect(typeof document).toBe("undefined");
    expect(useTranslation).not.toBe(useReactI18nextTranslation);
  });

  it("renders every text of every namespace in both languages exactly as react-i18next's hook does", () => {
    for (const lng of supportedLocales) {
      const instance = serverInstance(lng);
      for (const ns of namespaces) {
        const keys = [...new Set(keysOf(resources[lng][ns]))].map((key) => `${ns}:${key}`);
        const ours = render(instance, useTranslation, keys);
        expect(ours).toBe(render(instance, useReactI18nextTranslation, keys));
        // With the namespace given to the hook, and keys without a prefix.
        const bare = [...new Set(keysOf(resources[lng][ns]))];
        expect(render(instance, useTranslation, bare, ns)).toBe(render(instance, useReactI18nextTranslation, bare, ns));
        // With the provider's default namespace.
        expect(render(instance, useTranslation, bare, undefined, ns)).toBe(render(instance, useReactI18nextTranslation, bare, undefined, ns));
        expect(ours).toContain(`lang="${lng}"`);
        expect(ours).toContain('data-ready="true"');
      }
    }
  });

  it("answers plain calls (a key and nothing else) as react-i18next's hook does, every time, in both languages", () => {
    const plain = (hook: Hook, ns?: string): FC<{ keys: string[] }> =>
      function Plain({ keys }) {
        const { t } = hook(ns);
        return createElement("p", null, keys.map((key) => `${key}=${t(key)}|${t(key)}`).join("\n"));
      };
    const renderPlain = (instance: i18n, hook: Hook, keys: string[], ns?: string) =>
      renderToString(createElement(I18nextProvider, { i18n: instance }, createElement(plain(hook, ns), { keys })));
    for (const lng of supportedLocales) {
      const instance = serverInstance(lng);
      for (const ns of namespaces) {
        const bare = [...new Set(keysOf(resources[lng][ns]))];
        const keys = [...bare.map((key) => `${ns}:${key}`), `${ns}:no.such.key`];
        for (let round = 0; round < 2; round++) {
          expect(renderPlain(instance, useTranslation, keys)).toBe(renderPlain(instance, useReactI18nextTranslation, keys));
          expect(renderPlain(instance, useTranslation, bare, ns)).toBe(renderPlain(instance, useReactI18nextTranslation, bare, ns));
        }
      }
    }
  });

  it("keeps nothing of a key the instance does not hold: a text added later is shown", () => {
    const instance = serverInstance("fr");
    const Probe: FC<{ name: string }> = ({ name }) => {
      const { t } = useTranslation("common");
      return createElement("p", null, t(name));
    };
    const renderWith = (name: string) => renderToString(createElement(I18nextProvider, { i18n: instance }, createElement(Probe, { name })));
    expect(renderWith("Jeanne Secretname")).toBe("<p>Jeanne Secretname</p>");
    expect(renderWith("later.text")).toBe("<p>later.text</p>");
    instance.addResource("fr", "common", "later.text", "Ajouté ensuite");
    expect(renderWith("later.text")).toBe("<p>Ajouté ensuite</p>");
  });

  it("keeps each language's texts apart, and still fills values in a key asked plainly before", () => {
    const Probe: FC = () => {
      const { t } = useTranslation("checkout");
      return createElement("p", null, `${t("summary.contactNumber")}|${t("summary.contactNumber", { number: 2 })}|${t("summary.contactNumber")}`);
    };
    const renderWith = (instance: i18n) => renderToString(createElement(I18nextProvider, { i18n: instance }, createElement(Probe)));
    expect(renderWith(serverInstance("fr"))).toBe("<p>Contact n° {{number}}|Contact n° 2|Contact n° {{number}}</p>");
    expect(renderWith(serverInstance("en"))).not.toContain("Contact n°");
  });

  it("makes one fixed t per instance and namespace, the same for every render, never shared between languages", () => {
    const [french, english] = [serverInstance("fr"), serverInstance("en")];
    const seen: unknown[] = [];
    const Probe: FC = () => {
      const { t } = useTranslation("pages");
      seen.push(t);
      return null;
    };
    const renderWith = (instance: i18n) => renderToString(createElement(I18nextProvider, { i18n: instance }, createElement(Probe)));
    renderWith(french);
    renderWith(french);
    renderWith(english);
    expect(seen[0]).toBe(seen[1]);
    expect(seen[2]).not.toBe(seen[0]);
  });

  it("shows texts added to an instance after its first render, as react-i18next's hook does", () => {
    const late = createInstance();
    void late.use(initReactI18next).init({ ...i18nOptions, lng: "fr", resources: {}, ns: [] });
    const keys = ["common:site.name"];
    expect(render(late, useTranslation, keys)).toBe(render(late, useReactI18nextTranslation, keys));
    late.addResourceBundle("fr", "common", resources.fr.common);
    expect(render(late, useTranslation, keys)).toBe(render(late, useReactI18nextTranslation, keys));
    expect(render(late, useTranslation, keys)).toContain("Veiller sur mes parents");
  });
});
