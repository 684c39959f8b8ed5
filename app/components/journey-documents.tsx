import { useLocation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { DOCUMENTS_BASE, SIBP_DOCUMENTS_BASE } from "~/domain/journey/paths";

/** The contract and the mandate to download (payment and confirmation steps). */
export function JourneyDocuments() {
  const { t } = useTranslation();
  // At the counter, the agent's journey has its own documents' address.
  const base = useLocation().pathname.startsWith("/sibp/") ? SIBP_DOCUMENTS_BASE : DOCUMENTS_BASE;
  return (
    <section aria-labelledby="documents-title">
      <h2 id="documents-title">{t("checkout:documents.title")}</h2>
      <ul className="link-list">
        <li>
          <a href={`${base}/contrat`} download>
            {t("checkout:documents.contract")}
          </a>
        </li>
        <li>
          <a href={`${base}/mandat`} download>
            {t("checkout:documents.mandate")}
          </a>
        </li>
      </ul>
    </section>
  );
}
