import { describe, expect, it } from "vitest";
import { emptyServices, type Services } from "~/kernel/contract/services";
import { emptyJourneyState, type JourneyState } from "~/features/journey/rules/state";
import { SIBP_MODE, VSMP_MODE } from "~/features/journey/mode.server";
import { newSibpJourney } from "~/features/journey/counter-journey.server";

/** One journey engine, two modes (DESIGN 10): what the mode decides, with the spec's own cases. */

const VISITS_ONLY: Services = { ...emptyServices(), visit: ["TUESDAY"] };
const MOBILE_GEOFENCING: Services = {
  ...emptyServices(),
  mobileRemoteAssistance: { standard: true, fallDetector: false, geofencing: true, pf: null },
} as Services;

const url = (query = "") => new URL(`http://x/sibp/souscription${query}`);

function atStep(state: JourneyState, step: number, extra: Partial<JourneyState["subscription"]> = {}): JourneyState {
  return { ...state, subscription: { ...state.subscription, step, ...extra } };
}

describe("the journey modes (SPEC 4: the counter's routes are SIBP's)", () => {
  it("each has its project and its system code", () => {
    expect(SIBP_MODE.project).toBe("SIBP");
    expect(VSMP_MODE.project).toBe("VSMP");
    expect(SIBP_MODE.system).toBe("SIBP");
    expect(VSMP_MODE.system).toBe("LPFR");
  });
});

describe("the VSMP mode", () => {
  it("addresses steps by slug and returns to the summary after a change made from it", () => {
    const state = { ...emptyJourneyState(), summaryShown: true };
    expect(VSMP_MODE.pathOf(state, "etape2")).toBe("/services-seniors/souscription/etape2");
    expect(VSMP_MODE.editPathOf(state, "etape2")).toBe("/services-seniors/souscription/etape2?retour=recapitulatif");
    const guarded = VSMP_MODE.guard(state, VISITS_ONLY, "etape1", new URL("http://x/services-seniors/souscription/etape1"));
    expect(guarded.kind).toBe("show");
    const next = VSMP_MODE.complete(guarded.state, "etape1", VISITS_ONLY, new URL("http://x/services-seniors/souscription/etape1?retour=recapitulatif"));
    expect(next.to).toBe("/services-seniors/souscription/etape5");
  });
});

describe("the SIBP mode", () => {
  const fresh = newSibpJourney("client-1");

  it("starts at the agent's home, step 1, bound to the identified client", () => {
    expect(fresh.clientId).toBe("client-1");
    const decision = SIBP_MODE.guard(fresh, emptyServices(), "home", url("?step=1"));
    expect(decision.kind).toBe("show");
    expect(SIBP_MODE.frame(decision.state)).toMatchObject({ page: "home", current: 0, labels: "sibp" });
  });

  it("sends a step beyond the current one back to the current step", () => {
    const decision = SIBP_MODE.guard(atStep(fresh, 3), MOBILE_GEOFENCING, "etape5", url("?step=8"));
    expect(decision).toMatchObject({ kind: "redirect", to: "/sibp/souscription?step=3" });
  });

  it("goes to /sibp/final-subscription when the current step exceeds the maximum plus one, or the subscription ended", () => {
    expect(SIBP_MODE.guard(atStep(fresh, 12), MOBILE_GEOFENCING, "etape2", url("?step=3"))).toMatchObject({ to: "/sibp/final-subscription" });
    const ended = atStep(fresh, 11, { isEnded: true });
    expect(SIBP_MODE.guard(ended, MOBILE_GEOFENCING, "etape2", url("?step=3"))).toMatchObject({ to: "/sibp/final-subscription" });
  });

  it("drops contacts, administrator and caregiver for visits only: six steps after home", () => {
    const decision = SIBP_MODE.guard(atStep(fresh, 2), VISITS_ONLY, "etape1", url("?step=2"));
    expect(decision.state.subscription.sibpSteps).toEqual(["home", "offers", "beneficiary", "subscriber", "summary", "paiement", "signature"]);
    expect(SIBP_MODE.frame(decision.state)).toMatchObject({ steps: ["etape1", "etape2", "etape4", "etape5", "etape6", "etape7"], current: 1, max: 6 });
  });

  it("keeps every step with mobile remote assistance and geofencing, numbered for the address", () => {
    const decision = SIBP_MODE.guard(atStep(fresh, 2), MOBILE_GEOFENCING, "etape1", url("?step=2"));
    expect(decision.state.subscription.sibpSteps).toHaveLength(10);
    expect(SIBP_MODE.pathOf(decision.state, "etape5")).toBe("/sibp/souscription?step=8");
    expect(SIBP_MODE.frame(decision.state).hrefs[0]).toBe("/sibp/souscription?step=2");
  });

  it("shows the page that is at the step now when the services changed the step list", () => {
    const withContacts = SIBP_MODE.guard(atStep(fresh, 4), MOBILE_GEOFENCING, "etape3", url("?step=4")).state;
    const decision = SIBP_MODE.guard(withContacts, VISITS_ONLY, "etape3", url("?step=4"));
    // Step 4 was the contacts; it is now the subscriber: the address is asked again, with the new steps.
    expect(decision).toMatchObject({ kind: "redirect", to: "/sibp/souscription?step=4" });
    expect(decision.state.subscription.sibpSteps[3]).toBe("subscriber");
  });

  it("going back remembers the current step; next returns to it, or to the summary once shown", () => {
    const atSubscriber = SIBP_MODE.guard(atStep(fresh, 5), MOBILE_GEOFENCING, "etape4", url("?step=5")).state;
    const back = SIBP_MODE.guard(atSubscriber, MOBILE_GEOFENCING, "etape2", url("?step=3"));
    expect(back.kind).toBe("show");
    expect(back.state.subscription).toMatchObject({ step: 3, lastNextStep: 5 });
    expect(SIBP_MODE.complete(back.state, "etape2", MOBILE_GEOFENCING, url("?step=3")).to).toBe("/sibp/souscription?step=5");

    const fromSummary = { ...back.state, summaryShown: true };
    expect(SIBP_MODE.complete(fromSummary, "etape2", MOBILE_GEOFENCING, url("?step=3")).to).toBe("/sibp/souscription?step=8");
  });

  it("reaching the summary marks it shown; past the last step the subscription is ended", () => {
    const atCaregiver = SIBP_MODE.guard(atStep(fresh, 7), MOBILE_GEOFENCING, "etape4b", url("?step=7")).state;
    const toSummary = SIBP_MODE.complete(atCaregiver, "etape4b", MOBILE_GEOFENCING, url("?step=7"));
    expect(toSummary.state.summaryShown).toBe(true);
    const atSignature = SIBP_MODE.guard(atStep(fresh, 10), MOBILE_GEOFENCING, "etape7", url("?step=10")).state;
    const ended = SIBP_MODE.complete(atSignature, "etape7", MOBILE_GEOFENCING, url("?step=10"));
    expect(ended.to).toBe("/sibp/final-subscription");
    expect(ended.state.subscription.isEnded).toBe(true);
  });
});
