import { appliedDiscountSchema, discountReferenceSchema, type AppliedDiscount, type DiscountOffer, type DiscountReference } from "~/kernel/money/discount/index";
import { seedDiscounts } from "../../../server/sandbox/seed/discounts";

/** The sandbox's demo codes (DESIGN 5), as the referential serves them. */
const seed = seedDiscounts();

export type DemoCode = "BIENVENUE10" | "MOINS5" | "PREMIERMOIS" | "TRIMESTRE" | "EXPIRE2022" | "VISITES";

export function reference(code: DemoCode): DiscountReference {
  const { id, beginDate, endDate, discountReferentialFormulaConfList } = seed[code]!;
  return discountReferenceSchema.parse({ id, code, beginDate, endDate, discountReferentialFormulaConfList });
}

/** The code as the conf endpoint answers it (costs handled as its configurations say). */
export function applied(code: DemoCode): AppliedDiscount {
  const definition = seed[code]!;
  const conf = definition.discountReferentialFormulaConfList[0]!;
  return appliedDiscountSchema.parse({
    id: definition.id,
    code: definition.code,
    name: definition.name,
    conf: {
      ...definition.conf,
      installationCostHandled: conf.installationCostHandled,
      materialSendingCostHandled: conf.materialSendingCostHandled,
    },
  });
}

export function offer(overrides: Partial<DiscountOffer> = {}): DiscountOffer {
  return { visitsPerWeek: 4, remoteAssistanceType: "LANDLINE", fallDetector: false, options: {}, ...overrides };
}

export const visitsOnly = (visitsPerWeek = 2) => offer({ visitsPerWeek, remoteAssistanceType: "NA" });
