import { describe, expect, it } from "vitest";
import {
  compactJourneyState,
  emptyJourneyState,
  ensureCart,
  expandJourneyState,
  newCartId,
  readJourneyState,
  resetJourney,
  resetVsmp,
  type JourneyState,
} from "~/features/journey/rules/state";
import { initialiseSteps } from "~/kernel/contract/journey-steps";

describe("journey state in the cookie", () => {
  it("migrates the older format on read", () => {
    const migrated = readJourneyState({
      contractId: "c1",
      contractNumber: "2026000001",
      cartId: "123456789",
      cartTimestamp: 1700000456789,
      subscription: { step: 3, topScrollOffset: 120, cro: null },
      subscriberTerms: true,
      adminTerms: false,
      caregiverTerms: false,
      mandate: { rum: "VSMP-2026000001-ABCDEFGH" },
      summaryShown: false,
      initialQueryOffers: "tali",
      initialQueryOptions: null,
    });
    expect(migrated).toMatchObject({
      version: 2,
      contractId: "c1",
      subscription: { step: 3, steps: [], topScrollOffset: 120 },
      terms: { subscriber: true, admin: false, caregiver: false },
      mandate: { rum: "VSMP-2026000001-ABCDEFGH" },
      initialQueryOffers: "tali",
    });
  });

  it("starts empty from garbage", () => {
    expect(readJourneyState("nonsense")).toEqual(emptyJourneyState());
    expect(readJourneyState(null)).toEqual(emptyJourneyState());
  });

  it("generates the cart id from a random 3-digit number plus the tail of the timestamp", () => {
    expect(newCartId(1763719200123, () => 0.5)).toBe("550200123");
    expect(newCartId(1763719200123, () => 0)).toMatch(/^100\d{6}$/);
    expect(newCartId(1763719200123, () => 0.9999)).toMatch(/^999\d{6}$/);
  });

  it("creates the cart only once", () => {
    const first = ensureCart(emptyJourneyState(), 1763719200123, () => 0.5);
    const second = ensureCart(first, 1763719999999, () => 0.1);
    expect(second.cartId).toBe(first.cartId);
  });

  it("reset clears ids, cart, steps and mandate but keeps the initial queries; resetVsmp clears them too", () => {
    const state = {
      ...ensureCart(emptyJourneyState(), 1763719200123),
      contractId: "c1",
      mandate: { rum: "R" },
      initialQueryOffers: "tali",
      initialQueryOptions: "GEOFENCING",
    };
    const reset = resetJourney(state);
    expect(reset).toMatchObject({ contractId: null, cartId: null, mandate: { rum: null }, initialQueryOffers: "tali" });
    expect(resetVsmp()).toMatchObject({ initialQueryOffers: null, initialQueryOptions: null });
  });
});

describe("the compact cookie form", () => {
  it("writes each step as slug and flags and reads it back unchanged", () => {
    const state = emptyJourneyState();
    const progress = initialiseSteps(
      { step: 2, steps: [], stepChangedByNav: false },
      { hasRemoteAssistance: true, hasMobileGeofencing: true },
    );
    const steps = progress.steps.map((step, index) => ({ ...step, mounted: index < 2, submitted: index < 1 }));
    const full = { ...state, subscription: { ...state.subscription, step: 2, steps } };
    const compact = compactJourneyState(full) as { subscription: { steps: string[] } };
    expect(compact.subscription.steps.slice(0, 4)).toEqual(["etape1ms", "etape2m", "etape3", "etape4"]);
    expect(readJourneyState(expandJourneyState(compact))).toEqual(full);
  });

  it("leaves out the fields at their schema default and reads them back, and keeps every other value", () => {
    const state = emptyJourneyState();
    const compact = compactJourneyState(state) as Record<string, unknown> & { subscription: Record<string, unknown> };
    for (const field of ["clientId", "signature"]) expect(compact).not.toHaveProperty(field);
    for (const field of ["topScrollOffset", "cro", "isEnded", "sibpSteps", "lastNextStep"]) expect(compact.subscription).not.toHaveProperty(field);
    expect(readJourneyState(expandJourneyState(compact))).toEqual(state);
    expect(JSON.stringify(compact).length).toBeLessThan(JSON.stringify(state).length - 120);

    const counter: JourneyState = {
      ...state,
      clientId: "CL-1",
      signature: { method: "PAPER", signed: false },
      subscription: { ...state.subscription, topScrollOffset: 120, cro: "CRO-7", isEnded: true, sibpSteps: ["home", "offers"], lastNextStep: 3 },
    };
    const kept = compactJourneyState(counter) as Record<string, unknown> & { subscription: Record<string, unknown> };
    expect(kept).toMatchObject({ clientId: "CL-1", signature: { method: "PAPER", signed: false } });
    expect(kept.subscription).toMatchObject({ topScrollOffset: 120, cro: "CRO-7", isEnded: true, sibpSteps: ["home", "offers"], lastNextStep: 3 });
    expect(readJourneyState(expandJourneyState(kept))).toEqual(counter);
    // A signature asked but not yet given differs from the default in one field: kept whole.
    const asked = { ...state, signature: { method: "ELECTRONIC" as const, signed: false } };
    expect(readJourneyState(expandJourneyState(compactJourneyState(asked)))).toEqual(asked);
  });

  it("still reads the full form and ignores an unknown step", () => {
    const state = emptyJourneyState();
    expect(readJourneyState(expandJourneyState(state))).toEqual(state);
    expect(readJourneyState(expandJourneyState({ ...state, subscription: { ...state.subscription, steps: ["etape9x"] } }))).toEqual(
      emptyJourneyState(),
    );
  });
});
