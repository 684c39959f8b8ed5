import { describe, expect, it } from "vitest";
import { inEnglishNumbers } from "~/kernel/money/money";
import { namespaces } from "~/kernel/i18n/locales";
import { resources } from "~/kernel/i18n/resources";
import { getI18n, getLocale, getT } from "~/kernel/i18n/i18next.server";
import { localeCookie } from "~/kernel/sessions/cookies.server";

function keys(value: unknown, prefix = ""): string[] {
  if (typeof value !== "object" || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, child]) => keys(child, prefix ? `${prefix}.${key}` : key));
}

describe("locale choice", () => {
  it("is French by default, whatever the browser asks", async () => {
    expect(await getLocale(new Request("http://x/", { headers: { "accept-language": "en-GB,en" } }))).toBe("fr");
  });

  it("follows the language switch's cookie", async () => {
    const cookie = await localeCookie.serialize("en");
    expect(await getLocale(new Request("http://x/", { headers: { cookie } }))).toBe("en");
  });

  it("ignores an unsupported value in the cookie", async () => {
    const cookie = await localeCookie.serialize("de");
    expect(await getLocale(new Request("http://x/", { headers: { cookie } }))).toBe("fr");
  });

  it.each(namespaces)("has the same keys in both languages in %s", (namespace) => {
    expect(keys(resources.en[namespace]).sort()).toEqual(keys(resources.fr[namespace]).sort());
  });

  it("translates the 404 message", () => {
    expect(getT("en")("errors.notFound")).toBe("This page could not be found");
    expect(getT("fr")("errors.notFound")).toBe("Cette page est introuvable");
  });
});

describe("translations looked up on the server", () => {
  it("answer a plain lookup the same every time, per language and namespace", () => {
    const fr = getI18n("fr").getFixedT("fr", "common");
    const en = getI18n("en").getFixedT("en", "common");
    expect(fr("site.name")).toBe(resources.fr.common.site.name);
    expect(fr("site.name")).toBe(resources.fr.common.site.name);
    expect(en("site.name")).toBe(resources.en.common.site.name);
    expect(fr("journey:form.choose")).toBe(resources.fr.journey.form.choose);
  });

  it("still interpolate values and prefixes", () => {
    const fr = getI18n("fr").getFixedT("fr", "pages");
    expect(fr("contracts.number", { number: "2026000001" })).toBe("Contrat n° 2026000001");
    expect(fr("contracts.number", { number: "2026000002" })).toBe("Contrat n° 2026000002");
    expect(getI18n("fr").getFixedT("fr", "common", "site")("name")).toBe(resources.fr.common.site.name);
  });
});

describe("English numbers", () => {
  it("writes amounts and rates as English does, on an English page only", () => {
    expect(inEnglishNumbers("45,90\u00a0€ par mois")).toBe("€45.90 par mois");
    expect(inEnglishNumbers("1\u00a0058,80\u00a0€ → 99\u00a0€, -5\u00a0€, 10\u00a0%")).toBe("€1,058.80 → €99, -€5, 10%");
    expect(getT("en")("common:money.period.regularInstead", { price: "51,21\u00a0€", list: "56,90\u00a0€" })).toBe("€51.21 a month instead of €56.90");
    expect(getT("fr")("common:money.period.regularInstead", { price: "51,21\u00a0€", list: "56,90\u00a0€" })).toBe("51,21\u00a0€ par mois au lieu de 56,90\u00a0€");
  });
});
