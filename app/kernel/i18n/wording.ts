/**
 * DESIGN 10: people read words, never internal codes. The one place that turns the codes of the
 * service and of a contract (formula, remote-assistance type, option, visit day, statuses,
 * people, devices, reasons) into message keys of `locales/{fr,en}/common.json` (`words.*`);
 * pages translate them with `t(key, values)`, the sandbox's PDFs with the French file. An
 * unknown code gets a neutral word of its group, never the code.
 */
export interface Wording {
  key: string;
  values?: Record<string, string | number>;
}

/**
 * French "de" before a name, elided where French elides it: "de Marie", "d'Élodie", "d'Yves".
 * Before a vowel, accented or not (and æ, œ), and before a y that a consonant follows (Yves,
 * Yvonne; a y before a vowel is a consonant: "de Yasmine"). Not before an h: whether it is mute
 * ("d'Hélène") or aspirated ("de Hugues" is heard too) cannot be told from the spelling, and "de"
 * is never wrong where the elision would be. Translations write it `{{name, de}}`
 * (app/kernel/i18n/locales.ts): the one place a name follows "de".
 */
export function frenchDe(name: string): string {
  const trimmed = name.trim();
  const letters = trimmed.normalize("NFD").replace(/[\u0300-\u036f]/g, "").toLowerCase();
  const elided = /^[aeiouæœ]/.test(letters) || /^y[^aeiouy]/.test(letters);
  return elided ? `d'${trimmed}` : `de ${trimmed}`;
}

function known(group: string, code: string | null | undefined, codes: readonly string[], other = "OTHER"): Wording {
  return { key: `common:words.${group}.${code && codes.includes(code) ? code : other}` };
}

const VISIT_FORMULA = /^([1-6])J(STA)?$/;

/** SPEC 3 formula names: {n}J and {n}JSTA read "n visite(s) par semaine", TAS "téléassistance seule"; null when there is none. */
export function formulaWording(formula: string): Wording;
export function formulaWording(formula: string | null | undefined): Wording | null;
export function formulaWording(formula: string | null | undefined): Wording | null {
  if (!formula) return null;
  if (formula === "TAS") return { key: "common:words.formula.remoteOnly" };
  const visits = VISIT_FORMULA.exec(formula);
  if (!visits) return { key: "common:words.formula.other" };
  return { key: "common:words.formula.visits", values: { count: Number(visits[1]) } };
}

export const REMOTE_ASSISTANCE_TYPES = ["NA", "LANDLINE", "MOBILE", "SIM_3G4G"] as const;
/** LANDLINE → "Téléassistance à domicile (ligne fixe)". */
export const remoteAssistanceTypeWording = (type: string) => known("remoteAssistanceType", type, REMOTE_ASSISTANCE_TYPES);

export const OPTION_CODES = ["ALARM_BUTTON", "FALL_DETECTOR_BRACELET", "POSTMAN_VISIT_TA", "GEOFENCING", "INSTALL_ASSIST", "MATERIAL_SENDING"] as const;
/** ALARM_BUTTON → "Bouton d'alerte". */
export const optionWording = (code: string) => known("options", code, OPTION_CODES);

/**
 * A charge of a price list: a monthly option or a one-off fee type. The fees that are the same
 * charge as an option (installation by a technician, sending by parcel) take the option's name, so
 * that each charge has one name on every price list, contract and invoice.
 */
const FEE_AS_OPTION: Record<string, string> = { install_assist: "INSTALL_ASSIST", sending: "MATERIAL_SENDING" };
export function chargeWording(code: string): Wording {
  if (code === "install") return { key: "common:words.fees.install" };
  return optionWording(FEE_AS_OPTION[code] ?? code);
}
/** What postman visits add to remote assistance, by the plans (app/kernel/money/price-table `visitAdditionCents`). */
export const visitAdditionWording = (visitsPerWeek: number): Wording => ({ key: "common:words.fees.postmanVisit", values: { count: visitsPerWeek } });

/** SPEC 3: visit days MONDAY to SATURDAY. */
export const DAY_CODES = ["MONDAY", "TUESDAY", "WEDNESDAY", "THURSDAY", "FRIDAY", "SATURDAY"] as const;
/** TUESDAY → "Mardi". */
export const dayWording = (day: string) => known("days", day, DAY_CODES);

export const civilityWording = (civility: string) => known("civility", civility, ["MR", "MRS"], "NONE");
export const phoneTypeWording = (type: string) => known("phoneType", type, ["MOBILE", "LANDLINE"]);
export const contactTypeWording = (type: string) => known("contactType", type, ["NEIGHBOUR", "FAMILY", "FRIEND"]);
export const relationshipWording = (code: string) => known("relationship", code, ["CHILD", "GRANDCHILD", "SPOUSE", "OTHER_FAMILY", "FRIEND"]);
export const installationWording = (code: string | null) => known("installation", code, ["BOX", "LANDLINE_ANALOG", "NONE"], "UNKNOWN");
export const deviceWording = (kind: string) => known("device", kind, ["TRANSMITTER", "ALARM_BUTTON", "FALL_DETECTOR_BRACELET", "MOBILE_DEVICE", "SIM_BOX"]);
/**
 * What becomes of a lent device when the contract ends: what the contract says of it (RETURN,
 * KEEP), except that a device the warehouse has not shipped yet (the hub's `shipment` ORDERED: a
 * bracelet ordered today) is not to be returned: NOT_SHIPPED. A hub that gives no shipment: sent.
 */
export function deviceFate(device: { onTermination: string; shipment?: string | null }): string {
  return device.onTermination === "RETURN" && device.shipment === "ORDERED" ? "NOT_SHIPPED" : device.onTermination;
}
export const deviceFateWording = (device: { onTermination: string; shipment?: string | null }) => known("deviceFate", deviceFate(device), ["RETURN", "KEEP", "NOT_SHIPPED"]);
export const familyMessagingWording = (state: string) => known("familyMessaging", state, ["CONFIGURED", "NOT_CONFIGURED"]);

export const TERMINATION_REASONS = ["BENEFICIARY_DEATH", "BENEFICIARY_ESTABLISHMENT", "SERVICE_UNSATISFACTORY", "OTHER"] as const;
export const terminationReasonWording = (reason: string | null) => known("terminationReason", reason, TERMINATION_REASONS);
/**
 * The legitimate reasons (motifs légitimes) for ending the contract early, without waiting for its
 * term: the beneficiary's death, or their entry into a care home. Each needs its proof.
 */
export const LEGITIMATE_TERMINATION_REASONS = ["BENEFICIARY_DEATH", "BENEFICIARY_ESTABLISHMENT"] as const satisfies readonly (typeof TERMINATION_REASONS)[number][];
export const isLegitimateTerminationReason = (reason: string | null | undefined) => (LEGITIMATE_TERMINATION_REASONS as readonly string[]).includes(reason ?? "");

export const SUSPENSION_REASONS = ["HOSPITALISATION", "HOLIDAYS", "OTHER"] as const;
export const suspensionReasonWording = (reason: string | null) => known("suspensionReason", reason, SUSPENSION_REASONS);

/** A visit report: the postman saw all is well, or the beneficiary needs something, or an alert. */
export function visitReportWording(report: { value: string; LPFRType: number }): Wording {
  if (report.LPFRType === 5) return { key: "common:words.report.alert" };
  return known("report", report.value, ["OK", "BESOIN_FACTEUR"]);
}
export const moodWording = (mood: string | undefined) => known("mood", mood, ["GOOD", "AVERAGE", "BAD"], "UNKNOWN");
