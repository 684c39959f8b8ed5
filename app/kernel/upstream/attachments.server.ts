import { upstream } from "./http.server";

/** SPEC 7: GET /vsmp/api/attachment/cgv and /vsmp/api/attachment/prices, streamed. */
export type Attachment = "cgv" | "prices";

/**
 * The upstream response whose body is the PDF; the caller streams it and may abort it. `language`
 * asks for an edition in that language (the hub has an English price grid; decision 142).
 */
export function streamAttachment(attachment: Attachment, options: { requestId?: string; signal?: AbortSignal; language?: "fr" | "en" }): Promise<Response> {
  const query = options.language === "en" ? "?lang=en" : "";
  return upstream.documents.send("GET", `/vsmp/api/attachment/${attachment}${query}`, {
    requestId: options.requestId,
    signal: options.signal,
    headers: { accept: "application/pdf" },
  });
}
