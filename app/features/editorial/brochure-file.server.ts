import { streamPdf } from "~/kernel/downloads/download.server";
import brochureDataUrl from "./plaquetteVsmp.pdf?inline";

/**
 * The brochure's PDF (a small tagged PDF made by scripts/brochure-pdf.ts), inlined in the server
 * build: served as every download is (DESIGN 10), by a resource route with its type, its file
 * name and its cache rule, not as a bare static file the browser would open without a name.
 */
const BROCHURE = Buffer.from(brochureDataUrl.slice(brochureDataUrl.indexOf(",") + 1), "base64");

const BROCHURE_FILENAME = "plaquette-veiller-sur-mes-parents.pdf";

export function brochureResponse(request: Request): Promise<Response> {
  return streamPdf(request, async () => new Response(BROCHURE, { headers: { "Content-Length": String(BROCHURE.length) } }), {
    filename: BROCHURE_FILENAME,
    messages: { notFound: "pages:download.notFound", unavailable: "pages:download.unavailable" },
    failureLog: "Documents: Unable to serve the brochure",
  });
}
