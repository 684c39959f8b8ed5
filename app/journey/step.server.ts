import { redirect, type AppLoadContext } from "@remix-run/node";
import { stepPath } from "~/domain/journey/paths";
import { initialiseSteps, stepSlug, submitStep, decideStepAccess, type StepSlug } from "~/domain/journey/steps";
import { emptyServices, servicesFromPayload, stepRelevantServices, type Services, type ServicePayloadItem } from "~/domain/journey/services";
import { progressOf, resetJourney, withProgress, type JourneyState } from "~/domain/journey/state";
import { log } from "~/platform/logger.server";
import { commitJourney, readJourney } from "~/sessions/journey.server";
import { isUpstreamError } from "~/upstream/http.server";
import { getAccountHolders, getJourneyContract, type JourneyContract } from "~/upstream/journey.server";
import { restoreDiscounts, withDiscountState } from "./discount.server";

export function servicesOf(contract: JourneyContract | null): Services {
  const selection = contract?.offers.offers;
  if (!selection) return emptyServices();
  return servicesFromPayload(selection.services as ServicePayloadItem[], selection.serviceLevel);
}

export interface StepFrame {
  /** The slugs of the steps, in order (labels come from STEP_LABEL_KEYS on the page). */
  steps: StepSlug[];
  current: number;
  max: number;
}

export interface LoadedJourney {
  state: JourneyState;
  contract: JourneyContract | null;
  services: Services;
  frame: StepFrame;
  /** Set-Cookie for the journey cookie when the state changed, else null. */
  setCookie: string | null;
}

/**
 * Reads the journey: the contract from upstream, with its administrator and caregiver when its
 * services have their steps (SPEC 8: a 400 resets the journey; any other failure is logged
 * 'VSMP: Unable to get offers' and shown as unavailable).
 */
export async function loadContract(state: JourneyState, context: AppLoadContext): Promise<JourneyContract | null> {
  if (!state.contractId) return null;
  const options = { requestId: context.requestId };
  try {
    const contract = await getJourneyContract(state.contractId, options);
    if (!stepRelevantServices(servicesOf(contract)).hasMobileGeofencing) return contract;
    return { ...contract, ...(await getAccountHolders(state.contractId, options)) };
  } catch (error) {
    if (isUpstreamError(error, "status") && error.status === 400) {
      throw redirect(stepPath("etape1"), { headers: { "Set-Cookie": await commitJourney(resetJourney(state)) } });
    }
    log("error", "VSMP: Unable to get offers", { contractId: state.contractId, error: String(error), requestId: context.requestId });
    throw new Response(null, { status: 503 });
  }
}

function frameOf(state: JourneyState): StepFrame {
  const steps = state.subscription.steps.map((step) => stepSlug(step.name));
  return { steps, current: state.subscription.step, max: steps.length };
}

/**
 * The step loaders' guard (SPEC 2): loads the contract and steps, redirects to the right step,
 * records navigation back, and sends a finished journey to its confirmation.
 */
export async function loadJourneyStep(
  request: Request,
  context: AppLoadContext,
  slug: StepSlug,
  /** What showing this step records in the journey (the cookie is then signed once). */
  onShow: (state: JourneyState) => JourneyState = (state) => state,
): Promise<LoadedJourney> {
  const initial = await readJourney(request);
  const contract = await loadContract(initial, context);
  const services = servicesOf(contract);
  if (contract?.status === "VALIDATED" && slug !== "etape7") throw redirect(stepPath("etape7"));

  // The codes saved with the contract come back on whatever step the cookie lacks them (SPEC 7).
  const restored = await restoreDiscounts(initial, services, context.requestId);
  const read = restored ? withDiscountState(initial, restored) : initial;
  const progress = initialiseSteps(progressOf(read), stepRelevantServices(services));
  const decision = decideStepAccess(progress, slug);
  const shown = decision.kind === "show" ? onShow(withProgress(read, decision.progress)) : null;
  const state = shown ?? withProgress(read, progress);
  const changed = JSON.stringify(state) !== JSON.stringify(initial);
  const setCookie = changed ? await commitJourney(state) : null;
  if (decision.kind === "redirect") {
    throw redirect(stepPath(decision.slug), setCookie ? { headers: { "Set-Cookie": setCookie } } : undefined);
  }
  return { state, contract, services, frame: frameOf(state), setCookie };
}

/** After a step is saved: the next step, or back to the summary when the change came from it. */
export async function completeStep(request: Request, state: JourneyState, slug: StepSlug, services: Services) {
  const progress = submitStep(initialiseSteps(progressOf(state), stepRelevantServices(services)), slug);
  const next = withProgress(state, progress);
  const backToSummary = new URL(request.url).searchParams.get("retour") === "recapitulatif" && state.summaryShown;
  const nextSlug = backToSummary ? "etape5" : stepSlug(progress.steps[progress.step - 1]?.name ?? "etape1");
  return redirect(stepPath(nextSlug), { headers: { "Set-Cookie": await commitJourney(next) } });
}
