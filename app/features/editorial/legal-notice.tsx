import type { MetaFunction } from "@remix-run/node";
import { LegalPage } from "~/features/editorial/legal-page";
import { pageTitle, textsOf } from "~/kernel/ui/meta";
import { editorialPageViewName } from "~/kernel/platform/analytics";
import type { SharedPageHandle } from "~/kernel/platform/shared-page-cache";

/** An editorial page, the same for every anonymous visitor of a language (decision 094). */
export const handle: SharedPageHandle = { sharedCache: true };

const PATH = "/mentions-legales";

export const meta: MetaFunction = ({ matches }) => [{ title: pageTitle(textsOf(matches).pages.legal.title, matches) }];

export default function LegalNotices() {
  return <LegalPage textKey="legal" path={PATH} pageView={editorialPageViewName(PATH)} />;
}
