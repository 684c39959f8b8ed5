import { z } from "zod";
import { createCache } from "./cache.server";
import { upstream } from "./http.server";

/** Invoices, tax attestations and the still-alive probe (docs/upstream-api.md, section 5). */
const API = "/vsmp/api";

interface Options {
  requestId?: string;
  signal?: AbortSignal;
}

const invoiceSchema = z.object({ id: z.string(), date: z.string(), amountInCents: z.number(), label: z.string() });
const attestationSchema = invoiceSchema.extend({ year: z.number(), prepaidCesuInCents: z.number().int().nonnegative() });

export type Invoice = z.infer<typeof invoiceSchema>;
export type Attestation = z.infer<typeof attestationSchema>;

export function listInvoices(contractNumber: string, { requestId }: Options = {}) {
  return upstream.documents.get(`${API}/invoice/${encodeURIComponent(contractNumber)}/`, z.array(invoiceSchema), { requestId });
}

export function listAttestations(contractNumber: string, { requestId }: Options = {}) {
  return upstream.documents.get(`${API}/attestation/${encodeURIComponent(contractNumber)}/`, z.array(attestationSchema), { requestId });
}

export type BillingDocument = "invoice" | "attestation";

/** The PDF of an invoice or an attestation, as the upstream streams it. */
export function streamBillingDocument(kind: BillingDocument, contractNumber: string, id: string, { requestId, signal }: Options = {}) {
  return upstream.documents.send("GET", `${API}/${kind}/${encodeURIComponent(contractNumber)}/${encodeURIComponent(id)}`, {
    requestId,
    signal,
    headers: { accept: "application/pdf" },
  });
}

/**
 * How long the still-alive probe's answer is shared: it is the same for everyone, and the
 * dashboard home asks it on every view. A change shows within twice this (one stale answer while
 * the probe is asked again, as every shared read of createCache).
 */
export const ALIVE_TTL_MS = 2_000;
const aliveCache = createCache<boolean>(ALIVE_TTL_MS, 1);

async function probe(requestId: string | undefined): Promise<boolean> {
  try {
    return await upstream.documents.get(`${API}/client/still-alive`, z.literal(true), { requestId });
  } catch {
    return false;
  }
}

/** SPEC 7: true on success, false on any failure; asked at most once per ALIVE_TTL_MS. */
export function isServiceAlive({ requestId }: Options = {}): Promise<boolean> {
  return aliveCache.get("still-alive", () => probe(requestId));
}
