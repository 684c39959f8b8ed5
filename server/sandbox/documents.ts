import { formatEuros, yearTaxCredit } from "../../app/kernel/money/money";
import { startWording } from "../../app/kernel/contract/contract-status";
import { deviceFate, deviceFateWording } from "../../app/kernel/i18n/wording";
import { formatMoment } from "../../app/kernel/i18n/date-format";
import { priceFromMonth, type ContractPrice } from "../../app/kernel/money/contract-price";
import { priceDayOf } from "../../app/kernel/money/price-in-effect";
import { serviceMonth } from "../../app/kernel/contract/contract-dates";
import { firstDebitMessage, feeMessage, monthlySentence, priceStatement, vatBreakdown } from "../../app/kernel/money/statement";
import { debitDate, debitStartOf, firstPaidDebit, firstPaidDebitMessage, type DebitStart } from "../../app/kernel/money/first-debit";
import { today as frenchToday } from "../../app/kernel/contract/calendar";
import { awaitsSignedDocuments } from "../../app/kernel/contract/signed-documents";
import { PUBLIC_WITHDRAWAL_ADDRESS } from "../../app/kernel/contract/withdrawal";
import { earlyStartOf, hubPerson, summarizeServices } from "./contracts.js";
import { invoiceAmount, servicesByMonth, type Attestation, type Invoice } from "./history.js";
import { renderPdf, type PdfLine } from "./pdf.js";
import { draftPrice } from "./pricing.js";
import type { ContentPage } from "./seed/pages.js";
import type { HubContract, HubDeviceView, HubPerson, JourneyRecord, Mandate, Quotation } from "./types.js";
import { modelWithdrawalForm } from "./withdrawal.js";
import { contactTypeWords, contractFormulaWords, dayWords, french, formulaWords, frenchDay, moneyWords, optionWords, remoteAssistanceWords, statusWords } from "./words.js";

/** 8260 → "82,60 €", 105880 → "1 058,80 €": the app's one euro format (SPEC 9). */
export const euros = formatEuros;

export function personLine(person: Pick<HubPerson, "civility" | "firstName" | "lastName">): string {
  const civility = person.civility === "MRS" ? "Mme" : person.civility === "MR" ? "M." : person.civility;
  return [civility, person.firstName, person.lastName].filter(Boolean).join(" ");
}

export const COMPANY = "La Poste, SA au capital de 5 620 325 816 €, 356 000 000 RCS Paris, 9 rue du Colonel Pierre Avia, 75015 Paris";

/** The provider's declaration of personal services (services à la personne). */
export const SAP_DECLARATION = { number: "SAP356000000", date: "2016-06-01" };

const SEPA_MENTIONS: PdfLine[] = [
  { text: "Mentions obligatoires", bold: true },
  "En signant ce formulaire de mandat, vous autorisez La Poste à envoyer des instructions à votre banque pour débiter votre compte, et votre banque à débiter votre compte conformément aux instructions de La Poste.",
  "Type de paiement : paiement récurrent. Vous serez informé du montant et de la date de chaque prélèvement au moins 14 jours avant l'échéance (pré-notification).",
  "Vous bénéficiez du droit d'être remboursé par votre banque selon les conditions décrites dans la convention que vous avez passée avec elle. Une demande de remboursement doit être présentée dans les 8 semaines suivant la date de débit de votre compte pour un prélèvement autorisé, et sans tarder et au plus tard dans les 13 mois en cas de prélèvement non autorisé.",
  "Vos droits concernant le présent mandat sont expliqués dans un document que vous pouvez obtenir auprès de votre banque.",
];

/** The full IBAN in groups of four, as printed for the person who typed it to check and sign. */
function ibanInGroups(iban: string): string {
  return iban.replace(/(.{4})(?=.)/g, "$1 ");
}

/** Where the signed documents go. */
const PAPER_ADDRESS = () => french({ key: "common:signedDocuments.address" }, "");

/** The boxes and mentions of a document printed to sign on paper. */
function signatureBlock(signer: string): PdfLine[] {
  // On one page, with its heading and instructions: a box alone on a page signs nothing visible.
  const kept = (text: string, bold = false): PdfLine => ({ text, bold, keepWithNext: true });
  return [
    "",
    kept("À signer et à renvoyer", true),
    kept("Vérifiez les informations ci-dessus, datez et signez ci-dessous, puis renvoyez ce document à :"),
    kept(PAPER_ADDRESS()),
    kept("Le contrat est conclu à la réception des documents signés : avant, le service ne commence pas, aucun matériel n'est envoyé et rien n'est prélevé."),
    kept(""),
    kept("Fait à ........................................, le ..... / ..... / .........."),
    { signatureBox: `Signature ${signer}` },
  ];
}

/** A contract's money, in the words of every page: the monthly price, the VAT, the fee, the first debit. */
function priceLines(price: ContractPrice): PdfLine[] {
  const statement = priceStatement(price);
  const detail = price.lines.map((line) => `${french({ key: `common:money.lines.${line.code}` }, optionWords(line.code))} : ${euros(line.ttcPriceInCents)}`).join(" ; ");
  return [
    `Prix mensuel : ${moneyWords(statement.monthly)}`,
    `Détail du prix mensuel sans code promo : ${detail}`,
    ...(price.promoCodes.length > 0 ? [french({ key: "common:money.promoCodes", values: { codes: price.promoCodes.join(", ") } }, "")] : []),
    moneyWords(statement.vat),
    ...(statement.fee ? [moneyWords(statement.fee)] : []),
    moneyWords(statement.firstDebit),
  ];
}

/**
 * The money of a version recorded once the service runs (an avenant's): the price and the day it
 * is billed from (the avenant's effective date, decision 100), from the month then in progress; no
 * first debit and no one-off fee, which were the first month's.
 */
function runningPriceLines(contract: HubContract, startDate: string): PdfLine[] {
  const from = priceDayOf(contract);
  const price = priceFromMonth(contract.price, serviceMonth(startDate, from));
  const statement = priceStatement(price);
  return [`Prix mensuel à partir du ${frenchDay(from)} : ${moneyWords(statement.monthly)}`, moneyWords(statement.vat)];
}

/** The first debit that takes money and its day, as the pages state it (decision 140). */
function firstPaidDebitLines(price: ContractPrice, start: DebitStart | null): PdfLine[] {
  const message = firstPaidDebitMessage(price, start, frenchDay);
  return message ? [moneyWords(message)] : [];
}

/** Where a journey's documents tell the first debit from: the signed contract's start, else a signature today (none on paper). */
function journeyDebitStart(record: JourneyRecord, validated?: HubContract): DebitStart | null {
  return debitStartOf(validated?.delivery ?? null, { paper: record.signature?.method === "PAPER", earlyStart: earlyStartOf(record) }, frenchToday());
}

/** A contract's first paid debit, while it is still to come (or its start unknown). */
function contractDebitLines(contract: HubContract, today: string): PdfLine[] {
  const start = contract.delivery.startDate;
  const debit = firstPaidDebit(contract.price);
  if (start && debit && debitDate(start, debit.month) < today) return [];
  return firstPaidDebitLines(contract.price, start ? { day: start, estimate: false } : null);
}

/** The electronic signature, as the signed mandate states it: its day and its method. */
function electronicSignatureLines(record: JourneyRecord, mandate: Mandate, validated?: HubContract): PdfLine[] {
  if (record.signature?.method !== "ELECTRONIC" || !record.signature.signed) return [];
  const day = validated?.legalInfo.beginDate ?? mandate.signatureDate.slice(0, 10);
  return [`Signé électroniquement le ${frenchDay(day)} par code à usage unique envoyé au ${record.signature.sentTo ?? "mobile du souscripteur"}`];
}

/** The debtor's address: the subscriber's, who pays (the billing address given in the journey). */
function debtorAddressLines(record: JourneyRecord): PdfLine[] {
  const payer = hubPerson(record.sections.billing);
  const lines = [payer.L4, payer.L6].filter(Boolean);
  return lines.length ? [`Adresse du débiteur : ${lines.join(", ")}`] : [];
}

/** Who a draft contract is between, and when its service would start. */
function draftPartiesLines(record: JourneyRecord): PdfLine[] {
  const subscriber = hubPerson(record.sections.billing);
  const beneficiary = hubPerson(record.sections.beneficiary);
  const start = journeyDebitStart(record);
  return [
    ...(subscriber.lastName ? [`Souscripteur : ${personLine(subscriber)}, ${[subscriber.L4, subscriber.L6].filter(Boolean).join(", ")}`] : []),
    ...(beneficiary.lastName ? [`Bénéficiaire : ${personLine(beneficiary)}, ${[beneficiary.L4, beneficiary.L6].filter(Boolean).join(", ")}`] : []),
    start
      ? `Début du service : le ${frenchDay(start.day)} pour une signature aujourd'hui${earlyStartOf(record) ? " (démarrage anticipé demandé)" : ", au lendemain du délai de rétractation de 14 jours"}`
      : "Début du service : au lendemain du délai de rétractation de 14 jours, qui court à partir de la réception des documents signés",
    "",
  ];
}

/** The options chosen: the postman's visits, sent as an option of the remote assistance, are a service (listed by their days), not an option. */
function optionsLines(options: readonly string[]): PdfLine[] {
  const chosen = options.filter((code) => code !== "POSTMAN_VISIT_TA");
  return chosen.length ? [`Options : ${chosen.map(optionWords).join(", ")}`] : [];
}

/** The services of a draft or contract, in words. */
function servicesLines(services: { formula: string; serviceLevel?: string; remoteAssistanceType: string; visitDays: string[]; options: string[] }): PdfLine[] {
  return [
    `Formule : ${formulaWords(services.formula)}${services.serviceLevel ? ` – niveau ${services.serviceLevel === "PREMIUM" ? "Premium" : "Standard"}` : ""}`,
    `Jours de visite du facteur : ${services.visitDays.map(dayWords).join(", ") || "aucun"}`,
    `Téléassistance : ${services.remoteAssistanceType !== "NA" ? remoteAssistanceWords(services.remoteAssistanceType) : "non"}`,
    ...optionsLines(services.options),
  ];
}

/**
 * The SEPA mandate. `printout`: the paper mandate of a paper signature, with the full IBAN the
 * person typed (to check it before signing) and the signature box; otherwise the IBAN is masked.
 */
export function mandatePdf(record: JourneyRecord, mandate: Mandate, printout = false, validated?: HubContract): Uint8Array {
  const price = draftPrice(record);
  const iban = printout && record.bankAccount ? ibanInGroups(record.bankAccount.iban) : mandate.ibanMasked;
  const bic = printout && record.bankAccount?.bic ? record.bankAccount.bic : mandate.bicMasked;
  return renderPdf({
    title: "Mandat de prélèvement SEPA",
    subtitle: `Veiller sur mes parents – contrat n° ${record.contractNumber}`,
    lines: [
      { text: "Créancier", bold: true },
      `Nom du créancier : ${mandate.creditorName}`,
      `Identifiant créancier SEPA (ICS) : ${mandate.ics}`,
      "Adresse : 9 rue du Colonel Pierre Avia, 75015 Paris, France",
      "",
      { text: "Mandat", bold: true },
      `Référence unique du mandat (RUM) : ${mandate.rum}`,
      "Type de paiement : récurrent (mensuel)",
      ...(price ? [`Montant : ${moneyWords(monthlySentence(price))}`, moneyWords(firstDebitMessage(price)), ...firstPaidDebitLines(price, journeyDebitStart(record, validated))] : []),
      ...(printout ? [] : [`Date du mandat : ${frenchDay(mandate.signatureDate)}`]),
      "",
      { text: "Débiteur", bold: true },
      `Titulaire du compte : ${mandate.accountOwner}`,
      ...debtorAddressLines(record),
      `IBAN : ${iban}`,
      ...(bic ? [`BIC : ${bic}`] : []),
      "",
      ...SEPA_MENTIONS,
      ...electronicSignatureLines(record, mandate, validated),
      ...(printout ? signatureBlock("du titulaire du compte") : []),
      "",
      COMPANY,
    ],
  });
}

/** The start of the service, as the confirmation and the dashboard say it. */
function startLine(contract: HubContract, today: string): string {
  const { contractStatus, withdrawalEndDate, earlyStart } = contract.legalInfo;
  return french(startWording({ contractStatus, withdrawalEndDate, earlyStart, startDate: contract.delivery.startDate }, today, frenchDay), "");
}

function contractLines(contract: HubContract, today: string, printout: JourneyRecord["bankAccount"] = null): PdfLine[] {
  return [
    `État du contrat : ${statusWords(contract, today)}`,
    "",
    { text: "Souscripteur", bold: true },
    personLine(contract.subscriber),
    `${contract.subscriber.L4}, ${contract.subscriber.L6}`,
    ...(contract.subscriber.mail ? [`E-mail : ${contract.subscriber.mail}`] : []),
    "",
    { text: "Bénéficiaire", bold: true },
    personLine(contract.recipient),
    `${contract.recipient.L4}, ${contract.recipient.L6}`,
    ...(contract.recipient.doctorName ? [`Médecin traitant : Dr ${contract.recipient.doctorName}`] : []),
    "",
    { text: "Services", bold: true },
    `Formule : ${contractFormulaWords(contract)}`,
    ...servicesLines({ formula: contract.delivery.formula, remoteAssistanceType: contract.remoteAssistance ? contract.remoteAssistanceType : "NA", visitDays: contract.delivery.visitDays, options: contract.delivery.options }).slice(1),
    startLine(contract, today),
    ...(contract.delivery.suspension
      ? [`Suspension du ${frenchDay(contract.delivery.suspension.startDate)} au ${frenchDay(contract.delivery.suspension.endDate)}`]
      : []),
    ...contract.trustedContact.map((contact) => `Contact de confiance ${contact.order} : ${personLine(contact)} (${contactTypeWords(contact.contactType)}${contact.hasKeys ? ", détient les clés" : ""})`),
    "",
    { text: "Prix et paiement", bold: true },
    ...(contract.delivery.startDate && contract.delivery.startDate < priceDayOf(contract)
      ? runningPriceLines(contract, contract.delivery.startDate)
      : [...priceLines(contract.price), ...contractDebitLines(contract, today)]),
    `Paiement par prélèvement SEPA – RUM ${contract.payment.RUM} – IBAN ${printout ? ibanInGroups(printout.iban) : contract.payment.IBAN}`,
    "",
    { text: "Durée et conditions", bold: true },
    contract.legalInfo.beginDate
      ? `Date de signature : ${frenchDay(contract.legalInfo.beginDate)} – durée ${contract.legalInfo.contractDurationInMonths} mois, reconduction tacite.`
      : `Durée ${contract.legalInfo.contractDurationInMonths} mois à compter de la signature, reconduction tacite.`,
    ...(contract.legalInfo.terminationRequestDate
      ? [`Résiliation demandée le ${frenchDay(contract.legalInfo.terminationRequestDate)} (motif : ${contract.legalInfo.terminationReason ?? "non précisé"}).`]
      : []),
    `Droit de rétractation : 14 jours à compter de la conclusion du contrat, en ligne (${PUBLIC_WITHDRAWAL_ADDRESS}) ou avec le formulaire de rétractation joint.`,
    "Le contrat est régi par les conditions générales de vente Veiller sur mes parents.",
    ...(printout ? signatureBlock("du souscripteur") : []),
    "",
    COMPANY,
    ...modelWithdrawalForm(contract.contractNumber),
  ];
}

/**
 * The PDF of one version of a hub contract. `printout`: the bank account of a contract awaiting
 * its signed documents, printed in full on the copy the person prints to sign (never otherwise).
 */
export function hubVersionPdf(contract: HubContract, printout: JourneyRecord["bankAccount"] = null, now: Date = new Date()): Uint8Array {
  return renderPdf({
    title: `Contrat Veiller sur mes parents n° ${contract.contractNumber}`,
    subtitle: `Version ${contract.version} du ${frenchDay(contract.dateModification)}`,
    lines: contractLines(contract, now.toISOString().slice(0, 10), printout),
  });
}

/**
 * The contract document of a journey: the contract once validated (to print and sign while its
 * signed documents are awaited), or the draft being subscribed (to print and sign when the
 * paper signature is chosen).
 */
export function contractPdf(record: JourneyRecord, validated?: HubContract): Uint8Array {
  const printout = record.signature?.method === "PAPER" && !record.signature.signed ? (record.bankAccount ?? null) : null;
  if (validated) return hubVersionPdf(validated, awaitsSignedDocuments(validated.legalInfo.contractStatus) ? printout : null);
  const services = summarizeServices(record.sections.offers);
  const price = draftPrice(record);
  return renderPdf({
    title: `Projet de contrat Veiller sur mes parents n° ${record.contractNumber}`,
    subtitle: printout ? "À signer et à renvoyer : le contrat est conclu à la réception des documents signés" : "Document non contractuel tant que la souscription n'est pas validée",
    lines: [
      ...draftPartiesLines(record),
      { text: "Services choisis", bold: true },
      ...(services && price ? servicesLines({ ...services, formula: price.formula }) : ["Aucun service choisi pour le moment"]),
      "",
      ...(price ? [{ text: "Prix et paiement", bold: true }, ...priceLines(price), ...firstPaidDebitLines(price, journeyDebitStart(record))] : []),
      ...(record.mandate ? [`Paiement par prélèvement SEPA – RUM ${record.mandate.rum} – IBAN ${printout ? ibanInGroups(printout.iban) : record.mandate.ibanMasked}`] : []),
      "",
      "Droit de rétractation : 14 jours à compter de la conclusion du contrat.",
      ...(printout ? signatureBlock("du souscripteur") : []),
      "",
      COMPANY,
      ...modelWithdrawalForm(record.contractNumber),
    ],
  });
}

/**
 * The quotation handed at the counter: who it is for, when it was made and until when it holds,
 * the post office that made it (never the agent), and the draft's services and price in the
 * journey's own words and figures.
 */
export function quotationPdf(record: JourneyRecord, quotation: Quotation, made: { clientName: string; postOffice: string | null }): Uint8Array {
  const services = summarizeServices(record.sections.offers);
  const price = draftPrice(record);
  return renderPdf({
    title: `Devis Veiller sur mes parents n° ${quotation.number}`,
    subtitle: `Établi le ${frenchDay(quotation.sentAt.slice(0, 10))}, valable jusqu'au ${frenchDay(quotation.validUntil)}`,
    lines: [
      ...(made.clientName ? [`Établi pour : ${made.clientName}`] : []),
      ...(made.postOffice ? [`Établi au ${made.postOffice}`] : []),
      `Date du devis : ${frenchDay(quotation.sentAt.slice(0, 10))}`,
      `Valable jusqu'au : ${frenchDay(quotation.validUntil)}`,
      "",
      { text: "Services proposés", bold: true },
      ...(services && price ? servicesLines({ ...services, formula: price.formula }) : ["Aucun service"]),
      "",
      ...(price ? [{ text: "Prix", bold: true }, ...priceLines(price)] : []),
      "",
      "Ce devis ne vous engage pas. Reprenez-le au guichet ou en ligne avec le lien reçu par e-mail.",
      "",
      COMPANY,
    ],
  });
}

/** An invoice: the month of service at its price, the one-off fee on the first, the VAT by rate. */
export function invoicePdf(versions: HubContract[], contract: HubContract, invoice: Invoice): Uint8Array {
  const { month, fee, total, priced } = invoiceAmount(versions, invoice);
  const feeLine = fee ? feeMessage({ fee }) : null;
  return renderPdf({
    title: `Facture n° ${invoice.id}`,
    subtitle: `${invoice.label} – émise le ${frenchDay(invoice.date)}`,
    lines: [
      { text: "Client", bold: true },
      personLine(contract.subscriber),
      `${contract.subscriber.L4}, ${contract.subscriber.L6}`,
      `Contrat n° ${contract.contractNumber}`,
      "",
      { text: "Détail", bold: true },
      `Abonnement Veiller sur mes parents – ${formulaWords(priced.delivery.formula)} – mois ${invoice.month} (${invoice.label.replace(/^Facture /, "")}) : ${euros(month.ttcPriceInCents)} TTC`,
      ...(priced.price.promoCodes.length > 0 ? [french({ key: "common:money.promoCodes", values: { codes: priced.price.promoCodes.join(", ") } }, "")] : []),
      ...(feeLine ? [moneyWords(feeLine)] : []),
      "",
      `Montant HT : ${euros(total.htPriceInCents)}`,
      ...vatBreakdown(total).map(moneyWords),
      `Montant TTC : ${euros(total.ttcPriceInCents)}`,
      "",
      { text: "Paiement", bold: true },
      `Prélèvement SEPA sur le compte ${contract.payment.IBAN}, mandat ${contract.payment.RUM}, créancier La Poste (ICS FR12ZZZ123456).`,
      "Le prélèvement intervient le 10 du mois.",
      "",
      "50 % des sommes versées peuvent ouvrir droit à un crédit d'impôt au titre des services à la personne.",
      "",
      COMPANY,
    ],
  });
}

/**
 * The yearly tax attestation (CGI art. 199 sexdecies, services à la personne): the provider and
 * its SAP declaration, who paid and for whom, the services and what was paid each month of that
 * year (never today's price, nor a one-off fee of another year), the amount paid in the year, the
 * part paid with prepaid CESU (which opens no right to the credit), the credit and its condition.
 */
export function attestationPdf(versions: HubContract[], contract: HubContract, attestation: Attestation, now: Date = new Date()): Uint8Array {
  // The dashboard's attestations page states this same figure, by the same rule.
  const credit = yearTaxCredit({ paidInCents: attestation.amountInCents, prepaidCesuInCents: attestation.prepaidCesuInCents });
  const months = servicesByMonth(versions, attestation.year, now);
  return renderPdf({
    title: `Attestation fiscale ${attestation.year}`,
    subtitle: `Services à la personne – contrat n° ${contract.contractNumber}`,
    lines: [
      { text: "Prestataire", bold: true },
      COMPANY,
      `Déclaration de services à la personne n° ${SAP_DECLARATION.number} du ${frenchDay(SAP_DECLARATION.date)}`,
      "",
      { text: "Bénéficiaire", bold: true },
      `${personLine(contract.subscriber)}, ${contract.subscriber.L4}, ${contract.subscriber.L6}`,
      `Services rendus au domicile de ${personLine(contract.recipient)}, ${contract.recipient.L4}, ${contract.recipient.L6}`,
      "",
      { text: `Services rendus en ${attestation.year}`, bold: true },
      ...months.map(
        (month) =>
          `${month.month} : ${month.visits} visite${month.visits > 1 ? "s" : ""} du facteur${month.remoteAssistance ? ` ; ${remoteAssistanceWords(contract.remoteAssistanceType)}` : ""} – payé ${euros(month.amountInCents)}`,
      ),
      "",
      { text: "Sommes payées", bold: true },
      `Montant payé en ${attestation.year} : ${euros(credit.paidInCents)} TTC`,
      `dont payé par CESU préfinancé : ${euros(credit.prepaidCesuInCents)}`,
      `Montant ouvrant droit au crédit d'impôt : ${euros(credit.eligibleInCents)}`,
      `Crédit d'impôt estimé (50 %) : ${euros(credit.creditInCents)}`,
      french({ key: "common:money.taxCreditCondition" }, ""),
      "",
      "CESU préfinancé : les sommes payées par chèque emploi service universel préfinancé (par votre employeur, votre comité d'entreprise ou un organisme social) n'ouvrent pas droit au crédit d'impôt ; elles sont déjà déduites du montant ouvrant droit au crédit d'impôt ci-dessus. L'aide de votre employeur est à déclarer séparément.",
      "Article 199 sexdecies du Code général des impôts. Les sommes ne comprennent aucun frais de gestion non éligible.",
      `Attestation établie le ${frenchDay(attestation.date)}.`,
    ],
  });
}

export function cgvPdf(page: ContentPage | undefined): Uint8Array {
  const lines: PdfLine[] = [];
  for (const component of page?.components ?? []) {
    if (component.type !== "Paragraph") continue;
    if (component.title) lines.push({ text: component.title, bold: true });
    for (const paragraph of component.content.split("\n\n")) lines.push(paragraph);
    lines.push("");
  }
  lines.push(COMPANY);
  return renderPdf({ title: "Conditions générales de vente", subtitle: "Veiller sur mes parents", lines });
}

/**
 * The acknowledgement of a termination request on a durable medium (Code de la consommation
 * L.215-1-1, D.215-2): the day the request was received, the contract and its beneficiary, the end
 * of service, the reason (and, for an early end, the proof to send), what happens to each device
 * lent and to the billing.
 */
export function terminationAcknowledgementPdf(contract: HubContract & { devices?: HubDeviceView[] }, request: { requestId: string; receivedAt: string; endDate: string; reason: string | null; earlyEnd: boolean }): Uint8Array {
  const devices = contract.devices ?? [];
  return renderPdf({
    title: "Accusé de réception de votre demande de résiliation",
    subtitle: `Référence de la demande : ${request.requestId}`,
    lines: [
      french({ key: "changes:termination.received", values: { ...formatMoment(new Date(request.receivedAt), "fr"), end: frenchDay(request.endDate) } }, ""),
      "",
      { text: "Le contrat", bold: true },
      `Contrat Veiller sur mes parents n° ${contract.contractNumber} : ${contractFormulaWords(contract)}`,
      `Souscripteur : ${personLine(contract.subscriber)}`,
      `Bénéficiaire : ${personLine(contract.recipient)}`,
      "",
      { text: "La résiliation", bold: true },
      `Fin du service : le ${frenchDay(request.endDate)}`,
      `Motif : ${request.reason ? french({ key: `common:words.terminationReason.${request.reason}` }, request.reason) : "non précisé"}`,
      ...(request.earlyEnd
        ? [
            "Fin anticipée pour motif légitime : envoyez le justificatif (acte de décès, attestation d'entrée en établissement) sous 30 jours, avec la référence de la demande, à :",
            PAPER_ADDRESS(),
          ]
        : []),
      "",
      { text: "Les équipements", bold: true },
      ...(devices.length === 0
        ? ["Aucun équipement à rendre."]
        : devices.map(
            (device) =>
              `${french({ key: `common:words.device.${device.kind}` }, device.kind)} n° ${device.serialNumber} : ${french(deviceFateWording(device), device.onTermination)}`,
          )),
      ...(devices.some((device) => deviceFate(device) === "RETURN") ? ["L'emballage prépayé vous parvient avant la fin du service ; renvoyez les équipements dans les 30 jours qui la suivent."] : []),
      "",
      { text: "La facturation", bold: true },
      `Le service est facturé jusqu'au ${frenchDay(request.endDate)} inclus : le dernier prélèvement porte sur le mois de la fin du service, et aucun prélèvement n'a lieu après. Aucuns frais de résiliation.`,
      "",
      COMPANY,
    ],
  });
}
