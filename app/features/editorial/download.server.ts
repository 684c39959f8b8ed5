import { documentLanguage, type AppDocument } from "~/kernel/i18n/document-language";
import { streamPdf } from "~/kernel/downloads/download.server";
import { getLocale } from "~/kernel/i18n/i18next.server";
import { streamAttachment, type Attachment } from "~/kernel/upstream/attachments.server";

const DOCUMENTS: Record<Attachment, AppDocument> = { cgv: "cgv", prices: "priceGrid" };

/**
 * A public document (CGV, price list) streamed from upstream as it arrives (DESIGN 10), in the
 * reader's language when it has an edition in it (decision 142), else in French.
 */
export async function attachmentResponse(request: Request, attachment: Attachment, filename: string, requestId?: string): Promise<Response> {
  const language = documentLanguage(DOCUMENTS[attachment], await getLocale(request));
  return streamPdf(request, (signal) => streamAttachment(attachment, { requestId, signal, language }), {
    filename,
    messages: { notFound: "pages:download.notFound", unavailable: "pages:download.unavailable" },
    failureLog: "Documents: Unable to get attachment",
    logFields: { attachment },
    requestId,
  });
}
