import { data, redirect, type AppLoadContext } from "@remix-run/node";
import { requireAgent } from "~/kernel/auth/agent.server";
import { formatDay } from "~/kernel/i18n/date-format";
import { quotationLinkPath } from "~/kernel/contract/paths";
import { quotationFormSchema } from "~/features/journey/rules/quotation";
import { getLocale, getT } from "~/kernel/i18n/i18next.server";
import type { LoadedJourney } from "~/features/journey/step.server";
import { config } from "~/kernel/platform/config.server";
import { parseForm } from "~/kernel/platform/form-data.server";
import { log } from "~/kernel/platform/logger.server";
import { MailNotSent, sendMail } from "~/kernel/platform/mailer.server";
import { isUpstreamError } from "~/kernel/upstream/http.server";
import { sendQuotation, streamJourneyDocument, type Quotation } from "~/kernel/upstream/journey.server";
import { readSibpClient, requireSibpClient } from "~/kernel/auth/counter.server";

export const QUOTATION_SENT_PATH = "/sibp/quotation-sent";

/** A quotation's PDF is a page or two: anything much larger is not one. */
const MAX_QUOTATION_PDF_BYTES = 2 * 1024 * 1024;

/** What the summary shows of the quotation at the counter: the e-mail to send it to, and the last one sent. */
export async function quotationView(request: Request, journey: LoadedJourney) {
  if (journey.mode.project !== "SIBP") return null;
  const billingEmail = journey.contract?.billing?.mail;
  const email = typeof billingEmail === "string" && billingEmail ? billingEmail : ((await readSibpClient(request))?.email ?? "");
  const sent = journey.contract?.quotation;
  return { email, sent: sent ? { number: sent.number, sentTo: sent.sentTo, validUntil: sent.validUntil } : null };
}

/** The absolute address of a quotation's online journey, at the public origin (a mail client needs it whole). */
export function quotationLink(quotationId: string): string {
  return `${config.publicOrigin}${quotationLinkPath(quotationId)}`;
}

class QuotationPdfTooLarge extends Error {}

/** The quotation's PDF as the hub renders it, read whole (it goes into the mail). */
async function quotationPdf(contractId: string, requestId?: string): Promise<Uint8Array> {
  const response = await streamJourneyDocument(contractId, "quotation", { requestId });
  const declared = Number(response.headers.get("content-length") ?? 0);
  if (declared > MAX_QUOTATION_PDF_BYTES) throw new QuotationPdfTooLarge("quotation PDF too large");
  const bytes = new Uint8Array(await response.arrayBuffer());
  if (bytes.byteLength > MAX_QUOTATION_PDF_BYTES) throw new QuotationPdfTooLarge("quotation PDF too large");
  return bytes;
}

/**
 * The quotation mail (decision 135): its PDF attached, the dates as people read them, and the
 * absolute link of the online journey it opens. Plain text; the link carries only the
 * quotation's random id.
 */
async function mailQuotation(request: Request, quotation: Quotation, to: string, clientName: string, pdf: Uint8Array, requestId?: string) {
  const locale = await getLocale(request);
  const t = getT(locale);
  const values = {
    name: clientName,
    number: quotation.number,
    date: formatDay(quotation.sentAt.slice(0, 10), locale),
    until: formatDay(quotation.validUntil, locale),
    link: quotationLink(quotation.id ?? ""),
  };
  await sendMail(
    {
      to,
      subject: t("sibp:quotation.mail.subject", values),
      text: t("sibp:quotation.mail.text", values),
      attachments: [{ filename: `devis-${quotation.number}.pdf`, content: pdf, contentType: "application/pdf" }],
    },
    { kind: "quotation", requestId },
  );
}

/**
 * "Envoyer le devis": the hub makes the quotation of the draft (naming the agent's post office),
 * then the app mails it to the client with its PDF and its link; then /sibp/quotation-sent
 * shows it to print. A refused e-mail, a service that fails below 500 or a mail the relay does
 * not take keeps the form and says so; 500 and above go on to the SIBP error page (the journey
 * keeps its progress).
 */
export async function handQuotation(request: Request, context: AppLoadContext, journey: LoadedJourney, formData: FormData) {
  const submission = parseForm(formData, { schema: quotationFormSchema });
  if (submission.status !== "success") {
    return data({ quotation: submission.reply() }, { status: 400 });
  }
  const contractId = journey.state.contractId;
  if (!contractId) throw redirect(journey.pathOf("etape1"));
  const { agent } = await requireAgent(request);
  const client = await requireSibpClient(request);
  const { email } = submission.value;
  try {
    const quotation = await sendQuotation(contractId, { email, regate: agent.regate ?? null }, { requestId: context.requestId });
    const pdf = await quotationPdf(contractId, context.requestId);
    await mailQuotation(request, quotation, email, `${client.firstName} ${client.lastName}`.trim(), pdf, context.requestId);
  } catch (error) {
    if (error instanceof QuotationPdfTooLarge) log("error", "SIBP: quotation PDF refused as too large", { requestId: context.requestId });
    else if (!isUpstreamError(error) && !(error instanceof MailNotSent)) throw error;
    if (isUpstreamError(error, "status") && (error.status ?? 0) >= 500) throw error;
    const key = isUpstreamError(error, "timeout") ? "sibp:quotation.errors.timeout" : "sibp:quotation.errors.failed";
    return data({ quotation: submission.reply({ formErrors: [key] }) }, { status: 503 });
  }
  return redirect(QUOTATION_SENT_PATH);
}
