import type { AppLoadContext } from "@remix-run/node";
import type { Book } from "~/kernel/addresses/address-book.server";
import type { ProjectSystem } from "~/kernel/upstream/http.server";
import type { HubContract } from "~/kernel/upstream/hub.server";

/**
 * DESIGN 10, "one dashboard, two doors": the same pages serve the owner signed in as a client
 * (/services-seniors/contrat/{id}/tableau-de-bord/*) and an agent at the counter
 * (/sibp/contrat/{id}/tableau-de-bord/*). A door says who may open a contract and where its
 * pages live; every page's loader and action take the door as their first argument.
 */
export interface DashboardDoor {
  /** `system` of the hub writes made through this door (SPEC 7). */
  system: ProjectSystem;
  /** The address of a contract's dashboard home; sub-pages are below it. */
  basePath(contractNumber: string): string;
  /**
   * The guard: the contract when this request may open it; otherwise throws the answer
   * (a redirect to sign in, 403 'Not allowed' or 404 'Resource not found').
   */
  open(request: Request, contractNumber: string | undefined, context: AppLoadContext): Promise<HubContract>;
  /**
   * SPEC 8 as this door tells an upstream failure that comes after the guard (a list, a send, a
   * download): returns when the page says it in a message (the client's door), or throws the
   * door's own answer (the agent's door: an answer of 500 or more goes to /sibp/error-page).
   */
  upstreamFailed(error: unknown): void;
  /**
   * The address book of the person at this door, to fill a form's addresses from (decision 115):
   * the signed-in owner's at the client's door; none at the agent's (a client's book is theirs,
   * decision 107). Null too when the book cannot be read: the form works without it.
   */
  addressBook(request: Request, context: AppLoadContext): Promise<Book | null>;
}

export interface DashboardArgs {
  request: Request;
  params: { id?: string } & Record<string, string | undefined>;
  context: AppLoadContext;
}
