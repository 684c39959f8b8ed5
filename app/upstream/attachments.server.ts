import { upstream } from "./http.server";

/** SPEC 7: GET /vsmp/api/attachment/cgv and /vsmp/api/attachment/prices, streamed. */
export type Attachment = "cgv" | "prices";

/** The upstream response whose body is the PDF; the caller streams it and may abort it. */
export function streamAttachment(attachment: Attachment, options: { requestId?: string; signal?: AbortSignal }): Promise<Response> {
  return upstream.documents.send("GET", `/vsmp/api/attachment/${attachment}`, {
    requestId: options.requestId,
    signal: options.signal,
    headers: { accept: "application/pdf" },
  });
}
