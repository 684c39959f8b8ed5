import { log } from "~/kernel/platform/logger.server";
import { isUpstreamError } from "~/kernel/upstream/http.server";
import type { DashboardDoor } from "~/kernel/auth/door";

export type PageFailure = "timeout" | "unavailable";

/** What the page says when an upstream call fails after the guard (SPEC 8: a clear message), unless the door answers itself. */
export function pageFailure(door: DashboardDoor, error: unknown, what: string, requestId?: string): PageFailure {
  door.upstreamFailed(error);
  log("warn", `Dashboard: unable to get ${what}`, { error: String(error), requestId });
  return isUpstreamError(error, "timeout") ? "timeout" : "unavailable";
}
