/**
 * Words a person reads for the contract's codes (DESIGN 10): a formula 4J reads "4 visites par
 * semaine", LANDLINE "Téléassistance à domicile (ligne fixe)", TUESDAY "Mardi". Each function
 * gives a translation key (and its values); an unknown code gets a neutral word, never the code.
 */
export interface Wording {
  key: string;
  values?: Record<string, string | number>;
}

function known(group: string, code: string | null | undefined, codes: readonly string[], other = "OTHER"): Wording {
  return { key: `dashboard:words.${group}.${code && codes.includes(code) ? code : other}` };
}

/** nJ and nJSTA: n visits a week; TAS: remote assistance alone. */
export function formulaWording(formula: string): Wording {
  if (formula === "TAS") return { key: "dashboard:words.formula.remoteOnly" };
  const match = /^([1-6])J(STA)?$/.exec(formula);
  if (!match) return { key: "dashboard:words.formula.other" };
  return { key: "dashboard:words.formula.visits", values: { count: Number(match[1]) } };
}

export const REMOTE_ASSISTANCE_TYPES = ["NA", "LANDLINE", "MOBILE", "SIM_3G4G"] as const;
export const remoteAssistanceWording = (type: string) => known("remote", type, REMOTE_ASSISTANCE_TYPES);

export const WEEKDAYS = ["MONDAY", "TUESDAY", "WEDNESDAY", "THURSDAY", "FRIDAY", "SATURDAY", "SUNDAY"] as const;
export const weekdayWording = (day: string) => known("weekday", day, WEEKDAYS);

export const civilityWording = (civility: string) => known("civility", civility, ["MR", "MRS"], "NONE");
export const phoneTypeWording = (type: string) => known("phoneType", type, ["MOBILE", "LANDLINE"]);
export const contactTypeWording = (type: string) => known("contactType", type, ["NEIGHBOUR", "FAMILY", "FRIEND"]);
export const relationshipWording = (code: string) => known("relationship", code, ["CHILD", "GRANDCHILD", "SPOUSE", "OTHER_FAMILY", "FRIEND"]);
export const installationWording = (code: string | null) => known("installation", code, ["BOX", "LANDLINE_ANALOG", "NONE"], "UNKNOWN");
export const deviceWording = (kind: string) => known("device", kind, ["TRANSMITTER", "ALARM_BUTTON", "FALL_DETECTOR_BRACELET", "MOBILE_DEVICE", "SIM_BOX"]);
export const deviceFateWording = (fate: string) => known("deviceFate", fate, ["RETURN", "KEEP"]);
export const contractStatusWording = (status: string) => known("contractStatus", status, ["VALIDATED"]);
export const serviceStatusWording = (status: string) => known("serviceStatus", status, ["ACTIF"]);
export const familyMessagingWording = (state: string) => known("familyMessaging", state, ["CONFIGURED", "NOT_CONFIGURED"]);

export const TERMINATION_REASONS = ["BENEFICIARY_DEATH", "BENEFICIARY_ESTABLISHMENT", "SERVICE_UNSATISFACTORY", "OTHER"] as const;
export const terminationReasonWording = (reason: string | null) => known("terminationReason", reason, TERMINATION_REASONS);

export const SUSPENSION_REASONS = ["HOSPITALISATION", "HOLIDAYS", "OTHER"] as const;
export const suspensionReasonWording = (reason: string | null) => known("suspensionReason", reason, SUSPENSION_REASONS);

/** A visit report: the postman saw all is well, or the beneficiary needs something, or an alert. */
export function visitReportWording(report: { value: string; LPFRType: number }): Wording {
  if (report.LPFRType === 5) return { key: "dashboard:words.report.alert" };
  return known("report", report.value, ["OK", "BESOIN_FACTEUR"]);
}
export const moodWording = (mood: string | undefined) => known("mood", mood, ["GOOD", "AVERAGE", "BAD"], "UNKNOWN");
