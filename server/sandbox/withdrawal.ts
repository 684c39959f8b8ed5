import { formatMoment } from "../../app/kernel/i18n/date-format";
import { acknowledgementWordings, PUBLIC_WITHDRAWAL_ADDRESS, type RecordedWithdrawal } from "../../app/kernel/contract/withdrawal";
import { formatEuros } from "../../app/kernel/money/money";
import { COMPANY, personLine } from "./documents.js";
import { renderPdf, type PdfLine } from "./pdf.js";
import type { HubContract } from "./types.js";
import { contractFormulaWords, french, frenchDay } from "./words.js";

/**
 * The withdrawal's papers (decision 123): the model withdrawal form annexed to every contract
 * (Code de la consommation L.221-5, annex to R.221-1), and the acknowledgement of a withdrawal on
 * a durable medium, in the words of locales/fr/withdrawal.json, the same as the page and the mail.
 */
const say = (key: string, values?: Record<string, string | number>) => french({ key: `withdrawal:${key}`, values }, key);

/** The model withdrawal form, in our words, with the contract's number filled in (none on a draft). */
export function modelWithdrawalForm(contractNumber: string | null): PdfLine[] {
  return [
    "",
    { text: say("modelForm.title"), bold: true },
    say("modelForm.use", { url: PUBLIC_WITHDRAWAL_ADDRESS }),
    say("modelForm.to", { address: french({ key: "common:signedDocuments.address" }, "") }),
    say("modelForm.notify"),
    say("modelForm.contract", { number: contractNumber ?? "........................" }),
    say("modelForm.ordered"),
    say("modelForm.name"),
    say("modelForm.address"),
    { signatureBox: say("modelForm.signature") },
    say("modelForm.date"),
  ];
}

/** The acknowledgement of a withdrawal: the statement received, its day and time (French time), the service stopped, the refund. */
export function withdrawalAcknowledgementPdf(contract: HubContract, withdrawal: RecordedWithdrawal): Uint8Array {
  const read = { money: formatEuros, day: frenchDay, moment: (instant: string) => formatMoment(new Date(instant), "fr") };
  return renderPdf({
    title: say("acknowledgement.title"),
    subtitle: `Contrat Veiller sur mes parents n° ${contract.contractNumber} – ${contractFormulaWords(contract)}`,
    lines: [
      ...acknowledgementWordings(contract.contractNumber, withdrawal, read).map((wording) => french(wording, wording.key)),
      "",
      `Souscripteur : ${personLine(contract.subscriber)}`,
      `Bénéficiaire : ${personLine(contract.recipient)}`,
      "",
      COMPANY,
    ],
  });
}
