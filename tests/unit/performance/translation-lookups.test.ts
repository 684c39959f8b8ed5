import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { createInstance, type i18n, type InitOptions } from "i18next";
import { describe, expect, it, vi } from "vitest";
import { i18nOptions, namespaces, resources, supportedLocales, type Locale } from "~/i18n/locales";
import { I18NEXT_CALL_OPTIONS, REMEMBERED_TEXTS, rememberTranslations } from "~/performance/translation-lookups.server";

/** An i18next instance configured as the server's (`app/i18n/i18next.server.ts`), without the memo. */
function plainInstance(lng: Locale, options: Partial<InitOptions> = {}): i18n {
  const instance = createInstance();
  void instance.init({ ...i18nOptions, ...options, lng });
  return instance;
}

/** The same, with the memo, and a count of the calls that reach i18next's translator. */
function memoised(lng: Locale, options: Partial<InitOptions> = {}) {
  const instance = plainInstance(lng, options);
  const memo = rememberTranslations(instance);
  const translator = (instance as unknown as { translator: { translate: (...args: unknown[]) => unknown } }).translator;
  return { instance, memo, translations: vi.spyOn(translator, "translate") };
}

/** Every text of a namespace by its dotted key. */
function texts(value: unknown, prefix = ""): [string, string][] {
  if (typeof value === "string") return [[prefix, value]];
  if (typeof value !== "object" || value === null) return [];
  return Object.entries(value).flatMap(([key, child]) => texts(child, prefix ? `${prefix}.${key}` : key));
}

const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;
const placeholders = (text: string) => [...text.matchAll(/\{\{(.+?)\}\}/g)].map((match) => (match[1] ?? "").trim());

/** Keys called with values or a count: texts with `{{…}}` and plural keys (by their base key), in both languages. */
function interpolatedKeys() {
  const found = new Map<string, { ns: string; key: string; names: Set<string>; plural: boolean }>();
  for (const lng of supportedLocales) {
    for (const ns of namespaces) {
      for (const [path, text] of texts(resources[lng][ns])) {
        const plural = PLURAL_SUFFIX.test(path);
        const names = placeholders(text);
        if (!plural && names.length === 0) continue;
        const key = path.replace(PLURAL_SUFFIX, "");
        const entry = found.get(`${ns}:${key}`) ?? { ns, key, names: new Set<string>(), plural: false };
        names.forEach((name) => entry.names.add(name));
        entry.plural ||= plural || entry.names.has("count");
        found.set(`${ns}:${key}`, entry);
      }
    }
  }
  return [...found.values()];
}

const WORDS = `Zoé <b>"Durand" & 'fils'</b> $& $1 $$`;
const COUNTS = [0, 1, 1.5, 2, 5, 21];

function valueSets(names: Set<string>, plural: boolean) {
  const words = Object.fromEntries([...names].map((name) => [name, WORDS]));
  const numbers = Object.fromEntries([...names].map((name, i) => [name, 1000.5 + i]));
  if (!plural) return [words, numbers];
  return COUNTS.flatMap((count) => [{ ...words, count }, { ...numbers, count }]);
}

describe("translations with values, answered from remembered templates", () => {
  const cases = interpolatedKeys();

  it("finds the texts to check in the locale files", () => {
    expect(cases.length).toBeGreaterThan(100);
    expect(cases.filter((entry) => entry.plural).length).toBeGreaterThan(5);
  });

  it.each(supportedLocales)("gives exactly i18next's text for every key with values or plural forms in %s, first and remembered call, without i18next the second time", (lng) => {
    const fresh = plainInstance(lng);
    const { instance, translations } = memoised(lng);
    for (const { ns, key, names, plural } of cases) {
      const expectedT = fresh.getFixedT(null, ns);
      const t = instance.getFixedT(null, ns);
      for (const values of valueSets(names, plural)) {
        const expected = expectedT(key, { ...values });
        const expectedDirect = fresh.t(`${ns}:${key}`, { ...values });
        expect(t(key, { ...values }), `${lng} ${ns}:${key}`).toBe(expected);
        expect(instance.t(`${ns}:${key}`, { ...values }), `${lng} ${ns}:${key}`).toBe(expectedDirect);
        translations.mockClear();
        expect(t(key, { ...values }), `${lng} ${ns}:${key}`).toBe(expected);
        expect(instance.t(`${ns}:${key}`, { ...values }), `${lng} ${ns}:${key}`).toBe(expectedDirect);
        expect(translations, `${lng} ${ns}:${key} went to i18next again`).not.toHaveBeenCalled();
      }
    }
  });

  it("remembers templates only, never a call's values", () => {
    const { instance, memo } = memoised("fr");
    const t = instance.getFixedT(null, "common");
    expect(t("contracts.number", { number: "2026000001" })).toBe("Contrat n° 2026000001");
    expect(t("contracts.number", { number: "Jeanne Secretname" })).toBe("Contrat n° Jeanne Secretname");
    expect(instance.t("dashboard:home.months", { count: 987654 })).toBe(plainInstance("fr").t("dashboard:home.months", { count: 987654 }));
    const remembered = JSON.stringify([...memo.templates, ...memo.texts]);
    expect(remembered).toContain("Contrat n°");
    expect(remembered).not.toContain("2026000001");
    expect(remembered).not.toContain("Secretname");
    expect(remembered).not.toContain("987654");
  });

  it("picks plural forms as i18next does, with a `_zero` form and through the fallback language", () => {
    const common = {
      fr: { apples_zero: "aucune pomme", apples_one: "{{count}} pomme", apples_other: "{{count}} pommes", pears_one: "{{count}} poire", pears_other: "{{count}} poires" },
      en: { apples_one: "{{count}} apple", apples_other: "{{count}} apples" },
    };
    const options = { ns: ["common"], resources: { fr: { common: common.fr }, en: { common: common.en } } };
    for (const lng of supportedLocales) {
      const fresh = plainInstance(lng, options);
      for (const counts of [[0, 1, 1.5, 2], [2, 1.5, 1, 0]]) {
        const { instance } = memoised(lng, options);
        for (const count of counts) {
          for (const key of ["apples", "pears"]) {
            expect(instance.t(key, { count }), `${lng} ${key} ${count}`).toBe(fresh.t(key, { count }));
            expect(instance.t(key, { count }), `${lng} ${key} ${count}`).toBe(fresh.t(key, { count }));
          }
        }
      }
    }
  });

  it("puts a value that looks like a nesting in as is, like i18next", () => {
    const { instance, translations } = memoised("fr");
    const expected = plainInstance("fr").t("common:contracts.number", { number: "$t(site.name) $&" });
    expect(expected).toBe("Contrat n° $t(site.name) $&");
    instance.t("common:contracts.number", { number: "1" });
    translations.mockClear();
    expect(instance.t("common:contracts.number", { number: "$t(site.name) $&" })).toBe(expected);
    expect(translations).not.toHaveBeenCalled();
  });

  it("keeps at most REMEMBERED_TEXTS entries however many keys are asked", () => {
    const held = Object.fromEntries(Array.from({ length: REMEMBERED_TEXTS + 1 }, (_, i) => [`key${i}`, `Texte ${i} {{number}}`]));
    const { instance, memo } = memoised("fr", { ns: ["common"], resources: { fr: { common: held }, en: { common: {} } } });
    for (let i = 0; i <= REMEMBERED_TEXTS; i++) {
      instance.t(`key${i}`, { number: i });
      instance.t(`key${i}`);
    }
    expect(memo.templates.size).toBe(REMEMBERED_TEXTS);
    expect(memo.texts.size).toBe(REMEMBERED_TEXTS);
    expect(instance.t(`key${REMEMBERED_TEXTS}`, { number: 1 })).toBe(`Texte ${REMEMBERED_TEXTS} 1`);
  });

  it("answers a key the instance does not hold as i18next does, and keeps nothing of it (a key may be made of anything)", () => {
    const { instance, memo } = memoised("fr");
    const fresh = plainInstance("fr");
    for (const key of ["common:Jeanne Secretname", "dashboard:errors.Secretname", "missing.key"]) {
      for (let round = 0; round < 2; round++) {
        expect(instance.t(key)).toBe(fresh.t(key));
        expect(instance.t(key, { number: "1" })).toBe(fresh.t(key, { number: "1" }));
      }
    }
    expect(JSON.stringify([...memo.templates.keys(), ...memo.texts.keys()])).not.toMatch(/Secretname|missing\.key/);
    // Added later, the text is shown: nothing answered for the missing key in between.
    instance.addResource("fr", "common", "missing.key", "Ajouté");
    expect(instance.t("common:missing.key")).toBe("Ajouté");
  });
});

describe("calls the memo cannot prove identical go to i18next", () => {
  const fresh = plainInstance("fr");
  const calls: [string, string, Record<string, unknown>][] = [
    ["a context", "common:contracts.number", { number: "1", context: "male" }],
    ["a default value", "common:absent.key", { defaultValue: "Par défaut {{number}}", number: "1" }],
    ["a plural default value", "common:absent.key", { defaultValue_other: "{{count}} choses", count: 2 }],
    ["returnObjects", "pages:legal.sections", { returnObjects: true }],
    ["an ordinal count", "dashboard:home.months", { count: 2, ordinal: true }],
    ["a count given as text", "dashboard:home.months", { count: "2" }],
    ["values under replace", "common:contracts.number", { replace: { number: "7" } }],
    ["a list of languages", "common:contracts.number", { number: "1", lngs: ["en"] }],
    ["another language than the instance's", "common:contracts.number", { number: "1", lng: "en" }],
    ["interpolation options", "common:contracts.number", { number: "<b>", interpolation: { escapeValue: true } }],
    ["skipInterpolation", "common:contracts.number", { number: "1", skipInterpolation: true }],
    ["a missing key", "common:absent.key", { number: "1" }],
    ["an object key", "common:contracts", { number: "1" }],
    ["a missing value", "common:contracts.number", { other: "1" }],
    ["an object as value", "common:contracts.number", { number: { toString: () => "7" } }],
    ["a null value", "common:contracts.number", { number: null }],
    ["a value holding a placeholder", "common:contracts.number", { number: "{{number}}" }],
  ];

  it.each(calls)("with %s", (_, key, options) => {
    const { instance, translations } = memoised("fr");
    for (let i = 0; i < 2; i++) {
      translations.mockClear();
      expect(instance.t(key, { ...options })).toEqual(fresh.t(key, { ...options }));
      expect(translations).toHaveBeenCalled();
    }
  });

  it("for every call when the instance escapes values or formats them (not the server's configuration)", () => {
    for (const interpolation of [{ escapeValue: true }, { escapeValue: false, alwaysFormat: true, format: (value: unknown) => `[${String(value)}]` }]) {
      const { instance, translations } = memoised("fr", { interpolation });
      const expected = plainInstance("fr", { interpolation }).t("common:contracts.number", { number: `<b>"A" & 'B'</b>` });
      for (let i = 0; i < 2; i++) {
        translations.mockClear();
        expect(instance.t("common:contracts.number", { number: `<b>"A" & 'B'</b>` })).toBe(expected);
        expect(translations).toHaveBeenCalled();
      }
    }
  });

  it("lists every call option i18next reads (checked against i18next's own source)", () => {
    const source = readFileSync(createRequire(import.meta.url).resolve("i18next"), "utf8");
    const start = source.indexOf("class ResourceStore");
    const end = source.indexOf("const parseFormatStr");
    expect(start).toBeGreaterThan(0);
    expect(end).toBeGreaterThan(start);
    const read = new Set([...source.slice(start, end).matchAll(/(?<![.\w])options\.(\w+)/g)].map((match) => match[1]));
    expect(read.size).toBeGreaterThan(15);
    const handled = new Set(["lng", "lngs", "ns", "keyPrefix", "count", "defaultValue"]);
    expect([...read].filter((name) => name && !handled.has(name) && !I18NEXT_CALL_OPTIONS.has(name))).toEqual([]);
  });
});
