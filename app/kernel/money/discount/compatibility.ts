import type { DiscountErrorCode } from "./codes";
import { formulaNameOf, triggerTypeOf, type DiscountOffer } from "./offer";
import type { DiscountFormulaConf, DiscountReference } from "./schemas";
import { isWithinValidityDates } from "./validity";

/** The enabled configurations of the code for the offer's formula, remote type and trigger type. */
export function matchingConfigurations(reference: DiscountReference, offer: DiscountOffer): DiscountFormulaConf[] {
  const formula = formulaNameOf(offer);
  if (formula === null) return [];
  const triggerType = triggerTypeOf(offer);
  return reference.discountReferentialFormulaConfList.filter(
    (conf) =>
      conf.enabled &&
      conf.formulaName === formula &&
      conf.remoteAssistanceType === offer.remoteAssistanceType &&
      conf.triggerType === triggerType,
  );
}

/**
 * SPEC 5, the rules beyond the formula for one matching configuration:
 * - SIM: when installation assistance is chosen the installation cost must be handled, when
 *   material sending is chosen the sending cost must be handled;
 * - mobile: the configuration's geofencing option must match the offer's, unless it handles the
 *   costs (installation or sending: mobile material is sent, so either flag counts).
 */
export function configurationAccepts(conf: DiscountFormulaConf, offer: DiscountOffer): boolean {
  const { options } = offer;
  switch (offer.remoteAssistanceType) {
    case "SIM_3G4G":
      return (!options.installAssist || conf.installationCostHandled) && (!options.materialSending || conf.materialSendingCostHandled);
    case "MOBILE": {
      if (conf.installationCostHandled || conf.materialSendingCostHandled) return true;
      return conf.optionList.includes("GEOFENCING") === Boolean(options.geofencing);
    }
    case "LANDLINE":
    case "NA":
      return true;
  }
}

/** SPEC 5 "Compatibility": some enabled configuration matches the offer and accepts its options. */
export function isCompatibleWithOffer(reference: DiscountReference, offer: DiscountOffer): boolean {
  return matchingConfigurations(reference, offer).some((conf) => configurationAccepts(conf, offer));
}

/**
 * Every rule a code's reference must pass for this offer on `now`, in the spec's order: dates
 * (ERR_DATES_VALIDITY), then compatibility (ERR_NOT_FOUND). Null when the code may be applied.
 */
export function referenceError(reference: DiscountReference, offer: DiscountOffer, now: Date): DiscountErrorCode | null {
  if (!isWithinValidityDates(reference, now)) return "ERR_DATES_VALIDITY";
  if (!isCompatibleWithOffer(reference, offer)) return "ERR_NOT_FOUND";
  return null;
}
