import type { SubmissionResult } from "@conform-to/react";
import { data, type AppLoadContext } from "@remix-run/node";
import { z } from "zod";
import { isSigned, signatureCodeSchema } from "~/features/journey/rules/checkout";
import { awaitsSignedDocuments } from "~/kernel/contract/signed-documents";
import type { JourneyState } from "~/features/journey/rules/state";
import { requestSignature, validateContract, validateSignatureCode } from "~/kernel/upstream/journey.server";
import { completeStep } from "~/features/journey/step.server";
import { alreadyValidated, failed, failureKey, refusalValues, stay, upstreamCode, type Payment } from "./stage.server";
import { hubRefusal } from "~/kernel/upstream/http.server";
import { parseForm } from "~/kernel/platform/form-data.server";
import { getLocale } from "~/kernel/i18n/i18next.server";
import { getHubContract } from "~/kernel/upstream/hub.server";
import { sendSubscriptionMail } from "~/kernel/people/family-mail.server";

/**
 * The signature stage: the electronic signature's code (sent again on demand), or the last
 * step of an order signed (on paper, or a code taken whose validation failed).
 */

export const SIGNATURE_INTENTS = ["changeMethod", "resendCode"] as const;

export async function signatureAction(request: Request, context: AppLoadContext, journey: Payment, formData: FormData) {
  const intent = formData.get("intent");
  if (intent === "changeMethod") return stay(journey, { ...journey.state, signature: { method: null, signed: false } });
  if (intent === "resendCode") return resendCode(context, journey, formData);
  const { contract } = journey;
  if (isSigned(contract.signature)) {
    const submission = parseForm(formData, { schema: z.object({}) });
    return finalise(request, context, journey, journey.state, (options) => submission.reply(options));
  }
  const submission = parseForm(formData, { schema: signatureCodeSchema });
  if (submission.status !== "success") return failed({ stage: "signature", result: submission.reply() });
  try {
    await validateSignatureCode(contract.contractId, submission.value.code, { requestId: context.requestId });
  } catch (error) {
    if (alreadyValidated(error)) return completeStep(request, journey.mode, journey.state, "etape6", journey.services);
    const refusal = hubRefusal(error);
    if (refusal?.code === "NO_SIGNATURE_REQUEST") return stay(journey, { ...journey.state, signature: { method: null, signed: false } });
    const field = refusal?.code === "INVALID_CODE" ? "order:errors.codeInvalid" : refusal?.code === "CODE_VOID" ? "order:errors.codeVoid" : null;
    const reply = field ? submission.reply({ fieldErrors: { code: [field] } }) : submission.reply({ formErrors: [failureKey(error)] });
    return failed({ stage: "signature", result: reply, refusal: refusalValues(refusal) });
  }
  const state: JourneyState = { ...journey.state, signature: { method: "ELECTRONIC", signed: true } };
  return finalise(request, context, journey, state, (options) => submission.reply(options));
}

/**
 * The final submission (a signed code, or a paper order). Upstream validation is idempotent (a
 * second call answers the same contract number and creates nothing) and a validated contract
 * sends every journey request to the confirmation: submitting twice or reloading never makes
 * two contracts. When it fails, the page is at the signature stage, with the state signed.
 */
/**
 * The subscription's confirmation mail, to the subscriber's address as the hub has it;
 * best effort: whether it was handed to the relay, for the confirmation to say so, and never claimed otherwise. A
 * contract ordered on paper awaits its signed documents (decision 063): its mail says which and where.
 */
async function confirmByMail(request: Request, journey: Payment, contractNumber: string, requestId?: string): Promise<"sent" | "failed" | null> {
  try {
    const contract = await getHubContract(contractNumber, { requestId });
    // A client without e-mail at the counter gets the papers by post (decision 137): no mail to fail.
    if (!contract.subscriber.mail) return null;
    const paper = awaitsSignedDocuments(contract.legalInfo.contractStatus);
    const signature = !paper ? "electronic" : journey.mode.project === "SIBP" ? "paperAtCounter" : "paperByPost";
    return (await sendSubscriptionMail(contract.subscriber.mail, contractNumber, await getLocale(request), { requestId, signature })) ? "sent" : "failed";
  } catch {
    // The contract is validated whatever the mail; its page says the mail could not be sent.
    return "failed";
  }
}

export async function finalise(
  request: Request,
  context: AppLoadContext,
  journey: Payment,
  state: JourneyState,
  reply: (options: { formErrors: string[] }) => SubmissionResult<string[]>,
) {
  try {
    const validated = await validateContract(journey.contract.contractId, { requestId: context.requestId });
    const confirmationMail = await confirmByMail(request, journey, validated.contractNumber, context.requestId);
    return completeStep(request, journey.mode, { ...state, contractNumber: validated.contractNumber, confirmationMail }, "etape6", journey.services);
  } catch (error) {
    const key = upstreamCode(error) === "CONTRACT_INCOMPLETE" ? "order:errors.incomplete" : failureKey(error);
    return failed({ stage: "signature", result: reply({ formErrors: [key] }) }, state, journey);
  }
}

async function resendCode(context: AppLoadContext, journey: Payment, formData: FormData) {
  // The typed code is stale once a new one is sent: the form starts empty.
  const submission = parseForm(formData, { schema: z.object({}) });
  try {
    const sent = await requestSignature(journey.contract.contractId, "ELECTRONIC", { requestId: context.requestId });
    return data({ stage: "signature" as const, result: submission.reply({ resetForm: true }), resentTo: sent.sentTo });
  } catch (error) {
    const refusal = hubRefusal(error);
    // Too many codes sent within the hour: the code typed stays, it may still be the right one.
    const result =
      refusal?.code === "TOO_MANY_CODES" ? submission.reply({ fieldErrors: { code: ["order:errors.resendLimit"] } }) : submission.reply({ formErrors: [failureKey(error)] });
    return failed({ stage: "signature", result, refusal: refusalValues(refusal) });
  }
}
