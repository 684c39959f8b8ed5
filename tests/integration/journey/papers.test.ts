import { describe, expect, it } from "vitest";
import { formatDay } from "~/kernel/i18n/date-format";
import { today } from "~/kernel/contract/calendar";
import { serviceStartDate } from "~/kernel/contract/contract-dates";
import { contractPdf, mandatePdf } from "../../../server/sandbox/documents.js";
import { renderPdf, type PdfLine } from "../../../server/sandbox/pdf.js";
import type { JourneyRecord } from "../../../server/sandbox/types.js";
import { pdfText } from "../../e2e/pdf-text";

/**
 * The journey's papers: the draft contract names its parties and its start, the SEPA
 * mandate its debtor's address and, signed electronically, the signature's day and method; a
 * signature block is never cut from what it signs.
 */

/** Each page's text. */
function pages(bytes: Uint8Array): string[] {
  return Buffer.from(bytes)
    .toString("latin1")
    .split(/\/Type \/Page /)
    .slice(1)
    .map((page) => pdfText(Buffer.from(page, "latin1")));
}

function record(signature: JourneyRecord["signature"]): JourneyRecord {
  const now = new Date().toISOString();
  return {
    contractId: "00000000-0000-4000-8000-000000000042",
    contractNumber: "2026999042",
    cartId: "250000001",
    system: "LPFR",
    status: "DRAFT",
    customerId: null,
    sections: {
      offers: { offers: { serviceLevel: "STANDARD", zoneType: "FRANCE", formulaName: "2JSTA", triggerType: "MED", services: [{ type: "VF", visitDays: ["MONDAY", "THURSDAY"], options: [] }] } },
      beneficiary: { civility: "MRS", firstName: "Jeanne", lastName: "Durand", birthDate: "1940-03-12", address: { L4: "12 rue des Lilas", L6: "75015 Paris", countryCode: "FR" } },
      contacts: null,
      billing: { civility: "MRS", firstName: "Claire", lastName: "Durand", mail: "claire.durand@example.fr", phoneNumbers: [{ type: "MOBILE", number: "0698765478" }], address: { L4: "3 avenue Victor Hugo", L6: "69003 Lyon", countryCode: "FR" } },
      admin: null,
      caregiver: null,
    },
    mandate: { rum: "VSMP-2026999042-PAPERS42", ibanMasked: "FR76 **** **** **** **** ***0 189", accountOwner: "Claire Durand", creditorName: "La Poste", ics: "FR12ZZZ123456", signatureDate: now.slice(0, 10) },
    bankAccount: { iban: "FR7630006000011234567890189", bic: null },
    signature,
    promoCodeDtos: [],
    createdAt: now,
    updatedAt: now,
  };
}

describe("the draft contract and the mandate", () => {
  it("the draft contract names the subscriber and the beneficiary, and says when the service would start", () => {
    const text = pdfText(Buffer.from(contractPdf(record(null))));
    expect(text).toContain("Projet de contrat");
    expect(text).toContain("Souscripteur : Mme Claire Durand, 3 AVENUE VICTOR HUGO, 69003 LYON");
    expect(text).toContain("Bénéficiaire : Mme Jeanne Durand, 12 RUE DES LILAS, 75015 PARIS");
    expect(text).toContain(`Début du service : le ${formatDay(serviceStartDate(today(), false), "fr")} pour une signature aujourd'hui`);
    // On paper, the start is counted from the signed documents' return.
    expect(pdfText(Buffer.from(contractPdf(record({ method: "PAPER", sentTo: null, signed: false }))))).toContain("qui court à partir de la réception des documents signés");
  });

  it("the mandate states the debtor's address; signed electronically, the day and the one-time code's masked mobile", () => {
    const signed = record({ method: "ELECTRONIC", sentTo: "06 ** ** ** 78", signed: true });
    const text = pdfText(Buffer.from(mandatePdf(signed, signed.mandate!)));
    expect(text).toContain("Adresse du débiteur : 3 AVENUE VICTOR HUGO, 69003 LYON");
    expect(text).toContain(`Signé électroniquement le ${formatDay(signed.mandate!.signatureDate, "fr")} par code à usage unique envoyé au 06 ** ** ** 78`);
    // Not signed yet, or on paper: no such statement.
    const unsigned = record({ method: "ELECTRONIC", sentTo: "06 ** ** ** 78", signed: false });
    expect(pdfText(Buffer.from(mandatePdf(unsigned, unsigned.mandate!)))).not.toContain("Signé électroniquement");
  });
});

describe("one name per thing", () => {
  it("lists the postman's visits with remote assistance as a service, by their days, never as an option", () => {
    const landline = record(null);
    landline.sections.offers = { offers: { serviceLevel: "STANDARD", zoneType: "FRANCE", formulaName: "2J", triggerType: "MED", services: [{ type: "TA", options: ["ALARM_BUTTON", "POSTMAN_VISIT_TA"], dayVisitTa: ["MONDAY", "THURSDAY"] }] } };
    const text = pdfText(Buffer.from(contractPdf(landline)));
    expect(text).toContain("Jours de visite du facteur : Lundi, Jeudi");
    expect(text).toContain("Options : Bouton d'alerte");
    expect(text).not.toMatch(/Options : [^:]*Visites du facteur/);
  });
});

describe("a signature block", () => {
  it("stays on one page with its heading and instructions: the paper contract's and mandate's", () => {
    const paper = record({ method: "PAPER", sentTo: null, signed: false });
    for (const bytes of [contractPdf(paper), mandatePdf(paper, paper.mandate!, true)]) {
      const page = pages(bytes).find((text) => text.includes("Signature du"))!;
      expect(page).toContain("À signer et à renvoyer");
      expect(page).toContain("Fait à");
    }
  });

  it("moves to the next page as a whole rather than leave its box alone", () => {
    const filler: PdfLine[] = Array.from({ length: 44 }, (_, index) => `Ligne ${index + 1}`);
    const kept = (text: string): PdfLine => ({ text, keepWithNext: true });
    const bytes = renderPdf({ title: "Essai", lines: [...filler, kept("À signer"), kept("Fait à"), { signatureBox: "Signature du souscripteur" }] });
    const [first, second] = pages(bytes);
    expect(first).toContain("Ligne 44");
    expect(first).not.toContain("À signer");
    expect(second).toContain("À signer Fait à Signature du souscripteur");
  });
});
