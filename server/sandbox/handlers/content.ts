import { HttpResponse, type HttpHandler } from "msw";
import { own } from "../own.js";
import { seedCatalog } from "../seed/catalog.js";
import { renderMedia } from "../seed/media.js";
import { seedNavigation } from "../seed/navigation.js";
import { seedPages, type ContentPage } from "../seed/pages.js";
import { hasEnglishEdition, inEnglish } from "../seed/pages-en.js";
import { json, route } from "./respond.js";

const SITE_ID = "laposte";

function unknown(message: string, status = 404): Response {
  return json({ errors: [{ type: "UnknownIdentifierError", message }] }, status);
}

/** The headless content system: navigation menu, pages by label or uid, shop categories, media files. */
export function contentHandlers(): HttpHandler[] {
  const navigation = seedNavigation();
  const pages = seedPages();
  const catalog = seedCatalog();
  const pagesByUid = new Map<string, ContentPage>(Object.values(pages).map((page) => [page.uid, page]));

  return [
    route("get", "/occ/:siteId/smartedit/navigation", ({ params }) =>
      params.siteId === SITE_ID ? json(navigation) : unknown(`Unknown site ${params.siteId}`),
    ),

    route("get", "/occ/:siteId/smartedit/pages", ({ params, url }) => {
      if (params.siteId !== SITE_ID) return unknown(`Unknown site ${params.siteId}`);
      const requested = url.searchParams.get("pageLabelOrId");
      if (!requested) {
        return json({ errors: [{ type: "ValidationError", message: "The query parameter pageLabelOrId is required" }] }, 400);
      }
      const label = requested.length > 1 ? requested.replace(/\/+$/, "") : requested;
      const page = own(pages, label) ?? pagesByUid.get(requested);
      if (!page) return unknown(`No page with label or id ${requested}`);
      // Each page in the language asked for (lang=en: the English edition of the VSMP pages; French otherwise).
      return json(url.searchParams.get("lang") === "en" && hasEnglishEdition(page.label) ? inEnglish(page) : page);
    }),

    route("get", "/occ/:siteId/smartedit/categories/:code", ({ params }) => {
      if (params.siteId !== SITE_ID) return unknown(`Unknown site ${params.siteId}`);
      const category = own(catalog, params.code ?? "");
      return category ? json(category) : unknown(`No category ${params.code}`);
    }),

    route("get", "/occ/:siteId/smartedit/medias/:file", ({ params }) => {
      if (params.siteId !== SITE_ID) return unknown(`Unknown site ${params.siteId}`);
      const media = renderMedia(params.file ?? "");
      if (!media) return unknown(`No media ${params.file}`);
      return new HttpResponse(media.body, {
        status: 200,
        headers: {
          "Content-Type": media.contentType,
          "Content-Length": String(media.body.length),
          "Cache-Control": "public, max-age=86400",
          "X-Content-Type-Options": "nosniff",
        },
      });
    }),
  ];
}
