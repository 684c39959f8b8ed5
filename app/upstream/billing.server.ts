import { z } from "zod";
import { upstream } from "./http.server";

/** Invoices, tax attestations and the still-alive probe (docs/upstream-api.md, section 5). */
const API = "/vsmp/api";

interface Options {
  requestId?: string;
  signal?: AbortSignal;
}

const invoiceSchema = z.object({ id: z.string(), date: z.string(), amountInCents: z.number(), label: z.string() });
const attestationSchema = invoiceSchema.extend({ year: z.number() });

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

/** SPEC 7: true on success, false on any failure. */
export async function isServiceAlive({ requestId }: Options = {}): Promise<boolean> {
  try {
    return await upstream.documents.get(`${API}/client/still-alive`, z.literal(true), { requestId });
  } catch {
    return false;
  }
}
