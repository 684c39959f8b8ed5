import { describe, expect, it } from "vitest";
import {
  formulaName,
  offerAlias,
  offerType,
  servicePayload,
  servicesFromChoice,
  servicesFromPayload,
  stepRelevantServices,
  triggerType,
  visitDayNumber,
  visitLabel,
  VISIT_DAY_LABELS_FR,
  type ServicesChoice,
} from "~/kernel/contract/services";

const choice = (overrides: Partial<ServicesChoice>): ServicesChoice => ({
  type: "STANDARD",
  visitDays: [],
  remote: "NONE",
  fallDetector: false,
  geofencing: false,
  simInstallation: null,
  ...overrides,
});

describe("visit days", () => {
  it("are MONDAY to SATURDAY numbered 1 to 6 with French labels", () => {
    expect(visitDayNumber("MONDAY")).toBe(1);
    expect(visitDayNumber("SATURDAY")).toBe(6);
    expect(VISIT_DAY_LABELS_FR.WEDNESDAY).toBe("Mercredi");
  });
  it("have the labels '1_visite' or 'N_visites'", () => {
    expect(visitLabel(1)).toBe("1_visite");
    expect(visitLabel(4)).toBe("4_visites");
  });
});

describe("formula name", () => {
  it("is {n}JSTA for visits only", () => {
    expect(formulaName(servicesFromChoice(choice({ visitDays: ["MONDAY", "THURSDAY"] })))).toBe("2JSTA");
  });
  it("is TAS for remote assistance only", () => {
    expect(formulaName(servicesFromChoice(choice({ remote: "LANDLINE" })))).toBe("TAS");
  });
  it("is {n}J for visits with remote assistance", () => {
    expect(
      formulaName(servicesFromChoice(choice({ remote: "LANDLINE", visitDays: ["MONDAY", "TUESDAY", "THURSDAY", "FRIDAY"] }))),
    ).toBe("4J");
  });
  it("is absent without any service", () => {
    expect(formulaName(servicesFromChoice(choice({})))).toBeNull();
  });
});

describe("offer type and alias", () => {
  it("maps landline, mobile, SIM and visits alone", () => {
    expect(offerType(servicesFromChoice(choice({ remote: "LANDLINE" })))).toBe("formule_essentielle");
    expect(offerType(servicesFromChoice(choice({ remote: "MOBILE" })))).toBe("formule_liberte");
    expect(offerType(servicesFromChoice(choice({ remote: "SIM_3G4G" })))).toBe("formule_simplicite");
    expect(offerType(servicesFromChoice(choice({ visitDays: ["MONDAY"] })))).toBe("visite_facteur");
  });
  it("aliases vftaes (visit plus landline), tali (mobile), tasi (SIM), otherwise taes", () => {
    expect(offerAlias(servicesFromChoice(choice({ remote: "LANDLINE", visitDays: ["MONDAY"] })))).toBe("vftaes");
    expect(offerAlias(servicesFromChoice(choice({ remote: "MOBILE" })))).toBe("tali");
    expect(offerAlias(servicesFromChoice(choice({ remote: "SIM_3G4G" })))).toBe("tasi");
    expect(offerAlias(servicesFromChoice(choice({ remote: "LANDLINE" })))).toBe("taes");
  });
});

describe("service payload (SPEC 3)", () => {
  it("sends visits alone as VF with the days", () => {
    expect(servicePayload(servicesFromChoice(choice({ visitDays: ["TUESDAY", "MONDAY"] })))).toEqual([
      { type: "VF", options: [], visitDays: ["MONDAY", "TUESDAY"] },
    ]);
  });
  it("sends landline with alarm button, fall-detector bracelet and postman visits with dayVisitTa", () => {
    expect(
      servicePayload(servicesFromChoice(choice({ remote: "LANDLINE", fallDetector: true, visitDays: ["FRIDAY"] }))),
    ).toEqual([
      { type: "TA", options: ["ALARM_BUTTON", "FALL_DETECTOR_BRACELET", "POSTMAN_VISIT_TA"], dayVisitTa: ["FRIDAY"] },
    ]);
  });
  it("sends mobile with geofencing as TM", () => {
    expect(servicePayload(servicesFromChoice(choice({ remote: "MOBILE", geofencing: true })))).toEqual([
      { type: "TM", options: ["ALARM_BUTTON", "GEOFENCING"] },
    ]);
  });
  it("sends the SIM with its installation choice", () => {
    expect(servicePayload(servicesFromChoice(choice({ remote: "SIM_3G4G", simInstallation: "INSTALL_ASSIST" })))).toEqual([
      { type: "SIM_3G4G", options: ["ALARM_BUTTON", "INSTALL_ASSIST"] },
    ]);
  });
  it("leaves out options that do not apply to the chosen kind", () => {
    expect(servicePayload(servicesFromChoice(choice({ remote: "LANDLINE", geofencing: true })))).toEqual([
      { type: "TA", options: ["ALARM_BUTTON"] },
    ]);
  });
  it("reads back what it sent", () => {
    const services = servicesFromChoice(choice({ remote: "MOBILE", geofencing: true, fallDetector: true, visitDays: ["MONDAY"] }));
    expect(servicesFromPayload(servicePayload(services))).toEqual(services);
  });
});

describe("trigger type and steps", () => {
  it("is DDC with the fall detector, MED otherwise", () => {
    expect(triggerType(servicesFromChoice(choice({ remote: "LANDLINE", fallDetector: true })))).toBe("DDC");
    expect(triggerType(servicesFromChoice(choice({ remote: "LANDLINE" })))).toBe("MED");
  });
  it("tells which steps apply", () => {
    expect(stepRelevantServices(servicesFromChoice(choice({ remote: "MOBILE", geofencing: true })))).toEqual({
      hasRemoteAssistance: true,
      hasMobileGeofencing: true,
    });
    expect(stepRelevantServices(servicesFromChoice(choice({ visitDays: ["MONDAY"] })))).toEqual({
      hasRemoteAssistance: false,
      hasMobileGeofencing: false,
    });
  });
});

describe("options that apply to the remote assistance (hidden with JavaScript, ignored by the server)", () => {
  it("the fall detector with any remote assistance, geofencing with the mobile one, the SIM's installation with the SIM", async () => {
    const { applicableOptions } = await import("~/kernel/contract/services-choice");
    expect(applicableOptions("NONE")).toEqual({ fallDetector: false, geofencing: false, simInstallation: false });
    expect(applicableOptions("LANDLINE")).toEqual({ fallDetector: true, geofencing: false, simInstallation: false });
    expect(applicableOptions("MOBILE")).toEqual({ fallDetector: true, geofencing: true, simInstallation: false });
    expect(applicableOptions("SIM_3G4G")).toEqual({ fallDetector: true, geofencing: false, simInstallation: true });
  });

  it("the server ignores an option posted for a remote assistance it does not apply to (a hidden box left ticked)", async () => {
    const { servicesFormSchema, choiceFromForm } = await import("~/kernel/contract/services-form");
    const posted = { remote: "LANDLINE", fallDetector: "on", healthConsent: "on", geofencing: "on", simInstallation: "INSTALL_ASSIST" };
    const choice = choiceFromForm(servicesFormSchema.parse(posted));
    expect(choice).toMatchObject({ remote: "LANDLINE", fallDetector: true, geofencing: false, simInstallation: null });
    // Visits only: no option at all, and no consent asked for a bracelet that is not ordered.
    const visits = servicesFormSchema.safeParse({ remote: "NONE", visitDays: ["MONDAY"], fallDetector: "on" });
    expect(visits.success).toBe(true);
    expect(choiceFromForm(visits.data!)).toMatchObject({ fallDetector: false, geofencing: false, simInstallation: null });
  });
});
