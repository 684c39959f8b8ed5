import { streamPdf } from "~/downloads/download.server";
import { streamAttachment, type Attachment } from "~/upstream/attachments.server";

/** A public document (CGV, price list) streamed from upstream as it arrives (DESIGN 10). */
export function attachmentResponse(request: Request, attachment: Attachment, filename: string, requestId?: string): Promise<Response> {
  return streamPdf(request, (signal) => streamAttachment(attachment, { requestId, signal }), {
    filename,
    messages: { notFound: "pages:download.notFound", unavailable: "pages:download.unavailable" },
    failureLog: "Documents: Unable to get attachment",
    logFields: { attachment },
    requestId,
  });
}
