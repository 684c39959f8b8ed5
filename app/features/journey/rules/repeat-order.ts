/**
 * A warning, never a refusal, when the order about to be confirmed repeats one just made
 * (decision 141): the same beneficiary (first name, last name, birth date), ordered with the same
 * subscriber e-mail, the same formula and remote assistance, in the last {@link REPEAT_WINDOW_DAYS}
 * days. A second order for the same person is sometimes wanted (a contract for another home);
 * a double click or two siblings ordering the same thing is more often a mistake.
 */

export const REPEAT_WINDOW_DAYS = 30;

export interface PastOrder {
  contractNumber: string;
  /** The day the order was made (YYYY-MM-DD); null when the hub does not say. */
  orderedOn: string | null;
  formula: string;
  remoteAssistanceType: string;
  remoteAssistance: boolean;
  terminationRequestDate?: string | null;
}

function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/** The most recent past order with the same services within the window, or null. */
export function repeatedOrder(orders: readonly PastOrder[], draft: { formula: string; remoteAssistanceType: string }, today: string): PastOrder | null {
  const type = (order: Pick<PastOrder, "remoteAssistance" | "remoteAssistanceType">) => (order.remoteAssistance ? order.remoteAssistanceType : "NA");
  const same = orders.filter((order) => {
    if (!order.orderedOn || order.terminationRequestDate) return false;
    const age = daysBetween(order.orderedOn, today);
    return age >= 0 && age <= REPEAT_WINDOW_DAYS && order.formula === draft.formula && type(order) === (draft.remoteAssistanceType || "NA");
  });
  return same.sort((a, b) => (b.orderedOn ?? "").localeCompare(a.orderedOn ?? ""))[0] ?? null;
}
