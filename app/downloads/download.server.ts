import { personalDataHeaders } from "~/domain/security";
import { getLocale, getT } from "~/i18n/i18next.server";
import { log } from "~/platform/logger.server";
import { isUpstreamError } from "~/upstream/http.server";

/**
 * DESIGN 10: every download (contract version, invoice, attestation, journey document, CGV,
 * price grid) streams the upstream body as it comes, with its type, its file name and
 * `private, no-store`. The upstream call gets the visitor's request signal, so a visitor who
 * leaves stops the upstream read; its time-out covers the headers only (`send`), so a slow
 * visitor is never cut short; the app server pipes the body at the visitor's pace.
 */
export interface PdfDownload {
  /** The name the browser saves the file under. */
  filename: string;
  /** Opened in the browser (to be printed) rather than saved. */
  inline?: boolean;
  /** Translation keys of the short texts saying the file does not exist or cannot be read now. */
  messages: { notFound: string; unavailable: string };
  /** What the log says when the upstream fails, with its fields. */
  failureLog: string;
  logFields?: Record<string, unknown>;
  requestId?: string;
  /** Sees an upstream failure first and may throw its own answer (the agent's door: 500 or more → /sibp/error-page). */
  upstreamFailed?: (error: unknown) => void;
}

/** A download has no page around it: a short text in the visitor's language says what happened. */
export async function plainTextAnswer(request: Request, status: number, messageKey: string): Promise<Response> {
  const t = getT(await getLocale(request));
  return new Response(t(messageKey), {
    status,
    headers: { "Content-Type": "text/plain; charset=utf-8", "X-Content-Type-Options": "nosniff", ...personalDataHeaders() },
  });
}

/** The PDF that `open` asks upstream for (with the visitor's signal), streamed to the visitor. */
export async function streamPdf(request: Request, open: (signal: AbortSignal) => Promise<Response>, download: PdfDownload): Promise<Response> {
  try {
    const upstream = await open(request.signal);
    const length = upstream.headers.get("content-length");
    return new Response(upstream.body, {
      headers: {
        "Content-Type": "application/pdf",
        "Content-Disposition": `${download.inline ? "inline" : "attachment"}; filename="${download.filename}"`,
        "X-Content-Type-Options": "nosniff",
        ...personalDataHeaders(),
        ...(length ? { "Content-Length": length } : {}),
      },
    });
  } catch (error) {
    download.upstreamFailed?.(error);
    if (isUpstreamError(error, "status") && error.status === 404) return plainTextAnswer(request, 404, download.messages.notFound);
    log("error", download.failureLog, { ...download.logFields, error: String(error), requestId: download.requestId });
    return plainTextAnswer(request, 503, download.messages.unavailable);
  }
}
