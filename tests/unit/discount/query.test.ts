import { describe, expect, it } from "vitest";
import { discountQuery, formulaNameOf, offerTypeOf, triggerTypeOf } from "~/kernel/money/discount/index";
import { offer, visitsOnly } from "./fixtures";

describe("discount query parameters (SPEC 5, SPEC 7)", () => {
  it("formula is the visits count plus J with remote assistance", () => {
    expect(formulaNameOf(offer({ visitsPerWeek: 4 }))).toBe("4J");
    expect(formulaNameOf(offer({ visitsPerWeek: 1, remoteAssistanceType: "MOBILE" }))).toBe("1J");
  });

  it("formula is the visits count plus JSTA for visits only", () => {
    expect(formulaNameOf(visitsOnly(1))).toBe("1JSTA");
    expect(formulaNameOf(visitsOnly(6))).toBe("6JSTA");
  });

  it("formula is TAS for remote assistance only", () => {
    expect(formulaNameOf(offer({ visitsPerWeek: 0, remoteAssistanceType: "SIM_3G4G" }))).toBe("TAS");
  });

  it("has no formula, so no query, when nothing is chosen", () => {
    expect(formulaNameOf(visitsOnly(0))).toBeNull();
    expect(discountQuery(visitsOnly(0))).toBeNull();
  });

  it("trigger type is MED for standard and DDC with the fall detector", () => {
    expect(triggerTypeOf(offer())).toBe("MED");
    expect(triggerTypeOf(offer({ fallDetector: true }))).toBe("DDC");
    expect(triggerTypeOf({ ...visitsOnly(), fallDetector: true })).toBe("MED");
  });

  it("lists the option codes INSTALL_ASSIST, AUTO_INSTALL, GEOFENCING, POSTMAN_VISIT_TA of the chosen remote assistance", () => {
    expect(discountQuery(offer({ options: { postmanVisit: true } }))?.optionsList).toBe("POSTMAN_VISIT_TA");
    expect(discountQuery(offer({ remoteAssistanceType: "MOBILE", options: { geofencing: true } }))?.optionsList).toBe("GEOFENCING");
    expect(
      discountQuery(offer({ remoteAssistanceType: "SIM_3G4G", options: { installAssist: true, materialSending: true } }))?.optionsList,
    ).toBe("INSTALL_ASSIST,AUTO_INSTALL");
    // An option of another kind of remote assistance, left over from an earlier choice, is ignored.
    expect(discountQuery(offer({ options: { geofencing: true } }))?.optionsList).toBeUndefined();
  });

  it("gives the fee types of the offer as feesType", () => {
    expect(discountQuery(offer())?.feesType).toBe("install");
    expect(discountQuery(offer({ remoteAssistanceType: "MOBILE" }))?.feesType).toBe("sending");
    expect(discountQuery(offer({ remoteAssistanceType: "SIM_3G4G", options: { installAssist: true } }))?.feesType).toBe("install_assist");
    expect(discountQuery(offer({ remoteAssistanceType: "SIM_3G4G", options: { materialSending: true } }))?.feesType).toBe("sending");
    expect(discountQuery(visitsOnly())?.feesType).toBeUndefined();
  });

  it("builds the whole query of GET /vsmp/api/discount/referential/{code}/conf/", () => {
    expect(discountQuery(offer({ fallDetector: true, options: { postmanVisit: true } }))).toEqual({
      formula: "4J",
      remoteAssistanceType: "LANDLINE",
      triggerType: "DDC",
      feesType: "install",
      optionsList: "POSTMAN_VISIT_TA",
    });
    expect(discountQuery(visitsOnly(3))).toEqual({ formula: "3JSTA", remoteAssistanceType: "NA", triggerType: "MED" });
  });

  it("names the offer type: landline essentielle, mobile liberte, SIM simplicite, visits alone visite_facteur", () => {
    expect(offerTypeOf(offer())).toBe("formule_essentielle");
    expect(offerTypeOf(offer({ remoteAssistanceType: "MOBILE" }))).toBe("formule_liberte");
    expect(offerTypeOf(offer({ remoteAssistanceType: "SIM_3G4G" }))).toBe("formule_simplicite");
    expect(offerTypeOf(visitsOnly())).toBe("visite_facteur");
  });
});
