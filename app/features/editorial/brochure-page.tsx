import type { LoaderFunctionArgs } from "@remix-run/node";
import { BROCHURE_LABEL, BrochurePage, brochureMeta } from "~/features/editorial/brochure";
import { loadContentPage, pathOf } from "~/features/editorial/page.server";
import type { SharedPageHandle } from "~/kernel/platform/shared-page-cache";

/** An editorial page, the same for every anonymous visitor of a language (decision 094). */
export const handle: SharedPageHandle = { sharedCache: true };

/** The brochure page (SPEC 2), the same at both of its addresses. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  return loadContentPage(request, BROCHURE_LABEL, context.requestId, pathOf(request));
}

export const meta = brochureMeta;

export default BrochurePage;
