import { requireUser } from "~/auth/user.server";
import { readBook } from "~/journey/address-book.server";
import type { DashboardDoor } from "./door";
import { openAsOwner } from "./guard.server";
import { clientDashboardPath } from "~/domain/journey/paths";

/** The client's door: signed in (else the login page, and back), and the contract's subscriber. */
export const clientDoor: DashboardDoor = {
  system: "LPFR",
  basePath: clientDashboardPath,
  async open(request, contractNumber, context) {
    const user = await requireUser(request, { context });
    return openAsOwner(user?.id ?? null, contractNumber, context.requestId);
  },
  // The client reads every failure as a message on the page, with what was typed kept.
  upstreamFailed: () => undefined,
  // The signed-in person's own book: past the guard, the contract's owner (a relative gets 403 first).
  addressBook: readBook,
};
