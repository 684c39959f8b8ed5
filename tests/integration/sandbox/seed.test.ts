import { describe, expect, it } from "vitest";
import type { HubContract, Offer } from "../../../server/sandbox/index.js";
import { callJson, useSandbox } from "./setup.js";

useSandbox();

describe("sandbox seed: contract 2024000123", () => {
  it("keeps versions 22 to 31, only 31 being the last version", async () => {
    const { status, body } = await callJson<{ results: HubContract[]; nextResults: null }>("GET", "/vsmp/api/vsmp/v1/hub/contract/allVersion/2024000123");
    expect(status).toBe(200);
    expect(body.nextResults).toBeNull();
    expect(body.results.map((v) => v.version)).toEqual([22, 23, 24, 25, 26, 27, 28, 29, 30, 31]);
    expect(body.results.filter((v) => v.lastVersion).map((v) => v.version)).toEqual([31]);
    expect(body.results.map((v) => v.id)).toContain("2024000123/31");
  });

  it("changes the formula 4J → 5J → 4J with the spec's prices", async () => {
    const { body } = await callJson<{ results: HubContract[] }>("GET", "/vsmp/api/vsmp/v1/hub/contract/allVersion/2024000123");
    const formulas = body.results.map((v) => v.delivery.formula);
    expect(formulas).toEqual(["4J", "4J", "4J", "4J", "5J", "5J", "5J", "4J", "4J", "4J"]);
    for (const version of body.results) {
      const expected = version.delivery.formula === "4J" ? [8260, 1128] : [9950, 1658];
      expect([version.payment.ttcPriceInCents, version.payment.tvaAmountInCents]).toEqual(expected);
      expect(version.payment.htPriceInCents).toBe(expected[0]! - expected[1]!);
      expect(version.delivery.visitDays.length).toBe(Number(version.delivery.formula[0]));
      expect(version.delivery.visitDays.every((day) => day === day.toUpperCase())).toBe(true);
    }
  });

  it("serves the last version with the sample structure", async () => {
    const { status, body } = await callJson<HubContract>("GET", "/vsmp/api/vsmp/v1/hub/contract/2024000123");
    expect(status).toBe(200);
    expect(body).toMatchObject({
      id: "2024000123/31",
      system: "LPFR",
      version: 31,
      lastVersion: true,
      contractNumber: "2024000123",
      remoteAssistance: true,
      remoteAssistanceType: "LANDLINE",
      triggerType: "MED",
      href: "/v1/contracts/2024000123/31",
      legalInfo: { beginDate: "2024-03-01", contractDurationInMonths: 12, clientType: "VSMP", contractStatus: "VALIDATED" },
      payment: { type: "SEPA", signed: true, IBAN: "FR76 **** **** **** **** ***0 189" },
      cuo: { cuoObjectStatus: "ACTIF" },
      subscriber: { customerId: "100001", firstName: "Marie", lastName: "Dupont", mail: "marie.dupont@example.fr", countryCode: "FR" },
      recipient: { phoneInstallationType: "BOX", subscribersRelationship: "CHILD", doctorName: "Bernard" },
      familyMessaging: { state: "CONFIGURED" },
    });
    expect(body.subscriber.L4).toBeTruthy();
    expect(body.subscriber.L6).toBeTruthy();
    expect(body.trustedContact).toHaveLength(1);
    expect(body.trustedContact[0]).toMatchObject({ contactType: "NEIGHBOUR", hasKeys: true });
    for (const block of [body.legalInfo, body.payment, body.delivery, body.cuo, body.subscriber, body.recipient, body.familyMessaging, body.trustedContact[0]!]) {
      expect(typeof block.modified).toBe("boolean");
    }
    expect(body.trustedContact[0]!.modified).toBe(true); // version 31 gave the neighbour the keys
  });

  it("lists the contract for customer 100001 only", async () => {
    const marie = await callJson("GET", "/vsmp/api/vsmp/v1/hub/contract?customerId=100001");
    expect(marie.body.results.map((c: { contractNumber: string }) => c.contractNumber)).toEqual(["2024000123"]);
    const paul = await callJson("GET", "/vsmp/api/vsmp/v1/hub/contract?customerId=100002");
    expect(paul.body).toEqual({ results: [], nextResults: null });
  });

  it("has visit reports, invoices and attestations", async () => {
    const reports = await callJson("GET", "/vsmp/api/vsmp/v1/hub/contract/crs/2024000123?count=200&startDate=2025-01-01&endDate=2025-03-31");
    expect(reports.status).toBe(200);
    expect(reports.body.results.length).toBeGreaterThan(40);
    const first = reports.body.results[0];
    expect(first).toMatchObject({ active: true, valueType: "DEFAULT", metadata: { ttl: 31536000, overwrite: "ALWAYS", rawDocasanteDocument: false }, typePhoto: "jpg" });
    expect(first.href).toBe(`/v1/ndr/${first.id}`);
    expect(reports.body.results.some((r: { valeur: { value: string } }) => r.valeur.value === "BESOIN_FACTEUR")).toBe(true);
    const invoices = await callJson("GET", "/vsmp/api/invoice/2024000123/");
    // The first debit takes the first month and the 39 € installation fee; the next ones the month.
    expect(invoices.body.at(-1)).toMatchObject({ id: "F2024000123202403", date: "2024-03-05", month: 1, amountInCents: 8260 + 3900 });
    expect(invoices.body.at(-2)).toMatchObject({ id: "F2024000123202404", date: "2024-04-05", month: 2, amountInCents: 8260 });
    const attestations = await callJson("GET", "/vsmp/api/attestation/2024000123/");
    expect(attestations.body.find((a: { year: number }) => a.year === 2024)).toMatchObject({ amountInCents: 10 * 8260 + 3900, prepaidCesuInCents: 20000 });
  });
});

describe("sandbox seed: offers", () => {
  for (const system of ["LPFR", "SIBP"] as const) {
    it(`serves STANDARD and PREMIUM offers of every kind for ${system}`, async () => {
      const { status, body } = await callJson<Offer[]>("GET", `/vsmp/api/vsmp/v1/steamulo/price?system=${system}`);
      expect(status).toBe(200);
      expect(body.every((offer) => offer.system === system)).toBe(true);
      const valid = body.filter((o) => o.paymentType === "SEPA" && o.zoneType === "FRANCE" && (!o.start || o.start <= new Date().toISOString()) && (!o.end || o.end >= new Date().toISOString()));
      expect(valid).toHaveLength(8);
      for (const level of ["STANDARD", "PREMIUM"]) {
        for (const type of ["NA", "LANDLINE", "MOBILE", "SIM_3G4G"]) {
          expect(valid.filter((o) => o.serviceLevel === level && o.remoteAssistanceType === type)).toHaveLength(1);
        }
      }
      const landline = valid.find((o) => o.serviceLevel === "STANDARD" && o.remoteAssistanceType === "LANDLINE")!;
      // SPEC 9's samples: 8260 with 1128 VAT is two rates (decision 061), 9950 with 1658 the standard 20 %.
      expect(landline.planList.find((p) => p.formulaName === "4J")).toEqual({
        formulaName: "4J",
        priceWithTaxes: 8260,
        taxesAmount: 1128,
        vatParts: [
          { rate: 20, priceWithTaxes: 4978 },
          { rate: 10, priceWithTaxes: 3282 },
        ],
      });
      expect(landline.planList.find((p) => p.formulaName === "5J")).toEqual({ formulaName: "5J", priceWithTaxes: 9950, taxesAmount: 1658, vatParts: [{ rate: 20, priceWithTaxes: 9950 }] });
      for (const plan of valid.flatMap((offer) => offer.planList)) {
        expect(plan.vatParts.reduce((sum, part) => sum + part.priceWithTaxes, 0)).toBe(plan.priceWithTaxes);
        expect(plan.vatParts.reduce((sum, part) => sum + Math.round((part.priceWithTaxes * part.rate) / (100 + part.rate)), 0)).toBe(plan.taxesAmount);
      }
      expect(landline.optionList.map((o) => o.code)).toEqual(["ALARM_BUTTON", "FALL_DETECTOR_BRACELET", "POSTMAN_VISIT_TA"]);
      const visits = valid.find((o) => o.serviceLevel === "STANDARD" && o.remoteAssistanceType === "NA")!;
      expect(visits.planList.map((p) => p.formulaName)).toEqual(["1JSTA", "2JSTA", "3JSTA", "4JSTA", "5JSTA", "6JSTA"]);
      expect(visits.planList[1]!.priceWithTaxes).toBe(3990);
      const sim = valid.find((o) => o.serviceLevel === "STANDARD" && o.remoteAssistanceType === "SIM_3G4G")!;
      expect(sim.feeList.map((f) => f.type)).toEqual(["install_assist", "sending"]);
      expect(sim.optionList.map((o) => o.code)).toEqual(expect.arrayContaining(["INSTALL_ASSIST", "MATERIAL_SENDING", "FALL_DETECTOR_BRACELET"]));
      for (const offer of valid) {
        const prices = offer.planList.filter((p) => p.formulaName !== "TAS").map((p) => p.priceWithTaxes);
        expect([...prices].sort((a, b) => a - b)).toEqual(prices);
      }
    });
  }

  it("includes the four decoys the app must drop", async () => {
    const { body } = await callJson<Offer[]>("GET", "/vsmp/api/vsmp/v1/steamulo/price?system=LPFR");
    const now = new Date().toISOString();
    expect(body.some((o) => o.paymentType === "CB")).toBe(true);
    expect(body.some((o) => o.start !== undefined && o.start > now)).toBe(true);
    expect(body.some((o) => o.end !== undefined && o.end < now)).toBe(true);
    expect(body.some((o) => o.zoneType === "BELGIQUE")).toBe(true);
  });

  it("refuses a missing system", async () => {
    expect((await callJson("GET", "/vsmp/api/vsmp/v1/steamulo/price")).status).toBe(400);
  });
});

describe("sandbox seed: content", () => {
  it("serves the five menu groups with the two external links", async () => {
    const { body } = await callJson("GET", "/occ/laposte/smartedit/navigation");
    expect(body.abTesting).toBe(false);
    expect(body.cashback).toBe(false);
    expect(body.children.map((n: { title: string }) => n.title)).toEqual(["Boutique", "Courrier", "Colis", "Déménagement", "Services du quotidien"]);
    const entries: { typeCode: string; otherProperties: { url: string; external: boolean; target: string } }[] = [];
    const walk = (node: { entries: typeof entries; children: unknown[] }) => {
      entries.push(...node.entries);
      node.children.forEach((child) => walk(child as typeof node));
    };
    walk(body);
    const external = entries.filter((e) => e.otherProperties.external);
    expect(external).toHaveLength(2);
    expect(external.every((e) => e.otherProperties.target === "_blank")).toBe(true);
    expect(entries.filter((e) => !e.otherProperties.external).every((e) => e.otherProperties.target === "_self")).toBe(true);
    const urls = entries.map((e) => e.otherProperties.url);
    expect(urls).toEqual(expect.arrayContaining(["/boutique/c/livresdecotation", "/services-seniors/financement-et-assurance", "/envoyer", "/outils/suivre-vos-envois"]));
    expect(entries.some((e) => e.typeCode === "DynamicCategoryTreeComponent")).toBe(true);
  });

  it("serves the financing and insurance page as the spec describes it", async () => {
    const { status, body } = await callJson("GET", "/occ/laposte/smartedit/pages?pageLabelOrId=/services-seniors/financement-et-assurance");
    expect(status).toBe(200);
    expect(body).toMatchObject({ template: "legacy", robots: "index-follow", abTesting: true, cashback: false });
    expect(body.breadcrumb.map((b: { url: string }) => b.url)).toEqual(["/", "/services-seniors", "/services-seniors/financement-et-assurance"]);
    const types = body.components.map((c: { type: string }) => c.type);
    expect(types[0]).toBe("Banner");
    expect(types.filter((t: string) => t === "Article")).toHaveLength(4);
    expect(types).toEqual(expect.arrayContaining(["Separator", "PictureRow", "SubscriptionBlock", "ServicesRow", "Paragraph"]));
    const buttons = body.components.filter((c: { type: string; button?: unknown }) => c.type === "Article" && c.button).map((c: { button: { target: string } }) => c.button);
    expect(buttons).toHaveLength(3);
    expect(buttons.every((b: { target: string }) => b.target === "_blank")).toBe(true);
    const subscription = body.components.find((c: { type: string }) => c.type === "SubscriptionBlock");
    expect(subscription.button.url).toBe("/vsmp/plaquetteVsmp.pdf");
    expect(JSON.stringify(body)).toContain("14 jours");
    expect(JSON.stringify(body)).toContain("200 €");
  });

  it("answers 404 UnknownIdentifierError for an unknown page, and serves media files", async () => {
    const missing = await callJson("GET", "/occ/laposte/smartedit/pages?pageLabelOrId=/nope");
    expect(missing.status).toBe(404);
    expect(missing.body.errors[0].type).toBe("UnknownIdentifierError");
    for (const label of ["/veiller-sur-mes-parents", "/veiller-sur-mes-parents/vie-connectee", "/services-seniors/plaquetteVsmp", "/particulier/veiller-sur-mes-parents/la-revue", "/particulier/veiller-sur-mes-parents/gestion/cgv", "/services-seniors"]) {
      expect((await callJson("GET", `/occ/laposte/smartedit/pages?pageLabelOrId=${encodeURIComponent(label)}`)).status).toBe(200);
    }
    const png = await fetch("http://sandbox.test/occ/laposte/smartedit/medias/logo-partenaire-banque.png");
    expect(png.headers.get("content-type")).toBe("image/png");
    expect([...new Uint8Array(await png.arrayBuffer()).slice(0, 4)]).toEqual([0x89, 0x50, 0x4e, 0x47]);
    expect((await fetch("http://sandbox.test/occ/laposte/smartedit/medias/constructor")).status).toBe(404);
  });
});
