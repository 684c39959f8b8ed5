import type { AppLoadContext } from "@remix-run/node";
import { personView } from "~/features/journey/rules/checkout";
import { mandateSchema } from "~/features/journey/rules/sepa";
import { createMandate } from "~/kernel/upstream/journey.server";
import { completeStep } from "~/features/journey/step.server";
import { alreadyValidated, failed, failureKey, stay, upstreamCode, type Payment } from "./stage.server";
import { parseForm } from "~/kernel/platform/form-data.server";

/**
 * The mandate stage: the bank details to give (no mandate yet, or "change my bank details"),
 * or the mandate already saved to keep.
 */

/** What the stage shows beyond every stage's data: the account holder, prefilled with the subscriber. */
export function mandateData({ contract }: Payment) {
  return { accountOwner: contract.mandate?.accountOwner ?? personView(contract.billing)?.name ?? undefined };
}

export const MANDATE_INTENTS = ["keepMandate"] as const;

export async function mandateAction(request: Request, context: AppLoadContext, journey: Payment, formData: FormData) {
  const { contract, state } = journey;
  if (formData.get("intent") === "keepMandate") return stay(journey, contract.mandate ? { ...state, mandate: { rum: contract.mandate.rum } } : state);
  const submission = parseForm(formData, { schema: mandateSchema });
  if (submission.status !== "success") return failed({ stage: "mandate", result: submission.reply() });
  const { accountOwner, iban, bic } = submission.value;
  try {
    const mandate = await createMandate(contract.contractId, { accountOwner, iban, ...(bic ? { bic } : {}) }, { requestId: context.requestId });
    // Only the RUM is kept: never the IBAN.
    return stay(journey, { ...state, mandate: { rum: mandate.rum }, signature: { method: null, signed: false } });
  } catch (error) {
    if (alreadyValidated(error)) return completeStep(request, journey.mode, state, "etape6", journey.services);
    const code = upstreamCode(error);
    const reply =
      code === "INVALID_IBAN"
        ? submission.reply({ fieldErrors: { iban: ["order:errors.ibanRefused"] } })
        : code === "INVALID_BIC"
          ? submission.reply({ fieldErrors: { bic: ["order:errors.bicRefused"] } })
          : submission.reply({ formErrors: [failureKey(error)] });
    return failed({ stage: "mandate", result: reply });
  }
}
