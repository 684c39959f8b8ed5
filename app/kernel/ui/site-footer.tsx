import { useTranslation } from "react-i18next";

/**
 * The site's footer. The agent's pages (SIBP template) leave out the clients' own termination
 * without signing in: an agent terminates a client's contract from the contract's desk.
 */
export function SiteFooter({ agent = false }: { agent?: boolean }) {
  const { t } = useTranslation();
  return (
    <footer className="site-footer">
      <ul>
        <li>
          <a href="/mentions-legales">{t("footer.legalNotices")}</a>
        </li>
        <li>
          <a href="/particulier/veiller-sur-mes-parents/gestion/cgv">{t("footer.cgv")}</a>
        </li>
        <li>
          <a href="/accessibilite">{t("footer.accessibility")}</a>
        </li>
        <li>
          <a href="/particulier/veiller-sur-mes-parents/grille-tarifaire">{t("footer.priceGrid")}</a>
        </li>
        {!agent && (
          <li>
            <a href="/particulier/veiller-sur-mes-parents/gestion/resiliation">{t("footer.terminate")}</a>
          </li>
        )}
      </ul>
      <p>{t("footer.copyright")}</p>
    </footer>
  );
}
