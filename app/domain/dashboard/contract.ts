import { addMonths } from "./calendar";

/** The contract's life as the dashboard tells it (SPEC 3 Contract, 9: 12-month duration). */
export type ContractState = "terminationRequested" | "suspended" | "suspensionPlanned" | "active";

interface ContractDates {
  legalInfo: { beginDate: string; contractDurationInMonths: number; terminationRequestDate: string | null };
  delivery: { suspended: boolean; suspension?: { startDate: string; endDate: string } };
}

export function contractState(contract: ContractDates, today: string): ContractState {
  if (contract.legalInfo.terminationRequestDate) return "terminationRequested";
  const period = contract.delivery.suspension;
  if (contract.delivery.suspended && period && period.endDate >= today) {
    return period.startDate <= today ? "suspended" : "suspensionPlanned";
  }
  return "active";
}

/** The next renewal: the begin date plus as many durations as needed to pass today. */
export function renewalDate(contract: ContractDates, today: string): string {
  const months = Math.max(1, contract.legalInfo.contractDurationInMonths);
  let renewal = addMonths(contract.legalInfo.beginDate, months);
  for (let periods = 2; renewal <= today; periods += 1) renewal = addMonths(contract.legalInfo.beginDate, months * periods);
  return renewal;
}

/** The IBAN as the hub masks it, with only its last four characters kept whatever it sends. */
export function maskedIban(iban: string): string {
  const compact = iban.replace(/\s+/g, "");
  if (compact.length < 8) return "••••";
  return `${compact.slice(0, 4)} •••• •••• ${compact.slice(-4)}`;
}
