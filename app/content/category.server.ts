import { editorialPageViewName } from "~/domain/analytics";
import { isCategoryCode } from "~/domain/catalog";
import { getCategory } from "~/upstream/content.server";
import { readContent } from "./page.server";

/** A shop category or product page (SPEC 2: any code or slug is accepted) from the content system. */
export async function loadCategory(code: string | undefined, path: string, requestId?: string) {
  if (!isCategoryCode(code)) throw new Response(null, { status: 404, statusText: "Not Found" });
  const category = await readContent(() => getCategory(code, requestId), { category: code }, requestId);
  return { category, path, pageView: editorialPageViewName(path) };
}
