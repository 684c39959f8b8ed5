import { getLocale, getT } from "~/i18n/i18next.server";
import { log } from "~/platform/logger.server";
import { streamAttachment, type Attachment } from "~/upstream/attachments.server";
import { isUpstreamError } from "~/upstream/http.server";

/**
 * A public document (CGV, price list) streamed from upstream as it arrives (DESIGN 10): the
 * upstream body is handed to the response, the visitor leaving aborts the upstream read.
 */
export async function attachmentResponse(request: Request, attachment: Attachment, filename: string, requestId?: string): Promise<Response> {
  try {
    const response = await streamAttachment(attachment, { requestId, signal: request.signal });
    const length = response.headers.get("content-length");
    return new Response(response.body, {
      headers: {
        "Content-Type": "application/pdf",
        "Content-Disposition": `attachment; filename="${filename}"`,
        "Cache-Control": "private, no-store",
        "X-Content-Type-Options": "nosniff",
        ...(length ? { "Content-Length": length } : {}),
      },
    });
  } catch (error) {
    const status = isUpstreamError(error, "status") && error.status === 404 ? 404 : 503;
    log("warn", "Documents: Unable to get attachment", { attachment, error: String(error), requestId });
    const t = getT(await getLocale(request));
    return new Response(t(status === 404 ? "pages:download.notFound" : "pages:download.unavailable"), {
      status,
      headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store", "X-Content-Type-Options": "nosniff" },
    });
  }
}
