import type { AppLoadContext } from "@remix-run/node";
import {
  DEBIT_AMOUNT_UNKNOWN,
  debitAmountShown,
  orderConsentOf,
  orderSchema,
  PRE_NOTIFICATION_DAYS,
  REFUND_WEEKS,
  SIGNATURE_METHODS,
  UNAUTHORISED_REFUND_MONTHS,
  WITHDRAWAL_DAYS,
  withOrderConsent,
} from "~/features/journey/rules/checkout";
import { EARLY_START_DAYS } from "~/kernel/contract/contract-dates";
import type { JourneyState } from "~/features/journey/rules/state";
import { requestSignature, saveSection } from "~/kernel/upstream/journey.server";
import { draftPrice } from "~/features/journey/price.server";
import { completeStep } from "~/features/journey/step.server";
import { finalise } from "./signature.server";
import { alreadyValidated, failed, failureKey, refusalValues, stay, upstreamCode, type Payment } from "./stage.server";
import { hubRefusal } from "~/kernel/upstream/http.server";
import { parseForm } from "~/kernel/platform/form-data.server";

/**
 * The order stage: the SEPA mandate with its mentions, the signature method, the withdrawal
 * choice, the CGV and the order button (nothing ordered yet for this mandate).
 */

/** What the stage shows beyond every stage's data: the withdrawal choice kept, the methods, the legal delays. */
export function orderData({ contract }: Payment) {
  return {
    earlyStart: orderConsentOf(contract.billing)?.earlyStart ?? false,
    // Constants come with the data so that the page does not ship the schemas' module.
    signatureMethods: SIGNATURE_METHODS,
    legal: {
      preNotificationDays: PRE_NOTIFICATION_DAYS,
      refundWeeks: REFUND_WEEKS,
      unauthorisedRefundMonths: UNAUTHORISED_REFUND_MONTHS,
      withdrawalDays: WITHDRAWAL_DAYS,
      earlyStartDays: EARLY_START_DAYS,
    },
  };
}

export const ORDER_INTENTS = ["editMandate"] as const;

export async function orderAction(request: Request, context: AppLoadContext, journey: Payment, formData: FormData) {
  // "Modifier mes coordonnées bancaires": back to the mandate stage, nothing signed.
  if (formData.get("intent") === "editMandate") return stay(journey, { ...journey.state, mandate: { rum: null }, signature: { method: null, signed: false } });
  const submission = parseForm(formData, { schema: orderSchema });
  // The amount as the page shows it now: no order to pay an amount the person cannot see.
  if (!debitAmountShown(draftPrice(journey.contract))) {
    return failed({ stage: "order", result: submission.reply({ fieldErrors: { amount: [DEBIT_AMOUNT_UNKNOWN] } }) });
  }
  if (submission.status !== "success") return failed({ stage: "order", result: submission.reply() });
  const { signatureMethod, earlyStart } = submission.value;
  const { contract } = journey;
  const ids = { requestId: context.requestId };
  try {
    // The order's declarations go with the subscriber, as upstream keeps them.
    await saveSection(contract.contractId, "billing", withOrderConsent(contract.billing, { cgvAccepted: true, earlyStart, acceptedAt: new Date().toISOString() }), ids);
    await requestSignature(contract.contractId, signatureMethod, ids);
  } catch (error) {
    if (alreadyValidated(error)) return completeStep(request, journey.mode, journey.state, "etape6", journey.services);
    if (upstreamCode(error) === "NO_MANDATE") return stay(journey, { ...journey.state, mandate: { rum: null } });
    const refusal = hubRefusal(error);
    // Every code the hub allowed within the hour was sent: the paper signature remains, or later.
    if (refusal?.code === "TOO_MANY_CODES") {
      return failed({ stage: "order", result: submission.reply({ fieldErrors: { signatureMethod: ["order:errors.codesLimit"] } }), refusal: refusalValues(refusal) });
    }
    return failed({ stage: "order", result: submission.reply({ formErrors: [failureKey(error)] }) });
  }
  const state: JourneyState = { ...journey.state, signature: { method: signatureMethod, signed: signatureMethod === "PAPER" } };
  // On paper, the order is complete now (the signed paper comes back by post).
  if (signatureMethod === "PAPER") return finalise(request, context, journey, state, (options) => submission.reply(options));
  return stay(journey, state);
}
