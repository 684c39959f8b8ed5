import { today } from "~/kernel/contract/calendar";
import { repeatedOrder } from "~/features/journey/rules/repeat-order";
import { ordersFor } from "~/kernel/upstream/hub.server";
import type { JourneyContract } from "~/kernel/upstream/journey.server";

const text = (value: unknown) => (typeof value === "string" && value.trim() ? value.trim() : null);

/**
 * The order this draft repeats, if any (decision 141): the beneficiary's and the subscriber's
 * answers as the draft holds them, the hub's contracts of that beneficiary ordered with that e-mail.
 * A warning only: when the hub does not answer, the page goes on without it.
 */
export async function repeatedOrderOf(contract: Pick<JourneyContract, "beneficiary" | "billing" | "price"> | null, requestId?: string): Promise<{ contractNumber: string; orderedOn: string; beneficiary: string } | null> {
  const firstName = text(contract?.beneficiary?.firstName);
  const lastName = text(contract?.beneficiary?.lastName);
  const birthDate = text(contract?.beneficiary?.birthDate);
  const subscriberMail = text(contract?.billing?.mail);
  if (!contract?.price || !firstName || !lastName || !birthDate || !subscriberMail) return null;
  try {
    const orders = await ordersFor({ lastName, firstName, birthDate, subscriberMail }, requestId);
    const repeated = repeatedOrder(orders, contract.price, today());
    return repeated?.orderedOn ? { contractNumber: repeated.contractNumber, orderedOn: repeated.orderedOn, beneficiary: `${firstName} ${lastName}` } : null;
  } catch {
    return null;
  }
}
