import { editorialPageViewName } from "~/kernel/platform/analytics";
import { categoryLookupCode } from "~/kernel/content/catalog";
import { getCategory } from "~/kernel/upstream/content.server";
import { readOptionalContent } from "./page.server";

/**
 * A shop category or product page from the content system. SPEC 2: any code is accepted as a
 * route parameter, so every code gets a page (decision 012): a code the content system knows shows
 * its name and products; any other shows the shop's page saying it has no product, never the raw code.
 */
export async function loadCategory(param: string | undefined, path: string, requestId?: string) {
  const code = categoryLookupCode(param);
  const category = code ? await readOptionalContent(() => getCategory(code, requestId), { category: code }, requestId) : null;
  return { category, path, pageView: editorialPageViewName(path) };
}
