import type { MetaFunction } from "@remix-run/node";
import { LegalPage } from "~/components/legal-page";
import { pageTitle, textsOf } from "~/content/meta";
import { editorialPageViewName } from "~/domain/analytics";

const PATH = "/mentions-legales";

export const meta: MetaFunction = ({ matches }) => [{ title: pageTitle(textsOf(matches).pages.legal.title, matches) }];

export default function LegalNotices() {
  return <LegalPage textKey="legal" path={PATH} pageView={editorialPageViewName(PATH)} />;
}
