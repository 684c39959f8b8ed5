import type { LoaderFunctionArgs } from "@remix-run/node";
import { BROCHURE_LABEL, BrochurePage, brochureMeta } from "~/content/brochure";
import { loadContentPage, pathOf } from "~/content/page.server";

/** The brochure page (SPEC 2), the same at both of its addresses. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  return loadContentPage(request, BROCHURE_LABEL, context.requestId, pathOf(request));
}

export const meta = brochureMeta;

export default BrochurePage;
