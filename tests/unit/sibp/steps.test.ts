import { describe, expect, it } from "vitest";
import { subscriberFromClient } from "~/kernel/people/counter-client";
import {
  decideSibpStep,
  initialiseSibpSteps,
  SIBP_STEP_LABEL_KEYS,
  SIBP_STEP_NAMES,
  sibpGoToStep,
  sibpNextStep,
  sibpRequiredSteps,
  systemOf,
  type SibpProgress,
} from "~/features/journey/rules/counter-steps";
import { resources } from "~/kernel/i18n/resources";

const allServices = { hasRemoteAssistance: true, hasMobileGeofencing: true };
const visitsOnly = { hasRemoteAssistance: false, hasMobileGeofencing: false };
const landline = { hasRemoteAssistance: true, hasMobileGeofencing: false };

function progress(overrides: Partial<SibpProgress> = {}): SibpProgress {
  return { step: 1, steps: sibpRequiredSteps(allServices), lastNextStep: null, summaryShown: false, isEnded: false, submitted: [], forceFocusStep: null, ...overrides };
}

describe("SIBP step table (SPEC 2, Agent variant)", () => {
  it("orders the steps home, offers, beneficiary, contacts, subscriber, administrator, caregiver, summary, paiement, signature", () => {
    expect(SIBP_STEP_NAMES).toEqual([
      "home", "offers", "beneficiary", "contacts", "subscriber", "administrator", "caregiver", "summary", "paiement", "signature",
    ]);
  });

  it("labels them Services, Bénéficiaire, Contact, Souscripteur, Administrateur, Proche aidant, Récapitulatif, Paiement, Confirmation", () => {
    const labels = SIBP_STEP_NAMES.map((name) => SIBP_STEP_LABEL_KEYS[name])
      .filter((key): key is string => key !== null)
      .map((key) => (resources.fr.sibp.steps as Record<string, string>)[key]);
    expect(labels).toEqual(["Services", "Bénéficiaire", "Contact", "Souscripteur", "Administrateur", "Proche aidant", "Récapitulatif", "Paiement", "Confirmation"]);
  });
});

describe("SIBP dropping rules", () => {
  it("keeps every step with mobile remote assistance with geofencing", () => {
    expect(sibpRequiredSteps(allServices)).toEqual([...SIBP_STEP_NAMES]);
  });

  it("drops the contacts step when no landline, mobile or SIM remote assistance is selected", () => {
    expect(sibpRequiredSteps(visitsOnly)).not.toContain("contacts");
  });

  it("drops administrator and caregiver together unless mobile remote assistance with geofencing", () => {
    const steps = sibpRequiredSteps(landline);
    expect(steps).toContain("contacts");
    expect(steps).not.toContain("administrator");
    expect(steps).not.toContain("caregiver");
    expect(sibpRequiredSteps(visitsOnly)).toEqual(["home", "offers", "beneficiary", "subscriber", "summary", "paiement", "signature"]);
  });
});

describe("SIBP guard of /sibp/souscription?step={n} (SPEC 2)", () => {
  it("sends a step beyond the current step back to the current step", () => {
    expect(decideSibpStep(progress({ step: 3 }), 5)).toEqual({ kind: "step", step: 3 });
  });

  it("shows the current step and earlier steps", () => {
    expect(decideSibpStep(progress({ step: 3 }), 3)).toEqual({ kind: "show", step: 3 });
    expect(decideSibpStep(progress({ step: 3 }), 1)).toEqual({ kind: "show", step: 1 });
  });

  it("sends a missing or meaningless step to the current step", () => {
    expect(decideSibpStep(progress({ step: 2 }), null)).toEqual({ kind: "step", step: 2 });
    expect(decideSibpStep(progress({ step: 2 }), 0)).toEqual({ kind: "step", step: 2 });
    expect(decideSibpStep(progress({ step: 2 }), 1.5)).toEqual({ kind: "step", step: 2 });
  });

  it("sends the agent to /sibp/final-subscription when the current step exceeds the maximum step plus one", () => {
    expect(decideSibpStep(progress({ step: 12 }), 1)).toEqual({ kind: "final" });
    expect(decideSibpStep(progress({ step: 11 }), 1)).not.toEqual({ kind: "final" });
    // with steps dropped the maximum is smaller: 7 steps, so step 9 is past it plus one
    expect(decideSibpStep(progress({ steps: sibpRequiredSteps(visitsOnly), step: 9 }), 2)).toEqual({ kind: "final" });
  });
});

describe("SIBP next step (SPEC 4)", () => {
  it("past the last step marks the subscription ended", () => {
    const ended = sibpNextStep(progress({ step: 10, summaryShown: true }));
    expect(ended.isEnded).toBe(true);
    expect(ended.step).toBe(11);
  });

  it("goes to the summary step when the summary was already shown", () => {
    expect(sibpNextStep(progress({ step: 3, summaryShown: true })).step).toBe(8);
  });

  it("goes back to the last remembered step", () => {
    expect(sibpNextStep(progress({ step: 2, lastNextStep: 5 }))).toMatchObject({ step: 5, lastNextStep: null });
  });

  it("goes on to the following step with nothing remembered", () => {
    expect(sibpNextStep(progress({ step: 2 })).step).toBe(3);
  });

  it("reaching the summary marks it shown", () => {
    const reached = sibpNextStep(progress({ step: 7 }));
    expect(reached).toMatchObject({ step: 8, summaryShown: true });
    expect(sibpNextStep(progress({ step: 6 })).summaryShown).toBe(false);
  });

  it("after the summary goes on to payment and signature", () => {
    expect(sibpNextStep(progress({ step: 8, summaryShown: true })).step).toBe(9);
  });

  it("going to an earlier step remembers the current one", () => {
    const back = sibpGoToStep(progress({ step: 5 }), 2);
    expect(back).toMatchObject({ step: 2, lastNextStep: 5, forceFocusStep: null });
    expect(sibpNextStep(back).step).toBe(5);
  });

  it("going to the step one is on forces the focus (on its heading) and changes nothing else", () => {
    const on = progress({ step: 3, lastNextStep: 6, submitted: ["home", "offers"] });
    const again = sibpGoToStep(on, 3);
    expect(again).toEqual({ ...on, forceFocusStep: 3 });
    // Going elsewhere afterwards no longer forces it.
    expect(sibpGoToStep(again, 2).forceFocusStep).toBeNull();
  });

  it("going forward to a step marks the steps before it submitted", () => {
    const forward = sibpGoToStep(progress({ step: 2, submitted: ["home"] }), 5);
    expect(forward).toMatchObject({ step: 5, lastNextStep: 2 });
    expect(forward.submitted).toEqual(["home", "offers", "beneficiary", "contacts"]);
    // Going back keeps what was submitted.
    expect(sibpGoToStep(forward, 2).submitted).toEqual(["home", "offers", "beneficiary", "contacts"]);
  });

  it("the next step marks the steps before it submitted", () => {
    expect(sibpNextStep(progress({ step: 2 })).submitted).toEqual(["home", "offers"]);
  });
});

describe("project mode (SPEC 4)", () => {
  it("gives the system code of each mode (SIBP for SIBP, LPFR for VSMP)", () => {
    expect(systemOf("SIBP")).toBe("SIBP");
    expect(systemOf("VSMP")).toBe("LPFR");
  });
});

describe("SIBP step initialisation (SPEC 4)", () => {
  it("shifts the current step back by one for each removed step before it", () => {
    const all = sibpRequiredSteps({ hasRemoteAssistance: true, hasMobileGeofencing: true });
    // At the summary (step 8) with every step; geofencing dropped: administrator and caregiver go.
    const moved = initialiseSibpSteps(
      { step: 8, steps: all, lastNextStep: null, summaryShown: true, isEnded: false, submitted: all.slice(0, 7), forceFocusStep: null },
      { hasRemoteAssistance: true, hasMobileGeofencing: false },
    );
    expect(moved.steps).toEqual(["home", "offers", "beneficiary", "contacts", "subscriber", "summary", "paiement", "signature"]);
    expect(moved.step).toBe(6);
    expect(moved.steps[moved.step - 1]).toBe("summary");
    // The removed steps are no longer counted as submitted.
    expect(moved.submitted).toEqual(["home", "offers", "beneficiary", "contacts", "subscriber"]);
  });

  it("keeps an ended subscription past its last step", () => {
    const ended = initialiseSibpSteps(
      { step: 11, steps: sibpRequiredSteps({ hasRemoteAssistance: true, hasMobileGeofencing: true }), lastNextStep: null, summaryShown: true, isEnded: true, submitted: [], forceFocusStep: null },
      { hasRemoteAssistance: false, hasMobileGeofencing: false },
    );
    expect(ended.step).toBe(ended.steps.length + 1);
  });
});

describe("the identified client prefills the subscriber", () => {
  it("maps civility, names, e-mail and address", () => {
    expect(
      subscriberFromClient({
        id: "c1",
        sex: "female",
        firstName: "Marie",
        lastName: "Dupont",
        email: "marie.dupont@example.fr",
        mobile: "0612345678",
        address: { streetName: "1 rue de la Paix", zipCode: "75002", city: "Paris", country: "FRANCE" },
      }),
    ).toEqual({
      civility: "MRS",
      firstName: "Marie",
      lastName: "Dupont",
      email: "marie.dupont@example.fr",
      mobilePhone: "0612345678",
      streetName: "1 rue de la Paix",
      codePostal: "75002",
      city: "Paris",
      country: "FRANCE",
    });
  });
});
