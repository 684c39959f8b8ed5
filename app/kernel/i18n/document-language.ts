/**
 * The language of each PDF the app hands out (decision 142). A document that binds
 * the client or is addressed to the tax administration is written in French only: the French
 * text is the one that binds (loi n° 94-665 "Toubon", art. 2 requires French for the offer,
 * the contract's terms, invoices and receipts; a translation may only come alongside it).
 * Informative documents with an English edition are given in the reader's language.
 */
export type AppDocument =
  | "contract"
  | "contractVersion"
  | "mandate"
  | "quotation"
  | "invoice"
  | "attestation"
  | "acknowledgement"
  | "cgv"
  | "priceGrid"
  | "brochure";

/** The documents with an English edition; every other is written in French only. */
const IN_THE_READERS_LANGUAGE: ReadonlySet<AppDocument> = new Set<AppDocument>(["priceGrid"]);

/** The language `document` is delivered in to a reader of `language` ("fr" or "en"). */
export function documentLanguage(document: AppDocument, language: string): "fr" | "en" {
  return language === "en" && IN_THE_READERS_LANGUAGE.has(document) ? "en" : "fr";
}

/**
 * Whether a download link must say, before the click, that the document is in French: on a page
 * in another language, for a document written in French only (a French page never says so).
 */
export function saysInFrench(document: AppDocument, language: string): boolean {
  return language !== "fr" && documentLanguage(document, language) === "fr";
}
