import { redirect } from "@remix-run/node";
import { requestedSibpStep, sibpPageOf, SIBP_MODE } from "~/features/journey/mode.server";
import { SIBP_FINAL_PATH, SIBP_JOURNEY_PATH } from "~/kernel/contract/paths";
import { emptyJourneyState, type JourneyState } from "~/features/journey/rules/state";
import type { PageSlug } from "~/kernel/contract/journey-steps";
import type { SibpClient } from "~/kernel/people/counter-client";
import { sibpRequiredSteps } from "~/features/journey/rules/counter-steps";

/** A new counter journey for the identified client: its steps before any service is chosen. */
export function newSibpJourney(clientId: string): JourneyState {
  const empty = emptyJourneyState();
  const steps = sibpRequiredSteps({ hasRemoteAssistance: false, hasMobileGeofencing: false });
  return { ...empty, clientId, subscription: { ...empty.subscription, step: 1, sibpSteps: steps } };
}

/**
 * The page /sibp/souscription?step=n shows, from the agent's journey cookie. A journey belongs to
 * one client: another identified client (or a journey reset) starts a new one. An address without a step (or with a
 * step the journey does not have) goes to the current step; an ended journey to its final page.
 * The page's own guard then decides with the contract (SPEC 2).
 */
export async function sibpJourneyPage(request: Request, client: SibpClient): Promise<{ page: PageSlug; state: JourneyState }> {
  const state = await SIBP_MODE.store.read(request);
  if (state.clientId !== client.id || state.subscription.sibpSteps.length === 0) {
    throw redirect(`${SIBP_JOURNEY_PATH}?step=1`, { headers: { "Set-Cookie": await SIBP_MODE.store.commit(newSibpJourney(client.id)) } });
  }
  const url = new URL(request.url);
  const page = sibpPageOf(state, url);
  if (page) return { page, state };
  if (state.subscription.isEnded) throw redirect(SIBP_FINAL_PATH);
  const current = Math.min(state.subscription.step, state.subscription.sibpSteps.length);
  if (requestedSibpStep(url) === current) throw new Response(null, { status: 404 });
  throw redirect(`${SIBP_JOURNEY_PATH}?step=${current}`);
}
