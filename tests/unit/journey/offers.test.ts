import { describe, expect, it } from "vitest";
import { filterOffers, isOfferKept, premiumExtra, priceGrid, servicesPrice, type Offer } from "~/kernel/contract/offers";
import { servicesFromChoice } from "~/kernel/contract/services";

const now = new Date("2026-11-21T10:00:00Z");
const criteria = { system: "LPFR" as const, type: "STANDARD" as const, country: "FRANCE" };

const landline: Offer = {
  system: "LPFR",
  serviceLevel: "STANDARD",
  zoneType: "FRANCE",
  paymentType: "SEPA",
  start: "2024-01-01T00:00:00.000Z",
  remoteAssistance: true,
  remoteAssistanceType: "LANDLINE",
  triggerType: "MED",
  planList: [
    { formulaName: "TAS", priceWithTaxes: 2990, taxesAmount: 498 },
    { formulaName: "4J", priceWithTaxes: 8260, taxesAmount: 1128 },
    { formulaName: "5J", priceWithTaxes: 9950, taxesAmount: 1658 },
  ],
  optionList: [
    { code: "ALARM_BUTTON", priceWithTaxes: 0 },
    { code: "FALL_DETECTOR_BRACELET", priceWithTaxes: 700 },
  ],
  feeList: [{ code: "INSTALLATION", type: "install", priceWithTaxes: 3900 }],
};

describe("offer filtering (SPEC 5)", () => {
  it("keeps an offer matching system, type, country and SEPA, started and not ended", () => {
    expect(isOfferKept(landline, criteria, now)).toBe(true);
  });
  it("drops another system", () => expect(isOfferKept({ ...landline, system: "SIBP" }, criteria, now)).toBe(false));
  it("drops another service level", () => expect(isOfferKept({ ...landline, serviceLevel: "PREMIUM" }, criteria, now)).toBe(false));
  it("drops another zone", () => expect(isOfferKept({ ...landline, zoneType: "BELGIQUE" }, criteria, now)).toBe(false));
  it("drops a payment other than SEPA", () => expect(isOfferKept({ ...landline, paymentType: "CB" }, criteria, now)).toBe(false));
  it("drops an offer starting in the future", () => {
    expect(isOfferKept({ ...landline, start: "2026-11-22T00:00:00Z" }, criteria, now)).toBe(false);
  });
  it("keeps an offer without start", () => expect(isOfferKept({ ...landline, start: undefined }, criteria, now)).toBe(true));
  it("drops an offer ending before the end of that day", () => {
    expect(isOfferKept({ ...landline, end: "2026-11-21T18:00:00Z" }, criteria, now)).toBe(false);
    expect(isOfferKept({ ...landline, end: "2023-12-31T23:59:59Z" }, criteria, now)).toBe(false);
  });
  it("keeps an offer ending at the end of that day or later", () => {
    expect(isOfferKept({ ...landline, end: "2026-11-21T23:59:59.999Z" }, criteria, now)).toBe(true);
    expect(isOfferKept({ ...landline, end: "2099-12-31T23:59:59Z" }, criteria, now)).toBe(true);
  });
  it("takes the end of that day on French time (Europe/Paris), not UTC", () => {
    const noon = new Date("2024-06-10T12:00:00Z");
    // 21:59:59.999 UTC is the last instant of 10 June in Paris (summer time, UTC+2).
    expect(isOfferKept({ ...landline, end: "2024-06-10T21:59:59.999Z" }, criteria, noon)).toBe(true);
    expect(isOfferKept({ ...landline, end: "2024-06-10T21:59:59.998Z" }, criteria, noon)).toBe(false);
    // Late evening UTC is already the next day in Paris: that day's end is what counts.
    const lateEvening = new Date("2024-06-10T22:30:00Z");
    expect(isOfferKept({ ...landline, end: "2024-06-10T23:59:59.999Z" }, criteria, lateEvening)).toBe(false);
    // Winter time (UTC+1).
    expect(isOfferKept({ ...landline, end: "2024-01-15T22:59:59.999Z" }, criteria, new Date("2024-01-15T09:00:00Z"))).toBe(true);
  });
  it("filters a list", () => {
    expect(filterOffers([landline, { ...landline, paymentType: "CB" }], criteria, now)).toEqual([landline]);
  });
});

describe("price of a choice", () => {
  const grid = priceGrid([landline]);
  it("prices 4 visits with landline at 8260 with 1128 VAT, and the installation as the fee", () => {
    const price = servicesPrice(
      servicesFromChoice({
        type: "STANDARD",
        visitDays: ["MONDAY", "TUESDAY", "WEDNESDAY", "THURSDAY"],
        remote: "LANDLINE",
        fallDetector: false,
        geofencing: false,
        simInstallation: null,
      }),
      grid,
    );
    expect(price).toMatchObject({ formula: "4J", list: { ttcPriceInCents: 8260 }, fee: { type: "install", ttcPriceInCents: 3900 } });
  });
  it("adds the fall-detector bracelet option", () => {
    const price = servicesPrice(
      servicesFromChoice({ type: "STANDARD", visitDays: [], remote: "LANDLINE", fallDetector: true, geofencing: false, simInstallation: null }),
      grid,
    );
    expect(price?.list.ttcPriceInCents).toBe(2990 + 700);
  });
  it("has no price when no offer covers the choice", () => {
    expect(
      servicesPrice(
        servicesFromChoice({ type: "STANDARD", visitDays: [], remote: "MOBILE", fallDetector: false, geofencing: false, simInstallation: null }),
        grid,
      ),
    ).toBeNull();
  });
});

describe("what Premium costs more than Standard", () => {
  const premiumOf = (offer: Offer, extra: (formula: string) => number): Offer => ({
    ...offer,
    serviceLevel: "PREMIUM",
    triggerType: "DDC",
    planList: offer.planList.map((plan) => ({ ...plan, priceWithTaxes: plan.priceWithTaxes + extra(plan.formulaName) })),
  });

  it("is the difference of the plans both levels price, from the offers", () => {
    expect(premiumExtra(priceGrid([landline]), priceGrid([premiumOf(landline, () => 1000)]))).toEqual({ min: 1000, max: 1000 });
    expect(premiumExtra(priceGrid([landline]), priceGrid([premiumOf(landline, (formula) => (formula === "TAS" ? 500 : 1200))]))).toEqual({ min: 500, max: 1200 });
  });

  it("is unknown without both grids", () => {
    expect(premiumExtra(priceGrid([landline]), null)).toBeNull();
    expect(premiumExtra(null, priceGrid([landline]))).toBeNull();
  });
});
