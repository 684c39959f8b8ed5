import { VISIT_DAYS, type ServicesChoice } from "./services";

/**
 * Reading a choice of services from what the form holds, leniently (no zod: this runs in the
 * browser too, to price what is on screen as the person changes it).
 */

/** Which options apply to a remote assistance (one rule: the server ignores the others, the page hides them with JavaScript). */
export interface ApplicableOptions {
  /** The fall detector and its health-data consent: with any remote assistance. */
  fallDetector: boolean;
  /** Geofencing: with the mobile remote assistance only. */
  geofencing: boolean;
  /** The SIM's installation choice: with the SIM 3G/4G remote assistance only. */
  simInstallation: boolean;
}

export function applicableOptions(remote: ServicesChoice["remote"]): ApplicableOptions {
  return { fallDetector: remote !== "NONE", geofencing: remote === "MOBILE", simInstallation: remote === "SIM_3G4G" };
}

/** Reads a choice from raw form values, leniently, to price what is on screen (intents, live). */
export function choiceFromValues(values: Record<string, unknown>): ServicesChoice {
  const days = values.visitDays;
  const list = (Array.isArray(days) ? days : days ? [days] : []).filter((day): day is ServicesChoice["visitDays"][number] =>
    (VISIT_DAYS as readonly unknown[]).includes(day),
  );
  const remote = ["LANDLINE", "MOBILE", "SIM_3G4G"].includes(String(values.remote))
    ? (values.remote as ServicesChoice["remote"])
    : "NONE";
  const simInstallation = values.simInstallation === "INSTALL_ASSIST" || values.simInstallation === "MATERIAL_SENDING" ? values.simInstallation : null;
  const applicable = applicableOptions(remote);
  return {
    type: values.type === "PREMIUM" ? "PREMIUM" : "STANDARD",
    visitDays: list,
    remote,
    fallDetector: applicable.fallDetector && values.fallDetector === "on",
    geofencing: applicable.geofencing && values.geofencing === "on",
    simInstallation: applicable.simInstallation ? (simInstallation ?? "MATERIAL_SENDING") : null,
  };
}

/** initialQueryOffers (an offer alias or type) and initialQueryOptions preselect the form. */
export function choiceFromInitialQuery(offers: string | null, options: string | null): Partial<ServicesChoice> {
  const remoteByOffer: Record<string, ServicesChoice["remote"]> = {
    taes: "LANDLINE",
    vftaes: "LANDLINE",
    formule_essentielle: "LANDLINE",
    tali: "MOBILE",
    formule_liberte: "MOBILE",
    tasi: "SIM_3G4G",
    formule_simplicite: "SIM_3G4G",
    vf: "NONE",
    visite_facteur: "NONE",
  };
  const codes = new Set((options ?? "").split(",").map((code) => code.trim().toUpperCase()));
  const remote = offers ? remoteByOffer[offers.toLowerCase()] : undefined;
  return {
    ...(remote ? { remote } : {}),
    ...(codes.has("FALL_DETECTOR_BRACELET") ? { fallDetector: true } : {}),
    ...(codes.has("GEOFENCING") ? { geofencing: true } : {}),
    ...(codes.has("INSTALL_ASSIST") ? { simInstallation: "INSTALL_ASSIST" as const } : {}),
  };
}
