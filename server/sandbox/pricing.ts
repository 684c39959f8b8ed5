import { configurationAccepts, matchingConfigurations, referenceError } from "../../app/kernel/money/discount/compatibility";
import { discountOfferOfChoice, type DiscountOffer } from "../../app/kernel/money/discount/offer";
import type { AppliedDiscount, DiscountReference } from "../../app/kernel/money/discount/schemas";
import { servicesFromPayload, type ServicePayloadItem, type Services } from "../../app/kernel/contract/services";
import { choiceOfServices, contractPrice, type ContractPrice, type PriceChoice } from "../../app/kernel/money/contract-price";
import { seedDiscounts } from "./seed/discounts.js";
import { offerPrices } from "./seed/offers.js";
import type { DiscountDefinition, ServiceLevel, System } from "./types.js";

/**
 * The hub's prices (decision 060): a draft contract and a contract are priced here, by the app's
 * pure rule (`app/kernel/money`) over the price list and the discount referential, so that
 * what the app estimates before a draft exists and what the hub states after are the same figures.
 */

function asObject(value: unknown): Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
}

/** The referential and the price lists are reference data of the seed: read once (a price list per day). */
let definitions: Record<string, DiscountDefinition> | null = null;
const priceLists = new Map<string, ReturnType<typeof offerPrices>>();

function pricesOf(system: System, level: ServiceLevel, type: PriceChoice["remoteAssistanceType"], now: Date) {
  const key = `${system}|${level}|${type}|${now.toISOString().slice(0, 10)}`;
  if (!priceLists.has(key)) {
    if (priceLists.size > 64) priceLists.clear();
    priceLists.set(key, offerPrices(system, level, type, now));
  }
  return priceLists.get(key);
}

/** A code's terms for an offer, as the conf endpoint answers them (GET …/referential/{code}/conf/). */
export function appliedDiscountOf(definition: DiscountDefinition, query: { formula: string; remoteAssistanceType: string; triggerType: string }, offer?: DiscountOffer): AppliedDiscount | null {
  const conf = definition.discountReferentialFormulaConfList.find(
    (entry) =>
      entry.enabled &&
      entry.formulaName === query.formula &&
      entry.remoteAssistanceType === query.remoteAssistanceType &&
      entry.triggerType === query.triggerType &&
      (!offer || configurationAccepts(entry, offer)),
  );
  if (!conf) return null;
  return {
    id: definition.id,
    code: definition.code,
    name: definition.name,
    conf: { ...definition.conf, installationCostHandled: conf.installationCostHandled, materialSendingCostHandled: conf.materialSendingCostHandled },
  };
}

/**
 * The saved promo codes that apply to the offer on `now`, by the app's rules (dates, then
 * compatibility): a code that no longer applies prices nothing.
 */
export function discountsFor(codes: readonly string[], choice: PriceChoice, now: Date = new Date()): AppliedDiscount[] {
  definitions ??= seedDiscounts();
  const offer = discountOfferOfChoice(choice);
  const seen = new Set<string>();
  return codes.flatMap((typed) => {
    const code = typed.trim().toUpperCase();
    const definition = definitions![code];
    if (!definition || seen.has(code)) return [];
    seen.add(code);
    const reference: DiscountReference = {
      id: definition.id,
      code: definition.code,
      beginDate: definition.beginDate,
      endDate: definition.endDate,
      discountReferentialFormulaConfList: definition.discountReferentialFormulaConfList,
    };
    if (referenceError(reference, offer, now) !== null) return [];
    const conf = matchingConfigurations(reference, offer).find((candidate) => configurationAccepts(candidate, offer));
    if (!conf) return [];
    return [appliedDiscountOf(definition, { formula: conf.formulaName, remoteAssistanceType: conf.remoteAssistanceType, triggerType: conf.triggerType }, offer)!];
  });
}

/** The priced choice and service level of a journey's offers section (`{ offers: ServiceSelection }`). */
export function choiceOfOffersSection(section: unknown): { choice: PriceChoice; level: ServiceLevel } | null {
  const selection = asObject(asObject(section).offers);
  if (!Array.isArray(selection.services)) return null;
  const level: ServiceLevel = selection.serviceLevel === "PREMIUM" ? "PREMIUM" : "STANDARD";
  const read = servicesFromPayload(selection.services as ServicePayloadItem[], level);
  // Visits sent apart (a VF item beside the remote assistance) are the remote assistance's visits.
  const remote = read.remoteAssistance ?? read.mobileRemoteAssistance ?? read.simplicityRemoteAssistance;
  const services = remote && read.visit ? { ...read, visit: null, ...patchVisits(read, read.visit) } : read;
  const choice = choiceOfServices(services);
  return choice ? { choice, level } : null;
}

function patchVisits(services: Services, days: Services["visit"]): Partial<Services> {
  if (services.remoteAssistance) return { remoteAssistance: { ...services.remoteAssistance, pf: services.remoteAssistance.pf ?? days } };
  if (services.mobileRemoteAssistance) return { mobileRemoteAssistance: { ...services.mobileRemoteAssistance, pf: services.mobileRemoteAssistance.pf ?? days } };
  if (services.simplicityRemoteAssistance) return { simplicityRemoteAssistance: { ...services.simplicityRemoteAssistance, pf: services.simplicityRemoteAssistance.pf ?? days } };
  return {};
}

/** The price of a choice in a system and level with these codes; null when the price list has no such formula. */
export function priceOf(system: System, level: ServiceLevel, choice: PriceChoice, codes: readonly string[], now: Date = new Date()): ContractPrice | null {
  return contractPrice(choice, pricesOf(system, level, choice.remoteAssistanceType, now), discountsFor(codes, choice, now));
}

/** The price of a draft contract: its services and its saved promo codes; null before its services. */
export function draftPrice(record: { system: System; sections: { offers: unknown }; promoCodeDtos: { promoCode: string }[] }, now: Date = new Date()): ContractPrice | null {
  const chosen = choiceOfOffersSection(record.sections.offers);
  if (!chosen) return null;
  return priceOf(record.system, chosen.level, chosen.choice, record.promoCodeDtos.map(({ promoCode }) => promoCode), now);
}
