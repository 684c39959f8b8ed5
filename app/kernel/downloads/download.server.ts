import { personalDataHeaders } from "~/kernel/platform/security";
import { getLocale, getT } from "~/kernel/i18n/i18next.server";
import { log } from "~/kernel/platform/logger.server";
import { isUpstreamError } from "~/kernel/upstream/http.server";

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

/** The types an upstream may give a PDF: PDF, or plain bytes. */
const PDF_TYPES = new Set(["application/pdf", "application/octet-stream"]);
/** Every PDF file begins with these bytes. */
const PDF_MAGIC = [0x25, 0x50, 0x44, 0x46, 0x2d]; // %PDF-

/**
 * The upstream body as a PDF stream, once its first bytes were seen to be a PDF's; null (the read
 * stopped) when they are not. Only those first bytes are held: the rest flows at the visitor's
 * pace, and a visitor who leaves cancels the upstream read.
 */
export async function pdfStream(body: ReadableStream<Uint8Array> | null): Promise<ReadableStream<Uint8Array> | null> {
  if (!body) return null;
  const reader = body.getReader();
  const head: number[] = [];
  const chunks: Uint8Array[] = [];
  while (head.length < PDF_MAGIC.length) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    for (const byte of value.subarray(0, PDF_MAGIC.length - head.length)) head.push(byte);
  }
  if (head.length < PDF_MAGIC.length || PDF_MAGIC.some((byte, index) => head[index] !== byte)) {
    // Not awaited: the read is dropped; nothing waits on the upstream's close.
    reader.cancel().catch(() => undefined);
    return null;
  }
  return new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(chunk);
    },
    async pull(controller) {
      const { done, value } = await reader.read();
      if (done) controller.close();
      else controller.enqueue(value);
    },
    cancel(reason) {
      return reader.cancel(reason);
    },
  });
}

/** A file's name as it may stand in a header: letters, digits, dot, dash and underscore, or a plain "document". */
export function safeFilename(name: string): string {
  if (/^[A-Za-z0-9][A-Za-z0-9._-]{0,99}$/.test(name)) return name;
  const extension = /\.(pdf|png|jpg)$/.exec(name)?.[1] ?? "pdf";
  return `document.${extension}`;
}

/** The Content-Disposition of a download: its name checked first, whatever it was made from. */
export function contentDisposition(kind: "inline" | "attachment", filename: string): string {
  return `${kind}; filename="${safeFilename(filename)}"`;
}

/**
 * The PDF that `open` asks upstream for (with the visitor's signal), streamed to the visitor.
 * Not a byte is sent before the upstream's type and the body's first bytes say it is a PDF: a
 * malformed answer is "unavailable", never a broken file saved under the document's name.
 */
export async function streamPdf(request: Request, open: (signal: AbortSignal) => Promise<Response>, download: PdfDownload): Promise<Response> {
  try {
    const upstream = await open(request.signal);
    const type = (upstream.headers.get("content-type") ?? "application/pdf").split(";")[0]!.trim().toLowerCase();
    const body = PDF_TYPES.has(type) ? await pdfStream(upstream.body) : null;
    if (!body) {
      if (PDF_TYPES.has(type)) log("error", download.failureLog, { ...download.logFields, error: "not a PDF", requestId: download.requestId });
      else {
        upstream.body?.cancel().catch(() => undefined);
        log("error", download.failureLog, { ...download.logFields, error: `not a PDF: ${type}`, requestId: download.requestId });
      }
      return plainTextAnswer(request, 503, download.messages.unavailable);
    }
    const length = upstream.headers.get("content-length");
    return new Response(body, {
      headers: {
        "Content-Type": "application/pdf",
        "Content-Disposition": contentDisposition(download.inline ? "inline" : "attachment", download.filename),
        "X-Content-Type-Options": "nosniff",
        ...personalDataHeaders(),
        ...(length && /^\d{1,12}$/.test(length) ? { "Content-Length": length } : {}),
      },
    });
  } catch (error) {
    download.upstreamFailed?.(error);
    if (isUpstreamError(error, "status") && error.status === 404) return plainTextAnswer(request, 404, download.messages.notFound);
    log("error", download.failureLog, { ...download.logFields, error: String(error), requestId: download.requestId });
    return plainTextAnswer(request, 503, download.messages.unavailable);
  }
}
