import { redirect, type AppLoadContext } from "@remix-run/node";
import { emptyServices, servicesFromPayload, stepRelevantServices, type Services, type ServicePayloadItem } from "~/kernel/contract/services";
import { resetJourney, type JourneyState } from "~/features/journey/rules/state";
import { sameData } from "~/features/journey/rules/same-data";
import type { PageSlug } from "~/kernel/contract/journey-steps";
import { log } from "~/kernel/platform/logger.server";
import { isUpstreamError } from "~/kernel/upstream/http.server";
import { getAccountHolders, getJourneyContract, type JourneyContract } from "~/kernel/upstream/journey.server";
import { restoreDiscounts, withDiscountState } from "./discount.server";
import { VSMP_MODE, type JourneyMode, type StepFrame } from "./mode.server";

export type { StepFrame } from "./mode.server";

export function servicesOf(contract: JourneyContract | null): Services {
  const selection = contract?.offers.offers;
  if (!selection) return emptyServices();
  return servicesFromPayload(selection.services as ServicePayloadItem[], selection.serviceLevel);
}

export interface LoadedJourney {
  mode: JourneyMode;
  state: JourneyState;
  contract: JourneyContract | null;
  services: Services;
  frame: StepFrame;
  /** Set-Cookie for the journey cookie when the state changed, else null. */
  setCookie: string | null;
  /** The address of a page of this journey (the mode's addresses). */
  pathOf(page: PageSlug): string;
  /**
   * The contract could not be read while a form of this step was posted: the page shows the
   * form back with what was typed and a message, from the cookie's progress alone, and nothing
   * is saved (a failed read never loses what was typed).
   */
  readFailed: boolean;
}

/** Whether a failure of loadContract is a read that failed (rather than a redirect it decided). */
function isReadFailure(thrown: unknown): boolean {
  return (thrown instanceof Response && thrown.status === 503) || isUpstreamError(thrown);
}

/**
 * Reads the journey: the contract from upstream, with its administrator and caregiver when its
 * services have their steps (SPEC 8: a 400 resets the journey; any other failure is logged
 * 'VSMP: Unable to get offers' and shown as unavailable; at the counter, an answer of 500 or
 * more goes on to the SIBP error page).
 */
export async function loadContract(state: JourneyState, context: AppLoadContext, mode: JourneyMode = VSMP_MODE): Promise<JourneyContract | null> {
  if (!state.contractId) return null;
  const options = { requestId: context.requestId };
  try {
    // SPEC 7: the contract, administrator and caregiver are fetched in parallel when the journey
    // already knows it has their steps (its recorded steps); else the contract's services say so.
    const knownHolders = state.subscription.steps.some((step) => step.name === "services-seniors-souscription-etape4a");
    if (knownHolders) {
      const [contract, holders] = await Promise.all([getJourneyContract(state.contractId, options), getAccountHolders(state.contractId, options)]);
      return stepRelevantServices(servicesOf(contract)).hasMobileGeofencing ? { ...contract, ...holders } : contract;
    }
    const contract = await getJourneyContract(state.contractId, options);
    if (!stepRelevantServices(servicesOf(contract)).hasMobileGeofencing) return contract;
    return { ...contract, ...(await getAccountHolders(state.contractId, options)) };
  } catch (error) {
    if (isUpstreamError(error, "status") && error.status === 400) {
      const reset = { ...resetJourney(state), clientId: state.clientId };
      throw redirect(mode.pathOf(reset, "etape1"), { headers: { "Set-Cookie": await mode.store.commit(reset) } });
    }
    log("error", "VSMP: Unable to get offers", { contractId: state.contractId, error: String(error), requestId: context.requestId });
    if (mode.project === "SIBP" && isUpstreamError(error, "status") && (error.status ?? 0) >= 500) throw error;
    throw new Response(null, { status: 503 });
  }
}

/**
 * A visitor's first look at the journey: a plain GET of its first step, without a journey cookie
 * or a query. What showing it would record (the step and the list of steps) is what every such
 * visitor gets, and the next request, with no cookie either, works it out again the same way: it
 * is not written, so the page is the same for everyone and the document memo's front can answer
 * it (decision 050). The first answer of the visitor (a POST) writes the journey.
 */
function isFirstLook(request: Request, mode: JourneyMode, page: PageSlug, decision: "show" | "redirect", url: URL) {
  return request.method === "GET" && page === "etape1" && decision === "show" && url.search === "" && !mode.store.carries(request);
}

/**
 * The step loaders' guard (SPEC 2): loads the contract and steps, redirects to the right step,
 * records navigation back, and sends a finished journey to its confirmation.
 */
export async function loadJourneyStep(
  request: Request,
  context: AppLoadContext,
  /** The journey's mode, from the route serving the request. */
  mode: JourneyMode,
  page: PageSlug,
  /** What showing this step records in the journey (the cookie is then signed once). */
  onShow: (state: JourneyState) => JourneyState = (state) => state,
): Promise<LoadedJourney> {
  const initial = await mode.store.read(request);
  const unread: LoadedJourney = { mode, state: initial, contract: null, services: emptyServices(), frame: mode.frame(initial), setCookie: null, pathOf: (target) => mode.pathOf(initial, target), readFailed: true };
  // The journey's read, asked once per request for its failure (decision 074): the page shown
  // after a post whose read failed gets that failure at once, never a second time-out. A read
  // that answered is asked again: the action may have changed the contract since.
  const readKey = `journey:${mode.project}:${initial.contractId ?? ""}`;
  const afterFailedPost = context.reads?.failed(readKey) === true;
  let contract: JourneyContract | null;
  try {
    const read = () => loadContract(initial, context, mode);
    contract = await (context.reads ? context.reads.once(readKey, read, { keepAnswer: false }) : read());
  } catch (thrown) {
    // A page load keeps the spec's answer (503, or the SIBP error page); a post, and the page
    // shown after it, keep what was typed instead.
    if (!isReadFailure(thrown) || (request.method !== "POST" && !afterFailedPost)) throw thrown;
    return unread;
  }
  const services = servicesOf(contract);

  // The codes saved with the contract come back on whatever step the cookie lacks them (SPEC 7).
  const restored = await restoreDiscounts(initial, services, context.requestId);
  const read = restored ? withDiscountState(initial, restored) : initial;
  const url = new URL(request.url);
  const decision = mode.guard(read, services, page, url);
  if (contract?.status === "VALIDATED" && page !== "etape7" && !decision.state.subscription.isEnded) {
    // Validated (the validation's answer was lost, an old tab): the payment is done; the
    // journey records it and shows the confirmation.
    const paid = mode.complete({ ...decision.state, contractNumber: contract.contractNumber }, "etape6", services, url);
    throw redirect(paid.to, { headers: { "Set-Cookie": await mode.store.commit(paid.state) } });
  }
  const state = decision.kind === "show" ? onShow(decision.state) : decision.state;
  // On a post the action of the request is the journey cookie's one writer: the page shown after
  // it reads the request's older cookie, and a second copy signed from that would undo the
  // action's (the first promo try's key was once lost that way). A later page load signs what changed.
  const changed = request.method !== "POST" && !sameData(state, initial) && !isFirstLook(request, mode, page, decision.kind, url);
  const setCookie = changed ? await mode.store.commit(state) : null;
  if (decision.kind === "redirect") throw redirect(decision.to, setCookie ? { headers: { "Set-Cookie": setCookie } } : undefined);
  // Once the contract is validated nothing of the subscription can change: the stepper's steps are done, not links.
  const frame = { ...mode.frame(state), closed: contract?.status === "VALIDATED" };
  return { mode, state, contract, services, frame, setCookie, pathOf: (target) => mode.pathOf(state, target), readFailed: false };
}

/** After a step is saved: the next step, or back to the summary when the change came from it. */
export async function completeStep(request: Request, mode: JourneyMode, state: JourneyState, page: PageSlug, services: Services) {
  const next = mode.complete(state, page, services, new URL(request.url));
  return redirect(next.to, { headers: { "Set-Cookie": await mode.store.commit(next.state) } });
}
