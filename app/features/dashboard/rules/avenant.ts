import type { OptionCode } from "~/kernel/contract/services";

/**
 * The remote-assistance options an avenant adds or removes, by remote-assistance type: the monthly
 * ones. The alarm button comes with the service, postman visits change with the visit days, and
 * installation help and material sending are one-off fees of the subscription.
 */
const AVENANT_OPTIONS: Record<string, readonly OptionCode[]> = {
  LANDLINE: ["FALL_DETECTOR_BRACELET"],
  MOBILE: ["FALL_DETECTOR_BRACELET", "GEOFENCING"],
  SIM_3G4G: ["FALL_DETECTOR_BRACELET"],
};

export function avenantOptionsFor(remoteAssistanceType: string): readonly OptionCode[] {
  return AVENANT_OPTIONS[remoteAssistanceType] ?? [];
}

/** The contract's options after the avenant: the ones the form does not offer stay, the offered ones are those ticked. */
export function optionsAfter(current: readonly string[], ticked: readonly string[], remoteAssistanceType: string): string[] {
  const offered: readonly string[] = avenantOptionsFor(remoteAssistanceType);
  return [...current.filter((code) => !offered.includes(code)), ...offered.filter((code) => ticked.includes(code))];
}

/**
 * Whether the avenant adds the fall detector: health data (DESIGN 7), which needs the person's
 * explicit consent, as in the journey (`FALL_DETECTOR_CONSENT_REQUIRED`). Keeping a bracelet the
 * contract already has asks nothing again.
 */
export function addsFallDetector(before: readonly string[], after: readonly string[]): boolean {
  return after.includes("FALL_DETECTOR_BRACELET") && !before.includes("FALL_DETECTOR_BRACELET");
}
