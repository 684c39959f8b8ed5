import { useReaderTranslation } from "~/kernel/ui/counter";
import { DocumentLink } from "~/kernel/ui/download-link";
import { DOCUMENTS_BASE, SIBP_DOCUMENTS_BASE } from "~/kernel/contract/paths";
import { PAPERS_TO_RETURN } from "~/kernel/contract/signed-documents";
import { useAtCounter } from "~/kernel/ui/counter";

/** The contract and the mandate to download (payment and confirmation steps): the papers a paper order returns signed. */
export function JourneyDocuments() {
  const { t } = useReaderTranslation();
  // At the counter, the agent's journey has its own documents' address, and they are the client's.
  const base = useAtCounter() ? SIBP_DOCUMENTS_BASE : DOCUMENTS_BASE;
  return (
    <section aria-labelledby="documents-title">
      <h2 id="documents-title">{t("order:documents.title")}</h2>
      <ul className="link-list">
        {PAPERS_TO_RETURN.map((paper) => (
          <li key={paper.document}>
            <DocumentLink href={`${base}/${paper.document}`} document={paper.kind}>
              {t(paper.download)}
            </DocumentLink>
          </li>
        ))}
      </ul>
    </section>
  );
}
