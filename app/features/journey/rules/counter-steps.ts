import type { PageSlug, StepRelevantServices } from "~/kernel/contract/journey-steps";

/**
 * The agent's journey (SPEC 2, Agent variant; SPEC 4, SIBP next step): the SIBP mode of the
 * journey engine. The step order, the labels, the dropping rules, the guard of
 * /sibp/souscription?step={n} and the next-step rule are this mode's data and functions.
 */

export const SIBP_STEP_NAMES = [
  "home",
  "offers",
  "beneficiary",
  "contacts",
  "subscriber",
  "administrator",
  "caregiver",
  "summary",
  "paiement",
  "signature",
] as const;

export type SibpStepName = (typeof SIBP_STEP_NAMES)[number];

/**
 * Labels: Services, Bénéficiaire, Contact, Souscripteur, Administrateur, Proche aidant,
 * Récapitulatif, Paiement, Confirmation. Nine labels for ten steps: "home" (the identified
 * client, before the services) carries none and is not shown in the stepper (decision 007).
 * Keys of the `sibp` namespace, under `steps`.
 */
export const SIBP_STEP_LABEL_KEYS: Record<SibpStepName, string | null> = {
  home: null,
  offers: "services",
  beneficiary: "beneficiary",
  contacts: "contact",
  subscriber: "subscriber",
  administrator: "administrator",
  caregiver: "caregiver",
  summary: "summary",
  paiement: "payment",
  signature: "confirmation",
};

/**
 * The contacts step is dropped when no landline, mobile or SIM remote assistance is selected;
 * the administrator and caregiver steps are both dropped unless mobile remote assistance with
 * geofencing is selected.
 */
export function sibpRequiredSteps(services: StepRelevantServices): SibpStepName[] {
  return SIBP_STEP_NAMES.filter((name) => {
    if (name === "contacts") return services.hasRemoteAssistance;
    if (name === "administrator" || name === "caregiver") return services.hasMobileGeofencing;
    return true;
  });
}

/**
 * The page each SIBP step shows: the journey engine's pages, shared with VSMP (DESIGN 10), and
 * the agent's own "home" (the identified client, before the services). The last step, labelled
 * Confirmation, is the confirmation of the signed contract; past it the subscription is ended.
 */
export const SIBP_STEP_PAGES: Record<SibpStepName, PageSlug> = {
  home: "home",
  offers: "etape1",
  beneficiary: "etape2",
  contacts: "etape3",
  subscriber: "etape4",
  administrator: "etape4a",
  caregiver: "etape4b",
  summary: "etape5",
  paiement: "etape6",
  signature: "etape7",
};

/**
 * Step initialisation (SPEC 4), as for VSMP: the steps the services need, in order, and the
 * current step shifted back by one for each removed step before it.
 */
export function initialiseSibpSteps(progress: SibpProgress, services: StepRelevantServices): SibpProgress {
  const required = sibpRequiredSteps(services);
  const before = progress.steps.slice(0, Math.max(0, progress.step - 1));
  const removedBefore = before.filter((name) => !required.includes(name)).length;
  const step = Math.max(1, progress.step - removedBefore);
  return { ...progress, steps: required, step: progress.isEnded ? required.length + 1 : step, submitted: progress.submitted.filter((name) => required.includes(name)) };
}

/** What the SIBP rules read and write of the journey's progress. Steps are numbered from 1. */
export interface SibpProgress {
  step: number;
  steps: readonly SibpStepName[];
  /** The step remembered when the agent went to another one (SPEC 4, go to a step). */
  lastNextStep: number | null;
  summaryShown: boolean;
  isEnded: boolean;
  /** The steps submitted (SPEC 3 `submitted`): the steps before a step gone to count as submitted (SPEC 4). */
  submitted: readonly SibpStepName[];
  /** SPEC 3 `forceFocusStep`: the step whose heading takes the focus (going to the step one is on), else null. */
  forceFocusStep: number | null;
}

export function sibpMaxStep(progress: Pick<SibpProgress, "steps">): number {
  return progress.steps.length;
}

export function sibpStepNumber(progress: Pick<SibpProgress, "steps">, name: SibpStepName): number {
  return progress.steps.indexOf(name) + 1;
}

export type SibpStepDecision = { kind: "show"; step: number } | { kind: "step"; step: number } | { kind: "final" };

/**
 * The guard of /sibp/souscription?step={n} (SPEC 2): when the current step exceeds the maximum
 * step plus one the agent goes to /sibp/final-subscription; when n is beyond the current step
 * (or is not a step at all) the agent is sent back to the current step.
 */
export function decideSibpStep(progress: Pick<SibpProgress, "step" | "steps">, requested: number | null): SibpStepDecision {
  if (progress.step > sibpMaxStep(progress) + 1) return { kind: "final" };
  if (requested === null || !Number.isInteger(requested) || requested < 1 || requested > progress.step) {
    return { kind: "step", step: Math.min(progress.step, sibpMaxStep(progress)) };
  }
  return { kind: "show", step: requested };
}

/**
 * SIBP next step (SPEC 4): past the last step marks the subscription ended; otherwise goes to
 * the summary step if the summary was already shown, or back to the last remembered step
 * (plain next when none is remembered ahead); reaching the summary marks it shown.
 */
export function sibpNextStep(progress: SibpProgress): SibpProgress {
  const max = sibpMaxStep(progress);
  if (progress.step >= max) return { ...progress, step: max + 1, isEnded: true, lastNextStep: null, submitted: [...progress.steps], forceFocusStep: null };
  const summary = sibpStepNumber(progress, "summary");
  let step = progress.step + 1;
  if (progress.summaryShown && summary > progress.step) step = summary;
  else if (progress.lastNextStep !== null && progress.lastNextStep > progress.step) step = progress.lastNextStep;
  return {
    ...progress,
    step,
    lastNextStep: null,
    summaryShown: progress.summaryShown || step === summary,
    submitted: submittedBefore(progress, step),
    forceFocusStep: null,
  };
}

/** The steps submitted once every step before `step` is: the ones already submitted, and those. */
function submittedBefore(progress: Pick<SibpProgress, "steps" | "submitted">, step: number): SibpStepName[] {
  const before = progress.steps.slice(0, Math.max(0, step - 1));
  return progress.steps.filter((name) => progress.submitted.includes(name) || before.includes(name));
}

/**
 * Go to a step (SPEC 4): already there, the step's heading is to take the focus (nothing else
 * changes); otherwise the current step is remembered, the new one set, and the steps before it
 * marked submitted.
 */
export function sibpGoToStep(progress: SibpProgress, step: number): SibpProgress {
  if (step === progress.step) return { ...progress, forceFocusStep: step };
  return { ...progress, lastNextStep: progress.step, step, submitted: submittedBefore(progress, step), forceFocusStep: null };
}

export type ProjectMode = "VSMP" | "SIBP";

/** SPEC 1: the system code of each project mode (hub writes carry it as `system`). */
export function systemOf(mode: ProjectMode): "LPFR" | "SIBP" {
  return mode === "SIBP" ? "SIBP" : "LPFR";
}
