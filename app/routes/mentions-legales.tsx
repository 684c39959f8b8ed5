import type { MetaFunction } from "@remix-run/node";
import { LegalPage } from "~/components/legal-page";
import { pageTitle, textsOf } from "~/content/meta";
import { editorialPageViewName } from "~/domain/analytics";
import type { SharedPageHandle } from "~/platform/shared-page-cache";

/** An editorial page, the same for every anonymous visitor of a language (decision 094). */
export const handle: SharedPageHandle = { sharedCache: true };

const PATH = "/mentions-legales";

export const meta: MetaFunction = ({ matches }) => [{ title: pageTitle(textsOf(matches).pages.legal.title, matches) }];

export default function LegalNotices() {
  return <LegalPage textKey="legal" path={PATH} pageView={editorialPageViewName(PATH)} />;
}
