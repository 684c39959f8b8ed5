/**
 * The journey's two documents (decision 063): downloaded at the payment and the confirmation and, for
 * an order signed on paper, printed, dated, signed and sent back to the operator's address. The
 * confirmation page and the confirmation mail both read the list and the address here, so that
 * they name the same papers and the same place.
 */
export const PAPERS_TO_RETURN = [
  { document: "contrat", kind: "contract", name: "common:signedDocuments.papers.contract", download: "order:documents.contract" },
  { document: "mandat", kind: "mandate", name: "common:signedDocuments.papers.mandate", download: "order:documents.mandate" },
] as const;

export type PaperToReturn = (typeof PAPERS_TO_RETURN)[number];

/** Where the signed papers are sent, in words (the translation key of the operator's postal address). */
export const SIGNED_DOCUMENTS_ADDRESS = "common:signedDocuments.address";

/** The hub's status of a contract ordered on paper until its signed documents are recorded: nothing starts before. */
export const AWAITING_SIGNED_DOCUMENTS = "AWAITING_SIGNED_DOCUMENTS";

/** Whether a contract, by the hub's status, awaits its signed documents. */
export function awaitsSignedDocuments(contractStatus: string | null | undefined): boolean {
  return contractStatus === AWAITING_SIGNED_DOCUMENTS;
}
