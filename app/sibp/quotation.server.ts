import { data, redirect, type AppLoadContext } from "@remix-run/node";
import { quotationFormSchema } from "~/domain/sibp/quotation";
import type { LoadedJourney } from "~/journey/step.server";
import { getRegisterToken } from "~/upstream/client.server";
import { isUpstreamError } from "~/upstream/http.server";
import { sendQuotation } from "~/upstream/journey.server";
import { readSibpClient } from "./guard.server";
import { parseForm } from "~/platform/form-data.server";

export const QUOTATION_SENT_PATH = "/sibp/quotation-sent";

/** What the summary shows of the quotation at the counter: the e-mail to send it to, and the last one sent. */
export async function quotationView(request: Request, journey: LoadedJourney) {
  if (journey.mode.project !== "SIBP") return null;
  const billingEmail = journey.contract?.billing?.mail;
  const email = typeof billingEmail === "string" && billingEmail ? billingEmail : ((await readSibpClient(request))?.email ?? "");
  return { email, sent: journey.contract?.quotation ?? null };
}

/**
 * "Envoyer le devis": the quotation of the draft goes to the client by e-mail, with the token of
 * the client service that lets them resume it online; then /sibp/quotation-sent shows it to print.
 * A refused e-mail or a service that fails below 500 keeps the form and says so; 500 and above
 * go on to the SIBP error page (the journey keeps its progress).
 */
export async function handQuotation(context: AppLoadContext, journey: LoadedJourney, formData: FormData) {
  const submission = parseForm(formData, { schema: quotationFormSchema });
  if (submission.status !== "success") {
    context.formErrors = true;
    return data({ quotation: submission.reply() });
  }
  const contractId = journey.state.contractId;
  if (!contractId) throw redirect(journey.pathOf("etape1"));
  const { email } = submission.value;
  try {
    const resumeToken = await getRegisterToken(email, context.requestId);
    await sendQuotation(contractId, { email, resumeToken }, { requestId: context.requestId });
  } catch (error) {
    if (!isUpstreamError(error)) throw error;
    if (isUpstreamError(error, "status") && (error.status ?? 0) >= 500) throw error;
    context.formErrors = true;
    const key = isUpstreamError(error, "timeout") ? "sibp:quotation.errors.timeout" : "sibp:quotation.errors.failed";
    return data({ quotation: submission.reply({ formErrors: [key] }) });
  }
  return redirect(QUOTATION_SENT_PATH);
}
