import { describe, expect, it } from "vitest";
import { appliedDiscountSchema, type AppliedDiscount } from "~/kernel/money/discount/schemas";
import { contractPrice, priceFromMonth, priceInMonth, regularPrice, type OfferPrices, type PriceChoice } from "~/kernel/money/contract-price";
import { priceStatement, sayPriceStatement, vatBreakdown } from "~/kernel/money/statement";
import { amountOf, scaleParts } from "~/kernel/money/vat";
import { formatEuros } from "~/kernel/money/money";
import { getT } from "~/kernel/i18n/i18next.server";
import { seedDiscounts } from "../../../server/sandbox/seed/discounts";

/**
 * The one rule of a contract's money (decision 060), with the spec's own examples (SPEC 9: 8260
 * with 1128 VAT, 9950 with 1658) and further figures with promo codes.
 */

/** The landline offer of the price service (docs/upstream-api.md 2), as the grid reads it. */
const LANDLINE: OfferPrices = {
  plans: {
    TAS: { price: 2990, taxes: 498 },
    "2J": { price: 5690, taxes: 948 },
    "4J": { price: 8260, taxes: 1128, vat: [{ rate: 20, priceWithTaxes: 4978 }, { rate: 10, priceWithTaxes: 3282 }] },
    "5J": { price: 9950, taxes: 1658, vat: [{ rate: 20, priceWithTaxes: 9950 }] },
  },
  options: { ALARM_BUTTON: 0, FALL_DETECTOR_BRACELET: 700, POSTMAN_VISIT_TA: 1290 },
  fees: { install: 3900 },
  rates: { FALL_DETECTOR_BRACELET: 20, install: 20 },
};
const SIM: OfferPrices = {
  plans: { TAS: { price: 3290, taxes: 548 } },
  options: { FALL_DETECTOR_BRACELET: 700, INSTALL_ASSIST: 4900, MATERIAL_SENDING: 990 },
  fees: { install_assist: 4900, sending: 990 },
};

const landline = (formula: string, ...options: string[]): PriceChoice => ({ remoteAssistanceType: "LANDLINE", formula, options: ["ALARM_BUTTON", ...options] });

function code(name: "BIENVENUE10" | "MOINS5" | "PREMIERMOIS" | "TRIMESTRE"): AppliedDiscount {
  const definition = seedDiscounts()[name]!;
  const conf = definition.discountReferentialFormulaConfList[0]!;
  return appliedDiscountSchema.parse({ ...definition, conf: { ...definition.conf, installationCostHandled: conf.installationCostHandled, materialSendingCostHandled: conf.materialSendingCostHandled } });
}

const said = (price: NonNullable<ReturnType<typeof contractPrice>>) =>
  sayPriceStatement(priceStatement(price), (key, values) => getT("fr")(key, values).replace(/\u00a0/g, " "));

describe("the monthly price: the plan and the monthly options, as priced by the offer", () => {
  it("prices landline with 4 visits at 82,60 € with 11,28 € VAT, by rate (SPEC 9)", () => {
    const price = contractPrice(landline("4J"), LANDLINE)!;
    expect(price.list).toEqual({
      ttcPriceInCents: 8260,
      htPriceInCents: 7132,
      tvaAmountInCents: 1128,
      vat: [
        { rate: 20, htPriceInCents: 4148, tvaAmountInCents: 830 },
        { rate: 10, htPriceInCents: 2984, tvaAmountInCents: 298 },
      ],
    });
    expect(said(price).vat).toBe("TVA incluse dans 82,60 € : 20 %, soit 8,30 € et 10 %, soit 2,98 €");
  });

  it("prices 5 visits at 99,50 € with 16,58 € VAT at 20 % (SPEC 9)", () => {
    const price = contractPrice(landline("5J"), LANDLINE)!;
    expect(price.list).toMatchObject({ ttcPriceInCents: 9950, tvaAmountInCents: 1658, vat: [{ rate: 20, htPriceInCents: 8292, tvaAmountInCents: 1658 }] });
    expect(said(price).vat).toBe("TVA incluse dans 99,50 € : 20 %, soit 16,58 €");
  });

  it("does not add the 12,90 € visit option on top of the bundle's plan: landline, 2 days, detector is 63,90 €, not 76,80 €", () => {
    const withDetector = contractPrice(landline("2J", "FALL_DETECTOR_BRACELET", "POSTMAN_VISIT_TA"), LANDLINE)!;
    expect(withDetector.list.ttcPriceInCents).toBe(6390);
    expect(withDetector.lines).toEqual([
      { code: "PLAN", ttcPriceInCents: 5690 },
      { code: "FALL_DETECTOR_BRACELET", ttcPriceInCents: 700 },
    ]);
    expect(contractPrice(landline("2J", "POSTMAN_VISIT_TA"), LANDLINE)!.list.ttcPriceInCents).toBe(5690);
  });

  it("charges SIM installation assistance and material sending once, as the fee, not each month", () => {
    const assisted = contractPrice({ remoteAssistanceType: "SIM_3G4G", formula: "TAS", options: ["ALARM_BUTTON", "INSTALL_ASSIST"] }, SIM)!;
    expect(assisted.list.ttcPriceInCents).toBe(3290);
    expect(assisted.fee).toMatchObject({ type: "install_assist", ttcPriceInCents: 4900 });
    const sent = contractPrice({ remoteAssistanceType: "SIM_3G4G", formula: "TAS", options: ["ALARM_BUTTON", "MATERIAL_SENDING"] }, SIM)!;
    expect(sent.fee).toMatchObject({ type: "sending", ttcPriceInCents: 990 });
  });

  it("has no price for a formula the offer lacks", () => {
    expect(contractPrice(landline("6J"), LANDLINE)).toBeNull();
    expect(contractPrice(landline("4J"), undefined)).toBeNull();
  });
});

describe("the one-off fee, with the first debit", () => {
  it("takes the 39 € installation with the first month", () => {
    const price = contractPrice(landline("2J", "FALL_DETECTOR_BRACELET"), LANDLINE)!;
    expect(price.firstDebit.ttcPriceInCents).toBe(6390 + 3900);
    expect(said(price)).toMatchObject({
      monthly: "63,90 € par mois",
      fee: "Frais d'envoi et d'installation : 39 €, une seule fois, avec le premier prélèvement",
      firstDebit: "Premier prélèvement : 102,90 €, dont 39 € de frais d'envoi et d'installation",
    });
  });

  it("visits alone have no fee", () => {
    const visits = contractPrice({ remoteAssistanceType: "NA", formula: "2JSTA", options: [] }, { plans: { "2JSTA": { price: 3990, taxes: 665 } }, options: {}, fees: {} })!;
    expect(visits.fee).toBeNull();
    expect(said(visits)).toMatchObject({ fee: null, firstDebit: "Premier prélèvement : 39,90 €" });
  });
});

describe("promo codes: a time-limited discount as 'X € for N months, then Y €', a first-invoice one as the first debit", () => {
  it("TRIMESTRE + MOINS5: 46,12 € for 3 months, then 58,90 €", () => {
    const price = contractPrice(landline("2J", "FALL_DETECTOR_BRACELET"), LANDLINE, [code("TRIMESTRE"), code("MOINS5")])!;
    expect(price.periods.map(({ fromMonth, untilMonth, ttcPriceInCents }) => [fromMonth, untilMonth, ttcPriceInCents])).toEqual([
      [1, 3, 4612],
      [4, null, 5890],
    ]);
    expect(said(price)).toMatchObject({
      monthly: "46,12 € par mois pendant 3 mois, puis 58,90 € par mois au lieu de 63,90 €",
      fee: "Frais d'envoi et d'installation : offerts (au lieu de 39 €)",
      firstDebit: "Premier prélèvement : 46,12 €, frais d'envoi et d'installation offerts",
    });
    expect(regularPrice(price).ttcPriceInCents).toBe(5890);
  });

  it("PREMIERMOIS + MOINS5: the first month free is the first debit, never a monthly price of 0 €", () => {
    const price = contractPrice(landline("2J"), LANDLINE, [code("PREMIERMOIS"), code("MOINS5")])!;
    expect(said(price)).toMatchObject({
      monthly: "0 € le 1er mois, puis 51,90 € par mois au lieu de 56,90 €",
      firstDebit: "Premier prélèvement : 0 €, frais d'envoi et d'installation offerts",
    });
    expect(priceInMonth(price, 1).ttcPriceInCents).toBe(0);
    expect(priceInMonth(price, 2).ttcPriceInCents).toBe(5190);
  });

  it("MOINS5 leaves the fee to pay; BIENVENUE10 takes 10 % off for ever", () => {
    expect(said(contractPrice(landline("2J"), LANDLINE, [code("MOINS5")])!).firstDebit).toBe("Premier prélèvement : 90,90 €, dont 39 € de frais d'envoi et d'installation");
    expect(said(contractPrice(landline("4J"), LANDLINE, [code("BIENVENUE10")])!).monthly).toBe("74,34 € par mois au lieu de 82,60 €");
  });

  it("keeps VAT by rate through a discount: each rate takes its share, and the shares add up", () => {
    const price = contractPrice(landline("4J"), LANDLINE, [code("BIENVENUE10")])!;
    const [period] = price.periods;
    expect(period!.vat.map((line) => line.rate)).toEqual([20, 10]);
    expect(period!.htPriceInCents + period!.tvaAmountInCents).toBe(7434);
    expect(scaleParts([{ rate: 20, priceWithTaxes: 4978 }, { rate: 10, priceWithTaxes: 3282 }], 7434).reduce((sum, part) => sum + part.priceWithTaxes, 0)).toBe(7434);
  });

  it("states the schedule left once months are behind (the dashboard, an avenant)", () => {
    const price = contractPrice(landline("2J", "FALL_DETECTOR_BRACELET"), LANDLINE, [code("TRIMESTRE"), code("MOINS5")])!;
    expect(said(priceFromMonth(price, 3)).monthly).toBe("46,12 € par mois pendant 1 mois, puis 58,90 € par mois au lieu de 63,90 €");
    expect(said(priceFromMonth(price, 4)).monthly).toBe("58,90 € par mois au lieu de 63,90 €");
  });
});

describe("an invoice's VAT, by rate, with the amounts without VAT", () => {
  it("82,60 € + the 39 € fee: 20 % on 73,98 € and 10 % on 29,84 €", () => {
    const price = contractPrice(landline("4J"), LANDLINE)!;
    const t = (key: string, values?: Record<string, string | number>) => getT("fr")(key, values).replace(/\u00a0/g, " ");
    expect(vatBreakdown(price.firstDebit).map((line) => t(line.key, line.values))).toEqual(["TVA 20 % : 14,80 € sur 73,98 € HT", "TVA 10 % : 2,98 € sur 29,84 € HT"]);
    expect(amountOf([]).ttcPriceInCents).toBe(0);
  });
});

describe("amounts in French (SPEC 9)", () => {
  it("groups thousands: 1 058,80 €", () => {
    expect(formatEuros(105880)).toBe("1\u00a0058,80\u00a0€");
    expect(formatEuros(12345600)).toBe("123\u00a0456\u00a0€");
    expect(formatEuros(8260)).toBe("82,60\u00a0€");
  });
});

describe("the public price grid states the same figures as the rule", () => {
  it("each formula's row is the price of that formula alone, each fee the fee a choice pays", async () => {
    const { filterOffers, priceGrid } = await import("~/kernel/contract/offers");
    const { priceTables } = await import("~/kernel/money/price-table");
    const { seedOffers } = await import("../../../server/sandbox/seed/offers");
    const now = new Date();
    for (const level of ["STANDARD", "PREMIUM"] as const) {
      const grid = priceGrid(filterOffers(seedOffers("LPFR", now), { system: "LPFR", type: level, country: "FRANCE" }, now));
      for (const table of priceTables(grid)) {
        for (const row of table.rows) {
          const formula = row.visitsPerWeek === 0 ? "TAS" : `${row.visitsPerWeek}J${row.remoteAssistance ? "" : "STA"}`;
          const price = contractPrice({ remoteAssistanceType: table.kind, formula, options: [] }, grid[table.kind])!;
          expect(row.monthlyCents, `${level} ${table.kind} ${formula}`).toBe(price.list.ttcPriceInCents);
        }
        for (const fee of table.oneOff) {
          const options = fee.code === "install_assist" ? ["INSTALL_ASSIST"] : fee.code === "sending" && table.kind === "SIM_3G4G" ? ["MATERIAL_SENDING"] : [];
          const price = contractPrice({ remoteAssistanceType: table.kind, formula: "TAS", options }, grid[table.kind])!;
          expect(price.fee, `${level} ${table.kind} ${fee.code}`).toMatchObject({ type: fee.code, ttcPriceInCents: fee.cents });
          // a one-off charge is never in the month's price
          expect(contractPrice({ remoteAssistanceType: table.kind, formula: "TAS", options }, grid[table.kind])!.list.ttcPriceInCents).toBe(grid[table.kind]!.plans.TAS!.price);
        }
        for (const option of table.monthly) {
          const price = contractPrice({ remoteAssistanceType: table.kind, formula: "TAS", options: [option.code] }, grid[table.kind])!;
          expect(price.list.ttcPriceInCents, `${level} ${table.kind} ${option.code}`).toBe(grid[table.kind]!.plans.TAS!.price + option.cents);
        }
        if (table.visitAdditionCents !== null) {
          // what a visit adds is what a choice with one visit pays more than remote assistance alone, the visit option ticked
          const alone = contractPrice({ remoteAssistanceType: table.kind, formula: "TAS", options: [] }, grid[table.kind])!;
          const withVisit = contractPrice({ remoteAssistanceType: table.kind, formula: "1J", options: ["POSTMAN_VISIT_TA"] }, grid[table.kind])!;
          expect(withVisit.list.ttcPriceInCents - alone.list.ttcPriceInCents).toBe(table.visitAdditionCents);
        }
      }
    }
  });
});
