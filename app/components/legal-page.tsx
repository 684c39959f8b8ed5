import { useTranslation } from "react-i18next";
import { Analytics } from "~/components/analytics";
import { Breadcrumb, Paragraphs } from "~/components/content-page";
import type { EditorialPageViewName } from "~/domain/analytics";

interface Section {
  title: string;
  text: string;
}

/**
 * A page whose text the app owns (legal notices, accessibility statement): shown whatever the
 * content system holds, in the visitor's language.
 */
export function LegalPage({ textKey, path, pageView }: { textKey: "legal" | "accessibility"; path: string; pageView: EditorialPageViewName }) {
  const { t } = useTranslation("pages");
  const title = t(`${textKey}.title`);
  const sections = t(`${textKey}.sections`, { returnObjects: true }) as Section[];
  return (
    <div className="container">
      <Analytics name={pageView} step="" />
      <Breadcrumb trail={[{ label: t("breadcrumb.home"), url: "/" }, { label: title, url: path }]} />
      <h1>{title}</h1>
      {sections.map((section, index) => (
        <div className="paragraph" key={index}>
          {section.title && <h2>{section.title}</h2>}
          <Paragraphs text={section.text} />
        </div>
      ))}
    </div>
  );
}
