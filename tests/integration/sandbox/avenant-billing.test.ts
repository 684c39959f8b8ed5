import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { call, callJson, checkPdf, useSandbox } from "./setup.js";

/**
 * An avenant is billed from the day it takes effect (decision 100): the sandbox's invoices, their
 * PDFs and the yearly tax attestation take the price in effect in each month, so the month in
 * which the avenant is recorded is billed at the previous price and the next one at the new price.
 */
useSandbox();

const HUB = "/vsmp/api/vsmp/v1/hub/contract";
const CONTRACT = "2024000123";
const FIVE_DAYS = { delivery: { formula: "5J", visitDays: ["MONDAY", "TUESDAY", "WEDNESDAY", "THURSDAY", "FRIDAY"] } };
const pdf = async (path: string) => checkPdf(new Uint8Array(await (await call("GET", path)).arrayBuffer())).text.replace(/\n/g, " ");

/** Only the clock moves (msw and the sandbox's timers are left alone). */
const at = (instant: string) => vi.setSystemTime(new Date(instant));

interface Invoice {
  id: string;
  date: string;
  amountInCents: number;
}
const invoices = async () => (await callJson<Invoice[]>("GET", `/vsmp/api/invoice/${CONTRACT}/`)).body;
const invoiceOf = (list: Invoice[], month: string) => list.find((invoice) => invoice.id === `F${CONTRACT}${month}`);

/** The seed contract's 4 days a week (82,60 €) changed to 5 days (99,50 €) on `day`. */
async function avenantOn(day: string) {
  at(`${day}T10:00:00.000Z`);
  const before = (await callJson("GET", `${HUB}/${CONTRACT}`)).body;
  expect(before).toMatchObject({ delivery: { formula: "4J" }, payment: { ttcPriceInCents: 8260 } });
  const created = await callJson("POST", `${HUB}/${CONTRACT}/avenant?system=LPFR`, FIVE_DAYS);
  expect(created.status).toBe(201);
  return created.body as { effectiveDate: string };
}

describe("an avenant's new price in the invoices", () => {
  beforeEach(() => vi.useFakeTimers({ toFake: ["Date"] }));
  afterEach(() => vi.useRealTimers());

  it("recorded mid-month: that month's invoice keeps the old price, the next month's has the new one, and their PDFs say so", async () => {
    expect((await avenantOn("2027-03-17")).effectiveDate).toBe("2027-04-01");
    // The hub's read is the new version, with its new price and the day that price applies from.
    expect((await callJson("GET", `${HUB}/${CONTRACT}`)).body).toMatchObject({ delivery: { formula: "5J" }, payment: { ttcPriceInCents: 9950 }, priceEffectiveDate: "2027-04-01" });
    at("2027-04-10T08:00:00.000Z");
    const list = await invoices();
    expect(invoiceOf(list, "202703")).toMatchObject({ date: "2027-03-05", amountInCents: 8260 });
    expect(invoiceOf(list, "202704")).toMatchObject({ date: "2027-04-05", amountInCents: 9950 });
    const march = await pdf(`/vsmp/api/invoice/${CONTRACT}/F${CONTRACT}202703`);
    expect(march).toContain("Montant TTC : 82,60 €");
    expect(march).toMatch(/4 (jours|visites)/);
    expect(march).not.toContain("99,50");
    const april = await pdf(`/vsmp/api/invoice/${CONTRACT}/F${CONTRACT}202704`);
    expect(april).toContain("Montant TTC : 99,50 €");
  });

  it("recorded before the month's invoice is issued (the 3rd): that invoice, issued the 5th, still bills the old price", async () => {
    expect((await avenantOn("2027-03-03")).effectiveDate).toBe("2027-04-01");
    at("2027-03-06T08:00:00.000Z");
    expect(invoiceOf(await invoices(), "202703")).toMatchObject({ date: "2027-03-05", amountInCents: 8260 });
    at("2027-05-06T08:00:00.000Z");
    const list = await invoices();
    expect(invoiceOf(list, "202703")?.amountInCents).toBe(8260);
    expect(invoiceOf(list, "202704")?.amountInCents).toBe(9950);
    expect(invoiceOf(list, "202705")?.amountInCents).toBe(9950);
  });

  it("the yearly attestation adds up the invoices as billed: December at the old price when the avenant is recorded on 15 December", async () => {
    expect((await avenantOn("2027-12-15")).effectiveDate).toBe("2028-01-01");
    at("2028-02-10T08:00:00.000Z");
    const list = await invoices();
    expect(invoiceOf(list, "202712")?.amountInCents).toBe(8260);
    expect(invoiceOf(list, "202801")?.amountInCents).toBe(9950);
    const paid2027 = list.filter((invoice) => invoice.date.startsWith("2027")).reduce((sum, invoice) => sum + invoice.amountInCents, 0);
    expect(paid2027).toBe(12 * 8260);
    const attestations = (await callJson<{ id: string; amountInCents: number }[]>("GET", `/vsmp/api/attestation/${CONTRACT}/`)).body;
    expect(attestations.find((attestation) => attestation.id === `A${CONTRACT}2027`)?.amountInCents).toBe(paid2027);
    const text = await pdf(`/vsmp/api/attestation/${CONTRACT}/A${CONTRACT}2027`);
    expect(text).toContain("Montant payé en 2027 : 991,20 € TTC");
    expect(text).toMatch(/décembre 2027 : \d+ visites du facteur ; [^–]+ – payé 82,60 €/);
    // What was paid that year, not a price list: the new price of 2028 is nowhere.
    expect(text).not.toContain("Prix mensuel");
    expect(text).not.toContain("99,50");
  });
});
