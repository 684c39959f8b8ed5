import { addMonths } from "~/kernel/contract/calendar";

interface ContractDates {
  legalInfo: { beginDate: string | null; contractDurationInMonths: number };
}

/** The next renewal: the begin date plus as many durations as needed to pass today; none before the contract is signed. */
export function renewalDate(contract: ContractDates, today: string): string | null {
  if (!contract.legalInfo.beginDate) return null;
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
