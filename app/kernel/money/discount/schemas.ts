import { z } from "zod";

/**
 * The wire shapes of the discount endpoints (docs/upstream-api.md sections 3 and 5), parsed at
 * the boundary. Missing numbers and flags count as 0 and false so a sparse answer still parses.
 */
const cents = z.number().nullish().transform((value) => value ?? 0);
const flag = z.boolean().nullish().transform((value) => value ?? false);
/** `YYYY-MM-DD` as documented; a full ISO instant is tolerated (see `calendarDay`). */
const day = z
  .string()
  .nullish()
  .transform((value) => value || undefined)
  .optional();

export const triggerTypeSchema = z.enum(["MED", "DDC"]);
export type TriggerType = z.infer<typeof triggerTypeSchema>;

export const remoteAssistanceTypeSchema = z.enum(["NA", "LANDLINE", "MOBILE", "SIM_3G4G"]);
export type RemoteAssistanceType = z.infer<typeof remoteAssistanceTypeSchema>;

/** One entry of `discountReferentialFormulaConfList`: where the code applies. */
export const discountFormulaConfSchema = z.object({
  enabled: flag,
  formulaName: z.string(),
  remoteAssistanceType: z.string(),
  triggerType: z.string(),
  installationCostHandled: flag,
  materialSendingCostHandled: flag,
  optionList: z.array(z.string()).nullish().transform((value) => value ?? []),
});
export type DiscountFormulaConf = z.infer<typeof discountFormulaConfSchema>;

/** GET /vsmp/api/discount/referential/{code}/ */
export const discountReferenceSchema = z.object({
  id: z.string(),
  code: z.string(),
  beginDate: day,
  endDate: day,
  discountReferentialFormulaConfList: z.array(discountFormulaConfSchema).nullish().transform((value) => value ?? []),
});
export type DiscountReference = z.infer<typeof discountReferenceSchema>;

export const couponTypeSchema = z.enum(["FOREVER", "MULTI_MONTH"]);
export type CouponType = z.infer<typeof couponTypeSchema>;

/** GET /vsmp/api/discount/referential/{code}/conf/: the discount as it applies to one offer. */
export const appliedDiscountSchema = z.object({
  id: z.string(),
  code: z.string(),
  name: z.string().nullish().transform((value) => value ?? ""),
  conf: z.object({
    couponType: couponTypeSchema,
    percentOff: cents,
    amountOffVATIncludedInCent: cents,
    multiMonthDuration: cents,
    installationCostHandled: flag,
    materialSendingCostHandled: flag,
  }),
});
export type AppliedDiscount = z.infer<typeof appliedDiscountSchema>;

/** GET, POST and DELETE /vsmp/api/vsmp/v1/contract/{contractId}/promos */
export const promoCodesSchema = z.object({
  promoCodeDtos: z.array(z.object({ promoCode: z.string() })),
});
export type PromoCodes = z.infer<typeof promoCodesSchema>;

export function toPromoCodes(codes: readonly string[]): PromoCodes {
  return { promoCodeDtos: codes.map((promoCode) => ({ promoCode })) };
}
