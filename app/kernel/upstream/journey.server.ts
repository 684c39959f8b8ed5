import { z } from "zod";
import { contractPriceSchema } from "./hub.server";
import { upstream, type ProjectSystem } from "./http.server";

/** The subscription journey's contract calls (docs/upstream-api.md, section 3). */
const BASE = "/vsmp/api/vsmp/v1/contract";

const servicePayloadSchema = z.object({
  type: z.enum(["VF", "TA", "TM", "SIM_3G4G"]),
  options: z.array(z.string()).default([]),
  visitDays: z.array(z.string()).optional(),
  dayVisitTa: z.array(z.string()).optional(),
});

export const serviceSelectionSchema = z.object({
  serviceLevel: z.enum(["STANDARD", "PREMIUM"]).catch("STANDARD"),
  zoneType: z.string().default("FRANCE"),
  formulaName: z.string().optional(),
  triggerType: z.string().optional(),
  services: z.array(servicePayloadSchema).default([]),
});

export type ServiceSelection = z.infer<typeof serviceSelectionSchema>;

const mandateSchema = z.object({
  rum: z.string(),
  ibanMasked: z.string(),
  accountOwner: z.string(),
  bicMasked: z.string().optional().nullable(),
  creditorName: z.string(),
  ics: z.string(),
  signatureDate: z.string().optional(),
});

export type MandateView = z.infer<typeof mandateSchema>;

const personSchema = z.record(z.string(), z.unknown());

const quotationSchema = z.object({
  /** The key of its link: random, nothing personal (decision 135). */
  id: z.string().nullable().default(null),
  number: z.string(),
  sentTo: z.string(),
  sentAt: z.string(),
  validUntil: z.string(),
});

export type Quotation = z.infer<typeof quotationSchema>;

export const journeyContractSchema = z.object({
  contractId: z.string(),
  contractNumber: z.string(),
  status: z.enum(["DRAFT", "VALIDATED"]),
  offers: z.object({ offers: serviceSelectionSchema.nullable() }).default({ offers: null }),
  beneficiary: personSchema.nullable().default(null),
  contacts: z.array(personSchema).default([]),
  billing: personSchema.nullable().default(null),
  subscriber: z.object({ customerId: z.string().nullable() }).default({ customerId: null }),
  mandate: mandateSchema.nullable().default(null),
  signature: z
    .object({ method: z.enum(["ELECTRONIC", "PAPER"]), sentTo: z.string().nullable(), signed: z.boolean() })
    .nullable()
    .default(null),
  /** The quotation handed to the client at the counter (SIBP), if any. */
  quotation: quotationSchema.nullable().default(null),
  /** The draft's price as the hub prices it (null before its services): what the pages state. */
  price: contractPriceSchema.nullable().default(null),
  /** Once validated: the contract's status and dates, as the hub set them. */
  contract: z
    .object({
      contractStatus: z.string(),
      signatureMethod: z.enum(["ELECTRONIC", "PAPER"]),
      beginDate: z.string().nullable(),
      withdrawalEndDate: z.string().nullable(),
      earlyStart: z.boolean(),
      startDate: z.string().nullable(),
    })
    .nullable()
    .default(null),
});

export type JourneyContract = z.infer<typeof journeyContractSchema> & {
  admin: Record<string, unknown> | null;
  caregiver: Record<string, unknown> | null;
};

export type Section = "offers" | "beneficiary" | "contacts" | "billing" | "admin" | "caregiver";

interface Options {
  requestId?: string;
}

const createdContractSchema = z.object({ contractId: z.string(), contractNumber: z.string() });

export async function createJourneyContract(
  body: { cartId: string; system: ProjectSystem; customerId?: string },
  { requestId }: Options = {},
) {
  return upstream.vsmp.post(BASE, createdContractSchema, { body, requestId });
}

/**
 * The contract alone: what every journey page needs. A person's contract is read for each
 * request and never kept in a process-wide cache (DESIGN.md 8).
 */
export async function getJourneyContract(contractId: string, { requestId }: Options = {}): Promise<JourneyContract> {
  const contract = await upstream.vsmp.get(`${BASE}/${encodeURIComponent(contractId)}`, journeyContractSchema, { requestId });
  return { ...contract, admin: null, caregiver: null };
}

/** The administrator and caregiver sections (SPEC 7), fetched in parallel: only journeys with geofencing have them. */
export async function getAccountHolders(contractId: string, { requestId }: Options = {}) {
  const id = encodeURIComponent(contractId);
  const [admin, caregiver] = await Promise.all([
    upstream.vsmp.get(`${BASE}/admin/${id}`, personSchema.nullable(), { requestId }),
    upstream.vsmp.get(`${BASE}/caregiver/${id}`, personSchema.nullable(), { requestId }),
  ]);
  return { admin, caregiver };
}

/** PUT of one section: upstream answers the contract as saved. */
export async function saveSection(contractId: string, section: Section, body: unknown, { requestId }: Options = {}) {
  await upstream.vsmp.put(`${BASE}/${encodeURIComponent(contractId)}/${section}`, journeyContractSchema, { body, requestId });
}

export async function createMandate(
  contractId: string,
  body: { accountOwner: string; iban: string; bic?: string },
  { requestId }: Options = {},
): Promise<MandateView> {
  return upstream.vsmp.post(`${BASE}/${encodeURIComponent(contractId)}/mandate`, mandateSchema, { body, requestId });
}

export async function requestSignature(contractId: string, method: "ELECTRONIC" | "PAPER", { requestId }: Options = {}) {
  return upstream.vsmp.post(
    `${BASE}/${encodeURIComponent(contractId)}/signature`,
    z.object({ method: z.string(), sentTo: z.string().nullable() }),
    { body: { method }, requestId },
  );
}

export async function validateSignatureCode(contractId: string, code: string, { requestId }: Options = {}) {
  return upstream.vsmp.post(`${BASE}/${encodeURIComponent(contractId)}/signature/validate`, z.object({ signed: z.boolean() }), {
    body: { code },
    requestId,
  });
}

/** Idempotent upstream: the first call validates, every later call answers the same. */
export async function validateContract(contractId: string, { requestId }: Options = {}) {
  return upstream.vsmp.post(
    `${BASE}/${encodeURIComponent(contractId)}/validation`,
    z.object({ contractNumber: z.string(), status: z.string() }),
    { body: {}, requestId },
  );
}

/**
 * The quotation of a draft contract, made at the counter (`regate`: the post office it names);
 * made again, it keeps its id. The app mails it (decision 135).
 */
export function sendQuotation(contractId: string, body: { email: string; regate: string | null }, { requestId }: Options = {}): Promise<Quotation> {
  return upstream.vsmp.post(`${BASE}/${encodeURIComponent(contractId)}/quotation`, quotationSchema, { body, requestId });
}

/** The client's open quotations (neither used nor expired), newest first. */
export function getOpenQuotations(customerId: string, { requestId }: Options = {}) {
  return upstream.vsmp.get(
    `${BASE}/quotations`,
    z.array(quotationSchema.extend({ contractId: z.string(), contractNumber: z.string() })),
    { query: { customerId }, requestId },
  );
}

const quotedSchema = z.object({
  id: z.string(),
  number: z.string(),
  sentAt: z.string(),
  validUntil: z.string(),
  status: z.enum(["OPEN", "EXPIRED", "USED"]),
  offers: z.object({ offers: serviceSelectionSchema.nullable() }).default({ offers: null }),
  promoCodes: z.array(z.string()).default([]),
});

export type QuotedOffer = z.infer<typeof quotedSchema>;

/** A quotation by the id of its link: its services and promo codes, and whether it is open, expired or used. */
export function getQuotation(quotationId: string, { requestId }: Options = {}): Promise<QuotedOffer> {
  return upstream.vsmp.get(`${BASE}/quotations/${encodeURIComponent(quotationId)}`, quotedSchema, { requestId });
}

/** The online journey of a quotation: a new draft with its services and codes (409 once expired or used). */
export function openQuotationJourney(quotationId: string, body: { cartId: string; customerId?: string }, { requestId }: Options = {}) {
  return upstream.vsmp.post(`${BASE}/quotations/${encodeURIComponent(quotationId)}/journey`, createdContractSchema, { body, requestId });
}

/** The document's stream; `signal` (the visitor's request) aborts the upstream read when they leave. */
export async function streamJourneyDocument(
  contractId: string,
  kind: "contract" | "mandate" | "quotation",
  { requestId, signal }: Options & { signal?: AbortSignal } = {},
) {
  return upstream.documents.send("GET", `${BASE}/${encodeURIComponent(contractId)}/documents/${kind}`, {
    requestId,
    signal,
    headers: { accept: "application/pdf" },
  });
}
