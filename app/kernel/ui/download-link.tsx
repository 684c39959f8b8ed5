import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { saysInFrench, type AppDocument } from "~/kernel/i18n/document-language";

/**
 * A link to a PDF the app hands out, used by every document download (the type tells assistive
 * technologies what it opens). A document that is not in the page's language says which language
 * it is in before the click, inside the link so that its accessible name says so too:
 * "Download (PDF, in French)" on an English page (decision 142).
 */
export function DocumentLink({ href, document, className, children }: { href: string; document: AppDocument; className?: string; children: ReactNode }) {
  const { t, i18n } = useTranslation();
  return (
    <a className={className} href={href} type="application/pdf" download>
      {children}
      {saysInFrench(document, i18n.language) && <> {t("common:documentInFrench")}</>}
    </a>
  );
}

/** A document's download as a button on its own line, with what the file is beside it. */
export function DownloadLink({ href, document, label, detail }: { href: string; document: AppDocument; label: string; detail?: string }) {
  return (
    <p className="download">
      <DocumentLink className="button" href={href} document={document}>
        {label}
      </DocumentLink>
      {detail && <span className="download-detail"> {detail}</span>}
    </p>
  );
}
