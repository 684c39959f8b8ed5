import { describe, expect, it } from "vitest";
import {
  DAY_CODES,
  dayWording,
  deviceFate,
  formulaWording,
  frenchDe,
  OPTION_CODES,
  optionWording,
  REMOTE_ASSISTANCE_TYPES,
  remoteAssistanceTypeWording,
  SUSPENSION_REASONS,
  suspensionReasonWording,
  TERMINATION_REASONS,
  terminationReasonWording,
  type Wording,
} from "~/kernel/i18n/wording";
import { getT } from "~/kernel/i18n/i18next.server";

/** DESIGN 10: words, never codes: 4J reads "4 visites par semaine", LANDLINE "Téléassistance à domicile (ligne fixe)". */
const say = (locale: "fr" | "en", wording: Wording | null) => (wording ? getT(locale)(wording.key, wording.values) : null);

describe("words for the service and contract codes", () => {
  it("reads a formula as its visits a week (SPEC 3 formula names)", () => {
    expect(say("fr", formulaWording("4J"))).toBe("4 visites par semaine");
    expect(say("fr", formulaWording("2JSTA"))).toBe("2 visites par semaine");
    expect(say("fr", formulaWording("1JSTA"))).toBe("1 visite par semaine");
    expect(say("fr", formulaWording("TAS"))).toBe("Téléassistance seule, sans visite");
    expect(say("en", formulaWording("4J"))).toBe("4 visits a week");
    expect(say("fr", formulaWording("7J"))).toBe("Formule sur mesure");
    expect(formulaWording(null)).toBeNull();
  });

  it("reads the remote-assistance types, options and days; an unknown code reads a neutral word, never the code", () => {
    expect(say("fr", remoteAssistanceTypeWording("LANDLINE"))).toBe("Téléassistance à domicile (ligne fixe)");
    expect(say("fr", optionWording("ALARM_BUTTON"))).toBe("Bouton d'alerte");
    expect(say("fr", dayWording("TUESDAY"))).toBe("Mardi");
    expect(say("fr", remoteAssistanceTypeWording("SATELLITE"))).toBe("Téléassistance");
    expect(say("fr", dayWording("SUNDAY"))).toBe("Jour à préciser");
  });

  it("has a French and an English text for every code", () => {
    const all = [
      ...REMOTE_ASSISTANCE_TYPES.map(remoteAssistanceTypeWording),
      ...OPTION_CODES.map(optionWording),
      ...DAY_CODES.map(dayWording),
      ...TERMINATION_REASONS.map(terminationReasonWording),
      ...SUSPENSION_REASONS.map(suspensionReasonWording),
      formulaWording("TAS"),
      formulaWording("ZZ9"),
    ];
    for (const locale of ["fr", "en"] as const) {
      for (const wording of all) {
        const text = say(locale, wording);
        expect(text).toBeTruthy();
        expect(text).not.toContain("words.");
      }
    }
  });
});

describe("French \"de\" before a name (elision)", () => {
  it("elides before a vowel, accented or not, and before a y a consonant follows", () => {
    expect(frenchDe("Élodie")).toBe("d'Élodie");
    expect(frenchDe("Anne Martin")).toBe("d'Anne Martin");
    expect(frenchDe("Inès")).toBe("d'Inès");
    expect(frenchDe("Œdipe")).toBe("d'Œdipe");
    expect(frenchDe("Ursule")).toBe("d'Ursule");
    expect(frenchDe("Yves")).toBe("d'Yves");
    expect(frenchDe(" Océane ")).toBe("d'Océane");
  });

  it("keeps \"de\" before a consonant, a y before a vowel and an h (mute or aspirated, the spelling cannot tell)", () => {
    expect(frenchDe("Marie Dupont")).toBe("de Marie Dupont");
    expect(frenchDe("Yasmine")).toBe("de Yasmine");
    expect(frenchDe("Hélène")).toBe("de Hélène");
    expect(frenchDe("Mme Marie Dupont")).toBe("de Mme Marie Dupont");
  });

  it("is what every translation with {{name, de}} says, in French only", () => {
    expect(getT("fr")("family:actions.withdraw", { name: "Élodie Martin" })).toBe("Retirer l'invitation d'Élodie Martin");
    expect(getT("fr")("family:actions.revoke", { name: "Julie Martin" })).toBe("Retirer l'accès de Julie Martin");
    expect(getT("fr")("family:follow.title", { recipient: "Yvonne Dupont" })).toBe("Suivi d'Yvonne Dupont");
    expect(getT("en")("family:actions.withdraw", { name: "Élodie Martin" })).toBe("Withdraw the invitation of Élodie Martin");
  });
});

describe("what becomes of a lent device at the end", () => {
  it("is the contract's word once the device is sent; nothing to return of one the warehouse has not sent yet", () => {
    expect(deviceFate({ onTermination: "RETURN", shipment: "SHIPPED" })).toBe("RETURN");
    expect(deviceFate({ onTermination: "RETURN", shipment: "ORDERED" })).toBe("NOT_SHIPPED");
    expect(deviceFate({ onTermination: "KEEP", shipment: "ORDERED" })).toBe("KEEP");
    // A hub that says nothing of the shipment: sent.
    expect(deviceFate({ onTermination: "RETURN" })).toBe("RETURN");
  });
});
