import type { AppLoadContext } from "@remix-run/node";
import { describe, expect, it, vi } from "vitest";
import { referenceError } from "~/kernel/money/discount/compatibility";
import { discountQuery } from "~/kernel/money/discount/offer";
import type { AppliedDiscount, DiscountReference } from "~/kernel/money/discount/schemas";
import { initialDiscountState } from "~/kernel/money/discount/state";
import { servicesPrice } from "~/kernel/contract/offers";
import { formatEuros } from "~/kernel/money/money";
import { priceStatement, sayPriceStatement } from "~/kernel/money/statement";
import { formulaName, offerType, servicePayload, servicesFromChoice, stepRelevantServices, triggerType, VISIT_DAYS, type ServicesChoice } from "~/kernel/contract/services";
import { emptyJourneyState, progressOf, withProgress } from "~/features/journey/rules/state";
import { initialiseSteps, submitStep } from "~/kernel/contract/journey-steps";
import { getT } from "~/kernel/i18n/i18next.server";
import { discountOfferOf } from "~/features/journey/discount.server";
import * as servicesStep from "~/features/journey/steps/services";
import * as summaryStep from "~/features/journey/steps/summary";
import * as paymentStep from "~/features/journey/payment/payment";
import { commitJourney } from "~/features/journey/journey-cookie.server";
import { checkDiscount, fetchDiscountReference, saveContractPromos } from "~/kernel/upstream/discount.server";
import { createJourneyContract, createMandate, getJourneyContract, saveSection } from "~/kernel/upstream/journey.server";
import { getPriceGrid } from "~/kernel/upstream/offers.server";
import { hubContractFromJourney } from "../../../server/sandbox/contracts.js";
import { draftPrice } from "../../../server/sandbox/pricing.js";
import type { JourneyRecord } from "../../../server/sandbox/types.js";
import { contractPdf, invoicePdf, mandatePdf } from "../../../server/sandbox/documents.js";
import { invoicesOf } from "../../../server/sandbox/history.js";
import { checkPdf, useSandbox } from "../sandbox/setup";
import { STEPS_TO_PAYMENT } from "./journey-at";

/**
 * One price everywhere (decision 060): for every service combination (each remote-assistance kind or none, 0 to 6
 * visit days, each option) and every promo code alone and in pairs, what a person is shown,
 * signs and pays agree. The services step's estimate (its loader), the draft's price (the hub's
 * read), the summary and the payment page's mandate (their loaders), the contract and mandate
 * PDFs and the first invoice (the hub's documents) all state the same figures.
 */
vi.hoisted(() => {
  process.env.OFFERS_CACHE_TTL_S = "3600";
});
useSandbox();
vi.mock("~/kernel/platform/logger.server", () => ({ log: vi.fn() }));

const CODES = ["BIENVENUE10", "MOINS5", "PREMIERMOIS", "TRIMESTRE", "EXPIRE2022", "VISITES"] as const;
/** No code, each alone, each pair. */
const CODE_SETS: string[][] = [[], ...CODES.map((code) => [code]), ...CODES.flatMap((first, index) => CODES.slice(index + 1).map((second) => [first, second]))];

/** Every combination of the services step. */
function combinations(remote: ServicesChoice["remote"]): ServicesChoice[] {
  const choices: ServicesChoice[] = [];
  for (let days = remote === "NONE" ? 1 : 0; days <= 6; days += 1) {
    const visitDays = VISIT_DAYS.slice(0, days);
    const base = { type: "STANDARD" as const, visitDays: [...visitDays], remote, geofencing: false, simInstallation: null };
    if (remote === "NONE") {
      choices.push({ ...base, fallDetector: false });
      continue;
    }
    for (const fallDetector of [false, true]) {
      if (remote === "MOBILE") for (const geofencing of [false, true]) choices.push({ ...base, fallDetector, geofencing });
      else if (remote === "SIM_3G4G") for (const simInstallation of ["MATERIAL_SENDING", "INSTALL_ASSIST"] as const) choices.push({ ...base, fallDetector, simInstallation });
      else choices.push({ ...base, fallDetector });
    }
  }
  return choices;
}

const context = (): AppLoadContext => ({ requestId: "agree", clientAddress: "203.0.113.25" });
const page = (slug: string, cookie: string) => ({ request: new Request(`http://localhost/services-seniors/souscription/${slug}`, { headers: { cookie } }), context: context(), params: {} });
const dataOf = async (answer: unknown) => (answer as { data: Record<string, unknown> }).data;
const french = (key: string, values?: Record<string, string | number>) => getT("fr")(key, values).replace(/\u00a0/g, " ");
/** A PDF's text as one paragraph (lines wrap at the page's width). */
const textOf = (bytes: Uint8Array) => checkPdf(bytes).text.replace(/\n/g, " ");
const euros = (cents: number) => formatEuros(cents).replace(/\u00a0/g, " ");

/** The offers section the journey saves with the draft (PUT offers). */
const offersOf = (choice: ServicesChoice) => {
  const services = servicesFromChoice(choice);
  return { offers: { serviceLevel: choice.type, zoneType: "FRANCE", formulaName: formulaName(services), triggerType: triggerType(services), services: servicePayload(services) } };
};

/**
 * The codes' terms as the journey reads them from the discount service (its references once, then
 * the conf call per code and offer), by its own rules: what the services step's estimate applies.
 */
const references = new Map<string, DiscountReference | null>();
const confs = new Map<string, AppliedDiscount | null>();
async function journeyCodes(choice: ServicesChoice, codes: readonly string[]): Promise<AppliedDiscount[]> {
  const offer = discountOfferOf(servicesFromChoice(choice));
  const applied: AppliedDiscount[] = [];
  for (const code of codes) {
    if (!references.has(code)) references.set(code, await fetchDiscountReference(code));
    const reference = references.get(code);
    if (!reference || referenceError(reference, offer, new Date()) !== null) continue;
    const key = `${code}|${JSON.stringify(discountQuery(offer))}`;
    if (!confs.has(key)) {
      const check = await checkDiscount(code, offer);
      confs.set(key, check.ok ? check.discount : null);
    }
    const discount = confs.get(key);
    if (discount) applied.push(discount);
  }
  return applied;
}

/** A draft as the hub keeps it, holding the offers section, a mandate and the saved codes. */
function hubDraft(choice: ServicesChoice, codes: readonly string[]): JourneyRecord {
  const now = new Date().toISOString();
  return {
    contractId: "00000000-0000-4000-8000-000000000025",
    contractNumber: "2026999025",
    cartId: "250000001",
    system: "LPFR",
    status: "DRAFT",
    customerId: null,
    sections: { offers: offersOf(choice), beneficiary: null, contacts: null, billing: null, admin: null, caregiver: null },
    mandate: { rum: "VSMP-2026999025-AGREE025", ibanMasked: "FR76 **** **** **** **** ***0 189", accountOwner: "Marie Dupont", creditorName: "La Poste", ics: "FR12ZZZ123456", signatureDate: now.slice(0, 10) },
    signature: { method: "ELECTRONIC", sentTo: null, signed: true },
    promoCodeDtos: codes.map((promoCode) => ({ promoCode })),
    createdAt: now,
    updatedAt: now,
  };
}

/**
 * The pages, through their loaders: a draft saved through the upstream calls the journey makes,
 * the codes applied and saved, a journey at its order stage.
 */
async function pagesOf(choice: ServicesChoice, codes: readonly string[]) {
  const services = servicesFromChoice(choice);
  const { contractId, contractNumber } = await createJourneyContract({ cartId: "250000001", system: "LPFR" });
  await saveSection(contractId, "offers", offersOf(choice));
  const { rum } = await createMandate(contractId, { accountOwner: "Marie Dupont", iban: "FR7630006000011234567890189" });
  const applied = (await journeyCodes(choice, codes)).map((discount) => discount.code);
  await saveContractPromos(contractId, applied);
  let progress = initialiseSteps(progressOf(emptyJourneyState()), stepRelevantServices(services));
  for (const slug of STEPS_TO_PAYMENT) progress = submitStep(progress, slug);
  const state = withProgress({ ...emptyJourneyState(), contractId, contractNumber, cartId: "250000001", mandate: { rum } }, progress);
  const cookie = (await commitJourney({ ...state, discount: { ...initialDiscountState, applied, offerType: offerType(services) } })).split(";")[0]!;
  const payment = await dataOf(await paymentStep.loader(page("etape6", cookie)));
  expect(payment.stage).toBe("order");
  return {
    draft: (await getJourneyContract(contractId)).price,
    estimate: (await dataOf(await servicesStep.loader(page("etape1", cookie)))).price,
    summary: (await dataOf(await summaryStep.loader(page("etape5", cookie)))).price,
    mandate: payment.price,
  };
}

/**
 * Every combination and code set: the estimate (the services step's rule over the grid and the
 * codes' terms the journey reads), the draft's price (the hub's), the contract and mandate PDFs,
 * the contract and its first invoice. The pages' loaders (each a few upstream calls) for one
 * combination in three, with the next code set in turn: every kind, and every code set, goes
 * through them too (26 journeys, 22 code sets).
 */
async function agree(remote: ServicesChoice["remote"]) {
  const grid = await getPriceGrid("LPFR", "STANDARD");
  let checked = 0;
  let turn = [0, 2, 7, 17][["NONE", "LANDLINE", "MOBILE", "SIM_3G4G"].indexOf(remote)]!;
  for (const [index, choice] of combinations(remote).entries()) {
    const services = servicesFromChoice(choice);
    for (const codes of CODE_SETS) {
      const label = `${JSON.stringify(choice)} ${codes.join("+") || "no code"}`;
      const record = hubDraft(choice, (await journeyCodes(choice, codes)).map((discount) => discount.code));
      const draft = draftPrice(record);
      expect(draft, label).not.toBeNull();
      const estimate = servicesPrice(services, grid, await journeyCodes(choice, codes));
      expect(estimate, `step 1 estimate = the draft's price: ${label}`).toEqual(draft);

      const said = sayPriceStatement(priceStatement(draft!), french);
      const contractText = textOf(contractPdf(record));
      expect(contractText, `contract PDF: ${label}`).toContain(`Prix mensuel : ${said.monthly}`);
      expect(contractText, `contract PDF: ${label}`).toContain(said.vat);
      if (said.fee) expect(contractText, `contract PDF: ${label}`).toContain(said.fee);
      expect(contractText, `contract PDF: ${label}`).toContain(said.firstDebit);
      const mandateText = textOf(mandatePdf(record, record.mandate!));
      expect(mandateText, `mandate PDF: ${label}`).toContain(`Montant : ${said.monthly}`);
      expect(mandateText, `mandate PDF: ${label}`).toContain(said.firstDebit);

      // The contract the draft becomes, and its first invoice: the first debit.
      const contract = hubContractFromJourney(record);
      expect(contract.price, `contract: ${label}`).toEqual(draft);
      const first = invoicesOf([contract], new Date(`${contract.delivery.startDate}T12:00:00Z`)).at(-1)!;
      expect(first.amountInCents, `first invoice: ${label}`).toBe(draft!.firstDebit.ttcPriceInCents);
      expect(textOf(invoicePdf([contract], contract, first)), `first invoice PDF: ${label}`).toContain(`Montant TTC : ${euros(draft!.firstDebit.ttcPriceInCents)}`);
      checked += 1;
    }

    if (index % 3 !== 0) continue;
    const codes = CODE_SETS[turn++ % CODE_SETS.length]!;
    const label = `${JSON.stringify(choice)} ${codes.join("+") || "no code"} (pages)`;
    const pages = await pagesOf(choice, codes);
    expect(pages.draft, label).toEqual(draftPrice(hubDraft(choice, (await journeyCodes(choice, codes)).map((discount) => discount.code))));
    expect(pages.estimate, `services step: ${label}`).toEqual(pages.draft);
    expect(pages.summary, `summary: ${label}`).toEqual(pages.draft);
    expect(pages.mandate, `payment page's mandate: ${label}`).toEqual(pages.draft);
  }
  return checked;
}

describe("what a person is shown, signs and pays agree, for every combination", () => {
  it("visits alone, 1 to 6 days, every code alone and in pairs", { timeout: 120_000 }, async () => {
    expect(await agree("NONE")).toBe(6 * CODE_SETS.length);
  });

  it("landline remote assistance, 0 to 6 days, with and without the fall detector, every code alone and in pairs", { timeout: 120_000 }, async () => {
    expect(await agree("LANDLINE")).toBe(14 * CODE_SETS.length);
  });

  it("mobile remote assistance, 0 to 6 days, fall detector and geofencing, every code alone and in pairs", { timeout: 120_000 }, async () => {
    expect(await agree("MOBILE")).toBe(28 * CODE_SETS.length);
  });

  it("SIM remote assistance, 0 to 6 days, fall detector, sent or installed with assistance, every code alone and in pairs", { timeout: 120_000 }, async () => {
    expect(await agree("SIM_3G4G")).toBe(28 * CODE_SETS.length);
  });
});
