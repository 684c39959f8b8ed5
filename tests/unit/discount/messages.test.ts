import { describe, expect, it } from "vitest";
import { DISCOUNT_ERRORS, formatLockTime } from "~/kernel/money/discount/index";
import { resources } from "~/kernel/i18n/resources";
import { getT } from "~/kernel/i18n/i18next.server";

const fr = getT("fr");
const en = getT("en");

function keys(value: unknown, prefix = ""): string[] {
  if (typeof value !== "object" || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, child]) => keys(child, prefix ? `${prefix}.${key}` : key));
}

describe("discount messages (SPEC 8, translated, French first)", () => {
  it("has the same keys in French and English", () => {
    expect(keys(resources.en.discount).sort()).toEqual(keys(resources.fr.discount).sort());
  });

  it("has a message for every discount error code in both languages", () => {
    for (const code of DISCOUNT_ERRORS) {
      expect(fr(`discount:errors.${code}`)).not.toBe(`errors.${code}`);
      expect(en(`discount:errors.${code}`)).not.toBe(`errors.${code}`);
    }
  });

  it("ERR_DATES_VALIDITY: 'This discount is not available anymore'", () => {
    expect(fr("discount:errors.ERR_DATES_VALIDITY")).toBe("Ce code promo n'est plus disponible");
    expect(en("discount:errors.ERR_DATES_VALIDITY")).toBe("This discount is not available anymore");
  });

  it("tells until when the field is locked, in French time", () => {
    const time = formatLockTime(new Date("2026-11-21T13:35:00Z"), "fr");
    expect(time).toBe("14:35");
    expect(fr("discount:errors.ERR_LOCKED", { time })).toContain("à 14:35");
    expect(fr("discount:field.locked", { time })).toBe("Saisie bloquée jusqu'à 14:35 (heure de Paris)");
  });

  it("tells the person both when a code is removed by a change of offer and when it is re-added", () => {
    const offer = fr("notices:discountOffers.visite_facteur");
    expect(fr("notices:discountEvents.removedByOfferChange", { code: "VISITES", offer })).toBe(
      "Le code promo VISITES a été retiré car il ne s'applique pas aux services choisis. Il sera rétabli si vous revenez à l'offre Visite du facteur.",
    );
    expect(fr("notices:discountEvents.reAdded", { code: "VISITES" })).toBe(
      "Le code promo VISITES a été rétabli : il s'applique de nouveau aux services choisis.",
    );
  });

  it("labels the field 'Code promo' with the buttons 'Appliquer' and 'Retirer'", () => {
    expect(fr("discount:field.label")).toBe("Code promo");
    expect(fr("discount:actions.apply")).toBe("Appliquer");
    expect(fr("discount:actions.remove")).toBe("Retirer");
    expect(en("discount:field.label")).toBe("Promo code");
  });
});
