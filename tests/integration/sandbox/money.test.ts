import { describe, expect, it } from "vitest";
import { serviceStartDate, withdrawalPeriodEnd } from "~/kernel/contract/contract-dates";
import { dayIn } from "~/kernel/money/discount/validity";
import { call, callJson, checkPdf, useSandbox } from "./setup.js";

/**
 * The hub's money and paper states as the sandbox plays them (decisions 060 and 063): the draft's price in its
 * read, a paper order awaiting its signed documents (printouts with the full IBAN and boxes to
 * sign, nothing started), the signed documents recorded, the tax attestation's mentions.
 */
const { store } = useSandbox();

const CONTRACT = "/vsmp/api/vsmp/v1/contract";
const HUB = "/vsmp/api/vsmp/v1/hub/contract";
const IBAN = "FR7630006000011234567890189";
/** A PDF's text as one paragraph (its lines wrap at the page's width). */
const pdf = async (path: string) => checkPdf(new Uint8Array(await (await call("GET", path)).arrayBuffer())).text.replace(/\n/g, " ");

/** A draft: landline, 2 visit days, the fall detector, ordered with `method`, codes saved. */
async function ordered(method: "PAPER" | "ELECTRONIC", codes: string[] = [], earlyStart = false) {
  const { body } = await callJson("POST", CONTRACT, { cartId: "1", system: "LPFR", customerId: "100002" });
  const id = body.contractId as string;
  await callJson("PUT", `${CONTRACT}/${id}/offers`, {
    offers: { serviceLevel: "STANDARD", zoneType: "FRANCE", services: [{ type: "TA", options: ["ALARM_BUTTON", "FALL_DETECTOR_BRACELET", "POSTMAN_VISIT_TA"], dayVisitTa: ["MONDAY", "THURSDAY"] }] },
  });
  await callJson("PUT", `${CONTRACT}/${id}/billing`, { civility: "MR", firstName: "Paul", lastName: "Martin", phoneNumbers: [{ type: "MOBILE", number: "0698765432" }], orderConsent: { cgvAccepted: true, earlyStart } });
  if (codes.length) await callJson("POST", `${CONTRACT}/${id}/promos`, { promoCodeDtos: codes.map((promoCode) => ({ promoCode })) });
  await callJson("POST", `${CONTRACT}/${id}/mandate`, { accountOwner: "Paul Martin", iban: IBAN });
  await callJson("POST", `${CONTRACT}/${id}/signature`, { method });
  if (method === "ELECTRONIC") await callJson("POST", `${CONTRACT}/${id}/signature/validate`, { code: "123456" });
  return { id, number: body.contractNumber as string };
}

describe("the draft's price in its read", () => {
  it("is the hub's: landline, 2 days and the detector are 63,90 € (the visit option adds nothing), with the 39 € fee on the first debit", async () => {
    const { id } = await ordered("ELECTRONIC");
    const { body } = await callJson("GET", `${CONTRACT}/${id}`);
    expect(body.price).toMatchObject({ formula: "2J", list: { ttcPriceInCents: 6390 }, fee: { type: "install", ttcPriceInCents: 3900 }, firstDebit: { ttcPriceInCents: 10290 }, promoCodes: [] });
    expect(JSON.stringify(body)).not.toContain("30006000011234567890189");
  });

  it("applies the saved codes as the app's rules say, and the contract and quotation PDFs state it", async () => {
    const { id } = await ordered("ELECTRONIC", ["TRIMESTRE", "MOINS5"]);
    const text = await pdf(`${CONTRACT}/${id}/documents/contract`);
    expect(text).toContain("Prix mensuel : 46,12 € par mois pendant 3 mois, puis 58,90 € par mois au lieu de 63,90 €");
    expect(text).toContain("Premier prélèvement : 46,12 €, frais d'envoi et d'installation offerts");
    expect(text).not.toContain("76,80");
    await callJson("POST", `${CONTRACT}/${id}/quotation`, { email: "paul.martin@example.fr" });
    expect(await pdf(`${CONTRACT}/${id}/documents/quotation`)).toContain("Prix mensuel : 46,12 € par mois pendant 3 mois, puis 58,90 € par mois au lieu de 63,90 €");
  });
});

describe("a paper signature", () => {
  it("prints the contract and mandate to sign: the full IBAN typed, boxes to sign, where to send them", async () => {
    const { id } = await ordered("PAPER");
    for (const kind of ["contract", "mandate"]) {
      const text = await pdf(`${CONTRACT}/${id}/documents/${kind}`);
      expect(text).toContain("FR76 3000 6000 0112 3456 7890 189");
      expect(text).toContain("La Poste – Veiller sur mes parents, 9 rue du Colonel Pierre Avia, 75015 Paris");
      expect(text).toMatch(/Signature du (souscripteur|titulaire du compte)/);
    }
    const file = Buffer.from(new Uint8Array(await (await call("GET", `${CONTRACT}/${id}/documents/mandate`)).arrayBuffer())).toString("latin1");
    expect(file, "a frame drawn to sign in").toMatch(/ re S/);
  });

  it("never prints the full IBAN for an electronic signature, nor answers it in any JSON", async () => {
    const { id, number } = await ordered("ELECTRONIC");
    expect(await pdf(`${CONTRACT}/${id}/documents/mandate`)).toContain("FR76 **** **** **** **** ***0 189");
    await callJson("POST", `${CONTRACT}/${id}/validation`, {});
    for (const path of [`${CONTRACT}/${id}`, `/__sandbox/contracts/${number}`, `${HUB}/${number}`]) {
      expect(JSON.stringify((await callJson("GET", path)).body)).not.toContain("30006000011234567890189");
    }
  });

  it("awaits the signed documents once ordered: nothing starts, nothing is invoiced, nothing changes", async () => {
    const { id, number } = await ordered("PAPER");
    expect((await callJson("POST", `${CONTRACT}/${id}/validation`, {})).status).toBe(200);
    const contract = (await callJson("GET", `${HUB}/${number}`)).body;
    expect(contract).toMatchObject({
      legalInfo: { contractStatus: "AWAITING_SIGNED_DOCUMENTS", beginDate: null, withdrawalEndDate: null, signatureMethod: "PAPER" },
      delivery: { startDate: null },
      payment: { signed: false, ttcPriceInCents: 6390 },
      cuo: { cuoObjectStatus: "INACTIF" },
    });
    expect((await callJson("GET", `${CONTRACT}/${id}`)).body.contract).toMatchObject({ contractStatus: "AWAITING_SIGNED_DOCUMENTS", startDate: null });
    expect((await callJson("GET", `/vsmp/api/invoice/${number}/`)).body).toEqual([]);
    expect((await callJson("POST", `${HUB}/${number}/avenant?system=LPFR`, { delivery: { formula: "TAS", visitDays: [] } })).body.code).toBe("AWAITING_SIGNED_DOCUMENTS");
    const text = await pdf(`${CONTRACT}/${id}/documents/contract`);
    expect(text).toContain("État du contrat : En attente des documents signés");
    expect(text).toContain("FR76 3000 6000 0112 3456 7890 189");
  });

  it("starts by the rule once the signed documents are recorded, on the day they came back", async () => {
    const { id, number } = await ordered("PAPER", [], true);
    await callJson("POST", `${CONTRACT}/${id}/validation`, {});
    expect((await callJson("POST", `${HUB}/${number}/signed-documents`, {})).status, "a hub write needs its system").toBe(400);
    const today = dayIn(new Date());
    const recorded = await callJson("POST", `${HUB}/${number}/signed-documents?system=SIBP`, {});
    expect(recorded.status).toBe(200);
    const contract = (await callJson("GET", `${HUB}/${number}`)).body;
    expect(contract.legalInfo).toMatchObject({ contractStatus: "VALIDATED", beginDate: today, withdrawalEndDate: withdrawalPeriodEnd(today), earlyStart: true });
    expect(contract.delivery.startDate).toBe(serviceStartDate(today, true));
    expect(contract.payment.signed).toBe(true);
    expect((await callJson("GET", `${CONTRACT}/${id}`)).body.contract).toMatchObject({ contractStatus: "VALIDATED", startDate: serviceStartDate(today, true) });
    // The printout is a thing of the past: the full IBAN is no longer printed.
    expect(await pdf(`${CONTRACT}/${id}/documents/mandate`)).not.toContain("FR76 3000 6000 0112 3456 7890 189");
    expect((await callJson("POST", `${HUB}/${number}/signed-documents?system=SIBP`, {})).body.code).toBe("NOT_AWAITING_SIGNED_DOCUMENTS");
  });

  it("an electronic signature starts by the same rule from the validation day", async () => {
    const { id, number } = await ordered("ELECTRONIC");
    await callJson("POST", `${CONTRACT}/${id}/validation`, {});
    const today = dayIn(new Date());
    expect((await callJson("GET", `${HUB}/${number}`)).body.delivery.startDate).toBe(serviceStartDate(today, false));
    expect(await pdf(`${CONTRACT}/${id}/documents/contract`)).toContain("au lendemain de la fin du délai de rétractation de 14 jours");
  });
});

describe("the yearly tax attestation (CGI art. 199 sexdecies)", () => {
  it("states the provider's SAP declaration, who paid and for whom, the services and payments of each month, the amount paid, the prepaid CESU part, the credit and its condition; no price list", async () => {
    const text = await pdf("/vsmp/api/attestation/2024000123/A20240001232025");
    expect(text).toContain("Déclaration de services à la personne n° SAP356000000 du 1er juin 2016");
    expect(text).toContain("Mme Marie Dupont, 12 RUE DES LILAS, 75015 PARIS");
    expect(text).toContain("Services rendus au domicile de Mme Jeanne Dupont, 8 RUE DE LA PAROISSE, 78000 VERSAILLES");
    expect(text).toMatch(/janvier 2025 : \d+ visites du facteur ; Téléassistance à domicile \(ligne fixe\) – payé 82,60 €/);
    expect(text).toMatch(/décembre 2025 : \d+ visites du facteur/);
    expect(text).toContain("Montant payé en 2025 : 1 058,80 € TTC");
    expect(text).toContain("dont payé par CESU préfinancé : 150 €");
    expect(text).toContain("Montant ouvrant droit au crédit d'impôt : 908,80 €");
    expect(text).toContain("Crédit d'impôt estimé (50 %) : 454,40 €");
    // The condition the attestations page states, in the same words.
    expect(text).toContain("si vous payez pour votre parent, vous n'y avez droit que si votre parent perçoit l'allocation personnalisée d'autonomie (APA)");
    // What was paid that year, not today's price list nor a one-off fee.
    expect(text).not.toMatch(/Prix mensuel|une seule fois|frais d'installation/);
    expect(text).toMatch(/CESU préfinancé : les sommes payées par chèque emploi service universel préfinancé .* n'ouvrent pas droit au crédit d'impôt/);
    expect(text).toContain("Article 199 sexdecies du Code général des impôts");
  });

  it("counts the visits of each month from the visit days in force, none during a suspension", async () => {
    const versions = store.state.hubContracts["2024000123"]!;
    const text = await pdf("/vsmp/api/attestation/2024000123/A20240001232024");
    // March 2024 from the 4th: Mondays, Tuesdays, Thursdays and Fridays, 16 of them.
    expect(text).toContain("mars 2024 : 16 visites du facteur");
    expect(versions.length).toBeGreaterThan(0);
  });
});
