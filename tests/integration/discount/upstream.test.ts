import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi, type MockInstance } from "vitest";
import { config } from "~/kernel/platform/config.server";
import { isUpstreamError } from "~/kernel/upstream/http.server";
import {
  checkDiscount,
  compatibilityWithOffer,
  fetchDiscountReference,
  readAppliedDiscounts,
  readContractPromos,
  saveContractPromos,
  validateDiscountCode,
} from "~/kernel/upstream/discount.server";
import { createSandboxHandlers, createStore } from "../../../server/sandbox/index";
import { offer, visitsOnly } from "../../unit/discount/fixtures";

/** The real sandbox handlers behind msw: the app's global fetch reaches them at any base URL. */
const store = createStore({ file: null });
const server = setupServer(...createSandboxHandlers(store));
const requests: URL[] = [];
server.events.on("request:start", ({ request }) => {
  requests.push(new URL(request.url));
});

beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
/** The JSON log lines written during the test (one per upstream call, plus the spec's texts). */
let write: MockInstance<typeof process.stdout.write>;
beforeEach(() => {
  requests.length = 0;
  write = vi.spyOn(process.stdout, "write").mockImplementation(() => true);
});
afterEach(() => {
  store.faults = [];
  write.mockRestore();
});
afterAll(() => server.close());

const sandbox = (path: string, init?: RequestInit) => fetch(`${config.sandboxUrl}${path}`, init);

async function injectFault(fault: Record<string, unknown>): Promise<void> {
  const response = await sandbox("/__sandbox/faults", {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(fault),
  });
  expect(response.status).toBe(201);
}

async function newContract(): Promise<string> {
  const response = await sandbox("/vsmp/api/vsmp/v1/contract", {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ cartId: "123456", system: "LPFR" }),
  });
  return ((await response.json()) as { contractId: string }).contractId;
}

async function savedCodes(contractId: string): Promise<string[]> {
  const response = await sandbox(`/vsmp/api/vsmp/v1/contract/${contractId}/promos`);
  return ((await response.json()) as { promoCodeDtos: { promoCode: string }[] }).promoCodeDtos.map((dto) => dto.promoCode);
}

function logLines(text: string) {
  return write.mock.calls.map(([line]) => String(line)).filter((line) => line.includes(text)).map((line) => JSON.parse(line) as Record<string, unknown>);
}

const today = new Date("2026-11-21T10:00:00Z");

describe("discount referential (GET /vsmp/api/discount/referential/{code}/)", () => {
  it("reads a code's dates and configurations, case-insensitively", async () => {
    const reference = await fetchDiscountReference(" expire2022 ");
    expect(reference).toMatchObject({ id: "EXPIRE2022", code: "EXPIRE2022", beginDate: "2022-01-01", endDate: "2022-12-31" });
    expect(reference?.discountReferentialFormulaConfList.length).toBeGreaterThan(0);
    expect(requests.at(-1)?.pathname).toBe("/vsmp/api/discount/referential/EXPIRE2022/");
  });

  it("answers null for an unknown code", async () => {
    expect(await fetchDiscountReference("INCONNU")).toBeNull();
  });

  it("never calls upstream with a malformed code", async () => {
    expect(await fetchDiscountReference("../../contract")).toBeNull();
    expect(requests).toHaveLength(0);
  });
});

describe("discount check (GET /vsmp/api/discount/referential/{code}/conf/)", () => {
  it("sends the offer's query and reads the discount as it applies to the offer", async () => {
    const result = await checkDiscount("BIENVENUE10", offer({ fallDetector: true, options: { postmanVisit: true } }));
    expect(result).toEqual({
      ok: true,
      discount: {
        id: "BIENVENUE10",
        code: "BIENVENUE10",
        name: "Bienvenue : -10 % sur l'abonnement",
        conf: {
          couponType: "FOREVER",
          percentOff: 10,
          amountOffVATIncludedInCent: 0,
          multiMonthDuration: 0,
          installationCostHandled: true,
          materialSendingCostHandled: true,
        },
      },
    });
    const url = requests.at(-1)!;
    expect(url.pathname).toBe("/vsmp/api/discount/referential/BIENVENUE10/conf/");
    expect(Object.fromEntries(url.searchParams)).toEqual({
      formula: "4J",
      remoteAssistanceType: "LANDLINE",
      triggerType: "DDC",
      feesType: "install",
      optionsList: "POSTMAN_VISIT_TA",
    });
  });

  it("404 is ERR_NOT_FOUND: VISITES on a landline offer", async () => {
    expect(await checkDiscount("VISITES", offer())).toEqual({ ok: false, error: "ERR_NOT_FOUND" });
    expect(await checkDiscount("VISITES", visitsOnly(3))).toMatchObject({ ok: true, discount: { conf: { percentOff: 5 } } });
  });

  it("an upstream failure other than 404 is thrown as an UpstreamError", async () => {
    await injectFault({ path: "/vsmp/api/discount/referential/MOINS5/conf/", status: 503 });
    const error = await checkDiscount("MOINS5", offer()).catch((caught: unknown) => caught);
    expect(isUpstreamError(error, "status") && error.status).toBe(503);
  });
});

describe("every rule of a code for an offer (validateDiscountCode)", () => {
  it("applies BIENVENUE10, TRIMESTRE and PREMIERMOIS to a landline offer", async () => {
    for (const code of ["BIENVENUE10", "TRIMESTRE", "PREMIERMOIS"]) {
      expect(await validateDiscountCode(code, offer(), { now: today })).toMatchObject({ ok: true, discount: { code } });
    }
  });

  it("EXPIRE2022 is ERR_DATES_VALIDITY, though the conf endpoint would accept it", async () => {
    expect(await validateDiscountCode("EXPIRE2022", offer(), { now: today })).toEqual({ ok: false, error: "ERR_DATES_VALIDITY" });
    expect(await validateDiscountCode("EXPIRE2022", offer(), { now: new Date("2022-12-31T12:00:00Z") })).toMatchObject({ ok: true });
  });

  it("an unknown code, or one incompatible with the offer, is ERR_NOT_FOUND", async () => {
    expect(await validateDiscountCode("INCONNU", offer(), { now: today })).toEqual({ ok: false, error: "ERR_NOT_FOUND" });
    const simWithInstallation = offer({ remoteAssistanceType: "SIM_3G4G", options: { installAssist: true } });
    expect(await validateDiscountCode("MOINS5", simWithInstallation, { now: today })).toEqual({ ok: false, error: "ERR_NOT_FOUND" });
    expect(requests.map((url) => url.pathname)).not.toContain("/vsmp/api/discount/referential/MOINS5/conf/");
  });

  it("a malformed code is ERR_INVALID_FORMAT, without any call", async () => {
    expect(await validateDiscountCode("BIEN VENUE", offer(), { now: today })).toEqual({ ok: false, error: "ERR_INVALID_FORMAT" });
    expect(requests).toHaveLength(0);
  });
});

describe("following the offer, with the referential", () => {
  it("says which codes the new offer accepts", async () => {
    expect(await compatibilityWithOffer(["VISITES", "BIENVENUE10"], offer({ visitsPerWeek: 2 }), { now: today })).toEqual({
      VISITES: false,
      BIENVENUE10: true,
    });
    expect(await compatibilityWithOffer(["VISITES"], visitsOnly(2), { now: today })).toEqual({ VISITES: true });
  });

  it("leaves out a code whose reference cannot be read, so it is not dropped on an upstream hiccup", async () => {
    await injectFault({ path: "/vsmp/api/discount/referential/VISITES/", status: 500 });
    const compatibility = await compatibilityWithOffer(["VISITES", "BIENVENUE10"], offer(), { now: today });
    expect(compatibility).toEqual({ BIENVENUE10: true });
  });

  it("reads the applied codes' details for the price, listing those it could not", async () => {
    const result = await readAppliedDiscounts(["BIENVENUE10", "VISITES"], offer());
    expect(result.discounts.map((discount) => discount.code)).toEqual(["BIENVENUE10"]);
    expect(result.unavailable).toEqual(["VISITES"]);
  });
});

describe("promo codes saved with the contract (/vsmp/api/vsmp/v1/contract/{contractId}/promos)", () => {
  it("saves the list with POST promoCodeDtos, reads it back with the references, and DELETEs it when empty", async () => {
    const contractId = await newContract();
    expect(await saveContractPromos(contractId, ["BIENVENUE10", "TRIMESTRE"])).toBe(true);
    expect(await savedCodes(contractId)).toEqual(["BIENVENUE10", "TRIMESTRE"]);

    const references = await readContractPromos(contractId);
    expect(references?.map((reference) => [reference.code, reference.endDate])).toEqual([
      ["BIENVENUE10", undefined],
      ["TRIMESTRE", "2099-12-31"],
    ]);

    requests.length = 0;
    expect(await saveContractPromos(contractId, [])).toBe(true);
    expect(requests.find((url) => url.pathname.endsWith("/promos"))).toBeDefined();
    expect(await savedCodes(contractId)).toEqual([]);
    expect(await readContractPromos(contractId)).toEqual([]);
  });

  it("a failed save is logged 'Discount: Unable to save contract discount' and returns false", async () => {
    const contractId = await newContract();
    await injectFault({ method: "POST", path: `/vsmp/api/vsmp/v1/contract/${contractId}/promos`, status: 503, times: 1 });
    const saved = await saveContractPromos(contractId, ["BIENVENUE10"], { requestId: "req-7" });
    const logged = logLines("Discount: Unable to save contract discount");
    expect(saved).toBe(false);
    expect(logged).toHaveLength(1);
    expect(logged[0]).toMatchObject({ level: "error", contractId, requestId: "req-7", failure: "status", status: 503 });
    expect(await savedCodes(contractId)).toEqual([]);
  });

  it("a failed DELETE is logged the same way and returns false", async () => {
    const contractId = await newContract();
    await injectFault({ method: "DELETE", path: `/vsmp/api/vsmp/v1/contract/${contractId}/promos`, status: 500 });
    const saved = await saveContractPromos(contractId, []);
    const logged = logLines("Discount: Unable to save contract discount");
    expect(saved).toBe(false);
    expect(logged[0]).toMatchObject({ failure: "status", status: 500 });
  });

  it("a failed read is logged 'Discount: Unable to get contract discount' and gives null (codes not known)", async () => {
    const contractId = await newContract();
    await saveContractPromos(contractId, ["MOINS5"]);
    await injectFault({ method: "GET", path: `/vsmp/api/vsmp/v1/contract/${contractId}/promos`, malformed: true });
    const references = await readContractPromos(contractId);
    const logged = logLines("Discount: Unable to get contract discount");
    expect(references).toBeNull();
    expect(logged).toHaveLength(1);
    expect(logged[0]).toMatchObject({ level: "error", contractId, failure: "malformed" });
  });

  it("a failed reference read after the list is logged the same way", async () => {
    const contractId = await newContract();
    await saveContractPromos(contractId, ["MOINS5"]);
    await injectFault({ path: "/vsmp/api/discount/referential/MOINS5/", status: 502 });
    const references = await readContractPromos(contractId);
    const logged = logLines("Discount: Unable to get contract discount");
    expect(references).toBeNull();
    expect(logged).toHaveLength(1);
  });
});
