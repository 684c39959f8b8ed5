import { requireUser } from "~/kernel/auth/user.server";
import { readBook } from "~/kernel/addresses/address-book.server";
import type { DashboardDoor } from "~/kernel/auth/door";
import { openAsOwner } from "~/kernel/auth/contract-guard.server";
import { clientDashboardPath } from "~/kernel/contract/paths";

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
