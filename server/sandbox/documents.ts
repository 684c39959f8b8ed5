import { journeyMonthlyPrice, summarizeServices } from "./contracts.js";
import { contactTypeWords, dayWords, formulaWords, optionWords, remoteAssistanceWords } from "./words.js";
import { renderPdf, type PdfLine } from "./pdf.js";
import { seedOffers } from "./seed/offers.js";
import type { ContentPage } from "./seed/pages.js";
import type { HubContract, HubPerson, JourneyRecord, Mandate, Quotation } from "./types.js";

/** 8260 → "82,60 €", 10000 → "100 €" (SPEC 9: comma decimals, whole numbers without). */
export function euros(cents: number): string {
  const value = cents / 100;
  const formatted = Number.isInteger(value) ? String(value) : value.toFixed(2).replace(".", ",");
  return `${formatted} €`;
}

function frenchDate(isoDate: string): string {
  const [year, month, day] = isoDate.slice(0, 10).split("-");
  return `${day}/${month}/${year}`;
}

function personLine(person: Pick<HubPerson, "civility" | "firstName" | "lastName">): string {
  const civility = person.civility === "MRS" ? "Mme" : person.civility === "MR" ? "M." : person.civility;
  return [civility, person.firstName, person.lastName].filter(Boolean).join(" ");
}

const COMPANY = "La Poste, SA au capital de 5 620 325 816 €, 356 000 000 RCS Paris, 9 rue du Colonel Pierre Avia, 75015 Paris";

const SEPA_MENTIONS: PdfLine[] = [
  { text: "Mentions obligatoires", bold: true },
  "En signant ce formulaire de mandat, vous autorisez La Poste à envoyer des instructions à votre banque pour débiter votre compte, et votre banque à débiter votre compte conformément aux instructions de La Poste.",
  "Type de paiement : paiement récurrent. Vous serez informé du montant et de la date de chaque prélèvement au moins 14 jours avant l'échéance (pré-notification).",
  "Vous bénéficiez du droit d'être remboursé par votre banque selon les conditions décrites dans la convention que vous avez passée avec elle. Une demande de remboursement doit être présentée dans les 8 semaines suivant la date de débit de votre compte pour un prélèvement autorisé, et sans tarder et au plus tard dans les 13 mois en cas de prélèvement non autorisé.",
  "Vos droits concernant le présent mandat sont expliqués dans un document que vous pouvez obtenir auprès de votre banque.",
];

export function mandatePdf(record: JourneyRecord, mandate: Mandate): Uint8Array {
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
      "Type de paiement : récurrent",
      `Date de signature : ${frenchDate(mandate.signatureDate)}`,
      "",
      { text: "Débiteur", bold: true },
      `Titulaire du compte : ${mandate.accountOwner}`,
      `IBAN : ${mandate.ibanMasked}`,
      ...(mandate.bicMasked ? [`BIC : ${mandate.bicMasked}`] : []),
      "",
      ...SEPA_MENTIONS,
      "",
      COMPANY,
    ],
  });
}

function contractLines(contract: HubContract): PdfLine[] {
  return [
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
    `Formule : ${formulaWords(contract.delivery.formula)}`,
    `Jours de visite : ${contract.delivery.visitDays.map(dayWords).join(", ") || "aucun"}`,
    `Téléassistance : ${contract.remoteAssistance ? remoteAssistanceWords(contract.remoteAssistanceType) : "non"}`,
    `Début du service : ${frenchDate(contract.delivery.startDate)}`,
    ...(contract.delivery.suspension
      ? [`Suspension du ${frenchDate(contract.delivery.suspension.startDate)} au ${frenchDate(contract.delivery.suspension.endDate)}`]
      : []),
    ...contract.trustedContact.map((contact) => `Contact de proximité ${contact.order} : ${personLine(contact)} (${contactTypeWords(contact.contactType)}${contact.hasKeys ? ", détient les clés" : ""})`),
    "",
    { text: "Prix et paiement", bold: true },
    `Prix mensuel : ${euros(contract.payment.ttcPriceInCents)} TTC (dont TVA ${euros(contract.payment.tvaAmountInCents)}, soit ${euros(contract.payment.htPriceInCents)} HT)`,
    `Paiement par prélèvement SEPA – RUM ${contract.payment.RUM} – IBAN ${contract.payment.IBAN}`,
    "",
    { text: "Durée et conditions", bold: true },
    `Date d'effet : ${frenchDate(contract.legalInfo.beginDate)} – durée ${contract.legalInfo.contractDurationInMonths} mois, reconduction tacite.`,
    ...(contract.legalInfo.terminationRequestDate
      ? [`Résiliation demandée le ${frenchDate(contract.legalInfo.terminationRequestDate)} (motif : ${contract.legalInfo.terminationReason ?? "non précisé"}).`]
      : []),
    "Droit de rétractation : 14 jours à compter de la conclusion du contrat.",
    "Le contrat est régi par les conditions générales de vente Veiller sur mes parents.",
    "",
    COMPANY,
  ];
}

/** The PDF of one version of a hub contract. */
export function hubVersionPdf(contract: HubContract): Uint8Array {
  return renderPdf({
    title: `Contrat Veiller sur mes parents n° ${contract.contractNumber}`,
    subtitle: `Version ${contract.version} du ${frenchDate(contract.dateModification)}`,
    lines: contractLines(contract),
  });
}

/** The contract document of a journey: the validated contract, or the draft being subscribed. */
export function contractPdf(record: JourneyRecord, validated?: HubContract): Uint8Array {
  if (validated) return hubVersionPdf(validated);
  const services = summarizeServices(record.sections.offers);
  const price = journeyMonthlyPrice(record);
  return renderPdf({
    title: `Projet de contrat Veiller sur mes parents n° ${record.contractNumber}`,
    subtitle: "Document non contractuel tant que la souscription n'est pas validée",
    lines: [
      { text: "Services choisis", bold: true },
      services
        ? `Formule : ${formulaWords(services.formula)} – niveau ${services.serviceLevel === "PREMIUM" ? "Premium" : "Standard"}`
        : "Aucun service choisi pour le moment",
      ...(services?.visitDays.length ? [`Jours de visite : ${services.visitDays.map(dayWords).join(", ")}`] : []),
      ...(services && services.remoteAssistanceType !== "NA" ? [`Téléassistance : ${remoteAssistanceWords(services.remoteAssistanceType)}`] : []),
      ...(services?.options.length ? [`Options : ${services.options.map(optionWords).join(", ")}`] : []),
      ...(price ? [`Prix mensuel : ${euros(price.ttcPriceInCents)} TTC${record.promoCodeDtos.length ? ` (codes promo appliqués : ${record.promoCodeDtos.map(({ promoCode }) => promoCode).join(", ")})` : ""}`] : []),
      "",
      "Droit de rétractation : 14 jours à compter de la conclusion du contrat.",
      "",
      COMPANY,
    ],
  });
}

/** The quotation handed at the counter: the services and price of the draft, and its validity. */
export function quotationPdf(record: JourneyRecord, quotation: Quotation): Uint8Array {
  const services = summarizeServices(record.sections.offers);
  const price = journeyMonthlyPrice(record);
  return renderPdf({
    title: `Devis Veiller sur mes parents n° ${quotation.number}`,
    subtitle: `Valable jusqu'au ${quotation.validUntil.split("-").reverse().join("/")}`,
    lines: [
      { text: "Services proposés", bold: true },
      services ? `Formule : ${formulaWords(services.formula)} – niveau ${services.serviceLevel === "PREMIUM" ? "Premium" : "Standard"}` : "Aucun service",
      ...(services?.visitDays.length ? [`Jours de visite : ${services.visitDays.map(dayWords).join(", ")}`] : []),
      ...(services && services.remoteAssistanceType !== "NA" ? [`Téléassistance : ${remoteAssistanceWords(services.remoteAssistanceType)}`] : []),
      ...(services?.options.length ? [`Options : ${services.options.map(optionWords).join(", ")}`] : []),
      ...(price ? [`Prix mensuel : ${euros(price.ttcPriceInCents)} TTC`] : []),
      "",
      "Ce devis ne vous engage pas. Reprenez-le au guichet ou en ligne avec le lien reçu par e-mail.",
      "",
      COMPANY,
    ],
  });
}

export interface Invoice { id: string; date: string; amountInCents: number; label: string }
export interface Attestation extends Invoice { year: number }

export function invoicePdf(contract: HubContract, invoice: Invoice): Uint8Array {
  const tva = Math.round((invoice.amountInCents * contract.payment.tvaAmountInCents) / Math.max(1, contract.payment.ttcPriceInCents));
  return renderPdf({
    title: `Facture n° ${invoice.id}`,
    subtitle: `${invoice.label} – émise le ${frenchDate(invoice.date)}`,
    lines: [
      { text: "Client", bold: true },
      personLine(contract.subscriber),
      `${contract.subscriber.L4}, ${contract.subscriber.L6}`,
      `Contrat n° ${contract.contractNumber}`,
      "",
      { text: "Détail", bold: true },
      `Abonnement Veiller sur mes parents – ${formulaWords(contract.delivery.formula)} (${invoice.label.toLowerCase()})`,
      `Montant HT : ${euros(invoice.amountInCents - tva)}`,
      `TVA : ${euros(tva)}`,
      `Montant TTC : ${euros(invoice.amountInCents)}`,
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

export function attestationPdf(contract: HubContract, attestation: Attestation): Uint8Array {
  return renderPdf({
    title: `Attestation fiscale ${attestation.year}`,
    subtitle: `Services à la personne – contrat n° ${contract.contractNumber}`,
    lines: [
      `La Poste atteste que ${personLine(contract.subscriber)}, demeurant ${contract.subscriber.L4}, ${contract.subscriber.L6},`,
      `a réglé en ${attestation.year} la somme de ${euros(attestation.amountInCents)} TTC au titre des services Veiller sur mes parents`,
      `rendus au domicile de ${personLine(contract.recipient)}, ${contract.recipient.L4}, ${contract.recipient.L6}.`,
      "",
      `Montant ouvrant droit au crédit d'impôt : ${euros(attestation.amountInCents)}`,
      `Crédit d'impôt estimé (50 %) : ${euros(Math.round(attestation.amountInCents / 2))}`,
      "",
      "Article 199 sexdecies du Code général des impôts. Les sommes ne comprennent aucun frais de gestion non éligible.",
      `Attestation établie le ${frenchDate(attestation.date)}.`,
      "",
      COMPANY,
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

const TYPE_LABELS: Record<string, string> = {
  NA: "Visites du facteur",
  LANDLINE: "Téléassistance fixe (formule Essentielle)",
  MOBILE: "Téléassistance mobile (formule Liberté)",
  SIM_3G4G: "Téléassistance SIM 3G/4G (formule Simplicité)",
};

export function pricesPdf(now: Date = new Date()): Uint8Array {
  const lines: PdfLine[] = [];
  const offers = seedOffers("LPFR", now).filter((offer) => offer.paymentType === "SEPA" && offer.zoneType === "FRANCE" && (!offer.start || offer.start <= now.toISOString()) && (!offer.end || offer.end >= now.toISOString()));
  for (const offer of offers) {
    lines.push({ text: `${TYPE_LABELS[offer.remoteAssistanceType] ?? offer.remoteAssistanceType} – ${offer.serviceLevel === "PREMIUM" ? "Premium" : "Standard"}`, bold: true });
    for (const plan of offer.planList) lines.push(`${formulaWords(plan.formulaName)} : ${euros(plan.priceWithTaxes)} TTC par mois (dont TVA ${euros(plan.taxesAmount)})`);
    for (const option of offer.optionList) lines.push(`Option ${optionWords(option.code)} : ${euros(option.priceWithTaxes)} TTC`);
    for (const fee of offer.feeList) lines.push(`Frais d'envoi et d'installation${fee.type === "install_assist" ? " (avec aide à l'installation)" : ""} : ${euros(fee.priceWithTaxes)} TTC, une fois`);
    lines.push("");
  }
  lines.push("Prix par mois, prélevés par SEPA. 50 % des sommes versées peuvent ouvrir droit à un crédit d'impôt.", "", COMPANY);
  return renderPdf({ title: "Grille tarifaire", subtitle: "Veiller sur mes parents", lines });
}
