import type { DiscountConf, DiscountDefinition, RemoteAssistanceType, TriggerType } from "../types.js";

const FORMULAS_BY_TYPE: Record<RemoteAssistanceType, string[]> = {
  NA: ["1JSTA", "2JSTA", "3JSTA", "4JSTA", "5JSTA", "6JSTA"],
  LANDLINE: ["TAS", "1J", "2J", "3J", "4J", "5J", "6J"],
  MOBILE: ["TAS", "1J", "2J", "3J", "4J", "5J", "6J"],
  SIM_3G4G: ["TAS", "1J", "2J", "3J", "4J", "5J", "6J"],
};
const TRIGGERS: TriggerType[] = ["MED", "DDC"];

interface ConfOptions {
  costsHandled: boolean;
  enabledFor?: (type: RemoteAssistanceType) => boolean;
  /** Extra entries per MOBILE formula with these option lists. */
  mobileOptionLists?: string[][];
}

/** One configuration per formula, remote-assistance type and trigger type. */
function confList({ costsHandled, enabledFor = () => true, mobileOptionLists = [[]] }: ConfOptions): DiscountConf[] {
  const list: DiscountConf[] = [];
  for (const [type, formulas] of Object.entries(FORMULAS_BY_TYPE) as [RemoteAssistanceType, string[]][]) {
    const optionLists = type === "MOBILE" ? mobileOptionLists : [[]];
    for (const formulaName of formulas) {
      for (const triggerType of TRIGGERS) {
        for (const optionList of optionLists) {
          list.push({
            enabled: enabledFor(type),
            formulaName,
            remoteAssistanceType: type,
            triggerType,
            installationCostHandled: costsHandled,
            materialSendingCostHandled: costsHandled,
            optionList: [...optionList],
          });
        }
      }
    }
  }
  return list;
}

export function seedDiscounts(): Record<string, DiscountDefinition> {
  const definitions: DiscountDefinition[] = [
    {
      id: "BIENVENUE10", code: "BIENVENUE10", name: "Bienvenue : -10 % sur l'abonnement",
      discountReferentialFormulaConfList: confList({ costsHandled: true }),
      conf: { couponType: "FOREVER", percentOff: 10, amountOffVATIncludedInCent: 0, multiMonthDuration: 0 },
    },
    {
      id: "MOINS5", code: "MOINS5", name: "5 € de remise par mois",
      discountReferentialFormulaConfList: confList({ costsHandled: false, mobileOptionLists: [[], ["GEOFENCING"]] }),
      conf: { couponType: "FOREVER", percentOff: 0, amountOffVATIncludedInCent: 500, multiMonthDuration: 0 },
    },
    {
      id: "PREMIERMOIS", code: "PREMIERMOIS", name: "Premier mois offert", beginDate: "2024-01-01",
      discountReferentialFormulaConfList: confList({ costsHandled: true }),
      conf: { couponType: "MULTI_MONTH", percentOff: 100, amountOffVATIncludedInCent: 0, multiMonthDuration: 1 },
    },
    {
      id: "TRIMESTRE", code: "TRIMESTRE", name: "-20 % pendant 3 mois", beginDate: "2024-01-01", endDate: "2099-12-31",
      discountReferentialFormulaConfList: confList({ costsHandled: true }),
      conf: { couponType: "MULTI_MONTH", percentOff: 20, amountOffVATIncludedInCent: 0, multiMonthDuration: 3 },
    },
    {
      id: "EXPIRE2022", code: "EXPIRE2022", name: "Offre 2022 : -15 %", beginDate: "2022-01-01", endDate: "2022-12-31",
      discountReferentialFormulaConfList: confList({ costsHandled: true }),
      conf: { couponType: "FOREVER", percentOff: 15, amountOffVATIncludedInCent: 0, multiMonthDuration: 0 },
    },
    {
      id: "VISITES", code: "VISITES", name: "-5 % sur les visites du facteur",
      discountReferentialFormulaConfList: confList({ costsHandled: true, enabledFor: (type) => type === "NA" }),
      conf: { couponType: "FOREVER", percentOff: 5, amountOffVATIncludedInCent: 0, multiMonthDuration: 0 },
    },
  ];
  return Object.fromEntries(definitions.map((definition) => [definition.code, definition]));
}
