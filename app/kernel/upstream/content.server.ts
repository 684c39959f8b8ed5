import { z } from "zod";
import { config } from "~/kernel/platform/config.server";
import { toMenu, type Menu } from "~/kernel/content/menu";
import { categorySchema, type Category } from "~/kernel/content/catalog";
import { contentPageSchema, type ContentPage } from "~/kernel/content/content";
import { createCache } from "./cache.server";
import { isUpstreamError, upstream } from "./http.server";

const entrySchema = z.object({
  uid: z.string(),
  typeCode: z.string().optional(),
  otherProperties: z
    .object({
      url: z.string().optional().nullable(),
      linkName: z.string().optional().nullable(),
      external: z.union([z.boolean(), z.string()]).optional().nullable(),
      target: z.string().optional().nullable(),
    })
    .passthrough()
    .optional(),
}).passthrough();

export type NavigationEntry = z.infer<typeof entrySchema>;

export interface NavigationNode {
  uid: string;
  title?: string | null;
  entries: NavigationEntry[];
  children: NavigationNode[];
}

const nodeSchema: z.ZodType<NavigationNode> = z.lazy(() =>
  z.object({
    uid: z.string(),
    title: z.string().optional().nullable(),
    entries: z.array(entrySchema).default([]),
    children: z.array(nodeSchema).default([]),
  }),
) as z.ZodType<NavigationNode>;

const base = `/occ/${config.contentSiteId}/smartedit`;
const menuCache = createCache<Menu>(config.cache.contentTtlMs);
const pageCache = createCache<ContentPage | null>(config.cache.contentTtlMs);
const categoryCache = createCache<Category | null>(config.cache.contentTtlMs);

/** The site's navigation menu, shared by every page: read once and kept for the cache TTL. */
export function getMenu(requestId?: string): Promise<Menu> {
  return menuCache.get("menu", async () =>
    toMenu(await upstream.content.get(`${base}/navigation`, nodeSchema, { requestId })),
  );
}

/**
 * The editorial page published at `path` in the visitor's language (`lang`: the content system
 * serves each page per language), or null when the content system has none.
 */
export function getContentPage(path: string, requestId?: string, lang: "fr" | "en" = "fr"): Promise<ContentPage | null> {
  return pageCache.get(`${lang}|${path}`, async () => {
    try {
      return await upstream.content.get(`${base}/pages`, contentPageSchema, {
        query: { pageLabelOrId: path, lang },
        requestId,
      });
    } catch (error) {
      if (isUpstreamError(error, "status") && error.status === 404) return null;
      // A page that fails validation is no page at all (SPEC 8: 404).
      if (isUpstreamError(error, "malformed")) return null;
      throw error;
    }
  });
}

/** A shop category (or product page) by its code, or null when the content system has none. */
export function getCategory(code: string, requestId?: string): Promise<Category | null> {
  return categoryCache.get(code, async () => {
    try {
      return await upstream.content.get(`${base}/categories/${encodeURIComponent(code)}`, categorySchema, { requestId });
    } catch (error) {
      if (isUpstreamError(error, "status") && error.status === 404) return null;
      throw error;
    }
  });
}
