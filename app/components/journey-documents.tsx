import { useTranslation } from "react-i18next";
import { DocumentLink } from "./download-link";
import { DOCUMENTS_BASE, SIBP_DOCUMENTS_BASE } from "~/domain/journey/paths";
import { PAPERS_TO_RETURN } from "~/domain/journey/signed-documents";
import { useAtCounter, useReaderContext } from "./sibp/counter";

/** The contract and the mandate to download (payment and confirmation steps): the papers a paper order returns signed. */
export function JourneyDocuments() {
  const { t } = useTranslation();
  // At the counter, the agent's journey has its own documents' address, and they are the client's.
  const base = useAtCounter() ? SIBP_DOCUMENTS_BASE : DOCUMENTS_BASE;
  const reader = useReaderContext();
  return (
    <section aria-labelledby="documents-title">
      <h2 id="documents-title">{t("checkout:documents.title", reader)}</h2>
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
