import type { LoaderFunctionArgs } from "@remix-run/node";
import { getLocale, getT } from "~/i18n/i18next.server";
import { log } from "~/platform/logger.server";
import { readJourney } from "~/sessions/journey.server";
import { isUpstreamError } from "~/upstream/http.server";
import { streamJourneyDocument } from "~/upstream/journey.server";

/** The documents of the journey's contract, by their address: contrat or mandat. */
const DOCUMENTS = {
  contrat: { kind: "contract", file: "contrat" },
  mandat: { kind: "mandate", file: "mandat-sepa" },
} as const;

function isDocument(value: string | undefined): value is keyof typeof DOCUMENTS {
  return value !== undefined && Object.hasOwn(DOCUMENTS, value);
}

/**
 * Streams the contract or the SEPA mandate of the current journey's contract (DESIGN 7: every
 * download checks ownership on the server: only the contract of the signed journey cookie).
 */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  if (!isDocument(params.kind)) return await failure(request, 404);
  const state = await readJourney(request);
  if (!state.contractId) return await failure(request, 404);
  const document = DOCUMENTS[params.kind];
  try {
    const response = await streamJourneyDocument(state.contractId, document.kind, { requestId: context.requestId, signal: request.signal });
    return new Response(response.body, {
      headers: {
        "Content-Type": "application/pdf",
        "Content-Disposition": `attachment; filename="${document.file}-${state.contractNumber ?? "vsmp"}.pdf"`,
        "Cache-Control": "private, no-store",
        "X-Content-Type-Options": "nosniff",
        ...(response.headers.get("content-length") ? { "Content-Length": response.headers.get("content-length")! } : {}),
      },
    });
  } catch (error) {
    if (isUpstreamError(error, "status") && error.status === 404) return await failure(request, 404);
    log("error", "VSMP: Unable to get journey document", { kind: document.kind, error: String(error), requestId: context.requestId });
    return await failure(request, 503);
  }
}

/** A download has no page around it: a short text in the visitor's language says what happened. */
async function failure(request: Request, status: 404 | 503) {
  const t = getT(await getLocale(request));
  return new Response(t(status === 404 ? "checkout:documents.notFound" : "checkout:documents.unavailable"), {
    status,
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store", "X-Content-Type-Options": "nosniff" },
  });
}
