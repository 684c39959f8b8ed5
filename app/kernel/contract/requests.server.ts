import { log } from "~/kernel/platform/logger.server";
import { isUpstreamError } from "~/kernel/upstream/http.server";
import type { DashboardDoor } from "~/kernel/auth/door";
import type { HubContract } from "~/kernel/upstream/hub.server";
import { today } from "./calendar";
import { earliestTerminationEnd } from "./contract-dates";

/**
 * A hub request that failed: the form keeps what was typed and says so (SPEC 8, DESIGN 6),
 * unless the door it was sent through answers itself (the agent's door and the SIBP error rule).
 */
export function sendFailure(error: unknown, what: string, requestId?: string, door?: DashboardDoor): "dashboard:errors.sendTimeout" | "dashboard:errors.sendFailed" {
  door?.upstreamFailed(error);
  log("warn", `Dashboard: unable to send the ${what}`, { error: String(error), requestId });
  return isUpstreamError(error, "timeout") ? "dashboard:errors.sendTimeout" : "dashboard:errors.sendFailed";
}

/** A request reference as the hub hands them out, read back from the confirmation's address. */
export function referenceFrom(request: Request): string | null {
  const reference = new URL(request.url).searchParams.get("demande");
  return reference && /^[A-Z]+-[\w-]{1,60}$/.test(reference) ? reference : null;
}

/** The earliest end of service by this contract's terms, today. */
export const earliestEnd = (contract: HubContract) => earliestTerminationEnd(contract.delivery.startDate, today(), contract.legalInfo.contractDurationInMonths);
