import { describe, expect, it } from "vitest";
import { emptyJourneyState, ensureCart, newCartId, readJourneyState, resetJourney, resetVsmp } from "~/domain/journey/state";

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
