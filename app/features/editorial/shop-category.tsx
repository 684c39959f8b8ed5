import type { LoaderFunctionArgs } from "@remix-run/node";
import { CategoryPage, categoryMeta } from "~/features/editorial/category-page";
import { loadCategory } from "~/features/editorial/category.server";
import { pathOf } from "~/features/editorial/page.server";
import type { SharedPageHandle } from "~/kernel/platform/shared-page-cache";

/** An editorial page, the same for every anonymous visitor of a language (decision 094). */
export const handle: SharedPageHandle = { sharedCache: true };

/** /boutique/c/{categoryCode}: a shop category of the content system. */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  return loadCategory(params.categoryCode, pathOf(request), context.requestId);
}

export const meta = categoryMeta;

export default CategoryPage;
