import { describe, expect, it } from "vitest";
import {
  codeToRetry,
  discountReducer,
  initialDiscountState,
  isCompatibleWithOffer,
  offerTypeOf,
  parseDiscountState,
  precheckDiscountCode,
  type DiscountAction,
  type DiscountOffer,
  type DiscountState,
} from "~/kernel/money/discount/index";
import { offer, reference, visitsOnly, type DemoCode } from "./fixtures";

function run(state: DiscountState, ...actions: DiscountAction[]) {
  return actions.reduce((transition, action) => discountReducer(transition.state, action), {
    state,
    events: [],
    error: null,
    listChanged: false,
  } as ReturnType<typeof discountReducer>);
}

/** What the route does on a change of services: check every applied and cached code against the new offer. */
function offerChanged(state: DiscountState, next: DiscountOffer): DiscountAction {
  const codes = [...state.applied, ...state.cache.map((entry) => entry.code)] as DemoCode[];
  const compatibility = Object.fromEntries(codes.map((code) => [code, isCompatibleWithOffer(reference(code), next)]));
  return { type: "offerChanged", offerType: offerTypeOf(next), compatibility };
}

describe("discount state (SPEC 4)", () => {
  it("applies a checked code: listed, last applied, to be saved with the contract", () => {
    const result = run(initialDiscountState, { type: "applied", code: "BIENVENUE10", offerType: "formule_essentielle" });
    expect(result.state).toMatchObject({ applied: ["BIENVENUE10"], lastApplied: "BIENVENUE10", offerType: "formule_essentielle" });
    expect(result.events).toEqual([{ type: "applied", code: "BIENVENUE10" }]);
    expect(result.listChanged).toBe(true);
  });

  it("ERR_ALREADY_APPLIED when the code is already applied, whatever its case", () => {
    const { state } = run(initialDiscountState, { type: "applied", code: "BIENVENUE10", offerType: "formule_essentielle" });
    expect(precheckDiscountCode(state, " bienvenue10")).toEqual({ ok: false, error: "ERR_ALREADY_APPLIED" });
    const again = discountReducer(state, { type: "applied", code: "BIENVENUE10", offerType: "formule_essentielle" });
    expect(again).toMatchObject({ state, error: "ERR_ALREADY_APPLIED", listChanged: false, events: [] });
  });

  it("a failed check remembers the code as last tried in error", () => {
    const result = run(initialDiscountState, { type: "failed", code: "EXPIRE2022", error: "ERR_DATES_VALIDITY" });
    expect(result.state.lastError).toBe("EXPIRE2022");
    expect(result.events).toEqual([{ type: "failed", code: "EXPIRE2022", error: "ERR_DATES_VALIDITY" }]);
    expect(codeToRetry(result.state)).toEqual({ ok: true, code: "EXPIRE2022" });
  });

  it("ERR_NO_PREVIOUS when retrying with no earlier failed code", () => {
    expect(codeToRetry(initialDiscountState)).toEqual({ ok: false, error: "ERR_NO_PREVIOUS" });
  });

  it("a malformed code is never kept in the state", () => {
    const { state } = run(initialDiscountState, { type: "failed", code: "<script>", error: "ERR_INVALID_FORMAT" });
    expect(state.lastError).toBeNull();
  });

  it("applying the code last tried in error clears it", () => {
    const { state } = run(
      initialDiscountState,
      { type: "failed", code: "VISITES", error: "ERR_NOT_FOUND" },
      { type: "applied", code: "VISITES", offerType: "visite_facteur" },
    );
    expect(state.lastError).toBeNull();
  });

  it("a code that works clears the one last tried in error: no retry is offered after a success", () => {
    const { state } = run(
      initialDiscountState,
      { type: "failed", code: "EXPIRE2022", error: "ERR_DATES_VALIDITY" },
      { type: "applied", code: "BIENVENUE10", offerType: "visite_facteur" },
    );
    expect(state.lastError).toBeNull();
    expect(codeToRetry(state)).toEqual({ ok: false, error: "ERR_NO_PREVIOUS" });
  });

  it("the person removes a code: removed from the list, to be saved", () => {
    const result = run(
      initialDiscountState,
      { type: "applied", code: "BIENVENUE10", offerType: "formule_essentielle" },
      { type: "applied", code: "MOINS5", offerType: "formule_essentielle" },
      { type: "removed", code: "moins5" },
    );
    expect(result.state).toMatchObject({ applied: ["BIENVENUE10"], lastApplied: "BIENVENUE10" });
    expect(result.events).toEqual([{ type: "removed", code: "MOINS5" }]);
    expect(result.listChanged).toBe(true);
    expect(discountReducer(result.state, { type: "removed", code: "UNKNOWN" }).listChanged).toBe(false);
  });

  it("following the offer: a code made incompatible by a change of services is removed, remembered with the offer type, and re-added when compatible again", () => {
    const visits = visitsOnly(2);
    const withLandline = offer({ visitsPerWeek: 2, remoteAssistanceType: "LANDLINE" });
    const applied = run(initialDiscountState, { type: "applied", code: "VISITES", offerType: offerTypeOf(visits) });

    const removed = discountReducer(applied.state, offerChanged(applied.state, withLandline));
    expect(removed.state).toMatchObject({
      applied: [],
      cache: [{ code: "VISITES", offerType: "visite_facteur" }],
      lastApplied: null,
      offerType: "formule_essentielle",
    });
    expect(removed.events).toEqual([{ type: "removedByOfferChange", code: "VISITES", offerType: "visite_facteur" }]);
    expect(removed.listChanged).toBe(true);

    const still = discountReducer(removed.state, offerChanged(removed.state, offer({ visitsPerWeek: 3 })));
    expect(still.events).toEqual([]);
    expect(still.state.cache).toEqual([{ code: "VISITES", offerType: "visite_facteur" }]);

    const reAdded = discountReducer(still.state, offerChanged(still.state, visits));
    expect(reAdded.state).toMatchObject({ applied: ["VISITES"], cache: [], lastApplied: "VISITES", offerType: "visite_facteur" });
    expect(reAdded.events).toEqual([{ type: "reAdded", code: "VISITES", offerType: "visite_facteur" }]);
    expect(reAdded.listChanged).toBe(true);
  });

  it("following the offer keeps compatible codes and those it could not check", () => {
    const { state } = run(
      initialDiscountState,
      { type: "applied", code: "BIENVENUE10", offerType: "formule_essentielle" },
      { type: "applied", code: "MOINS5", offerType: "formule_essentielle" },
    );
    const result = discountReducer(state, { type: "offerChanged", offerType: "formule_simplicite", compatibility: { BIENVENUE10: true } });
    expect(result.state.applied).toEqual(["BIENVENUE10", "MOINS5"]);
    expect(result.events).toEqual([]);
    expect(result.listChanged).toBe(false);
  });

  it("applying a remembered code by hand takes it out of the cache", () => {
    const cached: DiscountState = { ...initialDiscountState, cache: [{ code: "VISITES", offerType: "visite_facteur" }] };
    const { state } = run(cached, { type: "applied", code: "VISITES", offerType: "visite_facteur" });
    expect(state.cache).toEqual([]);
  });

  it("restores the list saved with the contract", () => {
    const result = run(initialDiscountState, { type: "restored", codes: ["bienvenue10", "BIENVENUE10", "bad code"], offerType: "formule_essentielle" });
    expect(result.state).toMatchObject({ applied: ["BIENVENUE10"], lastApplied: "BIENVENUE10" });
    expect(result.listChanged).toBe(false);
  });

  it("is cleared on reset", () => {
    const { state } = run(initialDiscountState, { type: "applied", code: "BIENVENUE10", offerType: "formule_essentielle" });
    const reset = discountReducer(state, { type: "reset" });
    expect(reset.state).toEqual(initialDiscountState);
    expect(reset.listChanged).toBe(true);
  });

  it("refuses more than 10 codes with ERR_TOO_MANY", () => {
    const full: DiscountState = { ...initialDiscountState, applied: Array.from({ length: 10 }, (_, index) => `CODE${index}`) };
    expect(precheckDiscountCode(full, "BIENVENUE10")).toEqual({ ok: false, error: "ERR_TOO_MANY" });
  });

  it("is small and serialisable: it survives a JSON round trip, and a tampered value gives the initial state", () => {
    const { state } = run(
      initialDiscountState,
      { type: "applied", code: "VISITES", offerType: "visite_facteur" },
      { type: "offerChanged", offerType: "formule_essentielle", compatibility: { VISITES: false } },
      { type: "failed", code: "EXPIRE2022", error: "ERR_DATES_VALIDITY" },
    );
    const json = JSON.stringify(state);
    expect(parseDiscountState(JSON.parse(json))).toEqual(state);
    expect(json.length).toBeLessThan(200);
    expect(parseDiscountState({ applied: ["<script>"] })).toEqual(initialDiscountState);
    expect(parseDiscountState(undefined)).toEqual(initialDiscountState);
  });
});
