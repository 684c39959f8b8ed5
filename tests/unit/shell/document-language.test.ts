import { describe, expect, it } from "vitest";
import { documentLanguage, saysInFrench, type AppDocument } from "~/kernel/i18n/document-language";

const BINDING: AppDocument[] = ["contract", "contractVersion", "mandate", "quotation", "invoice", "attestation", "acknowledgement", "cgv"];

describe("the language of the documents the app hands out (decision 142)", () => {
  it.each(BINDING)("%s is in French for every reader, and its link says so on an English page only", (document) => {
    expect(documentLanguage(document, "en")).toBe("fr");
    expect(documentLanguage(document, "fr")).toBe("fr");
    expect(saysInFrench(document, "en")).toBe(true);
    expect(saysInFrench(document, "fr")).toBe(false);
  });

  it("a French page never announces a language: every document is in French there", () => {
    for (const document of [...BINDING, "priceGrid", "brochure"] as const) expect(saysInFrench(document, "fr")).toBe(false);
  });

  it("the price grid, informative, is given in the reader's language and so never announces one", () => {
    expect(documentLanguage("priceGrid", "en")).toBe("en");
    expect(documentLanguage("priceGrid", "fr")).toBe("fr");
    expect(saysInFrench("priceGrid", "en")).toBe(false);
  });

  it("the brochure has only a French edition: announced as French on an English page", () => {
    expect(documentLanguage("brochure", "en")).toBe("fr");
    expect(saysInFrench("brochure", "en")).toBe(true);
  });
});
