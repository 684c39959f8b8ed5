/**
 * The services chosen in "Vos services" (SPEC 3, VSMP subscription state) and what follows from
 * them: the formula name, the service payload, the offer type, the steps.
 */

export const VISIT_DAYS = ["MONDAY", "TUESDAY", "WEDNESDAY", "THURSDAY", "FRIDAY", "SATURDAY"] as const;
export type VisitDay = (typeof VISIT_DAYS)[number];

/** Visit days are numbered 1 (MONDAY) to 6 (SATURDAY). */
export function visitDayNumber(day: VisitDay): number {
  return VISIT_DAYS.indexOf(day) + 1;
}

export const VISIT_DAY_LABELS_FR: Record<VisitDay, string> = {
  MONDAY: "Lundi",
  TUESDAY: "Mardi",
  WEDNESDAY: "Mercredi",
  THURSDAY: "Jeudi",
  FRIDAY: "Vendredi",
  SATURDAY: "Samedi",
};

/** '1_visite' or 'N_visites'. */
export function visitLabel(count: number): string {
  return count === 1 ? "1_visite" : `${count}_visites`;
}

export function sortVisitDays(days: readonly VisitDay[]): VisitDay[] {
  return [...new Set(days)].sort((a, b) => visitDayNumber(a) - visitDayNumber(b));
}

export type ServiceType = "STANDARD" | "PREMIUM";
export type RemoteAssistanceKind = "LANDLINE" | "MOBILE" | "SIM_3G4G";
export type SimInstallation = "INSTALL_ASSIST" | "MATERIAL_SENDING";

interface RemoteBase {
  /** The alarm button. */
  standard: boolean;
  fallDetector: boolean;
  /** Postman visit days added to the remote assistance. */
  pf: VisitDay[] | null;
}

export interface Services {
  type: ServiceType;
  country: "FRANCE";
  /** Postman visits alone (no remote assistance). */
  visit: VisitDay[] | null;
  remoteAssistance: RemoteBase | null;
  mobileRemoteAssistance: (RemoteBase & { geofencing: boolean }) | null;
  simplicityRemoteAssistance: (RemoteBase & { installation: SimInstallation | null }) | null;
}

export function emptyServices(): Services {
  return {
    type: "STANDARD",
    country: "FRANCE",
    visit: null,
    remoteAssistance: null,
    mobileRemoteAssistance: null,
    simplicityRemoteAssistance: null,
  };
}

/** The flat choice the "Vos services" form posts. */
export interface ServicesChoice {
  type: ServiceType;
  visitDays: VisitDay[];
  remote: RemoteAssistanceKind | "NONE";
  fallDetector: boolean;
  geofencing: boolean;
  simInstallation: SimInstallation | null;
}

/** Options that do not apply to the chosen kind are left out, so the result is always coherent. */
export function servicesFromChoice(choice: ServicesChoice): Services {
  const days = sortVisitDays(choice.visitDays);
  const pf = days.length > 0 ? days : null;
  const base = { standard: true, fallDetector: choice.fallDetector, pf };
  return {
    ...emptyServices(),
    type: choice.type,
    visit: choice.remote === "NONE" && pf ? pf : null,
    remoteAssistance: choice.remote === "LANDLINE" ? base : null,
    mobileRemoteAssistance: choice.remote === "MOBILE" ? { ...base, geofencing: choice.geofencing } : null,
    simplicityRemoteAssistance:
      choice.remote === "SIM_3G4G" ? { ...base, installation: choice.simInstallation ?? "MATERIAL_SENDING" } : null,
  };
}

export function choiceFromServices(services: Services): ServicesChoice {
  const remote = remoteKind(services);
  const active = activeRemote(services);
  return {
    type: services.type,
    visitDays: visitDays(services),
    remote: remote ?? "NONE",
    fallDetector: active?.fallDetector ?? false,
    geofencing: services.mobileRemoteAssistance?.geofencing ?? false,
    simInstallation: services.simplicityRemoteAssistance?.installation ?? null,
  };
}

function activeRemote(services: Services): RemoteBase | null {
  return services.remoteAssistance ?? services.mobileRemoteAssistance ?? services.simplicityRemoteAssistance;
}

export function remoteKind(services: Services): RemoteAssistanceKind | null {
  if (services.remoteAssistance) return "LANDLINE";
  if (services.mobileRemoteAssistance) return "MOBILE";
  if (services.simplicityRemoteAssistance) return "SIM_3G4G";
  return null;
}

export function visitDays(services: Services): VisitDay[] {
  return services.visit ?? activeRemote(services)?.pf ?? [];
}

export function hasAnyService(services: Services): boolean {
  return remoteKind(services) !== null || visitDays(services).length > 0;
}

/** Formula name: {n}JSTA for visits only, TAS for remote assistance only, {n}J for both. */
export function formulaName(services: Services): string | null {
  const count = visitDays(services).length;
  if (remoteKind(services) === null) return count > 0 ? `${count}JSTA` : null;
  return count > 0 ? `${count}J` : "TAS";
}

/** MED (alarm button) unless the fall detector is chosen (DDC). */
export function triggerType(services: Services): "MED" | "DDC" {
  return activeRemote(services)?.fallDetector ? "DDC" : "MED";
}

export type OfferType = "formule_essentielle" | "formule_liberte" | "formule_simplicite" | "visite_facteur";

/** Landline gives the essential plan, mobile the liberty plan, SIM the simplicity plan, visits alone the postman-visit product. */
export function offerType(services: Services): OfferType | null {
  switch (remoteKind(services)) {
    case "LANDLINE":
      return "formule_essentielle";
    case "MOBILE":
      return "formule_liberte";
    case "SIM_3G4G":
      return "formule_simplicite";
    default:
      return visitDays(services).length > 0 ? "visite_facteur" : null;
  }
}

/** Offer aliases: vftaes (visit plus landline), tali (mobile), tasi (SIM), otherwise taes. */
export function offerAlias(services: Services): "vftaes" | "tali" | "tasi" | "taes" {
  const kind = remoteKind(services);
  if (kind === "MOBILE") return "tali";
  if (kind === "SIM_3G4G") return "tasi";
  if (kind === "LANDLINE" && visitDays(services).length > 0) return "vftaes";
  return "taes";
}

export type OptionCode =
  | "ALARM_BUTTON"
  | "FALL_DETECTOR_BRACELET"
  | "POSTMAN_VISIT_TA"
  | "GEOFENCING"
  | "INSTALL_ASSIST"
  | "MATERIAL_SENDING";

export interface ServicePayloadItem {
  type: "VF" | "TA" | "TM" | "SIM_3G4G";
  options: OptionCode[];
  visitDays?: VisitDay[];
  dayVisitTa?: VisitDay[];
}

/** The service payload sent upstream (SPEC 3): one item per service with its option codes. */
export function servicePayload(services: Services): ServicePayloadItem[] {
  if (services.visit && services.visit.length > 0) return [{ type: "VF", options: [], visitDays: services.visit }];
  const items: ServicePayloadItem[] = [];
  const remoteOptions = (remote: RemoteBase): OptionCode[] => [
    ...(remote.standard ? (["ALARM_BUTTON"] as const) : []),
    ...(remote.fallDetector ? (["FALL_DETECTOR_BRACELET"] as const) : []),
    ...(remote.pf ? (["POSTMAN_VISIT_TA"] as const) : []),
  ];
  const days = (remote: RemoteBase) => (remote.pf ? { dayVisitTa: remote.pf } : {});
  if (services.remoteAssistance) {
    items.push({ type: "TA", options: remoteOptions(services.remoteAssistance), ...days(services.remoteAssistance) });
  }
  if (services.mobileRemoteAssistance) {
    const mobile = services.mobileRemoteAssistance;
    items.push({
      type: "TM",
      options: [...remoteOptions(mobile), ...(mobile.geofencing ? (["GEOFENCING"] as const) : [])],
      ...days(mobile),
    });
  }
  if (services.simplicityRemoteAssistance) {
    const sim = services.simplicityRemoteAssistance;
    items.push({
      type: "SIM_3G4G",
      options: [...remoteOptions(sim), ...(sim.installation ? [sim.installation] : [])],
      ...days(sim),
    });
  }
  return items;
}

/** Reads back a payload stored upstream. */
export function servicesFromPayload(items: readonly ServicePayloadItem[], type: ServiceType = "STANDARD"): Services {
  const services = { ...emptyServices(), type };
  for (const item of items) {
    const options = new Set(item.options);
    const pf = item.dayVisitTa && item.dayVisitTa.length > 0 ? sortVisitDays(item.dayVisitTa) : null;
    const base = { standard: options.has("ALARM_BUTTON"), fallDetector: options.has("FALL_DETECTOR_BRACELET"), pf };
    if (item.type === "VF") services.visit = item.visitDays && item.visitDays.length > 0 ? sortVisitDays(item.visitDays) : null;
    if (item.type === "TA") services.remoteAssistance = base;
    if (item.type === "TM") services.mobileRemoteAssistance = { ...base, geofencing: options.has("GEOFENCING") };
    if (item.type === "SIM_3G4G") {
      services.simplicityRemoteAssistance = {
        ...base,
        installation: options.has("INSTALL_ASSIST") ? "INSTALL_ASSIST" : options.has("MATERIAL_SENDING") ? "MATERIAL_SENDING" : null,
      };
    }
  }
  return services;
}

export function stepRelevantServices(services: Services) {
  return {
    hasRemoteAssistance: remoteKind(services) !== null,
    hasMobileGeofencing: services.mobileRemoteAssistance?.geofencing === true,
  };
}
