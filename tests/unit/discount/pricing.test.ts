import { describe, expect, it } from "vitest";
import { feeWaiverLabel } from "~/kernel/money/discount/pricing";
import { applyDiscounts, discountKind, discountLabel, type DiscountMessage } from "~/kernel/money/discount/index";
import { getT } from "~/kernel/i18n/i18next.server";
import { applied } from "./fixtures";

const fr = (message: DiscountMessage | null) => (message ? getT("fr")(`discount:${message.key}`, message.values) : null);
const en = (message: DiscountMessage | null) => (message ? getT("en")(`discount:${message.key}`, message.values) : null);
/** Spaces as the page shows them: non-breaking before € and %. */
const text = (value: string) => value.replace(/ (€|%)/g, "\u00a0$1");

describe("discount kinds (SPEC 5)", () => {
  it("percent offer: FOREVER with non-zero percentOff (BIENVENUE10)", () => {
    expect(discountKind(applied("BIENVENUE10"))).toBe("percent");
    expect(fr(discountLabel(applied("BIENVENUE10")))).toBe(text("-10 % sans limite de durée"));
  });

  it("amount offer: FOREVER with non-zero amount (MOINS5, 500 cents)", () => {
    expect(discountKind(applied("MOINS5"))).toBe("amount");
    expect(fr(discountLabel(applied("MOINS5")))).toBe(text("-5 € par mois"));
  });

  it("first-invoice discount: MULTI_MONTH with duration 1 (PREMIERMOIS)", () => {
    expect(discountKind(applied("PREMIERMOIS"))).toBe("firstInvoice");
    expect(fr(discountLabel(applied("PREMIERMOIS")))).toBe("1er mois offert");
    expect(en(discountLabel(applied("PREMIERMOIS")))).toBe("First month free");
  });

  it("multi-month discount: duration above 1 (TRIMESTRE, 20 % for 3 months)", () => {
    expect(discountKind(applied("TRIMESTRE"))).toBe("multiMonth");
    expect(fr(discountLabel(applied("TRIMESTRE")))).toBe(text("-20 % pendant 3 mois"));
  });

  it("a FOREVER discount without percent or amount changes no monthly price", () => {
    const feesOnly = { ...applied("BIENVENUE10"), conf: { ...applied("BIENVENUE10").conf, percentOff: 0 } };
    expect(discountKind(feesOnly)).toBeNull();
    expect(applyDiscounts(8260, {}, [feesOnly]).monthly).toEqual({ beforeCents: 8260, afterCents: 8260, months: null });
  });
});

describe("the price before and after, for how long (summary and payment)", () => {
  it("BIENVENUE10: 82,60 € → 74,34 € par mois, sans limite de durée", () => {
    const price = applyDiscounts(8260, {}, [applied("BIENVENUE10")]);
    expect(price.monthly).toEqual({ beforeCents: 8260, afterCents: 7434, months: null });
    expect(price.periods).toEqual([{ fromMonth: 1, untilMonth: null, priceCents: 7434 }]);
  });

  it("MOINS5 takes 5 € off every month", () => {
    expect(applyDiscounts(8260, {}, [applied("MOINS5")]).monthly).toEqual({ beforeCents: 8260, afterCents: 7760, months: null });
  });

  it("PREMIERMOIS: 1er mois offert, then the full price", () => {
    const price = applyDiscounts(8260, {}, [applied("PREMIERMOIS")]);
    expect(price.periods).toEqual([
      { fromMonth: 1, untilMonth: 1, priceCents: 0 },
      { fromMonth: 2, untilMonth: null, priceCents: 8260 },
    ]);
    expect(price.monthly).toEqual({ beforeCents: 8260, afterCents: 0, months: 1 });
  });

  it("TRIMESTRE: -20 % for 3 months, then the full price", () => {
    const price = applyDiscounts(8260, {}, [applied("TRIMESTRE")]);
    expect(price.monthly).toEqual({ beforeCents: 8260, afterCents: 6608, months: 3 });
    expect(price.periods.at(-1)).toEqual({ fromMonth: 4, untilMonth: null, priceCents: 8260 });
  });

  it("rounds each reduction to the cent, half up (5 % of 21,90 € is 1,095 €, so 1,10 €)", () => {
    expect(applyDiscounts(2190, {}, [applied("VISITES")]).monthly.afterCents).toBe(2080);
    expect(applyDiscounts(9950, {}, [applied("BIENVENUE10")]).monthly.afterCents).toBe(8955);
  });

  it("several codes: percentages added up on the undiscounted price, then amounts, whatever the order", () => {
    const both = applyDiscounts(8260, {}, [applied("MOINS5"), applied("BIENVENUE10")]);
    expect(both.monthly.afterCents).toBe(8260 - 826 - 500);
    expect(applyDiscounts(8260, {}, [applied("BIENVENUE10"), applied("MOINS5")])).toEqual(both);
    const stacked = applyDiscounts(8260, {}, [applied("TRIMESTRE"), applied("BIENVENUE10")]);
    expect(stacked.periods).toEqual([
      { fromMonth: 1, untilMonth: 3, priceCents: 8260 - 2478 },
      { fromMonth: 4, untilMonth: null, priceCents: 7434 },
    ]);
  });

  it("never goes below 0 € and never takes more than 100 %", () => {
    const price = applyDiscounts(8260, {}, [applied("PREMIERMOIS"), applied("MOINS5"), applied("TRIMESTRE")]);
    expect(price.periods).toEqual([
      { fromMonth: 1, untilMonth: 1, priceCents: 0 },
      { fromMonth: 2, untilMonth: 3, priceCents: 8260 - 1652 - 500 },
      { fromMonth: 4, untilMonth: null, priceCents: 7760 },
    ]);
  });

  it("installation and material-sending costs handled: the fee is waived (BIENVENUE10), not otherwise (MOINS5)", () => {
    const handled = applyDiscounts(8260, { installationCents: 3900 }, [applied("BIENVENUE10")]);
    expect(handled.fees).toEqual({ beforeCents: 3900, afterCents: 0, installationHandled: true, materialSendingHandled: false });
    const sim = applyDiscounts(8460, { installationCents: 4900, materialSendingCents: 990 }, [applied("TRIMESTRE")]);
    expect(sim.fees).toMatchObject({ beforeCents: 5890, afterCents: 0 });
    const notHandled = applyDiscounts(8260, { installationCents: 3900 }, [applied("MOINS5")]);
    expect(notHandled.fees).toMatchObject({ beforeCents: 3900, afterCents: 3900 });
  });

  it("without codes the price is unchanged and nothing is described", () => {
    const price = applyDiscounts(8260, { installationCents: 3900 }, []);
    expect(price).toMatchObject({ monthly: { beforeCents: 8260, afterCents: 8260, months: null }, discounted: false });
  });
});

describe("a code's description names the one-time fee it waives", () => {
  it("BIENVENUE10 waives the installation of a landline offer and the sending of a mobile one", () => {
    expect(fr(feeWaiverLabel(applied("BIENVENUE10"), "install"))).toBe("Frais d'installation offerts");
    expect(fr(feeWaiverLabel(applied("BIENVENUE10"), "sending"))).toBe("Frais d'envoi du matériel offerts");
  });

  it("MOINS5 waives no fee, and an offer without a fee says nothing", () => {
    expect(feeWaiverLabel(applied("MOINS5"), "install")).toBeNull();
    expect(feeWaiverLabel(applied("BIENVENUE10"), null)).toBeNull();
  });
});
