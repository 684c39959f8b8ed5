import { describe, expect, it } from "vitest";
import { seedPages } from "../../../server/sandbox/seed/pages";
import { englishOf, hasEnglishEdition, inEnglish, TEXT_FIELDS } from "../../../server/sandbox/seed/pages-en";
import { getContentPage } from "~/kernel/upstream/content.server";
import { useSandbox } from "./setup";

/** Every text a person reads on a page: [field, value]. */
function textsOf(value: unknown, key = ""): [string, string][] {
  if (typeof value === "string") return TEXT_FIELDS.has(key) && value !== "" && !value.startsWith("/") ? [[key, value]] : [];
  if (Array.isArray(value)) return value.flatMap((item) => textsOf(item, key));
  if (value && typeof value === "object") return Object.entries(value).flatMap(([name, item]) => textsOf(item, name));
  return [];
}

describe("the content system's English edition of the VSMP pages", () => {
  const vsmpPages = Object.values(seedPages()).filter((page) => hasEnglishEdition(page.label));

  it("covers the landing page, the CGV, La revue and its articles, and every other VSMP page", () => {
    const labels = vsmpPages.map((page) => page.label);
    for (const label of ["/services-seniors", "/veiller-sur-mes-parents", "/particulier/veiller-sur-mes-parents/gestion/cgv", "/particulier/veiller-sur-mes-parents/la-revue", "/particulier/veiller-sur-mes-parents/la-revue/garder-le-lien"]) {
      expect(labels).toContain(label);
    }
  });

  it("leaves no French text untranslated on any VSMP page", () => {
    const missing = vsmpPages.flatMap((page) => textsOf(page).filter(([, text]) => englishOf(text) === undefined).map(([field, text]) => `${page.label} ${field}: ${text.slice(0, 60)}`));
    expect(missing).toEqual([]);
  });

  it("keeps the page's structure: the same components, uids, addresses and images", () => {
    for (const page of vsmpPages) {
      const english = inEnglish(page);
      expect(english.components.map((component) => [component.type, component.uid])).toEqual(page.components.map((component) => [component.type, component.uid]));
      expect(english.breadcrumb.map((crumb) => crumb.url)).toEqual(page.breadcrumb.map((crumb) => crumb.url));
    }
  });

  describe("served per language", () => {
    useSandbox();

    it("gives the landing page in English when the app asks for lang=en, in French otherwise", async () => {
      const english = await getContentPage("/services-seniors", "test", "en");
      const french = await getContentPage("/services-seniors", "test", "fr");
      expect(JSON.stringify(english)).toContain("Watch over my parents");
      expect(JSON.stringify(english)).not.toContain("Veiller sur mes parents");
      expect(JSON.stringify(french)).toContain("Veiller sur mes parents");
    });
  });
});
