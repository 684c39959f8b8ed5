import { filterOffers, priceGrid } from "../../../app/kernel/contract/offers";
import type { OfferPrices } from "../../../app/kernel/money/contract-price";
import type { Offer, RemoteAssistanceType, ServiceLevel, System } from "../types.js";

/** Monthly VAT-included prices in cents of the STANDARD level; PREMIUM adds PREMIUM_SURCHARGE. */
const STANDARD_PLANS: Record<RemoteAssistanceType, [formulaName: string, priceWithTaxes: number][]> = {
  NA: [["1JSTA", 2190], ["2JSTA", 3990], ["3JSTA", 5690], ["4JSTA", 7290], ["5JSTA", 8790], ["6JSTA", 10190]],
  LANDLINE: [["TAS", 2990], ["1J", 4390], ["2J", 5690], ["3J", 6990], ["4J", 8260], ["5J", 9950], ["6J", 11490]],
  MOBILE: [["TAS", 3490], ["1J", 4890], ["2J", 6190], ["3J", 7490], ["4J", 8760], ["5J", 10450], ["6J", 11990]],
  SIM_3G4G: [["TAS", 3290], ["1J", 4590], ["2J", 5890], ["3J", 7190], ["4J", 8460], ["5J", 10150], ["6J", 11690]],
};

/**
 * How a plan's price splits by VAT rate. Every plan is at the standard 20 % (its taxes a sixth of
 * its price, 9950 → 1658 as SPEC 9's sample) except SPEC 9's other sample, 8260 with 1128 VAT,
 * which no single rate gives: that plan is 49,78 € at 20 % and 32,82 € at 10 % (830 + 298 = 1128
 * cents), a price stated as a breakdown by rate (decision 061).
 */
const MIXED_VAT: Record<string, { rate: number; priceWithTaxes: number }[]> = {
  "LANDLINE/STANDARD/4J": [
    { rate: 20, priceWithTaxes: 4978 },
    { rate: 10, priceWithTaxes: 3282 },
  ],
};
const STANDARD_RATE = 20;

const PREMIUM_SURCHARGE = 1000;

const OPTIONS: Record<RemoteAssistanceType, Omit<Offer["optionList"][number], "vatRate">[]> = {
  NA: [],
  LANDLINE: [
    { code: "ALARM_BUTTON", priceWithTaxes: 0 },
    { code: "FALL_DETECTOR_BRACELET", priceWithTaxes: 700 },
    { code: "POSTMAN_VISIT_TA", priceWithTaxes: 1290 },
  ],
  MOBILE: [
    { code: "GEOFENCING", priceWithTaxes: 500 },
    { code: "FALL_DETECTOR_BRACELET", priceWithTaxes: 700 },
  ],
  SIM_3G4G: [
    { code: "FALL_DETECTOR_BRACELET", priceWithTaxes: 700 },
    { code: "INSTALL_ASSIST", priceWithTaxes: 4900 },
    { code: "MATERIAL_SENDING", priceWithTaxes: 990 },
  ],
};

const FEES: Record<RemoteAssistanceType, Omit<Offer["feeList"][number], "vatRate">[]> = {
  NA: [],
  LANDLINE: [{ code: "INSTALLATION", type: "install", priceWithTaxes: 3900 }],
  MOBILE: [{ code: "INSTALLATION", type: "sending", priceWithTaxes: 990 }],
  SIM_3G4G: [
    { code: "INSTALLATION", type: "install_assist", priceWithTaxes: 4900 },
    { code: "INSTALLATION", type: "sending", priceWithTaxes: 990 },
  ],
};

const VALID_FROM = "2024-01-01T00:00:00.000Z";

function planList(type: RemoteAssistanceType, level: ServiceLevel): Offer["planList"] {
  return STANDARD_PLANS[type].map(([formulaName, standardPrice]) => {
    const priceWithTaxes = level === "PREMIUM" ? standardPrice + PREMIUM_SURCHARGE : standardPrice;
    const vatParts = MIXED_VAT[`${type}/${level}/${formulaName}`] ?? [{ rate: STANDARD_RATE, priceWithTaxes }];
    const taxesAmount = vatParts.reduce((sum, part) => sum + Math.round((part.priceWithTaxes * part.rate) / (100 + part.rate)), 0);
    return { formulaName, priceWithTaxes, taxesAmount, vatParts: vatParts.map((part) => ({ ...part })) };
  });
}

function offer(system: System, level: ServiceLevel, type: RemoteAssistanceType): Offer {
  const result: Offer = {
    system,
    serviceLevel: level,
    zoneType: "FRANCE",
    paymentType: "SEPA",
    start: VALID_FROM,
    remoteAssistance: type !== "NA",
    remoteAssistanceType: type,
    triggerType: level === "STANDARD" ? "MED" : "DDC",
    planList: planList(type, level),
    optionList: OPTIONS[type].map((option) => ({ ...option, vatRate: STANDARD_RATE })),
    feeList: FEES[type].map((fee) => ({ ...fee, vatRate: STANDARD_RATE })),
  };
  if (level === "STANDARD" && type === "MOBILE") result.end = "2099-12-31T23:59:59.000Z";
  return result;
}

/** A STANDARD landline offer priced 1 cent per formula, so that a decoy leaking through shows. */
function decoy(system: System, change: Partial<Offer>): Offer {
  const base = offer(system, "STANDARD", "LANDLINE");
  return {
    ...base,
    planList: base.planList.map((plan) => ({ ...plan, priceWithTaxes: 1, taxesAmount: 0, vatParts: [{ rate: STANDARD_RATE, priceWithTaxes: 1 }] })),
    ...change,
  };
}

/** The price list of one system: four remote-assistance types at two levels, plus four decoys. */
export function seedOffers(system: System, now: Date = new Date()): Offer[] {
  const inOneYear = new Date(now.getTime() + 365 * 24 * 3600 * 1000).toISOString();
  const types: RemoteAssistanceType[] = ["NA", "LANDLINE", "MOBILE", "SIM_3G4G"];
  const levels: ServiceLevel[] = ["STANDARD", "PREMIUM"];
  return [
    ...levels.flatMap((level) => types.map((type) => offer(system, level, type))),
    decoy(system, { paymentType: "CB" }),
    decoy(system, { start: inOneYear }),
    decoy(system, { end: "2023-12-31T23:59:59.000Z" }),
    decoy(system, { zoneType: "BELGIQUE" }),
  ];
}

/** The prices of the offer of a system, level and remote-assistance type, as the app's grid reads them. */
export function offerPrices(system: System, level: ServiceLevel, type: RemoteAssistanceType, now: Date = new Date()): OfferPrices | undefined {
  return priceGrid(filterOffers(seedOffers(system, now), { system, type: level, country: "FRANCE" }, now))[type];
}

/** The offer a formula belongs to, for pricing a subscription on validation. */
export function findPlan(
  system: System,
  level: ServiceLevel,
  type: RemoteAssistanceType,
  formulaName: string,
): { offer: Offer; plan: Offer["planList"][number] } | null {
  const found = offer(system, level, type);
  const plan = found.planList.find((candidate) => candidate.formulaName === formulaName);
  return plan ? { offer: found, plan } : null;
}
