import { describe, expect, it } from "vitest";
import { chargesOf, visitAdditionCents } from "~/kernel/money/price-table";

describe("what a postman visit adds to remote assistance, from the plans", () => {
  const plans = { TAS: { price: 2990, taxes: 498 }, "1J": { price: 4390, taxes: 732 }, "2J": { price: 5690, taxes: 948 } };
  it("is the plan with the visits less remote assistance alone: 43,90 € − 29,90 € = 14 € for one visit a week", () => {
    expect(visitAdditionCents(plans)).toBe(1400);
    expect(visitAdditionCents(plans, 2)).toBe(2700);
  });
  it("cannot be said without both plans", () => {
    expect(visitAdditionCents({ TAS: plans.TAS })).toBeNull();
    expect(visitAdditionCents({ "1J": plans["1J"] })).toBeNull();
    expect(visitAdditionCents(plans, 3)).toBeNull();
  });
});

describe("the charges of an offer, by kind", () => {
  it("puts the options of the month apart from the one-off charges, an option that is a fee counted once at the fee's price", () => {
    expect(
      chargesOf({
        options: { FALL_DETECTOR_BRACELET: 700, INSTALL_ASSIST: 4800, MATERIAL_SENDING: 990, POSTMAN_VISIT_TA: 1290 },
        fees: { install_assist: 4900, sending: 990 },
      }),
    ).toEqual({
      monthly: [{ code: "FALL_DETECTOR_BRACELET", cents: 700 }],
      oneOff: [
        { code: "install_assist", cents: 4900 },
        { code: "sending", cents: 990 },
      ],
    });
  });
  it("keeps an included option (0 €) and leaves out codes it has no words for", () => {
    expect(chargesOf({ options: { ALARM_BUTTON: 0, MYSTERY: 5 }, fees: { install: 3900, mystery: 1 } })).toEqual({
      monthly: [{ code: "ALARM_BUTTON", cents: 0 }],
      oneOff: [{ code: "install", cents: 3900 }],
    });
  });
});
