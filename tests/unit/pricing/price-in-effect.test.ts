import { describe, expect, it } from "vitest";
import { pricesFrom, versionPricedOn } from "~/kernel/money/price-in-effect";

/** Decision 100: an avenant recorded on 17 March takes effect on 1 April; March is billed at the old price. */
const v30 = { version: 30, dateModification: "2026-01-10T09:00:00.000Z", price: "82,60 €" };
const v31 = { version: 31, dateModification: "2027-03-17T10:00:00.000Z", priceEffectiveDate: "2027-04-01", price: "99,50 €" };
// A later version (a suspension, recorded before the avenant takes effect) keeps the avenant's date.
const v32 = { version: 32, dateModification: "2027-03-20T10:00:00.000Z", priceEffectiveDate: "2027-04-01", price: "99,50 €" };

describe("versionPricedOn", () => {
  it("bills the month in progress at the previous version's price, and the new price from the effective date", () => {
    expect(versionPricedOn([v30, v31, v32], "2027-03-05")?.version).toBe(30);
    expect(versionPricedOn([v30, v31, v32], "2027-03-31")?.version).toBe(30);
    expect(versionPricedOn([v30, v31, v32], "2027-04-01")?.version).toBe(32);
  });

  it("without an effective date, a version's price applies from the day it was recorded; in any order; before any, the oldest", () => {
    const v33 = { version: 33, dateModification: "2027-05-02T08:00:00.000Z", priceEffectiveDate: null, price: "70 €" };
    expect(versionPricedOn([v33, v31, v30], "2027-05-01")?.version).toBe(31);
    expect(versionPricedOn([v33, v31, v30], "2027-05-02")?.version).toBe(33);
    expect(versionPricedOn([v31, v30], "2025-01-01")?.version).toBe(30);
    expect(versionPricedOn([], "2027-01-01")).toBeUndefined();
  });
});

describe("pricesFrom", () => {
  it("before the avenant takes effect: this month's price is the previous version's, the new one applies from 1 April", () => {
    expect(pricesFrom([v30, v31, v32], "2027-03-20")).toEqual({ current: v30, next: { from: "2027-04-01", version: v32 } });
    expect(pricesFrom([v32, v30, v31], "2027-03-31").next).toEqual({ from: "2027-04-01", version: v32 });
  });

  it("no new price to come: once the avenant is in effect, or without one", () => {
    expect(pricesFrom([v30, v31, v32], "2027-04-01")).toEqual({ current: v32, next: null });
    expect(pricesFrom([v30], "2026-06-01")).toEqual({ current: v30, next: null });
    expect(pricesFrom([], "2027-01-01")).toEqual({ current: undefined, next: null });
  });

  it("a version recorded later than the day with no price of its own to come is no new price (the oldest, before any)", () => {
    expect(pricesFrom([v30], "2025-01-01")).toEqual({ current: v30, next: null });
  });
});
