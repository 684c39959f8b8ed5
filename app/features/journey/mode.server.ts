import { SIBP_FINAL_PATH, SIBP_JOURNEY_PATH, stepPath } from "~/kernel/contract/paths";
import type { Services } from "~/kernel/contract/services";
import { stepRelevantServices } from "~/kernel/contract/services";
import { progressOf, withProgress, type JourneyState } from "~/features/journey/rules/state";
import { decideStepAccess, initialiseSteps, stepSlug, submitStep, type PageSlug, type StepSlug } from "~/kernel/contract/journey-steps";
import {
  decideSibpStep,
  initialiseSibpSteps,
  sibpGoToStep,
  sibpNextStep,
  SIBP_STEP_PAGES,
  type ProjectMode,
  type SibpProgress,
} from "~/features/journey/rules/counter-steps";
import { sibpJourneyStore, vsmpJourneyStore, type JourneyStore } from "~/features/journey/journey-cookie.server";
import type { ProjectSystem } from "~/kernel/upstream/http.server";

/**
 * One journey engine, two modes (DESIGN 10). The step pages are shared; what differs between the
 * visitor's journey (VSMP) and the agent's at the counter (SIBP) is here: where the state is
 * kept, the step list and its guard, the next-step rule, the addresses, and the system code of
 * the upstream writes. The route serving the request gives the mode: the visitor's step routes
 * are VSMP's, the counter's route (/sibp/souscription) hands SIBP's to the same step handlers.
 */

/** What a step page shows of the journey's steps: the stepper, the back link, the title. */
export interface StepFrame {
  /** The page shown. */
  page: PageSlug;
  /** The steps the stepper lists (the agent's home is not one), their addresses, the position. */
  steps: StepSlug[];
  hrefs: string[];
  current: number;
  max: number;
  /**
   * Whether the number of steps is known: once the services are saved (the contract exists), as
   * it depends on them. Before, no total is announced (it would change under the person).
   */
  totalKnown: boolean;
  /** The subscription is validated: its steps are done, no longer links (set from the contract's read). */
  closed?: boolean;
  /** The agent's journey names its steps its own way (SPEC 2: Services, Bénéficiaire…). */
  labels?: "sibp";
  /** The step's heading takes the focus once shown (SPEC 4: going to the step one is on). */
  focusHeading?: boolean;
}

export type StepDecision = { kind: "show"; state: JourneyState } | { kind: "redirect"; to: string; state: JourneyState };

export interface JourneyMode {
  project: ProjectMode;
  system: ProjectSystem;
  store: JourneyStore;
  /** Builds the steps for the services and decides whether the page may show (the loader guard). */
  guard(state: JourneyState, services: Services, page: PageSlug, url: URL): StepDecision;
  frame(state: JourneyState): StepFrame;
  /** The address of a page of this journey. */
  pathOf(state: JourneyState, page: PageSlug): string;
  /** The address a step changed from the summary is edited at (coming back to the summary once saved). */
  editPathOf(state: JourneyState, page: StepSlug): string;
  /** After a page is saved: the state moved on, and where to go. */
  complete(state: JourneyState, page: PageSlug, services: Services, url: URL): { state: JourneyState; to: string };
}

// ---------------------------------------------------------------------------------------------
// VSMP: /services-seniors/souscription/etapeN, the `vsmp` cookie, next = min(max, current + 1).

const vsmp: JourneyMode = {
  project: "VSMP",
  system: "LPFR",
  store: vsmpJourneyStore,
  guard(state, services, page) {
    const progress = initialiseSteps(progressOf(state), stepRelevantServices(services));
    const decision = decideStepAccess(progress, page === "home" ? "etape1" : page);
    if (decision.kind === "redirect") return { kind: "redirect", to: stepPath(decision.slug), state: withProgress(state, progress) };
    return { kind: "show", state: withProgress(state, decision.progress) };
  },
  frame(state) {
    const steps = state.subscription.steps.map((step) => stepSlug(step.name));
    const current = state.subscription.step;
    return { page: steps[current - 1] ?? "etape1", steps, hrefs: steps.map((slug) => stepPath(slug)), current, max: steps.length, totalKnown: Boolean(state.contractId) };
  },
  pathOf: (_state, page) => stepPath(page === "home" ? "etape1" : page),
  editPathOf: (_state, page) => stepPath(page, "?retour=recapitulatif"),
  complete(state, page, services, url) {
    const slug = page === "home" ? "etape1" : page;
    const progress = submitStep(initialiseSteps(progressOf(state), stepRelevantServices(services)), slug);
    const next = withProgress(state, progress);
    const backToSummary = url.searchParams.get("retour") === "recapitulatif" && state.summaryShown;
    return { state: next, to: stepPath(backToSummary ? "etape5" : stepSlug(progress.steps[progress.step - 1]?.name ?? "etape1")) };
  },
};

// ---------------------------------------------------------------------------------------------
// SIBP: /sibp/souscription?step=n, its own cookie, the SIBP guard and next-step rule (SPEC 2, 4).


function sibpProgressOf(state: JourneyState): SibpProgress {
  return {
    step: state.subscription.step,
    steps: state.subscription.sibpSteps,
    lastNextStep: state.subscription.lastNextStep,
    summaryShown: state.summaryShown,
    isEnded: state.subscription.isEnded,
    submitted: state.subscription.sibpSubmitted,
    forceFocusStep: state.subscription.forceFocusStep,
  };
}

function withSibpProgress(state: JourneyState, progress: SibpProgress): JourneyState {
  return {
    ...state,
    summaryShown: progress.summaryShown,
    subscription: {
      ...state.subscription,
      step: progress.step,
      sibpSteps: [...progress.steps],
      lastNextStep: progress.lastNextStep,
      isEnded: progress.isEnded,
      sibpSubmitted: [...progress.submitted],
      forceFocusStep: progress.forceFocusStep,
    },
  };
}

function sibpStepPath(step: number): string {
  return `${SIBP_JOURNEY_PATH}?step=${step}`;
}

/** The number of the step showing `page`, or 0. */
function sibpStepOf(progress: Pick<SibpProgress, "steps">, page: PageSlug): number {
  return progress.steps.findIndex((name) => SIBP_STEP_PAGES[name] === page) + 1;
}

/** The step asked for in the address (?step=n), or null. */
export function requestedSibpStep(url: URL): number | null {
  const value = url.searchParams.get("step");
  return value !== null && /^\d{1,2}$/.test(value) ? Number(value) : null;
}

/** The page the address asks for, as far as the cookie's steps tell (the page's guard decides). */
export function sibpPageOf(state: JourneyState, url: URL): PageSlug | null {
  const requested = requestedSibpStep(url);
  const name = requested === null ? undefined : state.subscription.sibpSteps[requested - 1];
  return name ? SIBP_STEP_PAGES[name] : null;
}

const sibp: JourneyMode = {
  project: "SIBP",
  system: "SIBP",
  store: sibpJourneyStore,
  guard(state, services, page, url) {
    const progress = initialiseSibpSteps(sibpProgressOf(state), stepRelevantServices(services));
    const initialised = withSibpProgress(state, progress);
    const decision = decideSibpStep(progress, progress.isEnded ? null : requestedSibpStep(url));
    if (progress.isEnded || decision.kind === "final") return { kind: "redirect", to: SIBP_FINAL_PATH, state: initialised };
    if (decision.kind === "step") return { kind: "redirect", to: sibpStepPath(decision.step), state: initialised };
    // The steps changed under the address (other services): show what is at that step now.
    if (SIBP_STEP_PAGES[progress.steps[decision.step - 1]!] !== page) return { kind: "redirect", to: sibpStepPath(decision.step), state: initialised };
    // Going back to an earlier step remembers the current one; going to the step one is on
    // has its heading take the focus (SPEC 4, go to a step).
    return { kind: "show", state: withSibpProgress(state, sibpGoToStep(progress, decision.step)) };
  },
  frame(state) {
    const progress = sibpProgressOf(state);
    // The agent's home carries no label and is not in the stepper (decision 007).
    const shown = progress.steps.slice(1);
    const steps = shown.map((name) => SIBP_STEP_PAGES[name]) as StepSlug[];
    const current = Math.max(0, Math.min(progress.step, progress.steps.length) - 1);
    return {
      page: SIBP_STEP_PAGES[progress.steps[current] ?? "home"],
      steps,
      hrefs: steps.map((_, index) => sibpStepPath(index + 2)),
      current,
      max: steps.length,
      totalKnown: Boolean(state.contractId),
      labels: "sibp",
      focusHeading: progress.forceFocusStep !== null && progress.forceFocusStep === progress.step,
    };
  },
  pathOf(state, page) {
    const step = sibpStepOf(sibpProgressOf(state), page);
    return step > 0 ? sibpStepPath(step) : SIBP_JOURNEY_PATH;
  },
  editPathOf(state, page) {
    return sibp.pathOf(state, page);
  },
  complete(state, page, services) {
    const progress = initialiseSibpSteps(sibpProgressOf(state), stepRelevantServices(services));
    const step = sibpStepOf(progress, page) || progress.step;
    const next = sibpNextStep({ ...progress, step });
    return { state: withSibpProgress(state, next), to: next.isEnded ? SIBP_FINAL_PATH : sibpStepPath(next.step) };
  },
};

export const VSMP_MODE = vsmp;
export const SIBP_MODE = sibp;

/**
 * A step handler's arguments: the loader's or action's own, with the mode of the route that
 * serves it. The visitor's step routes export the handlers as they are (VSMP, the default); the
 * counter's route calls them with SIBP's.
 */
export type WithMode<Args> = Args & { mode?: JourneyMode };
