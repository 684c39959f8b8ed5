import { describe, expect, it } from "vitest";
import { isValidIban, maskIban, RUM_PATTERN } from "../../../server/sandbox/sepa.js";
import { call, callJson, checkPdf, useSandbox } from "./setup.js";

const { store } = useSandbox();

const VALID_IBAN = "FR7630006000011234567890189";
const BAD_IBAN = "FR7630006000011234567890188";
const CONTRACT = "/vsmp/api/vsmp/v1/contract";

async function newContract(customerId = "100002"): Promise<{ contractId: string; contractNumber: string }> {
  const { status, body } = await callJson("POST", CONTRACT, { cartId: "4821700123", system: "LPFR", customerId });
  expect(status).toBe(201);
  return body;
}

const selection = {
  offers: {
    serviceLevel: "STANDARD",
    zoneType: "FRANCE",
    services: [
      { type: "VF", options: [], visitDays: ["MONDAY", "WEDNESDAY"] },
      { type: "TA", options: ["ALARM_BUTTON", "FALL_DETECTOR_BRACELET"] },
    ],
  },
};
const billing = {
  civility: "MR", firstName: "Paul", lastName: "Martin", mail: "paul.martin@example.fr",
  phoneNumbers: [{ type: "MOBILE", number: "0698765432" }],
  address: { L4: "3 place Bellecour", L6: "69002 Lyon", countryCode: "FR" },
};
const beneficiary = { civility: "MRS", firstName: "Louise", lastName: "Martin", birthDate: "1940-02-03", address: { streetName: "5 rue Neuve", zipCode: "69002", city: "Lyon" }, doctorName: "Roux" };

async function readyToValidate(): Promise<{ contractId: string; contractNumber: string }> {
  const contract = await newContract();
  await callJson("PUT", `${CONTRACT}/${contract.contractId}/offers`, selection);
  await callJson("PUT", `${CONTRACT}/${contract.contractId}/billing`, billing);
  await callJson("PUT", `${CONTRACT}/${contract.contractId}/beneficiary`, beneficiary);
  await callJson("PUT", `${CONTRACT}/${contract.contractId}/contacts`, [{ firstName: "Ana", lastName: "Costa", contactType: "NEIGHBOUR", hasKeys: true }]);
  await callJson("POST", `${CONTRACT}/${contract.contractId}/mandate`, { accountOwner: "Paul Martin", iban: VALID_IBAN });
  await callJson("POST", `${CONTRACT}/${contract.contractId}/signature`, { method: "ELECTRONIC" });
  await callJson("POST", `${CONTRACT}/${contract.contractId}/signature/validate`, { code: "123456" });
  return contract;
}

describe("SEPA rules", () => {
  it("checks IBANs with ISO 13616 mod-97", () => {
    expect(isValidIban(VALID_IBAN)).toBe(true);
    expect(isValidIban("fr76 3000 6000 0112 3456 7890 189")).toBe(true);
    expect(isValidIban(BAD_IBAN)).toBe(false);
    expect(isValidIban("FR76")).toBe(false);
    expect(maskIban(VALID_IBAN)).toBe("FR76 **** **** **** **** ***0 189");
  });
});

describe("sandbox journey contract", () => {
  it("creates a draft with a new contract number and reads it back", async () => {
    const { contractId, contractNumber } = await newContract();
    expect(contractNumber).toMatch(new RegExp(`^${new Date().getUTCFullYear()}\\d{6}$`));
    const { status, body } = await callJson("GET", `${CONTRACT}/${contractId}`);
    expect(status).toBe(200);
    expect(body).toMatchObject({ contractId, contractNumber, status: "DRAFT", offers: { offers: null }, beneficiary: null, contacts: [], billing: null, subscriber: { customerId: "100002" } });
    expect((await callJson("GET", `${CONTRACT}/admin/${contractId}`)).body).toBeNull();
    expect((await callJson("GET", `${CONTRACT}/caregiver/${contractId}`)).body).toBeNull();
  });

  it("answers 400 for a malformed id and 404 for an unknown one", async () => {
    expect((await callJson("GET", `${CONTRACT}/not-an-id`)).status).toBe(400);
    expect((await callJson("GET", `${CONTRACT}/00000000-0000-4000-8000-000000000000`)).status).toBe(404);
  });

  it("stores sections as-is and refuses bodies that are not objects or arrays", async () => {
    const { contractId } = await newContract();
    const put = await callJson("PUT", `${CONTRACT}/${contractId}/offers`, selection);
    expect(put.status).toBe(200);
    expect(put.body.offers).toEqual(selection);
    await callJson("PUT", `${CONTRACT}/${contractId}/admin`, { firstName: "Admin" });
    expect((await callJson("GET", `${CONTRACT}/admin/${contractId}`)).body).toEqual({ firstName: "Admin" });
    expect((await callJson("PUT", `${CONTRACT}/${contractId}/contacts`, "\"text\"")).status).toBe(400);
    expect((await callJson("PUT", `${CONTRACT}/${contractId}/contacts`, "{bad json")).status).toBe(400);
    expect((await callJson("PUT", `${CONTRACT}/${contractId}/unknown`, {})).status).toBe(404);
  });

  it("creates a mandate for a valid IBAN with a RUM not derived from it, storing only the masked IBAN", async () => {
    const { contractId, contractNumber } = await newContract();
    const bad = await callJson("POST", `${CONTRACT}/${contractId}/mandate`, { accountOwner: "Paul Martin", iban: BAD_IBAN });
    expect(bad).toEqual({ status: 400, body: expect.objectContaining({ code: "INVALID_IBAN" }) });
    const { status, body } = await callJson("POST", `${CONTRACT}/${contractId}/mandate`, { accountOwner: "Paul Martin", iban: VALID_IBAN, bic: "PSSTFRPPLYO" });
    expect(status).toBe(200);
    expect(body).toMatchObject({ ibanMasked: "FR76 **** **** **** **** ***0 189", accountOwner: "Paul Martin", creditorName: "La Poste", ics: "FR12ZZZ123456" });
    expect(body.rum).toMatch(RUM_PATTERN);
    expect(body.rum.length).toBeLessThanOrEqual(35);
    expect(body.rum).toContain(contractNumber);
    expect(body.rum).not.toContain("0189");
    const second = await callJson("POST", `${CONTRACT}/${contractId}/mandate`, { accountOwner: "Paul Martin", iban: VALID_IBAN });
    expect(second.body.rum).not.toBe(body.rum);
    const stored = JSON.stringify((await callJson("GET", `${CONTRACT}/${contractId}`)).body);
    expect(stored).not.toContain("30006000011234567890");
  });

  it("validates the electronic signature code", async () => {
    const { contractId } = await newContract();
    await callJson("PUT", `${CONTRACT}/${contractId}/billing`, billing);
    expect((await callJson("POST", `${CONTRACT}/${contractId}/signature`, { method: "ELECTRONIC" })).status).toBe(409);
    await callJson("POST", `${CONTRACT}/${contractId}/mandate`, { accountOwner: "Paul Martin", iban: VALID_IBAN });
    const sent = await callJson("POST", `${CONTRACT}/${contractId}/signature`, { method: "ELECTRONIC" });
    expect(sent.body).toEqual({ method: "ELECTRONIC", sentTo: "06 ** ** ** 32" });
    expect(await callJson("POST", `${CONTRACT}/${contractId}/signature/validate`, { code: "000000" })).toEqual({ status: 422, body: expect.objectContaining({ code: "INVALID_CODE" }) });
    expect(await callJson("POST", `${CONTRACT}/${contractId}/signature/validate`, { code: "123456" })).toEqual({ status: 200, body: { signed: true } });
  });

  it("voids the code after five wrong ones (429 CODE_VOID, the right one too) until a new code is sent; the mandate changed keeps the counts", async () => {
    const { contractId } = await newContract();
    await callJson("PUT", `${CONTRACT}/${contractId}/billing`, billing);
    await callJson("POST", `${CONTRACT}/${contractId}/mandate`, { accountOwner: "Paul Martin", iban: VALID_IBAN });
    await callJson("POST", `${CONTRACT}/${contractId}/signature`, { method: "ELECTRONIC" });
    const validate = (code: string) => callJson("POST", `${CONTRACT}/${contractId}/signature/validate`, { code });
    for (const triesLeft of [4, 3, 2, 1]) expect(await validate("000000")).toEqual({ status: 422, body: expect.objectContaining({ code: "INVALID_CODE", triesLeft }) });
    expect(await validate("000000")).toEqual({ status: 429, body: expect.objectContaining({ code: "CODE_VOID", triesLeft: 0 }) });
    expect((await validate("123456")).body.code).toBe("CODE_VOID");
    // A new mandate asks for the signature again: the void code is not forgotten for that.
    await callJson("POST", `${CONTRACT}/${contractId}/mandate`, { accountOwner: "Paul Martin", iban: VALID_IBAN });
    await callJson("POST", `${CONTRACT}/${contractId}/signature`, { method: "PAPER" });
    await callJson("POST", `${CONTRACT}/${contractId}/signature`, { method: "ELECTRONIC" });
    expect(await validate("123456")).toEqual({ status: 200, body: { signed: true } });
  });

  it("sends six codes per contract within an hour, then 429 TOO_MANY_CODES with when to ask again; a reset of the sandbox forgets the counts", async () => {
    const { contractId } = await newContract();
    await callJson("POST", `${CONTRACT}/${contractId}/mandate`, { accountOwner: "Paul Martin", iban: VALID_IBAN });
    const send = () => call("POST", `${CONTRACT}/${contractId}/signature`, { method: "ELECTRONIC" });
    for (let i = 0; i < 6; i++) expect((await send()).status).toBe(200);
    const refused = await send();
    expect(refused.status).toBe(429);
    const body = await refused.json();
    expect(body).toMatchObject({ code: "TOO_MANY_CODES" });
    expect(Date.parse(body.retryAt) - Date.now()).toBeGreaterThan(3500_000);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(3500);
    // Paper needs no code: it is never refused for that.
    expect((await callJson("POST", `${CONTRACT}/${contractId}/signature`, { method: "PAPER" })).status).toBe(200);
    const other = await newContract();
    await callJson("POST", `${CONTRACT}/${other.contractId}/mandate`, { accountOwner: "Paul Martin", iban: VALID_IBAN });
    expect((await callJson("POST", `${CONTRACT}/${other.contractId}/signature`, { method: "ELECTRONIC" })).status).toBe(200);
    store.reset();
    expect(store.state.journeys).toEqual({});
  });

  it("refuses to validate an incomplete contract", async () => {
    const { contractId } = await newContract();
    const { status, body } = await callJson("POST", `${CONTRACT}/${contractId}/validation`);
    expect(status).toBe(409);
    expect(body.missing).toEqual(["offers", "mandate", "signature"]);
  });

  it("validates once: later calls answer the same and create nothing", async () => {
    const { contractId, contractNumber } = await readyToValidate();
    const first = await callJson("POST", `${CONTRACT}/${contractId}/validation`);
    expect(first).toEqual({ status: 200, body: { contractNumber, status: "VALIDATED" } });
    const again = await callJson("POST", `${CONTRACT}/${contractId}/validation`, {});
    expect(again).toEqual(first);
    const landed = await callJson("GET", `/__sandbox/contracts/${contractNumber}`);
    expect(landed.status).toBe(200);
    expect(landed.body.versions).toHaveLength(1);
    expect(landed.body.lastVersion).toMatchObject({
      id: `${contractNumber}/1`, version: 1, lastVersion: true, system: "LPFR", remoteAssistanceType: "LANDLINE",
      delivery: { formula: "2J", visitDays: ["MONDAY", "WEDNESDAY"] },
      payment: { ttcPriceInCents: 5690 + 700, signed: true, IBAN: "FR76 **** **** **** **** ***0 189" },
      subscriber: { customerId: "100002", lastName: "Martin" },
      recipient: { firstName: "Louise", L6: "69002 LYON", doctorName: "Roux" },
      trustedContact: [{ contactType: "NEIGHBOUR", hasKeys: true }],
    });
    expect(landed.body.journey.status).toBe("VALIDATED");
    const hub = await callJson("GET", "/vsmp/api/vsmp/v1/hub/contract?customerId=100002");
    expect(hub.body.results.map((c: { contractNumber: string }) => c.contractNumber)).toEqual([contractNumber]);
    expect((await callJson("PUT", `${CONTRACT}/${contractId}/offers`, selection)).status).toBe(409);
  });

  it("saves, reads and deletes the promo codes", async () => {
    const { contractId } = await newContract();
    expect((await callJson("GET", `${CONTRACT}/${contractId}/promos`)).body).toEqual({ promoCodeDtos: [] });
    const saved = await callJson("POST", `${CONTRACT}/${contractId}/promos`, { promoCodeDtos: [{ promoCode: "BIENVENUE10" }, { promoCode: "MOINS5" }] });
    expect(saved.status).toBe(200);
    expect((await callJson("GET", `${CONTRACT}/${contractId}/promos`)).body).toEqual({ promoCodeDtos: [{ promoCode: "BIENVENUE10" }, { promoCode: "MOINS5" }] });
    expect((await callJson("POST", `${CONTRACT}/${contractId}/promos`, { promoCodeDtos: [{}] })).status).toBe(400);
    expect((await callJson("POST", `${CONTRACT}/${contractId}/promos`, "[not json")).status).toBe(400);
    expect((await callJson("DELETE", `${CONTRACT}/${contractId}/promos`)).body).toEqual({ promoCodeDtos: [] });
    expect((await callJson("GET", `${CONTRACT}/${contractId}/promos`)).body).toEqual({ promoCodeDtos: [] });
  });

  it("streams the contract and mandate documents as real PDFs", async () => {
    const { contractId } = await readyToValidate();
    const mandate = await call("GET", `${CONTRACT}/${contractId}/documents/mandate`);
    expect(mandate.headers.get("content-type")).toBe("application/pdf");
    expect(mandate.headers.get("content-disposition")).toMatch(/^attachment; filename="mandat-sepa-\d+\.pdf"$/);
    const { text } = checkPdf(new Uint8Array(await mandate.arrayBuffer()));
    expect(text).toContain("FR12ZZZ123456");
    expect(text).toContain("Référence unique du mandat (RUM)");
    expect(text).toContain("8 semaines");
    const contract = await call("GET", `${CONTRACT}/${contractId}/documents/contract`);
    const contractText = checkPdf(new Uint8Array(await contract.arrayBuffer())).text;
    // Words, never codes (DESIGN 10).
    expect(contractText).toContain("Formule : 2 visites par semaine");
    expect(contractText).toContain("Jours de visite du facteur : Lundi, Mercredi");
    expect(contractText).toContain("Téléassistance : Téléassistance à domicile (ligne fixe)");
    expect(contractText).toContain("Options : Bouton d'alerte, Bracelet détecteur de chute");
    // The postman's visits are a service, listed by their days, never an option.
    expect(contractText).not.toContain("Visites du facteur");
    expect(contractText).not.toMatch(/\b(2J|MONDAY|WEDNESDAY|LANDLINE|ALARM_BUTTON|FALL_DETECTOR_BRACELET|STANDARD)\b/);
    expect((await call("GET", `${CONTRACT}/${contractId}/documents/other`)).status).toBe(404);
  });

  it("prices the contract with its saved promo codes, in the draft document and once validated", async () => {
    const { contractId, contractNumber } = await readyToValidate();
    const before = checkPdf(new Uint8Array(await (await call("GET", `${CONTRACT}/${contractId}/documents/contract`)).arrayBuffer())).text;
    const undiscounted = /Prix mensuel : ([\d,]+)/.exec(before)?.[1];
    await callJson("POST", `${CONTRACT}/${contractId}/promos`, { promoCodeDtos: [{ promoCode: "MOINS5" }] });
    const draft = checkPdf(new Uint8Array(await (await call("GET", `${CONTRACT}/${contractId}/documents/contract`)).arrayBuffer())).text;
    const discounted = /Prix mensuel : ([\d,]+)/.exec(draft)?.[1];
    expect(Number(undiscounted!.replace(",", ".")) - Number(discounted!.replace(",", "."))).toBeCloseTo(5);
    expect(draft).toContain("Codes promo appliqués : MOINS5");
    await callJson("POST", `${CONTRACT}/${contractId}/validation`, {});
    const validated = checkPdf(new Uint8Array(await (await call("GET", `${CONTRACT}/${contractId}/documents/contract`)).arrayBuffer())).text;
    expect(validated).toContain(`Prix mensuel : ${discounted}`);
    expect((await callJson("GET", `/__sandbox/contracts/${contractNumber}`)).body.lastVersion.payment.ttcPriceInCents).toBe(Math.round(Number(discounted!.replace(",", ".")) * 100));
  });
});
