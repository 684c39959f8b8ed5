/**
 * DESIGN 10: people read words, never internal codes. The one place that turns the service codes
 * (formula, remote-assistance type, option, visit day) into message keys of `locales/{fr,en}/common.json`
 * (`words.*`); pages translate them with `t(key, values)`, the sandbox's PDFs with the French file.
 */
export interface Wording {
  key: string;
  values?: Record<string, string | number>;
}

const VISIT_FORMULA = /^([1-6])J(STA)?$/;

/** SPEC 3 formula names: {n}J and {n}JSTA read "n visite(s) par semaine", TAS "téléassistance seule". */
export function formulaWording(formula: string | null | undefined): Wording | null {
  if (!formula) return null;
  const visits = VISIT_FORMULA.exec(formula);
  if (visits) return { key: "common:words.formula.visits", values: { count: Number(visits[1]) } };
  if (formula === "TAS") return { key: "common:words.formula.remoteOnly" };
  return null;
}

export const REMOTE_ASSISTANCE_TYPES = ["NA", "LANDLINE", "MOBILE", "SIM_3G4G"] as const;
export const OPTION_CODES = ["ALARM_BUTTON", "FALL_DETECTOR_BRACELET", "POSTMAN_VISIT_TA", "GEOFENCING", "INSTALL_ASSIST", "MATERIAL_SENDING"] as const;
export const DAY_CODES = ["MONDAY", "TUESDAY", "WEDNESDAY", "THURSDAY", "FRIDAY", "SATURDAY"] as const;

function known<T extends string>(list: readonly T[], code: string): code is T {
  return (list as readonly string[]).includes(code);
}

/** LANDLINE → "Téléassistance à domicile (ligne fixe)"; null for an unknown code. */
export function remoteAssistanceTypeWording(type: string): Wording | null {
  return known(REMOTE_ASSISTANCE_TYPES, type) ? { key: `common:words.remoteAssistanceType.${type}` } : null;
}

/** ALARM_BUTTON → "Bouton d'alerte"; null for an unknown code. */
export function optionWording(code: string): Wording | null {
  return known(OPTION_CODES, code) ? { key: `common:words.options.${code}` } : null;
}

/** TUESDAY → "Mardi"; null for an unknown code. */
export function dayWording(day: string): Wording | null {
  return known(DAY_CODES, day) ? { key: `common:words.days.${day}` } : null;
}
