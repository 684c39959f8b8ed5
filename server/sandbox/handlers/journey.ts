import { randomBytes, randomUUID } from "node:crypto";
import type { HttpHandler } from "msw";
import { hubContractFromJourney, hubPerson, lastVersionOf } from "../contracts.js";
import { draftPrice } from "../pricing.js";
import { own } from "../own.js";
import { contractPdf, mandatePdf, personLine, quotationPdf } from "../documents.js";
import { CREDITOR_ICS, CREDITOR_NAME, generateRum, isValidBic, isValidIban, maskBic, maskIban, maskPhone, normalizeIban } from "../sepa.js";
import { NO_CODES, SIGNATURE_CODE_TRIES, SIGNATURE_CODES_PER_WINDOW, sendSignatureCode, tryCode } from "../limits.js";
import { postOfficeName } from "../seed/post-offices.js";
import type { SandboxStore } from "../store.js";
import { JOURNEY_SECTIONS, SYSTEMS, type HubContract, type JourneyRecord, type JourneySection, type Mandate, type System } from "../types.js";
import { download, isObject, json, nonEmptyString, problem, readJson, readJsonObject, route, today, tooMany, type Params } from "./respond.js";

const BASE = "/vsmp/api/vsmp/v1/contract";
const CONTRACT_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const SIGNATURE_CODE = "123456";
const MAX_PROMO_CODES = 10;
const QUOTATION_VALIDITY_DAYS = 30;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** A quotation's id: 128 random bits in base64url (22 characters). */
const QUOTATION_ID = /^[A-Za-z0-9_-]{22}$/;

type QuotationStatus = "OPEN" | "EXPIRED" | "USED";

/**
 * A quotation is used once a subscription was completed from it (its own draft validated at the
 * counter, or a draft opened online from its link), expired the day after its validity date.
 */
function quotationStatus(store: SandboxStore, record: JourneyRecord): QuotationStatus {
  const id = record.quotation?.id;
  const used = record.status === "VALIDATED" || Object.values(store.state.journeys).some((other) => id !== undefined && other.fromQuotation === id && other.status === "VALIDATED");
  if (used) return "USED";
  return record.quotation && today() > record.quotation.validUntil ? "EXPIRED" : "OPEN";
}

function findQuotation(store: SandboxStore, params: Params): JourneyRecord | Response {
  const id = params.quotationId ?? "";
  if (!QUOTATION_ID.test(id)) return problem(400, "INVALID_QUOTATION_ID", "Malformed quotation id");
  const record = Object.values(store.state.journeys).find((candidate) => candidate.quotation?.id === id);
  return record ?? problem(404, "QUOTATION_NOT_FOUND", "No such quotation");
}

/** The name the quotation is made out to: the subscriber typed at the counter, else the client's record. */
function quotationClientName(store: SandboxStore, record: JourneyRecord): string {
  const subscriber = hubPerson(record.sections.billing);
  if (subscriber.lastName) return personLine(subscriber);
  const client = record.customerId ? store.state.clients[record.customerId] : undefined;
  return client ? personLine({ civility: client.gender === "female" ? "MRS" : "MR", firstName: client.firstName, lastName: client.lastName }) : "";
}

/** What the journey reads of the contract a validated draft became: its state, its dates. */
function contractFacts(contract: HubContract | undefined) {
  if (!contract) return null;
  const { contractStatus, signatureMethod, beginDate, withdrawalEndDate, earlyStart } = contract.legalInfo;
  return { contractNumber: contract.contractNumber, contractStatus, signatureMethod, beginDate, withdrawalEndDate, earlyStart, startDate: contract.delivery.startDate };
}

/**
 * The journey contract as GET /contract/{contractId} answers it, with the draft's price as the
 * hub prices it (the contract's once validated) and, once validated, the contract's state and dates.
 */
export function journeyView(record: JourneyRecord, store?: SandboxStore) {
  const versions = record.status === "VALIDATED" && store ? own(store.state.hubContracts, record.contractNumber) : undefined;
  const contract = versions ? lastVersionOf(versions) : undefined;
  return {
    contractId: record.contractId,
    contractNumber: record.contractNumber,
    cartId: record.cartId,
    system: record.system,
    status: record.status,
    offers: record.sections.offers ?? { offers: null },
    beneficiary: record.sections.beneficiary ?? null,
    contacts: record.sections.contacts ?? [],
    billing: record.sections.billing ?? null,
    subscriber: { customerId: record.customerId },
    mandate: record.mandate,
    signature: record.signature,
    quotation: record.quotation ?? null,
    price: contract?.price ?? draftPrice(record),
    contract: contractFacts(contract),
    createdAt: record.createdAt,
    updatedAt: record.updatedAt,
  };
}

/** Resolves the contractId param: 400 when malformed, 404 when unknown. */
function findJourney(store: SandboxStore, params: Params): JourneyRecord | Response {
  const contractId = params.contractId ?? "";
  if (!CONTRACT_ID.test(contractId)) return problem(400, "INVALID_CONTRACT_ID", `Malformed contract id: ${contractId}`);
  const record = own(store.state.journeys, contractId.toLowerCase());
  return record ?? problem(404, "CONTRACT_NOT_FOUND", `No contract ${contractId}`);
}

/**
 * The contract or the SEPA mandate of a subscription: the draft's contract or, once validated, the
 * contract's version; on paper, until the signed documents come back, both are the printouts to
 * sign (the full IBAN, the boxes to sign in). The journey's documents and the contract's printouts
 * (`GET /hub/contract/{n}/printouts/{kind}`) are these same documents.
 */
export function contractDocument(store: SandboxStore, record: JourneyRecord, kind: "contract" | "mandate"): Response {
  const versions = own(store.state.hubContracts, record.contractNumber);
  const validated = versions ? lastVersionOf(versions) : undefined;
  if (kind === "contract") return download(contractPdf(record, validated), `contrat-${record.contractNumber}.pdf`);
  if (!record.mandate) return problem(404, "NO_MANDATE", "No SEPA mandate for this contract");
  const printout = record.signature?.method === "PAPER" && !record.signature.signed;
  return download(mandatePdf(record, record.mandate, printout, validated), `mandat-sepa-${record.contractNumber}.pdf`);
}

function nextContractNumber(store: SandboxStore, now: Date): string {
  const state = store.state;
  const taken = new Set([...Object.keys(state.hubContracts), ...Object.values(state.journeys).map((record) => record.contractNumber)]);
  let number: string;
  do {
    state.sequence.contract += 1;
    number = `${now.getUTCFullYear()}${String(state.sequence.contract).padStart(6, "0")}`;
  } while (taken.has(number));
  return number;
}

function touch(store: SandboxStore, record: JourneyRecord): void {
  record.updatedAt = new Date().toISOString();
  store.changed();
}

function alreadyValidated(record: JourneyRecord): Response | null {
  return record.status === "VALIDATED"
    ? problem(409, "CONTRACT_VALIDATED", `Contract ${record.contractNumber} is validated and can no longer change`)
    : null;
}

function billingMobile(billing: unknown): string | null {
  if (!isObject(billing)) return null;
  if (Array.isArray(billing.phoneNumbers)) {
    const mobile = billing.phoneNumbers.find((phone) => isObject(phone) && phone.type === "MOBILE" && typeof phone.number === "string");
    if (isObject(mobile)) return mobile.number as string;
  }
  return typeof billing.mobilePhone === "string" ? billing.mobilePhone : null;
}

function missingForValidation(record: JourneyRecord): string[] {
  const missing: string[] = [];
  if (!draftPrice(record)) missing.push("offers");
  if (!record.mandate) missing.push("mandate");
  if (!record.signature || !(record.signature.signed || record.signature.method === "PAPER")) missing.push("signature");
  return missing;
}

export function journeyHandlers(store: SandboxStore): HttpHandler[] {
  return [
    // The open quotations of a client (neither used nor expired), newest first.
    route("get", `${BASE}/quotations`, ({ url }) => {
      const customerId = url.searchParams.get("customerId");
      if (!customerId) return problem(400, "MISSING_PARAMETER", "The query parameter customerId is required");
      const open = Object.values(store.state.journeys)
        .filter((record) => record.customerId === customerId && record.quotation?.id && quotationStatus(store, record) === "OPEN")
        .sort((a, b) => (b.quotation!.sentAt < a.quotation!.sentAt ? -1 : 1))
        .map((record) => ({ contractId: record.contractId, contractNumber: record.contractNumber, ...record.quotation! }));
      return json(open);
    }),

    // A quotation by the id of its link: what it quotes (services and promo codes, nothing
    // personal) and whether it can still be taken up.
    route("get", `${BASE}/quotations/:quotationId`, ({ params }) => {
      const record = findQuotation(store, params);
      if (record instanceof Response) return record;
      const { id, number, sentAt, validUntil } = record.quotation!;
      return json({ id, number, sentAt, validUntil, status: quotationStatus(store, record), offers: record.sections.offers ?? { offers: null }, promoCodes: record.promoCodeDtos.map((dto) => dto.promoCode) });
    }),

    // The online journey opened from a quotation's link: a new draft with the quotation's
    // services and promo codes (none of the people typed at the counter), tied to it.
    route("post", `${BASE}/quotations/:quotationId/journey`, async ({ request, params }) => {
      const quoted = findQuotation(store, params);
      if (quoted instanceof Response) return quoted;
      const status = quotationStatus(store, quoted);
      if (status !== "OPEN") return problem(409, `QUOTATION_${status}`, `The quotation is ${status.toLowerCase()}`);
      const body = await readJsonObject(request);
      if (!body.ok) return body.response;
      const cartId = nonEmptyString(body.value.cartId, 64);
      const customerId = body.value.customerId;
      if (!cartId) return problem(400, "INVALID_BODY", "cartId is required");
      if (customerId !== undefined && customerId !== null && !nonEmptyString(customerId, 64)) return problem(400, "INVALID_BODY", "customerId must be a string");
      const now = new Date();
      const record: JourneyRecord = {
        contractId: randomUUID(),
        contractNumber: nextContractNumber(store, now),
        cartId,
        system: "LPFR",
        status: "DRAFT",
        customerId: typeof customerId === "string" ? customerId.trim() : null,
        sections: { offers: structuredClone(quoted.sections.offers), beneficiary: null, contacts: null, billing: null, admin: null, caregiver: null },
        mandate: null,
        signature: null,
        promoCodeDtos: quoted.promoCodeDtos.map((dto) => ({ ...dto })),
        fromQuotation: quoted.quotation!.id!,
        createdAt: now.toISOString(),
        updatedAt: now.toISOString(),
      };
      store.state.journeys[record.contractId] = record;
      store.changed();
      return json({ contractId: record.contractId, contractNumber: record.contractNumber }, 201);
    }),

    route("post", BASE, async ({ request }) => {
      const body = await readJsonObject(request);
      if (!body.ok) return body.response;
      const cartId = nonEmptyString(body.value.cartId, 64);
      const system = body.value.system;
      const customerId = body.value.customerId;
      if (!cartId) return problem(400, "INVALID_BODY", "cartId is required");
      if (!SYSTEMS.includes(system as System)) return problem(400, "INVALID_BODY", "system must be LPFR or SIBP");
      if (customerId !== undefined && customerId !== null && !nonEmptyString(customerId, 64)) {
        return problem(400, "INVALID_BODY", "customerId must be a string");
      }
      const now = new Date();
      const record: JourneyRecord = {
        contractId: randomUUID(),
        contractNumber: nextContractNumber(store, now),
        cartId,
        system: system as System,
        status: "DRAFT",
        customerId: typeof customerId === "string" ? customerId.trim() : null,
        sections: { offers: null, beneficiary: null, contacts: null, billing: null, admin: null, caregiver: null },
        mandate: null,
        signature: null,
        promoCodeDtos: [],
        createdAt: now.toISOString(),
        updatedAt: now.toISOString(),
      };
      store.state.journeys[record.contractId] = record;
      store.changed();
      return json({ contractId: record.contractId, contractNumber: record.contractNumber }, 201);
    }),

    ...(["admin", "caregiver"] as const).map((section) =>
      route("get", `${BASE}/${section}/:contractId`, ({ params }) => {
        const record = findJourney(store, params);
        if (record instanceof Response) return record;
        return json(record.sections[section] ?? null);
      }),
    ),

    route("get", `${BASE}/:contractId`, ({ params }) => {
      const record = findJourney(store, params);
      return record instanceof Response ? record : json(journeyView(record, store));
    }),

    route("get", `${BASE}/:contractId/promos`, ({ params }) => {
      const record = findJourney(store, params);
      return record instanceof Response ? record : json({ promoCodeDtos: record.promoCodeDtos });
    }),

    route("post", `${BASE}/:contractId/promos`, async ({ request, params }) => {
      const record = findJourney(store, params);
      if (record instanceof Response) return record;
      const body = await readJsonObject(request);
      if (!body.ok) return body.response;
      const list = body.value.promoCodeDtos;
      if (!Array.isArray(list) || list.length > MAX_PROMO_CODES) {
        return problem(400, "INVALID_BODY", `promoCodeDtos must be a list of at most ${MAX_PROMO_CODES} { promoCode }`);
      }
      const codes = list.map((item) => (isObject(item) ? nonEmptyString(item.promoCode, 32) : null));
      if (codes.some((code) => code === null)) return problem(400, "INVALID_BODY", "every promoCodeDtos item needs a promoCode");
      record.promoCodeDtos = codes.map((promoCode) => ({ promoCode: promoCode! }));
      touch(store, record);
      return json({ promoCodeDtos: record.promoCodeDtos });
    }),

    route("delete", `${BASE}/:contractId/promos`, ({ params }) => {
      const record = findJourney(store, params);
      if (record instanceof Response) return record;
      record.promoCodeDtos = [];
      touch(store, record);
      return json({ promoCodeDtos: [] });
    }),

    route("put", `${BASE}/:contractId/:section`, async ({ request, params }) => {
      const record = findJourney(store, params);
      if (record instanceof Response) return record;
      const section = params.section as JourneySection;
      if (!JOURNEY_SECTIONS.includes(section)) return problem(404, "UNKNOWN_SECTION", `Unknown section ${params.section}`);
      const refused = alreadyValidated(record);
      if (refused) return refused;
      const body = await readJson(request);
      if (!body.ok) return body.response;
      if (typeof body.value !== "object" || body.value === null) {
        return problem(400, "INVALID_BODY", "The body must be a JSON object or array");
      }
      record.sections[section] = body.value;
      if (section === "billing" && isObject(body.value) && typeof body.value.customerId === "string" && body.value.customerId.trim()) {
        record.customerId = body.value.customerId.trim();
      }
      touch(store, record);
      return json(journeyView(record, store));
    }),

    route("post", `${BASE}/:contractId/mandate`, async ({ request, params }) => {
      const record = findJourney(store, params);
      if (record instanceof Response) return record;
      const refused = alreadyValidated(record);
      if (refused) return refused;
      const body = await readJsonObject(request);
      if (!body.ok) return body.response;
      const accountOwner = nonEmptyString(body.value.accountOwner, 70);
      const { iban, bic } = body.value;
      if (!accountOwner) return problem(400, "INVALID_BODY", "accountOwner is required (at most 70 characters)");
      if (typeof iban !== "string" || !isValidIban(iban)) return problem(400, "INVALID_IBAN", "The IBAN is not valid");
      if (bic !== undefined && bic !== null && bic !== "" && (typeof bic !== "string" || !isValidBic(bic))) {
        return problem(400, "INVALID_BIC", "The BIC is not valid");
      }
      const mandate: Mandate = {
        rum: generateRum(record.contractNumber),
        ibanMasked: maskIban(iban),
        accountOwner,
        creditorName: CREDITOR_NAME,
        ics: CREDITOR_ICS,
        signatureDate: today(),
      };
      if (typeof bic === "string" && bic !== "") mandate.bicMasked = maskBic(bic);
      record.mandate = mandate;
      record.bankAccount = { iban: normalizeIban(iban), bic: typeof bic === "string" && bic !== "" ? bic.toUpperCase() : null };
      record.signature = null;
      touch(store, record);
      return json(mandate);
    }),

    route("post", `${BASE}/:contractId/signature`, async ({ request, params }) => {
      const record = findJourney(store, params);
      if (record instanceof Response) return record;
      const refused = alreadyValidated(record);
      if (refused) return refused;
      const body = await readJsonObject(request);
      if (!body.ok) return body.response;
      const method = body.value.method;
      if (method !== "ELECTRONIC" && method !== "PAPER") return problem(400, "INVALID_BODY", "method must be ELECTRONIC or PAPER");
      if (!record.mandate) return problem(409, "NO_MANDATE", "The SEPA mandate must be created first");
      if (method === "ELECTRONIC") {
        const sent = sendSignatureCode(record.signatureCodes ?? NO_CODES, new Date());
        if (!sent.allowed) return tooMany("TOO_MANY_CODES", `At most ${SIGNATURE_CODES_PER_WINDOW} codes are sent per contract within an hour`, sent.retryAt);
        record.signatureCodes = sent.counts;
      }
      const sentTo = method === "ELECTRONIC" ? maskPhone(billingMobile(record.sections.billing) ?? "0600000000") : null;
      record.signature = { method, sentTo, signed: false };
      touch(store, record);
      return json({ method, sentTo });
    }),

    route("post", `${BASE}/:contractId/signature/validate`, async ({ request, params }) => {
      const record = findJourney(store, params);
      if (record instanceof Response) return record;
      const refused = alreadyValidated(record);
      if (refused) return refused;
      const body = await readJsonObject(request);
      if (!body.ok) return body.response;
      if (!record.signature || record.signature.method !== "ELECTRONIC") {
        return problem(409, "NO_SIGNATURE_REQUEST", "No electronic signature was requested");
      }
      const tried = tryCode(record.signatureCodes ?? NO_CODES, body.value.code === SIGNATURE_CODE);
      if (tried.outcome !== "signed") {
        record.signatureCodes = tried.counts;
        touch(store, record);
        if (tried.outcome === "void") return problem(429, "CODE_VOID", `${SIGNATURE_CODE_TRIES} wrong codes were typed: the code is void until a new one is sent`, { triesLeft: 0 });
        return problem(422, "INVALID_CODE", "The code is not valid", { triesLeft: tried.triesLeft });
      }
      record.signature.signed = true;
      touch(store, record);
      return json({ signed: true });
    }),

    route("post", `${BASE}/:contractId/validation`, async ({ request, params }) => {
      const record = findJourney(store, params);
      if (record instanceof Response) return record;
      const body = await readJson(request, {});
      if (!body.ok) return body.response;
      if (record.status === "VALIDATED") return json({ contractNumber: record.contractNumber, status: "VALIDATED" });
      const missing = missingForValidation(record);
      if (missing.length > 0) {
        return problem(409, "CONTRACT_INCOMPLETE", `Missing before validation: ${missing.join(", ")}`, { missing });
      }
      store.state.hubContracts[record.contractNumber] = [hubContractFromJourney(record)];
      record.status = "VALIDATED";
      touch(store, record);
      return json({ contractNumber: record.contractNumber, status: "VALIDATED" });
    }),

    // The quotation of a draft contract, made at the counter for the client (the app mails it
    // with its PDF and link); made again, it keeps its id, so the link already sent still works.
    route("post", `${BASE}/:contractId/quotation`, async ({ request, params }) => {
      const record = findJourney(store, params);
      if (record instanceof Response) return record;
      const refused = alreadyValidated(record);
      if (refused) return refused;
      const body = await readJsonObject(request);
      if (!body.ok) return body.response;
      const { email, regate } = body.value;
      if (typeof email !== "string" || !EMAIL.test(email)) return problem(400, "INVALID_BODY", "email is required");
      if (regate !== undefined && regate !== null && !nonEmptyString(regate, 16)) return problem(400, "INVALID_BODY", "regate must be a string");
      if (!draftPrice(record)) return problem(409, "QUOTATION_INCOMPLETE", "Choose the services before a quotation");
      const sentAt = new Date();
      const validUntil = new Date(sentAt.getTime() + QUOTATION_VALIDITY_DAYS * 86_400_000).toISOString().slice(0, 10);
      const id = record.quotation?.id ?? randomBytes(16).toString("base64url");
      const quotation = { id, number: `D${record.contractNumber}`, sentTo: email, sentAt: sentAt.toISOString(), validUntil, regate: typeof regate === "string" ? regate : null };
      record.quotation = quotation;
      touch(store, record);
      return json(quotation);
    }),

    route("get", "/__sandbox/mails", () => json(store.state.mails ?? [])),

    route("get", `${BASE}/:contractId/documents/:kind`, ({ params }) => {
      const record = findJourney(store, params);
      if (record instanceof Response) return record;
      if (params.kind === "contract" || params.kind === "mandate") return contractDocument(store, record, params.kind);
      if (params.kind === "quotation") {
        if (!record.quotation) return problem(404, "NO_QUOTATION", "No quotation for this contract");
        const made = { clientName: quotationClientName(store, record), postOffice: postOfficeName(record.quotation.regate) };
        return download(quotationPdf(record, record.quotation, made), `devis-${record.quotation.number}.pdf`);
      }
      return problem(404, "UNKNOWN_DOCUMENT", `Unknown document ${params.kind}`);
    }),
  ];
}
