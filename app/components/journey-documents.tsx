import { useTranslation } from "react-i18next";
import { DOCUMENTS_BASE } from "~/domain/journey/paths";


/** The contract and the mandate to download (payment and confirmation steps). */
export function JourneyDocuments() {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="documents-title">
      <h2 id="documents-title">{t("checkout:documents.title")}</h2>
      <ul className="link-list">
        <li>
          <a href={`${DOCUMENTS_BASE}/contrat`} download>
            {t("checkout:documents.contract")}
          </a>
        </li>
        <li>
          <a href={`${DOCUMENTS_BASE}/mandat`} download>
            {t("checkout:documents.mandate")}
          </a>
        </li>
      </ul>
    </section>
  );
}
