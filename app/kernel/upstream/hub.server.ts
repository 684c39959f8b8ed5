import { z } from "zod";
import type { ContractPrice } from "~/kernel/money/contract-price";
import { upstream, type ProjectSystem } from "./http.server";
import { recordedWithdrawalSchema } from "./withdrawal.server";

/** The contract hub (docs/upstream-api.md, section 4). */
const HUB = "/vsmp/api/vsmp/v1/hub";

const vatLineSchema = z.object({ rate: z.number(), htPriceInCents: z.number(), tvaAmountInCents: z.number() });
const amountSchema = z.object({ ttcPriceInCents: z.number(), htPriceInCents: z.number(), tvaAmountInCents: z.number(), vat: z.array(vatLineSchema) });

/**
 * A contract's money as the hub prices it (docs/upstream-api.md 3, "ContractPrice"): the monthly
 * price over time, the one-off fee, the first debit, VAT by rate. A draft contract and a contract
 * carry it; every page states it as it is (decision 060).
 */
export const contractPriceSchema = z.object({
  formula: z.string(),
  remoteAssistanceType: z.enum(["NA", "LANDLINE", "MOBILE", "SIM_3G4G"]),
  lines: z.array(z.object({ code: z.string(), ttcPriceInCents: z.number() })),
  list: amountSchema,
  periods: z.array(amountSchema.extend({ fromMonth: z.number(), untilMonth: z.number().nullable() })).min(1),
  fee: amountSchema.extend({ type: z.enum(["install", "install_assist", "sending"]), listPriceInCents: z.number() }).nullable(),
  firstDebit: amountSchema,
  promoCodes: z.array(z.string()),
}) satisfies z.ZodType<ContractPrice>;

interface Options {
  requestId?: string;
  signal?: AbortSignal;
}

const suspensionSchema = z.object({ startDate: z.string(), endDate: z.string(), reason: z.string().nullable() });

export const contractSummarySchema = z.object({
  contractNumber: z.string(),
  version: z.number(),
  formula: z.string(),
  /** The price billed today (the hub's). */
  ttcPriceInCents: z.number(),
  /** An avenant's new price and the day it is billed from, when one is to come. */
  nextPrice: z.object({ from: z.string(), ttcPriceInCents: z.number() }).nullable().default(null),
  suspended: z.boolean(),
  suspension: suspensionSchema.nullable().optional(),
  contractStatus: z.string().optional(),
  startDate: z.string().nullable().optional(),
  terminationRequestDate: z.string().nullable().optional(),
  recipient: z.object({ firstName: z.string(), lastName: z.string() }),
});

export type ContractSummary = z.infer<typeof contractSummarySchema>;

const contractListSchema = z.object({ results: z.array(contractSummarySchema), nextResults: z.unknown().optional() });

export async function listContractsOfCustomer(customerId: string, requestId?: string) {
  const list = await upstream.vsmp.get(`${HUB}/contract`, contractListSchema, { query: { customerId }, requestId });
  return list.results;
}

/** A contract as the counter's search lists it: the summary with its subscriber and its type. */
export const contractSearchResultSchema = contractSummarySchema.extend({
  beginDate: z.string().nullable(),
  remoteAssistance: z.boolean(),
  remoteAssistanceType: z.string(),
  subscriber: z.object({ civility: z.string(), firstName: z.string(), lastName: z.string() }),
  recipient: z.object({ civility: z.string(), firstName: z.string(), lastName: z.string() }),
});

export type ContractSearchResult = z.infer<typeof contractSearchResultSchema>;

export type ContractSearchQuery =
  | { contractNumber: string }
  | { customerId: string }
  | { lastName: string; firstName?: string; birthDate?: string };

/** The counter's search (SIBP): one contract by number, a customer's contracts, or by a person's name. */
export async function searchContracts(query: ContractSearchQuery, requestId?: string): Promise<ContractSearchResult[]> {
  const schema = z.object({ results: z.array(contractSearchResultSchema), nextResults: z.unknown().optional() });
  const defined = Object.fromEntries(Object.entries(query).filter(([, value]) => value)) as Record<string, string>;
  const list = await upstream.vsmp.get(`${HUB}/contract`, schema, { query: defined, requestId });
  return list.results;
}

/**
 * The contracts of this beneficiary ordered with this subscriber e-mail, with the day each was
 * ordered: what the journey's summary checks a repeated order against (decision 141).
 */
export async function ordersFor(query: { lastName: string; firstName: string; birthDate: string; subscriberMail: string }, requestId?: string): Promise<(ContractSearchResult & { orderedOn: string | null })[]> {
  const schema = z.object({ results: z.array(contractSearchResultSchema.extend({ orderedOn: z.string().nullable().default(null) })) });
  const list = await upstream.vsmp.get(`${HUB}/contract`, schema, { query, requestId });
  return list.results;
}

/** Gives this customer the guest contracts subscribed with this (verified) e-mail. */
export async function attachGuestContracts(customerId: string, mail: string, requestId?: string) {
  const list = await upstream.vsmp.post(`${HUB}/contract/attach`, contractListSchema, { body: { customerId, mail }, requestId });
  return list.results;
}

const phoneSchema = z.object({ type: z.string(), number: z.string() });

const personSchema = z.object({
  civility: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  birthDate: z.string().nullable(),
  phoneNumbers: z.array(phoneSchema),
  mail: z.string().nullable(),
  L4: z.string(),
  L6: z.string(),
});

export const hubContractSchema = z.object({
  contractNumber: z.string(),
  version: z.number(),
  /** Where it was concluded: online (LPFR) or at a post office counter (SIBP; decision 124). */
  system: z.string().default("LPFR"),
  lastVersion: z.boolean(),
  /** The hub has still to generate this version's PDF (decision 111): no download until it has. */
  mustGeneratePdf: z.boolean().default(false),
  /** The contract's personal data were anonymized (decision 111): pages show none. */
  anonymization: z.boolean().default(false),
  dateModification: z.string(),
  /** The day this version's price is billed from, when not the day it was recorded: an avenant's effective date (decision 100). */
  priceEffectiveDate: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .nullish(),
  remoteAssistance: z.boolean(),
  remoteAssistanceType: z.string(),
  triggerType: z.string(),
  legalInfo: z.object({
    modified: z.boolean(),
    /** The day the contract was signed; null while its signed documents are awaited. */
    beginDate: z.string().nullable(),
    contractDurationInMonths: z.number(),
    terminationRequestDate: z.string().nullable(),
    terminationReason: z.string().nullable(),
    /** The instant the hub received the termination request (its acknowledgement's date and time). */
    terminationReceivedAt: z.string().nullable().default(null),
    contractStatus: z.string(),
    signatureMethod: z.enum(["ELECTRONIC", "PAPER"]).default("ELECTRONIC"),
    earlyStart: z.boolean().default(false),
    withdrawalEndDate: z.string().nullable().default(null),
  }),
  payment: z.object({
    modified: z.boolean(),
    type: z.string(),
    accountOwner: z.string(),
    htPriceInCents: z.number(),
    tvaAmountInCents: z.number(),
    ttcPriceInCents: z.number(),
    IBAN: z.string(),
    RUM: z.string(),
  }),
  delivery: z.object({
    modified: z.boolean(),
    formula: z.string(),
    visitDays: z.array(z.string()),
    /** The remote assistance's option codes (SPEC 3 service payload); absent on older contracts. */
    options: z.array(z.string()).optional().default([]),
    /** The day the service starts; null while the signed documents are awaited. */
    startDate: z.string().nullable(),
    suspended: z.boolean(),
    suspension: suspensionSchema.optional(),
  }),
  cuo: z.object({ modified: z.boolean(), cuoObjectStatus: z.string() }),
  price: contractPriceSchema,
  /** `offlineClient`: the subscriber has no online client area (subscribed at the counter; decision 111). */
  subscriber: personSchema.extend({ modified: z.boolean(), customerId: z.string(), offlineClient: z.boolean().default(false) }),
  recipient: personSchema.extend({
    modified: z.boolean(),
    /** The hub's id of the person. */
    idHub: z.string().nullable().default(null),
    doctorName: z.string().nullable(),
    doctorCivility: z.string().nullable(),
    doctorPhone: z.string().nullable(),
    phoneInstallationType: z.string().nullable(),
    subscribersRelationship: z.string(),
  }),
  trustedContact: z.array(
    personSchema.extend({
      modified: z.boolean(),
      order: z.number(),
      travelTimeInMinutes: z.number(),
      contactType: z.string(),
      hasKeys: z.boolean(),
      over18: z.boolean().optional(),
      /** The hub's id of the person: an avenant that keeps the contact sends it back (decision 111). */
      idHub: z.string().nullable().default(null),
    }),
  ),
  familyMessaging: z.object({ modified: z.boolean(), code: z.string().default(""), state: z.string() }),
  devices: z
    .array(
      z.object({
        kind: z.string(),
        serialNumber: z.string(),
        since: z.string(),
        onTermination: z.string(),
        /** Where its shipment stands: ORDERED (not sent yet), SHIPPED; a hub that says nothing: sent. */
        shipment: z.enum(["ORDERED", "SHIPPED"]).catch("SHIPPED"),
      }),
    )
    .optional()
    .default([]),
  geolocation: z.object({ enabled: z.boolean(), radiusInMeters: z.number(), homeAddress: z.string() }).nullable().optional().default(null),
  /** The withdrawal recorded (decision 123): the statement, when it was received, the refund. */
  withdrawal: recordedWithdrawalSchema.nullable().optional().default(null),
});

export type HubContract = z.infer<typeof hubContractSchema>;

export function getHubContract(contractNumber: string, { requestId }: Options = {}) {
  return upstream.vsmp.get(`${HUB}/contract/${encodeURIComponent(contractNumber)}`, hubContractSchema, { requestId });
}

const versionListSchema = z.object({ results: z.array(hubContractSchema), nextResults: z.unknown().optional() });

/** Every version of a contract, ascending. */
export async function listContractVersions(contractNumber: string, { requestId }: Options = {}) {
  const list = await upstream.vsmp.get(`${HUB}/contract/allVersion/${encodeURIComponent(contractNumber)}`, versionListSchema, { requestId });
  return list.results;
}

/** The PDF of one version, as the upstream streams it (the documents time-out: a PDF is longer to read). */
export function streamContractVersion(contractNumber: string, version: number, { requestId, signal }: Options = {}) {
  return upstream.documents.send("GET", `${HUB}/contract/${encodeURIComponent(contractNumber)}/${version}`, {
    requestId,
    signal,
    headers: { accept: "application/pdf" },
  });
}

const visitReportSchema = z.object({
  id: z.string(),
  dateReleve: z.string(),
  valeur: z.object({
    level: z.string(),
    value: z.string(),
    /** The mood ({dataType: MOOD, recipientMood}) and, with a need, what is needed ({dataType: NEED, need}). */
    metadata: z.array(z.object({ dataType: z.string().optional(), recipientMood: z.string().optional(), need: z.string().optional() })).default([]),
    LPFRType: z.number(),
  }),
  /** The device that recorded the event (SPEC 3: "/v2/devices/{id}"): one the contract lends, or the postman's. */
  idDevice: z.string().nullable().optional().default(null),
  /** The postman's photo (SPEC 3), in base64, of the type `typePhoto` (jpg); served by a guarded resource route, never inlined. */
  base64Image: z.string().nullable().optional().default(null),
  typePhoto: z.string().optional(),
});

export type VisitReport = z.infer<typeof visitReportSchema>;

/** One report or alert, with its photo. */
export function getVisitReport(contractNumber: string, reportId: string, { requestId }: Options = {}) {
  return upstream.vsmp.get(`${HUB}/contract/crs/${encodeURIComponent(contractNumber)}/${encodeURIComponent(reportId)}`, visitReportSchema, { requestId });
}

/** The postman's visit reports between two ISO dates, newest first, at most `count`. */
export async function listVisitReports(
  contractNumber: string,
  query: { startDate: string; endDate: string; count: number },
  { requestId }: Options = {},
) {
  const list = await upstream.vsmp.get(
    `${HUB}/contract/crs/${encodeURIComponent(contractNumber)}`,
    z.object({ results: z.array(visitReportSchema) }),
    { query, requestId },
  );
  return list.results;
}

const requestResultSchema = z.object({ requestId: z.string(), version: z.number(), status: z.string(), effectiveDate: z.string().optional(), receivedAt: z.string().optional() });

export type HubRequestResult = z.infer<typeof requestResultSchema>;

/** A trusted contact as an avenant sends it: the whole list replaces the contract's. */
export interface TrustedContactRequest {
  /** The hub's id of a contact the contract already has (kept); absent for a new one. */
  idHub?: string;
  civility: string;
  firstName: string;
  lastName: string;
  phoneNumbers: { type: "MOBILE" | "LANDLINE"; number: string }[];
  L4: string;
  L6: string;
  contactType: string;
  travelTimeInMinutes: number;
  hasKeys: boolean;
}

export interface AvenantRequest {
  delivery?: { formula?: string; visitDays?: string[]; options?: string[] };
  /** The person's explicit consent to health data, required when the avenant adds the fall detector. */
  healthDataConsent?: boolean;
  recipient?: { doctorCivility: string; doctorName: string; doctorPhone: string };
  trustedContact?: TrustedContactRequest[];
  payment?: { accountOwner: string };
  reason?: string;
}

export function requestAvenant(contractNumber: string, body: AvenantRequest, system: ProjectSystem, { requestId }: Options = {}) {
  return upstream.vsmp.post(`${HUB}/contract/${encodeURIComponent(contractNumber)}/avenant`, requestResultSchema, { body, system, requestId });
}

const avenantQuoteSchema = z.object({ price: contractPriceSchema, effectiveDate: z.string().regex(/^\d{4}-\d{2}-\d{2}$/) });

export type AvenantQuote = z.infer<typeof avenantQuoteSchema>;

/**
 * What an avenant would give, by the hub (the price authority, decision 060): the contract's new
 * price and the day it takes effect (decision 100). Nothing is recorded.
 */
export function quoteAvenant(contractNumber: string, body: AvenantRequest, system: ProjectSystem, { requestId }: Options = {}) {
  return upstream.vsmp.post(`${HUB}/contract/${encodeURIComponent(contractNumber)}/avenant/quote`, avenantQuoteSchema, { body, system, requestId });
}

export function requestSuspension(
  contractNumber: string,
  body: { startDate: string; endDate: string; reason: string },
  system: ProjectSystem,
  { requestId }: Options = {},
) {
  return upstream.vsmp.post(`${HUB}/contract/${encodeURIComponent(contractNumber)}/suspension`, requestResultSchema, { body, system, requestId });
}

/** Moves the planned suspension to new dates (until its first day; 409 once started or when none is planned). */
export function moveSuspension(contractNumber: string, body: { startDate: string; endDate: string; reason: string }, system: ProjectSystem, { requestId }: Options = {}) {
  return upstream.vsmp.put(`${HUB}/contract/${encodeURIComponent(contractNumber)}/suspension`, requestResultSchema, { body, system, requestId });
}

/** Cancels the planned suspension (until its first day; 409 once started or when none is planned). */
export function cancelSuspension(contractNumber: string, system: ProjectSystem, { requestId }: Options = {}) {
  return upstream.vsmp.delete(`${HUB}/contract/${encodeURIComponent(contractNumber)}/suspension`, requestResultSchema, { system, requestId });
}

/** The signed documents of a contract ordered on paper have come back (received at the counter, or by post). */
export function recordSignedDocuments(contractNumber: string, system: ProjectSystem, { requestId }: Options = {}) {
  return upstream.vsmp.post(`${HUB}/contract/${encodeURIComponent(contractNumber)}/signed-documents`, z.object({ contractNumber: z.string() }), { body: {}, system, requestId });
}

/** The geofencing zone of mobile remote assistance: its radius and centre; a new version. */
export function requestGeolocation(
  contractNumber: string,
  body: { radiusInMeters: number; homeAddress: string },
  system: ProjectSystem,
  { requestId }: Options = {},
) {
  return upstream.vsmp.put(`${HUB}/contract/${encodeURIComponent(contractNumber)}/geolocation`, requestResultSchema, { body, system, requestId });
}

/** A termination: the end of service asked for; the reason, optional unless an early end for a legitimate reason is asked. */
export interface TerminationRequest {
  requestedDate: string;
  reason?: string;
  earlyEnd?: boolean;
}

/** What the hub is sent of a termination form: the reason only when one was given, the early end only when asked. */
export function terminationRequestOf(value: { endDate: string; earlyEnd: boolean; reason?: string }): TerminationRequest {
  return { requestedDate: value.endDate, ...(value.reason ? { reason: value.reason } : {}), ...(value.earlyEnd ? { earlyEnd: true } : {}) };
}

/** The termination's acknowledgement on a durable medium (a PDF of the hub), streamed as it comes. */
export function streamTerminationAcknowledgement(reference: string, { requestId, signal }: Options = {}) {
  return upstream.documents.send("GET", `${HUB}/termination/${encodeURIComponent(reference)}/acknowledgement`, {
    requestId,
    signal,
    headers: { accept: "application/pdf" },
  });
}

/**
 * The acknowledgement of one of this contract's terminations (the signed-in client's, the
 * agent's): the hub answers 404 for a reference that is not a termination of this contract, as
 * for an unknown one (decision 113).
 */
export function streamContractTerminationAcknowledgement(contractNumber: string, reference: string, { requestId, signal }: Options = {}) {
  return upstream.documents.send("GET", `${HUB}/contract/${encodeURIComponent(contractNumber)}/termination/${encodeURIComponent(reference)}/acknowledgement`, {
    requestId,
    signal,
    headers: { accept: "application/pdf" },
  });
}

/**
 * The printout to sign (the contract or the SEPA mandate) of a contract ordered on paper, while its
 * signed documents are awaited (decisions 063, 116): the hub's PDF, streamed without being read
 * (it carries the full IBAN). The hub answers 404 once the documents are recorded.
 */
export function streamContractPrintout(contractNumber: string, kind: "contract" | "mandate", { requestId, signal }: Options = {}) {
  return upstream.documents.send("GET", `${HUB}/contract/${encodeURIComponent(contractNumber)}/printouts/${kind}`, {
    requestId,
    signal,
    headers: { accept: "application/pdf" },
  });
}

export function requestTermination(
  contractNumber: string,
  body: TerminationRequest,
  system: ProjectSystem,
  { requestId }: Options = {},
) {
  return upstream.vsmp.post(`${HUB}/contract/${encodeURIComponent(contractNumber)}/termination`, requestResultSchema, { body, system, requestId });
}
