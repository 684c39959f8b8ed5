import type { LoaderFunctionArgs } from "@remix-run/node";
import { plainTextAnswer, streamPdf } from "~/kernel/downloads/download.server";
import { VSMP_MODE, type WithMode } from "~/features/journey/mode.server";
import { streamJourneyDocument } from "~/kernel/upstream/journey.server";

/** The documents of the journey's contract, by their address: contrat or mandat. */
const DOCUMENTS = {
  contrat: { kind: "contract", file: "contrat" },
  mandat: { kind: "mandate", file: "mandat-sepa" },
  devis: { kind: "quotation", file: "devis" },
} as const;

function isDocument(value: string | undefined): value is keyof typeof DOCUMENTS {
  return value !== undefined && Object.hasOwn(DOCUMENTS, value);
}

/**
 * Streams the contract or the SEPA mandate of the current journey's contract (DESIGN 7: every
 * download checks ownership on the server: only the contract of the signed journey cookie, the
 * visitor's or, at the counter, the agent's).
 */
export async function loader({ request, params, context, mode = VSMP_MODE }: WithMode<LoaderFunctionArgs>) {
  if (!isDocument(params.kind)) return await plainTextAnswer(request, 404, "order:documents.notFound");
  const { contractId, contractNumber } = await mode.store.read(request);
  if (!contractId) return await plainTextAnswer(request, 404, "order:documents.notFound");
  const document = DOCUMENTS[params.kind];
  return streamPdf(request, (signal) => streamJourneyDocument(contractId, document.kind, { requestId: context.requestId, signal }), {
    filename: `${document.file}-${contractNumber ?? "vsmp"}.pdf`,
    messages: { notFound: "order:documents.notFound", unavailable: "order:documents.unavailable" },
    failureLog: "VSMP: Unable to get journey document",
    logFields: { kind: document.kind },
    requestId: context.requestId,
  });
}
