import { editorialPageViewName } from "~/domain/analytics";
import { isCategoryCode } from "~/domain/catalog";
import { log } from "~/logger.server";
import { getCategory } from "~/upstream/content.server";

/**
 * A shop category or product page (SPEC 2: any code or slug is accepted): the content system's
 * category, 404 when it has none, 503 when it cannot be reached.
 */
export async function loadCategory(code: string | undefined, path: string, requestId?: string) {
  if (!isCategoryCode(code)) throw new Response(null, { status: 404, statusText: "Not Found" });
  let category;
  try {
    category = await getCategory(code, requestId);
  } catch (error) {
    log("warn", "Content: Unable to get category", { code, error: String(error), requestId });
    throw new Response(null, { status: 503, statusText: "Service Unavailable" });
  }
  if (!category) throw new Response(null, { status: 404, statusText: "Not Found" });
  return { category, path, pageView: editorialPageViewName(path) };
}
