import { EARLY_START_DAYS, WITHDRAWAL_DAYS } from "./contract-dates";
import { tenseOf } from "~/kernel/i18n/date-format";
import { awaitsSignedDocuments } from "./signed-documents";
import { isWithdrawn } from "./withdrawal";
import { formulaWording, remoteAssistanceTypeWording, type Wording } from "~/kernel/i18n/wording";

/**
 * One wording of a contract's status and formula (decision 064), read the same on the client's
 * dashboard, the agent's dashboard, the counter's contract search and the contract PDFs:
 * "En attente des documents signés", "Signé, le service commencera le 16 mars 2026", "Actif",
 * "Actif, suspension prévue du 3 au 17 mars 2026", "Suspendu jusqu'au 17 mars 2026",
 * "Résiliation demandée le 31 mars 2026", "Rétractation reçue, service arrêté"; the formula as "4 visites par semaine, Téléassistance à
 * domicile (ligne fixe)".
 */
export type ContractState = "awaitingSignedDocuments" | "starting" | "active" | "suspensionPlanned" | "suspended" | "terminationRequested" | "withdrawn";

/** What the status follows from: what a contract and a search result both carry. */
export interface StatusFacts {
  contractStatus?: string | null;
  terminationRequestDate: string | null;
  startDate: string | null;
  suspended: boolean;
  suspension?: { startDate: string; endDate: string } | null;
}

/** A listed contract's facts for its status (the client's contract list, the counter's search): the fields as listed, absent ones null. */
export function listedStatusFacts(contract: {
  contractStatus?: string | null;
  terminationRequestDate?: string | null;
  startDate?: string | null;
  suspended: boolean;
  suspension?: { startDate: string; endDate: string } | null;
}): StatusFacts {
  return {
    contractStatus: contract.contractStatus ?? null,
    terminationRequestDate: contract.terminationRequestDate ?? null,
    startDate: contract.startDate ?? null,
    suspended: contract.suspended,
    suspension: contract.suspension ?? null,
  };
}

/** A hub contract's facts for its status. */
export function statusFactsOf(contract: {
  legalInfo: { contractStatus: string; terminationRequestDate: string | null };
  delivery: { startDate: string | null; suspended: boolean; suspension?: { startDate: string; endDate: string } | null };
}): StatusFacts {
  return {
    contractStatus: contract.legalInfo.contractStatus,
    terminationRequestDate: contract.legalInfo.terminationRequestDate,
    startDate: contract.delivery.startDate,
    suspended: contract.delivery.suspended,
    suspension: contract.delivery.suspension ?? null,
  };
}

export function contractState(facts: StatusFacts, today: string): ContractState {
  if (isWithdrawn(facts.contractStatus)) return "withdrawn";
  if (awaitsSignedDocuments(facts.contractStatus) || !facts.startDate) return "awaitingSignedDocuments";
  if (facts.terminationRequestDate) return "terminationRequested";
  const period = facts.suspension;
  if (facts.suspended && period && period.endDate >= today) return period.startDate <= today ? "suspended" : "suspensionPlanned";
  if (facts.startDate > today) return "starting";
  return "active";
}

/** The status in words; `day` writes a `YYYY-MM-DD` day as the reader reads it. */
export function contractStatusWording(facts: StatusFacts, today: string, day: (iso: string) => string): Wording {
  const state = contractState(facts, today);
  const key = `common:words.status.${state}`;
  switch (state) {
    case "starting":
      return { key, values: { date: day(facts.startDate!) } };
    case "terminationRequested":
      return { key, values: { date: day(facts.terminationRequestDate!) } };
    case "suspensionPlanned":
    case "suspended":
      return { key, values: { from: day(facts.suspension!.startDate), to: day(facts.suspension!.endDate) } };
    default:
      return { key };
  }
}

/** The formula in words: the visits, then the remote assistance ("Sans téléassistance" when none). */
export function contractFormulaWordings(formula: string, remoteAssistanceType: string): Wording[] {
  return [formulaWording(formula), remoteAssistanceTypeWording(remoteAssistanceType)];
}

/** What the start of the service follows from: the contract's status and dates (the hub's). */
export interface StartFacts {
  contractStatus: string;
  startDate: string | null;
  withdrawalEndDate: string | null;
  earlyStart: boolean;
}

/**
 * The start of the service in words, the same on the confirmation, the dashboard and the contract
 * PDF: the date and why (after the withdrawal period, or earlier as asked), in the tense the day
 * has from `today` ("a commencé le 4 mars 2024", "commence aujourd'hui", "commencera le…"), or,
 * while the signed documents are awaited, the rule it will follow.
 */
export function startWording(facts: StartFacts, today: string, day: (iso: string) => string): Wording {
  const values = { days: WITHDRAWAL_DAYS, earlyDays: EARLY_START_DAYS };
  if (!facts.startDate || awaitsSignedDocuments(facts.contractStatus)) {
    return { key: `common:words.start.${facts.earlyStart ? "awaitingEarly" : "awaiting"}`, values };
  }
  const dates = { ...values, date: day(facts.startDate), end: facts.withdrawalEndDate ? day(facts.withdrawalEndDate) : "" };
  return { key: `common:words.start.${facts.earlyStart ? "early" : "afterWithdrawal"}.${tenseOf(facts.startDate, today)}`, values: dates };
}
