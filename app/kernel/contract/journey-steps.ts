/**
 * The VSMP journey's steps (SPEC 2 and 4). Steps are identified by their name; the URL slug is
 * the last dash-separated segment of the name; ids are numbered from 1 in order.
 */

export const STEP_NAMES = [
  "services-seniors-souscription-etape1",
  "services-seniors-souscription-etape2",
  "services-seniors-souscription-etape3",
  "services-seniors-souscription-etape4",
  "services-seniors-souscription-etape4a",
  "services-seniors-souscription-etape4b",
  "services-seniors-souscription-etape5",
  "services-seniors-souscription-etape6",
  "services-seniors-souscription-etape7",
] as const;

export type StepName = (typeof STEP_NAMES)[number];
export type StepSlug = "etape1" | "etape2" | "etape3" | "etape4" | "etape4a" | "etape4b" | "etape5" | "etape6" | "etape7";

/** A page of the journey engine: a VSMP step's page, or the agent's journey home (SIBP). */
export type PageSlug = StepSlug | "home";

/** Label keys in order: Vos services, Bénéficiaire, Contact, Souscripteur, Administrateur, Proche aidant, Récapitulatif, Paiement, Confirmation. */
export const STEP_LABEL_KEYS: Record<StepSlug, string> = {
  etape1: "services",
  etape2: "beneficiary",
  etape3: "contact",
  etape4: "subscriber",
  etape4a: "administrator",
  etape4b: "caregiver",
  etape5: "summary",
  etape6: "payment",
  etape7: "confirmation",
};

export const DEFAULT_MAX_STEP = 9;
export const DEFAULT_STEP = 1;

export interface StepState {
  name: StepName;
  mounted: boolean;
  submitted: boolean;
}

export interface SubscriptionProgress {
  step: number;
  steps: StepState[];
  stepChangedByNav: boolean;
}

/** "services-seniors-souscription-etape1" → "etape1". */
export function stepSlug(name: string): StepSlug {
  return name.slice(name.lastIndexOf("-") + 1) as StepSlug;
}

/** What the step list depends on: the services chosen. */
export interface StepRelevantServices {
  hasRemoteAssistance: boolean;
  hasMobileGeofencing: boolean;
}

/**
 * Etape3 (contact) is dropped when no remote assistance is selected; etape4a and etape4b are
 * dropped without mobile remote assistance with geofencing.
 */
export function requiredStepNames(services: StepRelevantServices): StepName[] {
  return STEP_NAMES.filter((name) => {
    const slug = stepSlug(name);
    if (slug === "etape3") return services.hasRemoteAssistance;
    if (slug === "etape4a" || slug === "etape4b") return services.hasMobileGeofencing;
    return true;
  });
}

/**
 * Step initialisation: adds missing steps, removes obsolete ones, and shifts the current step
 * back by one for each removed step before it. The real maximum is the number of steps left.
 */
export function initialiseSteps(progress: SubscriptionProgress, services: StepRelevantServices): SubscriptionProgress {
  const required = requiredStepNames(services);
  const existing = new Map(progress.steps.map((step) => [step.name, step]));
  const removedBeforeCurrent = progress.steps
    .slice(0, Math.max(0, progress.step - 1))
    .filter((step) => !required.includes(step.name)).length;
  const steps = required.map((name) => existing.get(name) ?? { name, mounted: false, submitted: false });
  const step = Math.min(Math.max(DEFAULT_STEP, progress.step - removedBeforeCurrent), steps.length);
  return { ...progress, steps, step };
}

export function maxStep(progress: SubscriptionProgress): number {
  return progress.steps.length || DEFAULT_MAX_STEP;
}

/** Next goes to min(max steps, current+1). */
export function nextStep(progress: SubscriptionProgress): number {
  return Math.min(maxStep(progress), progress.step + 1);
}

/** Previous goes to max(1, current-1). */
export function previousStep(progress: SubscriptionProgress): number {
  return Math.max(DEFAULT_STEP, progress.step - 1);
}

export function stepIndex(progress: SubscriptionProgress, slug: StepSlug): number {
  return progress.steps.findIndex((step) => stepSlug(step.name) === slug) + 1;
}

export function slugAt(progress: SubscriptionProgress, index: number): StepSlug {
  const step = progress.steps[index - 1] ?? progress.steps[0];
  return stepSlug(step?.name ?? STEP_NAMES[0]);
}

/** Marks the step submitted and moves to the next one. Steps before the current count as submitted. */
export function submitStep(progress: SubscriptionProgress, slug: StepSlug): SubscriptionProgress {
  const index = stepIndex(progress, slug);
  const steps = progress.steps.map((step, position) =>
    position < index ? { ...step, submitted: true, mounted: true } : step,
  );
  const submitted = { ...progress, steps, step: index };
  return { ...submitted, step: nextStep(submitted), stepChangedByNav: false };
}

export type StepDecision =
  | { kind: "show"; progress: SubscriptionProgress }
  | { kind: "redirect"; slug: StepSlug };

/**
 * The step loader's guard (SPEC 2): with no submitted step, any step but the first redirects to
 * the first; a step beyond the first unsubmitted step redirects to it; going back to an earlier
 * step sets it and records that it changed by navigation.
 */
export function decideStepAccess(progress: SubscriptionProgress, slug: StepSlug): StepDecision {
  const first = slugAt(progress, 1);
  const index = stepIndex(progress, slug);
  if (index === 0) {
    return { kind: "redirect", slug: slugAt(progress, Math.min(progress.step, maxStep(progress))) };
  }
  const anySubmitted = progress.steps.some((step) => step.submitted);
  if (!anySubmitted) {
    if (index !== 1) return { kind: "redirect", slug: first };
    return { kind: "show", progress: { ...progress, step: 1, steps: mount(progress.steps, 1) } };
  }
  const firstUnsubmitted = progress.steps.findIndex((step) => !step.submitted) + 1 || progress.steps.length;
  if (index > firstUnsubmitted) return { kind: "redirect", slug: slugAt(progress, firstUnsubmitted) };
  const changedByNav = index < progress.step;
  return {
    kind: "show",
    progress: {
      ...progress,
      step: index,
      steps: mount(progress.steps, index),
      stepChangedByNav: changedByNav ? true : progress.stepChangedByNav && index === progress.step,
    },
  };
}

function mount(steps: StepState[], index: number): StepState[] {
  return steps.map((step, position) => (position === index - 1 ? { ...step, mounted: true } : step));
}

export function emptyProgress(): SubscriptionProgress {
  return { step: DEFAULT_STEP, steps: [], stepChangedByNav: false };
}

/**
 * Why the number of steps changed when the services did (a total once shown never
 * changes silently). `before` and `after`: the steps the stepper listed and lists now; `max`: how
 * many there are now. One message per reason: the contact step follows remote assistance, the
 * administrator and caregiver steps follow the mobile's geolocation. Keys of the journey namespace.
 */
export function stepsChangeNotices(before: readonly StepSlug[], after: readonly StepSlug[], max: number): { key: string; values: Record<string, string> }[] {
  const had = (slug: StepSlug) => before.includes(slug);
  const has = (slug: StepSlug) => after.includes(slug);
  const values = { max: String(max) };
  const notices: { key: string; values: Record<string, string> }[] = [];
  if (had("etape3") !== has("etape3")) notices.push({ key: `notices:stepsChanged.${has("etape3") ? "contactAdded" : "contactDropped"}`, values });
  if (had("etape4a") !== has("etape4a")) notices.push({ key: `notices:stepsChanged.${has("etape4a") ? "geofencingAdded" : "geofencingDropped"}`, values });
  return notices;
}
