import { log } from "~/platform/logger.server";
import { isUpstreamError } from "~/upstream/http.server";

export type PageFailure = "timeout" | "unavailable";

/** What the page says when an upstream call fails after the guard (SPEC 8: a clear message). */
export function pageFailure(error: unknown, what: string, requestId?: string): PageFailure {
  log("warn", `Dashboard: unable to get ${what}`, { error: String(error), requestId });
  return isUpstreamError(error, "timeout") ? "timeout" : "unavailable";
}
