import { contentDisposition, plainTextAnswer } from "~/kernel/downloads/download.server";
import { log } from "~/kernel/platform/logger.server";
import { isUpstreamError } from "~/kernel/upstream/http.server";
import { getVisitReport } from "~/kernel/upstream/hub.server";

/**
 * The postman's photo of a visit report or alert (SPEC 3: `base64Image`, `typePhoto` jpg), served
 * on its own address after a guard: never inlined in a page's HTML (a page stays small, and an
 * image is fetched only by whoever may see it). `Cache-Control: private, no-store`: a photo of
 * someone's home is kept by no cache, shared or not.
 */
const REPORT_ID = /^(\d{6,20})-\d{8}(-A\d{1,6})?$/;
const IMAGE_TYPES: Record<string, string> = { jpg: "image/jpeg", jpeg: "image/jpeg", png: "image/png" };

export async function photoAnswer(request: Request, contractNumber: string, reportId: string, options: { requestId?: string; upstreamFailed?: (error: unknown) => void }): Promise<Response> {
  const id = REPORT_ID.exec(reportId);
  if (!id || id[1] !== contractNumber) return plainTextAnswer(request, 404, "errors.resourceNotFound");
  let report;
  try {
    report = await getVisitReport(contractNumber, reportId, { requestId: options.requestId });
  } catch (error) {
    if (isUpstreamError(error, "status") && error.status === 404) return plainTextAnswer(request, 404, "errors.resourceNotFound");
    options.upstreamFailed?.(error);
    log("warn", "Dashboard: unable to get a visit photo", { error: String(error), requestId: options.requestId });
    return plainTextAnswer(request, 503, "errors.unavailable");
  }
  const type = IMAGE_TYPES[(report.typePhoto ?? "jpg").toLowerCase()];
  if (!report.base64Image || !type) return plainTextAnswer(request, 404, "errors.resourceNotFound");
  const bytes = Buffer.from(report.base64Image, "base64");
  return new Response(bytes, {
    headers: {
      "Content-Type": type,
      "Content-Length": String(bytes.length),
      "Cache-Control": "private, no-store",
      "X-Content-Type-Options": "nosniff",
      "Content-Disposition": contentDisposition("inline", `visite-${reportId}.${type === "image/png" ? "png" : "jpg"}`),
    },
  });
}
