import type { MetaFunction } from "@remix-run/node";
import { LegalPage } from "~/components/legal-page";
import { pageTitle, textsOf } from "~/content/meta";
import { editorialPageViewName } from "~/domain/analytics";

const PATH = "/accessibilite";

export const meta: MetaFunction = ({ matches }) => [{ title: pageTitle(textsOf(matches).pages.accessibility.title, matches) }];

export default function AccessibilityStatement() {
  return <LegalPage textKey="accessibility" path={PATH} pageView={editorialPageViewName(PATH)} />;
}
