import { describe, expect, it } from "vitest";
import { isCompatibleWithOffer, referenceError, type DiscountFormulaConf, type DiscountReference } from "~/kernel/money/discount/index";
import { offer, reference, visitsOnly } from "./fixtures";

const now = new Date("2026-11-21T10:00:00Z");

function conf(overrides: Partial<DiscountFormulaConf>): DiscountFormulaConf {
  return {
    enabled: true,
    formulaName: "4J",
    remoteAssistanceType: "MOBILE",
    triggerType: "MED",
    installationCostHandled: false,
    materialSendingCostHandled: false,
    optionList: [],
    ...overrides,
  };
}
const referenceWith = (...list: DiscountFormulaConf[]): DiscountReference => ({ id: "TEST", code: "TEST", discountReferentialFormulaConfList: list });

describe("discount compatibility (SPEC 5)", () => {
  it("needs an enabled configuration matching formula, remoteAssistanceType and triggerType", () => {
    expect(isCompatibleWithOffer(reference("BIENVENUE10"), offer())).toBe(true);
    expect(isCompatibleWithOffer(reference("BIENVENUE10"), offer({ fallDetector: true }))).toBe(true);
    expect(isCompatibleWithOffer(referenceWith(conf({ remoteAssistanceType: "LANDLINE", triggerType: "MED" })), offer({ fallDetector: true }))).toBe(false);
    expect(isCompatibleWithOffer(referenceWith(conf({ remoteAssistanceType: "LANDLINE", formulaName: "5J" })), offer())).toBe(false);
    expect(isCompatibleWithOffer(referenceWith(conf({ remoteAssistanceType: "LANDLINE", enabled: false })), offer())).toBe(false);
  });

  it("VISITES applies only to visit-only formulas 1JSTA to 6JSTA", () => {
    for (const visits of [1, 2, 3, 4, 5, 6]) expect(isCompatibleWithOffer(reference("VISITES"), visitsOnly(visits))).toBe(true);
    expect(isCompatibleWithOffer(reference("VISITES"), offer({ visitsPerWeek: 2 }))).toBe(false);
    expect(isCompatibleWithOffer(reference("VISITES"), offer({ visitsPerWeek: 0, remoteAssistanceType: "MOBILE" }))).toBe(false);
  });

  it("for SIM, installation or sending costs must be handled when chosen", () => {
    const sim = (options: { installAssist?: boolean; materialSending?: boolean }) => offer({ remoteAssistanceType: "SIM_3G4G", options });
    expect(isCompatibleWithOffer(reference("MOINS5"), sim({ installAssist: true }))).toBe(false);
    expect(isCompatibleWithOffer(reference("MOINS5"), sim({ materialSending: true }))).toBe(false);
    expect(isCompatibleWithOffer(reference("MOINS5"), sim({}))).toBe(true);
    expect(isCompatibleWithOffer(reference("BIENVENUE10"), sim({ installAssist: true }))).toBe(true);
    expect(isCompatibleWithOffer(reference("BIENVENUE10"), sim({ materialSending: true }))).toBe(true);
    const installOnly = referenceWith(conf({ remoteAssistanceType: "SIM_3G4G", installationCostHandled: true }));
    expect(isCompatibleWithOffer(installOnly, sim({ installAssist: true }))).toBe(true);
    expect(isCompatibleWithOffer(installOnly, sim({ materialSending: true }))).toBe(false);
  });

  it("for mobile, the geofencing option must match unless costs are handled", () => {
    const mobile = (geofencing: boolean) => offer({ remoteAssistanceType: "MOBILE", options: { geofencing } });
    const withoutGeofencing = referenceWith(conf({ optionList: [] }));
    const withGeofencing = referenceWith(conf({ optionList: ["GEOFENCING"] }));
    expect(isCompatibleWithOffer(withoutGeofencing, mobile(false))).toBe(true);
    expect(isCompatibleWithOffer(withoutGeofencing, mobile(true))).toBe(false);
    expect(isCompatibleWithOffer(withGeofencing, mobile(true))).toBe(true);
    expect(isCompatibleWithOffer(withGeofencing, mobile(false))).toBe(false);
    expect(isCompatibleWithOffer(referenceWith(conf({ optionList: [], materialSendingCostHandled: true })), mobile(true))).toBe(true);
    // The demo codes: MOINS5 has entries with and without geofencing, BIENVENUE10 handles the costs.
    expect(isCompatibleWithOffer(reference("MOINS5"), mobile(true))).toBe(true);
    expect(isCompatibleWithOffer(reference("MOINS5"), mobile(false))).toBe(true);
    expect(isCompatibleWithOffer(reference("BIENVENUE10"), mobile(true))).toBe(true);
  });

  it("unknown or incompatible is ERR_NOT_FOUND", () => {
    expect(referenceError(reference("VISITES"), offer(), now)).toBe("ERR_NOT_FOUND");
    expect(referenceError(referenceWith(), offer(), now)).toBe("ERR_NOT_FOUND");
    expect(referenceError(reference("VISITES"), visitsOnly(), now)).toBeNull();
  });
});
