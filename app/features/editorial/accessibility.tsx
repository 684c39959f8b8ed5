import type { MetaFunction } from "@remix-run/node";
import { LegalPage } from "~/features/editorial/legal-page";
import { pageTitle, textsOf } from "~/kernel/ui/meta";
import { editorialPageViewName } from "~/kernel/platform/analytics";
import type { SharedPageHandle } from "~/kernel/platform/shared-page-cache";

/** An editorial page, the same for every anonymous visitor of a language (decision 094). */
export const handle: SharedPageHandle = { sharedCache: true };

const PATH = "/accessibilite";

export const meta: MetaFunction = ({ matches }) => [{ title: pageTitle(textsOf(matches).pages.accessibility.title, matches) }];

export default function AccessibilityStatement() {
  return <LegalPage textKey="accessibility" path={PATH} pageView={editorialPageViewName(PATH)} />;
}
