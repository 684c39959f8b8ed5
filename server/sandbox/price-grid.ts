import { formatEurosIn } from "../../app/domain/money";
import { formulaWording, optionWording } from "../../app/domain/wording";
import { COMPANY } from "./documents.js";
import { renderPdf, type PdfLine } from "./pdf.js";
import { seedOffers } from "./seed/offers.js";
import { wordsIn } from "./words.js";

/**
 * The price grid as a PDF, the one document of the hub with an English edition (decision 142):
 * informative, it binds no one; the figures are the offers' in either language, the words the
 * app's own (locales), the amounts as the language writes them (app/domain/money).
 */
const TEXTS = {
  fr: {
    title: "Grille tarifaire",
    types: {
      NA: "Visites du facteur",
      LANDLINE: "Téléassistance fixe (formule Essentielle)",
      MOBILE: "Téléassistance mobile (formule Liberté)",
      SIM_3G4G: "Téléassistance SIM 3G/4G (formule Simplicité)",
    } as Record<string, string>,
    plan: (formula: string, price: string, vat: string) => `${formula} : ${price} TTC par mois (dont TVA ${vat})`,
    option: (option: string, price: string) => `Option ${option} : ${price} TTC`,
    fee: (assisted: boolean, price: string) => `Frais d'envoi et d'installation${assisted ? " (avec aide à l'installation)" : ""} : ${price} TTC, une fois`,
    footer: "Prix par mois, prélevés par SEPA. 50 % des sommes versées peuvent ouvrir droit à un crédit d'impôt.",
  },
  en: {
    title: "Price list",
    types: {
      NA: "Postman visits",
      LANDLINE: "Landline remote assistance (Essentielle plan)",
      MOBILE: "Mobile remote assistance (Liberté plan)",
      SIM_3G4G: "3G/4G SIM remote assistance (Simplicité plan)",
    } as Record<string, string>,
    plan: (formula: string, price: string, vat: string) => `${formula}: ${price} a month including VAT (of which VAT ${vat})`,
    option: (option: string, price: string) => `Option ${option}: ${price} including VAT`,
    fee: (assisted: boolean, price: string) => `Delivery and installation${assisted ? " (with installation help)" : ""}: ${price} including VAT, once`,
    footer: "Monthly prices, paid by SEPA direct debit. 50% of the sums paid may give a right to a tax credit.",
  },
};

export function pricesPdf(now: Date = new Date(), language: "fr" | "en" = "fr"): Uint8Array {
  const texts = TEXTS[language];
  const euros = (cents: number) => formatEurosIn(cents, language);
  const lines: PdfLine[] = [];
  const offers = seedOffers("LPFR", now).filter((offer) => offer.paymentType === "SEPA" && offer.zoneType === "FRANCE" && (!offer.start || offer.start <= now.toISOString()) && (!offer.end || offer.end >= now.toISOString()));
  for (const offer of offers) {
    lines.push({ text: `${texts.types[offer.remoteAssistanceType] ?? offer.remoteAssistanceType} – ${offer.serviceLevel === "PREMIUM" ? "Premium" : "Standard"}`, bold: true });
    for (const plan of offer.planList) lines.push(texts.plan(wordsIn(language, formulaWording(plan.formulaName), plan.formulaName), euros(plan.priceWithTaxes), euros(plan.taxesAmount)));
    for (const option of offer.optionList) lines.push(texts.option(wordsIn(language, optionWording(option.code), option.code), euros(option.priceWithTaxes)));
    for (const fee of offer.feeList) lines.push(texts.fee(fee.type === "install_assist", euros(fee.priceWithTaxes)));
    lines.push("");
  }
  lines.push(texts.footer, "", COMPANY);
  return renderPdf({ title: texts.title, subtitle: "Veiller sur mes parents", lines });
}
