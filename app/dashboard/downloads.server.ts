import { getLocale, getT } from "~/i18n.server";
import { log } from "~/logger.server";
import { streamBillingDocument, type BillingDocument } from "~/upstream/billing.server";
import { isUpstreamError } from "~/upstream/http.server";
import { streamContractVersion } from "~/upstream/hub.server";
import type { DashboardArgs, DashboardDoor } from "./door";
import { PRIVATE_NO_STORE } from "./guard.server";

/**
 * DESIGN 10: every download is a resource route that streams the upstream body with its type,
 * its file name and `private, no-store`, after the same guard as the pages (no download by
 * guessing a number). A client that leaves aborts the upstream read (the request's signal).
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

async function textAnswer(request: Request, { status, messageKey }: Refused): Promise<Response> {
  const t = getT(await getLocale(request));
  return new Response(t(`errors.${messageKey}`), {
    status,
    headers: { "Content-Type": "text/plain; charset=utf-8", "X-Content-Type-Options": "nosniff", ...PRIVATE_NO_STORE },
  });
}

async function streamed(door: DashboardDoor, request: Request, what: string, file: string, open: () => Promise<Response>, requestId?: string): Promise<Response> {
  try {
    const upstream = await open();
    const length = upstream.headers.get("content-length");
    return new Response(upstream.body, {
      headers: {
        "Content-Type": "application/pdf",
        // ?imprimer: opened in the browser to be printed (the agent hands a paper copy at the counter).
        "Content-Disposition": `${new URL(request.url).searchParams.has("imprimer") ? "inline" : "attachment"}; filename="${file}"`,
        "X-Content-Type-Options": "nosniff",
        ...PRIVATE_NO_STORE,
        ...(length ? { "Content-Length": length } : {}),
      },
    });
  } catch (error) {
    door.upstreamFailed(error);
    if (isUpstreamError(error, "status") && error.status === 404) return textAnswer(request, { status: 404, messageKey: "resourceNotFound" });
    log("error", `Dashboard: unable to get ${what}`, { error: String(error), requestId });
    return textAnswer(request, { status: 503, messageKey: "unavailable" });
  }
}

async function guarded(door: DashboardDoor, { request, params, context }: DashboardArgs) {
  try {
    return await door.open(request, params.id, context);
  } catch (thrown) {
    const refused = refusedBy(thrown);
    if (refused instanceof Response) return refused;
    if (refused) return textAnswer(request, refused);
    throw thrown;
  }
}

/** GET {dashboard}/versions/{version}: the PDF of one version of the contract. */
export async function downloadVersion(door: DashboardDoor, args: DashboardArgs): Promise<Response> {
  const contract = await guarded(door, args);
  if (contract instanceof Response) return contract;
  const version = args.params.version ?? "";
  if (!/^\d{1,6}$/.test(version)) return textAnswer(args.request, { status: 404, messageKey: "resourceNotFound" });
  const { contractNumber } = contract;
  return streamed(door, args.request, "contract version PDF", `contrat-${contractNumber}-v${version}.pdf`, () =>
    streamContractVersion(contractNumber, Number(version), { requestId: args.context.requestId, signal: args.request.signal }),
    args.context.requestId,
  );
}

const FILE_PREFIX: Record<BillingDocument, string> = { invoice: "facture", attestation: "attestation" };

/** GET {dashboard}/factures/{id} and {dashboard}/attestations/{id}: one of this contract's documents. */
export async function downloadBillingDocument(door: DashboardDoor, kind: BillingDocument, args: DashboardArgs): Promise<Response> {
  const contract = await guarded(door, args);
  if (contract instanceof Response) return contract;
  const id = args.params.document ?? "";
  if (!/^[A-Za-z0-9-]{1,40}$/.test(id)) return textAnswer(args.request, { status: 404, messageKey: "resourceNotFound" });
  const { contractNumber } = contract;
  return streamed(door, args.request, kind, `${FILE_PREFIX[kind]}-${id}.pdf`, () =>
    streamBillingDocument(kind, contractNumber, id, { requestId: args.context.requestId, signal: args.request.signal }),
    args.context.requestId,
  );
}
