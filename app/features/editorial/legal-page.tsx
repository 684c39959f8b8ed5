import { useTranslation } from "react-i18next";
import { AppPage, Paragraphs } from "~/features/editorial/content-page";
import type { EditorialPageViewName } from "~/kernel/platform/analytics";

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
    <AppPage pageView={pageView} trail={[{ label: title, url: path }]} title={title}>
      {sections.map((section, index) => (
        <div className="paragraph" key={index}>
          {section.title && <h2>{section.title}</h2>}
          <Paragraphs text={section.text} />
        </div>
      ))}
    </AppPage>
  );
}
