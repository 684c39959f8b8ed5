import { plainTextAnswer, streamPdf } from "~/kernel/downloads/download.server";
import { photoAnswer } from "~/kernel/contract/photos.server";
import { streamBillingDocument, type BillingDocument } from "~/kernel/upstream/billing.server";
import { awaitsSignedDocuments, PAPERS_TO_RETURN, type PaperToReturn } from "~/kernel/contract/signed-documents";
import { streamContractPrintout, streamContractTerminationAcknowledgement, streamContractVersion } from "~/kernel/upstream/hub.server";
import { streamWithdrawalAcknowledgement } from "~/kernel/upstream/withdrawal.server";
import type { DashboardArgs, DashboardDoor } from "~/kernel/auth/door";

/**
 * DESIGN 10: a contract's PDFs are streamed (`streamPdf`) after the same guard as the pages
 * (no download by guessing a number).
 */
type Refused = { status: number; messageKey: string };

/** The guard's refusals as a download answers them: a short text, none of the contract's data. */
function refusedBy(thrown: unknown): Refused | Response | null {
  if (thrown instanceof Response) return thrown;
  if (typeof thrown === "object" && thrown !== null && "init" in thrown && "data" in thrown) {
    const { init, data } = thrown as { init: ResponseInit | null; data: { messageKey?: string } };
    return { status: init?.status ?? 500, messageKey: data?.messageKey ?? "generic" };
  }
  return null;
}

/** A contract's PDF, streamed (DESIGN 10); ?imprimer opens it in the browser to be printed (the agent hands a paper copy at the counter). */
function streamed(door: DashboardDoor, args: DashboardArgs, what: string, filename: string, open: (signal: AbortSignal) => Promise<Response>): Promise<Response> {
  return streamPdf(args.request, open, {
    filename,
    upstreamFailed: door.upstreamFailed,
    inline: new URL(args.request.url).searchParams.has("imprimer"),
    messages: { notFound: "errors.resourceNotFound", unavailable: "errors.unavailable" },
    failureLog: `Dashboard: unable to get ${what}`,
    requestId: args.context.requestId,
  });
}

export async function guarded(door: DashboardDoor, { request, params, context }: DashboardArgs) {
  try {
    return await door.open(request, params.id, context);
  } catch (thrown) {
    const refused = refusedBy(thrown);
    if (refused instanceof Response) return refused;
    if (refused) return plainTextAnswer(request, refused.status, `errors.${refused.messageKey}`);
    throw thrown;
  }
}

/** GET {dashboard}/versions/{version}: the PDF of one version of the contract. */
export async function downloadVersion(door: DashboardDoor, args: DashboardArgs): Promise<Response> {
  const contract = await guarded(door, args);
  if (contract instanceof Response) return contract;
  const version = args.params.version ?? "";
  if (!/^\d{1,6}$/.test(version)) return plainTextAnswer(args.request, 404, "errors.resourceNotFound");
  const { contractNumber } = contract;
  return streamed(door, args, "contract version PDF", `contrat-${contractNumber}-v${version}.pdf`, (signal) =>
    streamContractVersion(contractNumber, Number(version), { requestId: args.context.requestId, signal }),
  );
}

const FILE_PREFIX: Record<BillingDocument, string> = { invoice: "facture", attestation: "attestation" };

/** GET {dashboard}/factures/{id} and {dashboard}/attestations/{id}: one of this contract's documents. */
export async function downloadBillingDocument(door: DashboardDoor, kind: BillingDocument, args: DashboardArgs): Promise<Response> {
  const contract = await guarded(door, args);
  if (contract instanceof Response) return contract;
  const id = args.params.document ?? "";
  if (!/^[A-Za-z0-9-]{1,40}$/.test(id)) return plainTextAnswer(args.request, 404, "errors.resourceNotFound");
  const { contractNumber } = contract;
  return streamed(door, args, kind, `${FILE_PREFIX[kind]}-${id}.pdf`, (signal) =>
    streamBillingDocument(kind, contractNumber, id, { requestId: args.context.requestId, signal }),
  );
}

/** A termination's reference as the hub writes it (RESILIATION-…); anything else is not asked upstream. */
const TERMINATION_REFERENCE = /^RESILIATION-[\w-]{1,60}$/;

/** The address of a termination's acknowledgement under the contract's dashboard; none for what is not a termination's reference. */
export const terminationAcknowledgementPath = (base: string, reference: string | null) =>
  reference && TERMINATION_REFERENCE.test(reference) ? `${base}/resilier-contrat/accuse-de-reception/${encodeURIComponent(reference)}` : null;

/**
 * GET {dashboard}/resilier-contrat/accuse-de-reception/{reference}: the acknowledgement of one of
 * this contract's terminations (a PDF the hub writes), the same document as the form without
 * signing in gives. The hub answers "not found" for a reference that is not a termination of
 * this contract, as for an unknown one (decision 113).
 */
export async function downloadTerminationAcknowledgement(door: DashboardDoor, args: DashboardArgs): Promise<Response> {
  const contract = await guarded(door, args);
  if (contract instanceof Response) return contract;
  const reference = args.params.reference ?? "";
  if (!TERMINATION_REFERENCE.test(reference)) return plainTextAnswer(args.request, 404, "errors.resourceNotFound");
  const { contractNumber } = contract;
  return streamed(door, args, "termination acknowledgement", `accuse-de-reception-${reference}.pdf`, (signal) =>
    streamContractTerminationAcknowledgement(contractNumber, reference, { requestId: args.context.requestId, signal }),
  );
}

/**
 * GET {dashboard}/retractation/accuse-de-reception: the acknowledgement of the contract's
 * withdrawal (a PDF the hub writes; decision 123), after the door's guard; the hub answers "not
 * found" while the contract is not withdrawn.
 */
export async function downloadWithdrawalAcknowledgement(door: DashboardDoor, args: DashboardArgs): Promise<Response> {
  const contract = await guarded(door, args);
  if (contract instanceof Response) return contract;
  const { contractNumber } = contract;
  return streamed(door, args, "withdrawal acknowledgement", `accuse-de-reception-retractation-${contractNumber}.pdf`, (signal) =>
    streamWithdrawalAcknowledgement(contractNumber, { requestId: args.context.requestId, signal }),
  );
}

/** The printouts by their address under the dashboard (the journey's words: contrat, mandat), the hub's kind and the file's name. */
const PRINTOUTS: Record<PaperToReturn["document"], { kind: "contract" | "mandate"; file: string }> = {
  contrat: { kind: "contract", file: "contrat" },
  mandat: { kind: "mandate", file: "mandat-sepa" },
};

const isPrintout = (value: string | undefined): value is PaperToReturn["document"] => value !== undefined && Object.hasOwn(PRINTOUTS, value);

/** The address of a paper to print under the contract's dashboard. */
export const printoutPath = (base: string, document: PaperToReturn["document"]) => `${base}/documents-a-signer/${document}`;

/** The papers to print, sign and send back, each with its address; none once the contract no longer awaits them. */
export const printoutsOf = (base: string, contractStatus: string | null | undefined) =>
  awaitsSignedDocuments(contractStatus) ? PAPERS_TO_RETURN.map((paper) => ({ ...paper, href: printoutPath(base, paper.document) })) : [];

/**
 * GET {dashboard}/documents-a-signer/{contrat|mandat}: the contract or the SEPA mandate to print,
 * sign and send back, while the contract ordered on paper awaits them (decision 116), the hub's
 * printout streamed as it comes. Once the documents are recorded, 404 as for any missing document
 * (nothing asked upstream).
 */
export async function downloadPrintout(door: DashboardDoor, args: DashboardArgs): Promise<Response> {
  const contract = await guarded(door, args);
  if (contract instanceof Response) return contract;
  const document = args.params.kind;
  if (!isPrintout(document) || !awaitsSignedDocuments(contract.legalInfo.contractStatus)) return plainTextAnswer(args.request, 404, "errors.resourceNotFound");
  const { contractNumber } = contract;
  const { kind, file } = PRINTOUTS[document];
  return streamed(door, args, `printout (${kind})`, `${file}-${contractNumber}.pdf`, (signal) =>
    streamContractPrintout(contractNumber, kind, { requestId: args.context.requestId, signal }),
  );
}

/** GET {dashboard}/comptes-rendus/{report}/photo: the photo of one of this contract's reports. */
export async function downloadReportPhoto(door: DashboardDoor, args: DashboardArgs): Promise<Response> {
  const contract = await guarded(door, args);
  if (contract instanceof Response) return contract;
  return photoAnswer(args.request, contract.contractNumber, args.params.report ?? "", { requestId: args.context.requestId, upstreamFailed: door.upstreamFailed });
}
