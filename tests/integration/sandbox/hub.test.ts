import { describe, expect, it } from "vitest";
import { call, callJson, checkPdf, useSandbox } from "./setup.js";

useSandbox();

const HUB = "/vsmp/api/vsmp/v1/hub/contract";

describe("sandbox contract hub", () => {
  it("requires ?system on writes", async () => {
    const refused = await callJson("POST", `${HUB}/2024000123/suspension`, { startDate: "2026-12-01", endDate: "2026-12-15" });
    expect(refused).toEqual({ status: 400, body: expect.objectContaining({ code: "MISSING_SYSTEM" }) });
    expect((await callJson("POST", `${HUB}/2024000123/suspension?system=CCU`, { startDate: "2026-12-01", endDate: "2026-12-15" })).status).toBe(400);
  });

  it("records an avenant as a new last version with the new formula's price", async () => {
    const created = await callJson("POST", `${HUB}/2024000123/avenant?system=LPFR`, {
      delivery: { formula: "5J", visitDays: ["MONDAY", "TUESDAY", "WEDNESDAY", "THURSDAY", "FRIDAY"] },
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ kind: "avenant", contractNumber: "2024000123", version: 32, status: "ACCEPTED" });
    const last = await callJson("GET", `${HUB}/2024000123`);
    expect(last.body).toMatchObject({ version: 32, lastVersion: true, delivery: { formula: "5J", modified: true }, payment: { ttcPriceInCents: 9950, tvaAmountInCents: 1658 } });
    const all = await callJson("GET", `${HUB}/allVersion/2024000123`);
    expect(all.body.results.filter((v: { lastVersion: boolean }) => v.lastVersion)).toHaveLength(1);
    const landed = await callJson("GET", "/__sandbox/contracts/2024000123");
    expect(landed.body.requests).toHaveLength(1);
  });

  it("refuses an avenant whose visit days do not fit the formula", async () => {
    const refused = await callJson("POST", `${HUB}/2024000123/avenant?system=LPFR`, { delivery: { formula: "3J" } });
    expect(refused.status).toBe(400);
    expect((await callJson("POST", `${HUB}/2024000123/avenant?system=LPFR`, { delivery: { formula: "9J", visitDays: [] } })).status).toBe(400);
    expect((await callJson("POST", `${HUB}/2024000123/avenant?system=LPFR`, {})).status).toBe(400);
  });

  it("changes the remote-assistance options by avenant: priced, lent, and only those the offer lists", async () => {
    const avenant = (options: unknown, consent = true) => callJson("POST", `${HUB}/2024000123/avenant?system=LPFR`, { delivery: { options }, ...(consent ? { healthDataConsent: true } : {}) });
    expect((await avenant(["GEOFENCING"])).body).toMatchObject({ code: "INVALID_BODY", message: "option GEOFENCING is not offered with LANDLINE" });
    expect((await avenant(["ALARM_BUTTON", "ALARM_BUTTON"])).status).toBe(400);
    expect((await avenant("FALL_DETECTOR_BRACELET")).status).toBe(400);
    // The fall detector is health data: the hub records it only with the person's consent.
    expect((await avenant(["ALARM_BUTTON", "FALL_DETECTOR_BRACELET"], false)).body).toMatchObject({ code: "HEALTH_CONSENT_REQUIRED" });
    expect((await avenant(["ALARM_BUTTON", "FALL_DETECTOR_BRACELET"])).status).toBe(201);
    const last = (await callJson("GET", `${HUB}/2024000123`)).body;
    expect(last).toMatchObject({ version: 32, delivery: { formula: "4J", options: ["ALARM_BUTTON", "FALL_DETECTOR_BRACELET"], modified: true }, payment: { ttcPriceInCents: 8960 } });
    expect(last.devices).toContainEqual(expect.objectContaining({ kind: "FALL_DETECTOR_BRACELET", onTermination: "RETURN" }));
    // Ordered today, the bracelet leaves the warehouse tomorrow; the seed's devices were sent long ago.
    expect(last.devices).toContainEqual(expect.objectContaining({ kind: "FALL_DETECTOR_BRACELET", shipment: "ORDERED", shippedOn: null }));
    expect(last.devices).toContainEqual(expect.objectContaining({ kind: "TRANSMITTER", shipment: "SHIPPED", shippedOn: "2024-03-04" }));
  });

  it("records a suspension and a termination, the second termination being refused", async () => {
    expect((await callJson("POST", `${HUB}/2024000123/suspension?system=LPFR`, { startDate: "2026-12-15", endDate: "2026-12-01" })).status).toBe(400);
    const suspended = await callJson("POST", `${HUB}/2024000123/suspension?system=LPFR`, { startDate: "2026-12-01", endDate: "2026-12-15", reason: "HOSPITALISATION" });
    expect(suspended.status).toBe(201);
    const terminated = await callJson("POST", `${HUB}/2024000123/termination?system=LPFR`, { reason: "BENEFICIARY_DEATH", requestedDate: "2026-12-31" });
    expect(terminated.body.version).toBe(33);
    const last = await callJson("GET", `${HUB}/2024000123`);
    expect(last.body.delivery).toMatchObject({ suspended: true, suspension: { startDate: "2026-12-01", endDate: "2026-12-15" } });
    expect(last.body.legalInfo).toMatchObject({ terminationRequestDate: "2026-12-31", terminationReason: "BENEFICIARY_DEATH", modified: true });
    expect((await callJson("POST", `${HUB}/2024000123/termination?system=LPFR`, { reason: "OTHER" })).status).toBe(409);
  });

  it("streams the PDF of a version, 404 for an unknown one", async () => {
    const response = await call("GET", `${HUB}/2024000123/26`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-disposition")).toBe('attachment; filename="contrat-2024000123-v26.pdf"');
    const { text } = checkPdf(new Uint8Array(await response.arrayBuffer()));
    expect(text).toContain("Formule : 5 visites par semaine");
    expect(text).toContain("Jours de visite du facteur : Lundi, Mardi, Mercredi, Jeudi, Vendredi");
    expect(text).toContain("Téléassistance : Téléassistance à domicile (ligne fixe)");
    expect(text).toMatch(/Contact de confiance 1 : .*\(Voisin/);
    expect(text).not.toMatch(/\b(5J|TUESDAY|LANDLINE|NEIGHBOUR)\b/);
    expect(text).toContain("99,50 €");
    expect((await call("GET", `${HUB}/2024000123/3`)).status).toBe(404);
    expect((await call("GET", `${HUB}/1999000000`)).status).toBe(404);
  });

  it("filters visit reports by dates and count", async () => {
    const { body } = await callJson("GET", `${HUB}/crs/2024000123?count=5&startDate=2025-03-01T00:00:00.000Z&endDate=2025-03-31`);
    expect(body.results).toHaveLength(5);
    for (const report of body.results) {
      expect(report.valeur.eventDate >= "2025-03-01" && report.valeur.eventDate <= "2025-03-31T23:59:59.999Z").toBe(true);
    }
    expect(body.results[0].valeur.eventDate > body.results[4].valeur.eventDate).toBe(true);
    expect((await callJson("GET", `${HUB}/crs/2024000123?startDate=yesterday`)).status).toBe(400);
  });
});

describe("sandbox discounts and documents", () => {
  it("serves the referential and the applied configuration", async () => {
    const referential = await callJson("GET", "/vsmp/api/discount/referential/EXPIRE2022/");
    expect(referential.body).toMatchObject({ id: "EXPIRE2022", code: "EXPIRE2022", beginDate: "2022-01-01", endDate: "2022-12-31" });
    const first = await callJson("GET", "/vsmp/api/discount/referential/PREMIERMOIS/conf/?formula=TAS&remoteAssistanceType=MOBILE&triggerType=MED&feesType=sending&optionsList=GEOFENCING");
    expect(first.body.conf).toMatchObject({ couponType: "MULTI_MONTH", multiMonthDuration: 1, percentOff: 100 });
    const amount = await callJson("GET", "/vsmp/api/discount/referential/MOINS5/conf/?formula=4J&remoteAssistanceType=LANDLINE&triggerType=MED");
    expect(amount.body.conf).toMatchObject({ couponType: "FOREVER", amountOffVATIncludedInCent: 500, installationCostHandled: false });
    const trimester = await callJson("GET", "/vsmp/api/discount/referential/TRIMESTRE/conf/?formula=2J&remoteAssistanceType=SIM_3G4G&triggerType=DDC");
    expect(trimester.body.conf).toMatchObject({ couponType: "MULTI_MONTH", multiMonthDuration: 3, percentOff: 20 });
  });

  it("enables VISITES only for visit-only formulas", async () => {
    expect((await callJson("GET", "/vsmp/api/discount/referential/VISITES/conf/?formula=3JSTA&remoteAssistanceType=NA&triggerType=MED")).status).toBe(200);
    expect((await callJson("GET", "/vsmp/api/discount/referential/VISITES/conf/?formula=3J&remoteAssistanceType=LANDLINE&triggerType=MED")).status).toBe(404);
    expect((await callJson("GET", "/vsmp/api/discount/referential/NOPE/")).status).toBe(404);
    expect((await callJson("GET", "/vsmp/api/discount/referential/BIENVENUE10/conf/?formula=4J")).status).toBe(400);
  });

  it("streams invoices, attestations and attachments as PDFs", async () => {
    const invoice = await call("GET", "/vsmp/api/invoice/2024000123/F2024000123202502");
    expect(invoice.headers.get("content-type")).toBe("application/pdf");
    const invoiceText = checkPdf(new Uint8Array(await invoice.arrayBuffer())).text;
    expect(invoiceText).toContain("Montant TTC : 99,50 €");
    // VAT with its rate: 9950 at 20 % is 1658 VAT on 8292 without.
    expect(invoiceText).toContain("TVA 20 % : 16,58 € sur 82,92 € HT");
    const attestation = await call("GET", "/vsmp/api/attestation/2024000123/A20240001232024");
    // 2024: the 39 € fee and 10 months at 82,60 € (865 €), 200 € of it paid with prepaid CESU.
    expect(checkPdf(new Uint8Array(await attestation.arrayBuffer())).text).toContain("Crédit d'impôt estimé (50 %) : 332,50 €");
    for (const path of ["/vsmp/api/attachment/cgv", "/vsmp/api/attachment/prices"]) {
      const response = await call("GET", path);
      expect(response.headers.get("content-disposition")).toMatch(/^attachment; filename=".+\.pdf"$/);
      checkPdf(new Uint8Array(await response.arrayBuffer()));
    }
    expect((await call("GET", "/vsmp/api/invoice/2024000123/F0")).status).toBe(404);
    expect((await call("GET", "/vsmp/api/invoice/1999000000/")).status).toBe(404);
  });
});

describe("sandbox client and address services", () => {
  it("serves both seeded profiles and finds or creates clients", async () => {
    expect((await callJson("GET", "/sibp/api/client/profile/100001")).body).toMatchObject({ userId: "100001", firstName: "Marie", primaryPostalAddress: { postalCode: "75015" } });
    expect((await callJson("GET", "/sibp/api/client/profile/999")).status).toBe(404);
    const found = await callJson("POST", "/sibp/api/client/find-or-create/", {
      sex: "male", firstName: "Paul", lastName: "Martin", email: "PAUL.MARTIN@example.fr",
      address: { streetName: "3 place Bellecour", zipCode: "69002", city: "Lyon", country: "FRANCE" },
    });
    expect(found.body).toEqual({ data: { userId: "100002", created: false } });
    const created = await callJson("POST", "/sibp/api/client/find-or-create/", {
      sex: "female", firstName: "Nina", lastName: "Roy", email: "nina.roy@example.fr",
      address: { streetName: "1 rue Haute", zipCode: "35000", city: "Rennes", country: "FRANCE" },
    });
    expect(created.body).toEqual({ data: { userId: "100003", created: true } });
    expect((await callJson("GET", "/sibp/api/client/profile/100003")).body.primaryPostalAddress.locality).toBe("RENNES");
    const invalid = await callJson("POST", "/sibp/api/client/find-or-create/", { sex: "x" });
    expect(invalid.status).toBe(400);
    expect(invalid.body.missing).toContain("sex");
  });

  it("validates postal addresses", async () => {
    const check = (body: object) => callJson("POST", "/front/address/sercadia", body);
    expect((await check({ line4: "12 rue des Lilas", postalCode: "75015", locality: "Paris", country: "FR" })).body).toEqual({ valid: true });
    expect((await check({ line4: "3 rue Inconnue", postalCode: "75015", locality: "Paris", country: "FR" })).body).toEqual({ valid: false, reason: "UNKNOWN_ADDRESS" });
    expect((await check({ line4: "12 rue des Lilas", postalCode: "75015", locality: "Paris", country: "BELGIQUE" })).body).toMatchObject({ valid: false, reason: "COUNTRY_MISMATCH", suggestion: { country: "FR" } });
    expect((await check({ line4: "x" })).status).toBe(400);
    expect((await callJson("GET", "/front/address/sercadia?postalCode=01090")).body.localities).toHaveLength(6);
  });

  it("answers from La Poste's base of postal codes (decision 129)", async () => {
    const check = async (postalCode: string, locality: string, country = "FR") =>
      (await callJson("POST", "/front/address/sercadia", { line4: "1 rue de la Gare", postalCode, locality, country })).body;
    expect(await check("92100", "Boulogne-Billancourt")).toEqual({ valid: true });
    expect(await check("42000", "ST ETIENNE")).toEqual({ valid: true });
    expect(await check("94240", "lhay les roses")).toEqual({ valid: true });
    expect(await check("97400", "Saint-Denis")).toEqual({ valid: true });
    expect(await check("92100", "Boulogne")).toEqual({
      valid: false,
      reason: "LOCALITY_MISMATCH",
      suggestion: { line4: "1 RUE DE LA GARE", postalCode: "92100", locality: "BOULOGNE BILLANCOURT", country: "FR" },
    });
    expect(await check("75099", "Paris")).toEqual({ valid: false, reason: "UNKNOWN_POSTAL_CODE" });
    // Monaco is not in the French base: a Monegasque address is not the French service's to refuse.
    expect(await check("98000", "Monaco", "MC")).toEqual({ valid: true });
    expect(await check("98000", "Monaco")).toEqual({ valid: false, reason: "UNKNOWN_POSTAL_CODE" });
    // A foreign postal code that is also a French one is French only with a French locality.
    expect(await check("67059", "Ludwigshafen", "DE")).toEqual({ valid: true });
    expect((await callJson("GET", "/front/address/sercadia?postalCode=20000")).body).toEqual({ postalCode: "20000", localities: ["AJACCIO", "LECCI"] });
    expect((await callJson("GET", "/front/address/sercadia?postalCode=98000")).body.localities).toEqual([]);
  });
});

describe("sandbox hub: the dashboard's additions", () => {
  const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

  it("refuses a suspension starting in the past or longer than 90 days", async () => {
    expect((await callJson("POST", `${HUB}/2024000123/suspension?system=LPFR`, { startDate: day(-2), endDate: day(5) })).body.code).toBe("INVALID_PERIOD");
    expect((await callJson("POST", `${HUB}/2024000123/suspension?system=LPFR`, { startDate: day(1), endDate: day(91) })).body.code).toBe("PERIOD_TOO_LONG");
    expect((await callJson("POST", `${HUB}/2024000123/suspension?system=LPFR`, { startDate: day(1), endDate: day(90) })).status).toBe(201);
  });

  it("attaches nothing that already has a customer; the second customer's contract has a mobile device and geolocation", async () => {
    const attached = await callJson("POST", `${HUB}/attach?system=LPFR`, { customerId: "100002", mail: "marie.dupont@example.fr" });
    expect(attached.body.results).toEqual([]);
    expect((await callJson("GET", `${HUB}/2024000123`)).body.subscriber.customerId).toBe("100001");
    const second = (await callJson("GET", `${HUB}/2025000456`)).body;
    expect(second).toMatchObject({ subscriber: { customerId: "200001" }, devices: [{ kind: "MOBILE_DEVICE" }], geolocation: { enabled: true, radiusInMeters: 1000 } });
    expect((await callJson("POST", `${HUB}/attach?system=LPFR`, { customerId: "1" })).status).toBe(400);
  });
});
