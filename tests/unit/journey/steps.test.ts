import { describe, expect, it } from "vitest";
import {
  decideStepAccess,
  initialiseSteps,
  maxStep,
  nextStep,
  previousStep,
  requiredStepNames,
  STEP_NAMES,
  stepSlug,
  stepsChangeNotices,
  type StepSlug,
  submitStep,
  type SubscriptionProgress,
} from "~/kernel/contract/journey-steps";

const ALL = { hasRemoteAssistance: true, hasMobileGeofencing: true };
const VISITS_ONLY = { hasRemoteAssistance: false, hasMobileGeofencing: false };
const LANDLINE = { hasRemoteAssistance: true, hasMobileGeofencing: false };

function progress(step: number, submittedUpTo: number, services = ALL): SubscriptionProgress {
  const steps = requiredStepNames(services).map((name, index) => ({ name, mounted: index < step, submitted: index < submittedUpTo }));
  return { step, steps, stepChangedByNav: false };
}

const slugs = (p: SubscriptionProgress) => p.steps.map((step) => stepSlug(step.name));

describe("step slug", () => {
  it("is the last dash-separated segment of the step name", () => {
    expect(stepSlug("services-seniors-souscription-etape1")).toBe("etape1");
    expect(stepSlug("services-seniors-souscription-etape4a")).toBe("etape4a");
  });
});

describe("steps dropped by the services chosen", () => {
  it("keeps all nine steps with mobile remote assistance with geofencing", () => {
    expect(requiredStepNames(ALL)).toEqual([...STEP_NAMES]);
  });
  it("drops etape3 (contact) without remote assistance", () => {
    expect(requiredStepNames(VISITS_ONLY).map(stepSlug)).toEqual(["etape1", "etape2", "etape4", "etape5", "etape6", "etape7"]);
  });
  it("drops etape4a and etape4b without mobile remote assistance with geofencing", () => {
    expect(requiredStepNames(LANDLINE).map(stepSlug)).toEqual([
      "etape1",
      "etape2",
      "etape3",
      "etape4",
      "etape5",
      "etape6",
      "etape7",
    ]);
  });
});

describe("step initialisation", () => {
  it("adds missing steps and removes obsolete ones", () => {
    const initial = initialiseSteps({ step: 1, steps: [], stepChangedByNav: false }, LANDLINE);
    expect(slugs(initial)).toHaveLength(7);
    const widened = initialiseSteps(initial, ALL);
    expect(slugs(widened)).toEqual(STEP_NAMES.map(stepSlug));
  });

  it("shifts the current step back by one for each removed step before it", () => {
    // On the summary (etape5 = step 7 of 9), switching to visits only removes etape3, 4a, 4b.
    const before = progress(7, 6, ALL);
    const after = initialiseSteps(before, VISITS_ONLY);
    expect(after.step).toBe(4);
    expect(stepSlug(after.steps[after.step - 1]!.name)).toBe("etape5");
  });

  it("does not shift for steps removed after the current one", () => {
    const after = initialiseSteps(progress(2, 1, ALL), VISITS_ONLY);
    expect(after.step).toBe(2);
  });

  it("keeps the submitted flags of the steps that stay", () => {
    const after = initialiseSteps(progress(4, 3, ALL), LANDLINE);
    expect(after.steps.slice(0, 3).every((step) => step.submitted)).toBe(true);
  });

  it("makes the real maximum the number of remaining steps (default 9)", () => {
    expect(maxStep(initialiseSteps(progress(1, 0), VISITS_ONLY))).toBe(6);
    expect(maxStep({ step: 1, steps: [], stepChangedByNav: false })).toBe(9);
  });
});

describe("next and previous", () => {
  it("next goes to min(max steps, current+1)", () => {
    expect(nextStep(progress(3, 2))).toBe(4);
    expect(nextStep(progress(9, 8))).toBe(9);
  });
  it("previous goes to max(1, current-1)", () => {
    expect(previousStep(progress(3, 2))).toBe(2);
    expect(previousStep(progress(1, 0))).toBe(1);
  });
  it("submitting a step marks it and the earlier ones submitted and moves on", () => {
    const next = submitStep(progress(2, 1, LANDLINE), "etape2");
    expect(next.step).toBe(3);
    expect(next.steps.slice(0, 2).every((step) => step.submitted)).toBe(true);
    expect(next.steps[2]!.submitted).toBe(false);
  });
});

describe("the step guard", () => {
  it("with no submitted step, redirects any step but the first to the first", () => {
    expect(decideStepAccess(progress(1, 0), "etape4")).toEqual({ kind: "redirect", slug: "etape1" });
    expect(decideStepAccess(progress(1, 0), "etape1").kind).toBe("show");
  });

  it("redirects a step beyond the first unsubmitted step to it", () => {
    expect(decideStepAccess(progress(3, 2), "etape5")).toEqual({ kind: "redirect", slug: "etape3" });
  });

  it("shows the first unsubmitted step", () => {
    expect(decideStepAccess(progress(3, 2), "etape3").kind).toBe("show");
  });

  it("going back to an earlier step sets it and flags the change as made by navigation", () => {
    const decision = decideStepAccess(progress(4, 3), "etape2");
    expect(decision.kind).toBe("show");
    if (decision.kind !== "show") return;
    expect(decision.progress.step).toBe(2);
    expect(decision.progress.stepChangedByNav).toBe(true);
  });

  it("sends a dropped step to the current step", () => {
    expect(decideStepAccess(progress(3, 2, VISITS_ONLY), "etape4a")).toEqual({ kind: "redirect", slug: "etape4" });
  });
});

describe("why the number of steps changed", () => {
  it("names the contact step added with remote assistance, with the new total", () => {
    expect(stepsChangeNotices(["etape1", "etape2", "etape4", "etape5", "etape6", "etape7"], ["etape1", "etape2", "etape3", "etape4", "etape5", "etape6", "etape7"], 7)).toEqual([
      { key: "notices:stepsChanged.contactAdded", values: { max: "7" } },
    ]);
  });

  it("names the administrator and caregiver steps dropped with geolocation, and the contact kept says nothing", () => {
    const withGeofencing: StepSlug[] = ["etape1", "etape2", "etape3", "etape4", "etape4a", "etape4b", "etape5", "etape6", "etape7"];
    const without: StepSlug[] = ["etape1", "etape2", "etape3", "etape4", "etape5", "etape6", "etape7"];
    expect(stepsChangeNotices(withGeofencing, without, 7)).toEqual([{ key: "notices:stepsChanged.geofencingDropped", values: { max: "7" } }]);
    expect(stepsChangeNotices(without, without, 7)).toEqual([]);
  });
});
