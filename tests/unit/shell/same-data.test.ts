import { describe, expect, it } from "vitest";
import { sameData } from "~/features/journey/rules/same-data";

/** sameData (app/features/journey/rules/same-data.ts): plain data compared as JSON would write it, key order aside. */
describe("sameData", () => {
  it("says equal what JSON writes the same, whatever the keys' order", () => {
    const state = { clientId: null, subscription: { steps: [{ name: "BENEFICIARY", mounted: true }], isEnded: false }, signature: { method: null, signed: false } };
    expect(sameData(state, structuredClone(state))).toBe(true);
    expect(sameData({ a: 1, b: [1, "x", null] }, { b: [1, "x", null], a: 1 })).toBe(true);
    expect(sameData({ a: 1, gone: undefined }, { a: 1 })).toBe(true);
    expect(sameData({ a: 1 }, { a: 1, gone: undefined })).toBe(true);
    expect(sameData([], [])).toBe(true);
    expect(sameData(0, 0)).toBe(true);
  });

  it("says different any change of a value, a key, an item or a type", () => {
    const base = { subscription: { steps: [{ name: "BENEFICIARY", mounted: true }] }, clientId: null };
    expect(sameData(base, { ...base, clientId: "c1" })).toBe(false);
    expect(sameData(base, { subscription: { steps: [{ name: "BENEFICIARY", mounted: false }] }, clientId: null })).toBe(false);
    expect(sameData(base, { subscription: { steps: [] }, clientId: null })).toBe(false);
    expect(sameData({ a: 1 }, { a: 1, b: null })).toBe(false);
    expect(sameData({ a: 1, b: null }, { a: 1 })).toBe(false);
    expect(sameData({ a: null }, { a: undefined })).toBe(false);
    expect(sameData([1, 2], [2, 1])).toBe(false);
    expect(sameData([], {})).toBe(false);
    expect(sameData({}, [])).toBe(false);
    expect(sameData({ 0: "x" }, ["x"])).toBe(false);
    expect(sameData(0, "0")).toBe(false);
    expect(sameData(null, {})).toBe(false);
    expect(sameData(false, 0)).toBe(false);
  });
});
