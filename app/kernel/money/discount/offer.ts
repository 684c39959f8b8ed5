import { z } from "zod";
import { remoteAssistanceTypeSchema, type RemoteAssistanceType, type TriggerType } from "./schemas";

/**
 * The offer as the discount rules see it: what the person chose in "Vos services".
 * `options` flags only count for the remote-assistance type that offers them (SPEC 3 "Offer"):
 * postmanVisit with LANDLINE, geofencing with MOBILE, installAssist and materialSending with
 * SIM_3G4G; a flag left over from an earlier choice is ignored.
 */
export const discountOfferSchema = z.object({
  visitsPerWeek: z.number().int().min(0).max(6),
  remoteAssistanceType: remoteAssistanceTypeSchema,
  fallDetector: z.boolean(),
  options: z.object({
    /** SIM: installation assistance (fee type install_assist, option INSTALL_ASSIST). */
    installAssist: z.boolean().optional(),
    /** SIM: the material is sent and installed by the family (fee type sending, option AUTO_INSTALL). */
    materialSending: z.boolean().optional(),
    /** MOBILE: geofencing (option GEOFENCING). */
    geofencing: z.boolean().optional(),
    /** LANDLINE: postman visit option (option POSTMAN_VISIT_TA). */
    postmanVisit: z.boolean().optional(),
  }),
});
export type DiscountOffer = z.infer<typeof discountOfferSchema>;

/** SPEC 4 "Offer type": the product name of each kind of offer. */
export type OfferType = "formule_essentielle" | "formule_liberte" | "formule_simplicite" | "visite_facteur";

const OFFER_TYPES: Record<RemoteAssistanceType, OfferType> = {
  LANDLINE: "formule_essentielle",
  MOBILE: "formule_liberte",
  SIM_3G4G: "formule_simplicite",
  NA: "visite_facteur",
};

export function offerTypeOf(offer: DiscountOffer): OfferType {
  return OFFER_TYPES[offer.remoteAssistanceType];
}

/** The option codes of the discount query (SPEC 5), in this order. */
export type DiscountOptionCode = "INSTALL_ASSIST" | "AUTO_INSTALL" | "GEOFENCING" | "POSTMAN_VISIT_TA";

/** The installation fee types of SPEC 3 "Offer" (docs/upstream-api.md: `feeList[].type`). */
export type FeeType = "install" | "install_assist" | "sending";

export function hasRemoteAssistance(offer: DiscountOffer): boolean {
  return offer.remoteAssistanceType !== "NA";
}

/**
 * SPEC 5: visits count + "J" with remote assistance, count + "JSTA" for visits only, "TAS" for
 * remote assistance alone. Null when nothing is chosen (no formula, so no code can apply).
 */
export function formulaNameOf(offer: DiscountOffer): string | null {
  const visits = offer.visitsPerWeek;
  if (!Number.isInteger(visits) || visits < 0 || visits > 6) return null;
  if (visits > 0) return hasRemoteAssistance(offer) ? `${visits}J` : `${visits}JSTA`;
  return hasRemoteAssistance(offer) ? "TAS" : null;
}

/** SPEC 5: MED for standard remote assistance, DDC with the fall detector (visits alone: MED). */
export function triggerTypeOf(offer: DiscountOffer): TriggerType {
  return hasRemoteAssistance(offer) && offer.fallDetector ? "DDC" : "MED";
}

/** The options of the offer that the discount rules look at, as option codes. */
export function discountOptionsOf(offer: DiscountOffer): DiscountOptionCode[] {
  const { options } = offer;
  switch (offer.remoteAssistanceType) {
    case "LANDLINE":
      return options.postmanVisit ? ["POSTMAN_VISIT_TA"] : [];
    case "MOBILE":
      return options.geofencing ? ["GEOFENCING"] : [];
    case "SIM_3G4G":
      return [
        ...(options.installAssist ? (["INSTALL_ASSIST"] as const) : []),
        ...(options.materialSending ? (["AUTO_INSTALL"] as const) : []),
      ];
    case "NA":
      return [];
  }
}

/**
 * The fees the offer charges, as the fee types of the price list: a landline box is installed
 * (install), mobile material is sent (sending), SIM material is installed with assistance
 * (install_assist) or sent (sending) as chosen, visits alone carry no fee.
 */
export function feeTypesOf(offer: DiscountOffer): FeeType[] {
  switch (offer.remoteAssistanceType) {
    case "LANDLINE":
      return ["install"];
    case "MOBILE":
      return ["sending"];
    case "SIM_3G4G":
      return [
        ...(offer.options.installAssist ? (["install_assist"] as const) : []),
        ...(offer.options.materialSending ? (["sending"] as const) : []),
      ];
    case "NA":
      return [];
  }
}

/** The query of GET /vsmp/api/discount/referential/{code}/conf/ (SPEC 7). */
export interface DiscountQuery {
  [key: string]: string | undefined;
  formula: string;
  remoteAssistanceType: RemoteAssistanceType;
  triggerType: TriggerType;
  /** Comma-joined fee types (install, install_assist, sending); absent when the offer has none. */
  feesType?: string;
  /** Comma-joined option codes; absent when none is chosen. */
  optionsList?: string;
}

/** The conf query for this offer, or null when the offer has no formula yet. */
export function discountQuery(offer: DiscountOffer): DiscountQuery | null {
  const formula = formulaNameOf(offer);
  if (formula === null) return null;
  const fees = feeTypesOf(offer);
  const options = discountOptionsOf(offer);
  return {
    formula,
    remoteAssistanceType: offer.remoteAssistanceType,
    triggerType: triggerTypeOf(offer),
    ...(fees.length > 0 ? { feesType: fees.join(",") } : {}),
    ...(options.length > 0 ? { optionsList: options.join(",") } : {}),
  };
}

/**
 * The offer as the discount rules see it, from the priced choice (a journey's services or a
 * contract's terms): the visits of the formula, the remote-assistance type, the fall detector
 * (trigger DDC) and the options the rules look at. Nothing chosen: visits alone, none a week.
 */
export function discountOfferOfChoice(choice: { remoteAssistanceType: RemoteAssistanceType; formula: string; options: readonly string[] } | null): DiscountOffer {
  if (!choice) return { visitsPerWeek: 0, remoteAssistanceType: "NA", fallDetector: false, options: {} };
  const visits = /^([1-6])J/.exec(choice.formula);
  const has = (code: string) => choice.options.includes(code);
  return {
    visitsPerWeek: visits ? Number(visits[1]) : 0,
    remoteAssistanceType: choice.remoteAssistanceType,
    fallDetector: has("FALL_DETECTOR_BRACELET"),
    options: {
      installAssist: has("INSTALL_ASSIST"),
      materialSending: has("MATERIAL_SENDING"),
      geofencing: has("GEOFENCING"),
      postmanVisit: has("POSTMAN_VISIT_TA"),
    },
  };
}
