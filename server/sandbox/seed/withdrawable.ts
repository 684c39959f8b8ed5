import { addDays, today } from "../../../app/kernel/contract/calendar";
import { paymentPrices, sign } from "../contracts.js";
import { priceOf } from "../pricing.js";
import type { HubContract } from "../types.js";
import { firstVersion, markModified } from "./contract.js";

/**
 * Contract 2025000321 of Lucie Moreau (customer 300003, no demo account), concluded online five
 * days before the sandbox's seed with the request to start early: its withdrawal period runs and
 * its service has started, so that the withdrawal without signing in and at the counter can be
 * tried, with the proportional refund (decision 123). Its dates follow the day the seed is made.
 */
export const WITHDRAWABLE_CONTRACT_NUMBER = "2025000321";
export const WITHDRAWABLE_CUSTOMER_ID = "300003";
/** Days between the contract's conclusion and the seed. */
const CONCLUDED_DAYS_AGO = 5;

export function seedWithdrawableContractVersions(now: Date = new Date()): HubContract[] {
  const first = firstVersion();
  const concluded = addDays(today(now), -CONCLUDED_DAYS_AGO);
  const price = priceOf("LPFR", "STANDARD", { remoteAssistanceType: "LANDLINE", formula: "2J", options: ["ALARM_BUTTON"] }, [], now)!;
  const number = WITHDRAWABLE_CONTRACT_NUMBER;
  const contract: HubContract = {
    ...first,
    id: `${number}/1`,
    version: 1,
    lastVersion: true,
    contractNumber: number,
    href: `/v1/contracts/${number}/1`,
    lastPdfVersion: 1,
    dateModification: `${concluded}T10:00:00.000Z`,
    legalInfo: { ...first.legalInfo, earlyStart: true },
    payment: { ...first.payment, accountOwner: "Lucie MOREAU", ...paymentPrices(price), IBAN: "FR76 **** **** **** **** ***2 054", RUM: "VSMP-2025000321-W5R7T2KD" },
    price,
    delivery: { ...first.delivery, formula: "2J", visitDays: ["MONDAY", "THURSDAY"], options: ["ALARM_BUTTON"] },
    subscriber: { ...first.subscriber, customerId: WITHDRAWABLE_CUSTOMER_ID, civility: "MRS", firstName: "Lucie", lastName: "Moreau", birthDate: "1968-07-21", phoneNumbers: [{ type: "MOBILE", number: "0644556677" }], mail: "lucie.moreau@example.fr", L4: "8 RUE DU MARCHE", L6: "44000 NANTES" },
    recipient: { ...first.recipient, civility: "MR", firstName: "Henri", lastName: "Moreau", birthDate: "1939-12-03", phoneNumbers: [{ type: "LANDLINE", number: "0240112233" }], L4: "8 RUE DU MARCHE", L6: "44000 NANTES", doctorName: null, doctorCivility: null, doctorPhone: null, idHub: `REC-${number}-1`, phoneInstallationType: "BOX" },
    trustedContact: [],
    familyMessaging: { modified: false, code: "FAM-3W6L", state: "NOT_CONFIGURED" },
    geolocation: null,
  };
  // Concluded then: the period's last day, the early start and the equipment follow (app/kernel/contract/contract-dates).
  sign(contract, concluded);
  markModified(contract, []);
  return [contract];
}
