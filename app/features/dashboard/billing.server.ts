import { data } from "@remix-run/node";
import { yearTaxCredit, type TaxCredit } from "~/kernel/money/money";
import { listAttestations, listInvoices, type Attestation, type Invoice } from "~/kernel/upstream/billing.server";
import type { DashboardArgs, DashboardDoor } from "~/kernel/auth/door";
import { pageFailure, type PageFailure } from "./failure.server";
import { PRIVATE_NO_STORE } from "~/kernel/auth/contract-guard.server";

/** factures: the contract's invoices, newest first, by month. */
export async function loadInvoices(door: DashboardDoor, { request, params, context }: DashboardArgs) {
  const contract = await door.open(request, params.id, context);
  let invoices: Pick<Invoice, "id" | "date" | "amountInCents">[] = [];
  let failure: PageFailure | null = null;
  try {
    const list = await listInvoices(contract.contractNumber, { requestId: context.requestId });
    invoices = list.map(({ id, date, amountInCents }) => ({ id, date, amountInCents })).sort((a, b) => b.date.localeCompare(a.date));
  } catch (error) {
    failure = pageFailure(door, error, "invoices", context.requestId);
  }
  return data({ base: door.basePath(contract.contractNumber), contractNumber: contract.contractNumber, invoices, failure }, { headers: PRIVATE_NO_STORE });
}

/** attestations: the tax attestations by year, with the tax credit the attestation PDF states (after the prepaid CESU). */
export async function loadAttestations(door: DashboardDoor, { request, params, context }: DashboardArgs) {
  const contract = await door.open(request, params.id, context);
  let attestations: (Pick<Attestation, "id" | "year" | "date"> & { taxCredit: TaxCredit })[] = [];
  let failure: PageFailure | null = null;
  try {
    const list = await listAttestations(contract.contractNumber, { requestId: context.requestId });
    attestations = list
      .map(({ id, year, date, amountInCents, prepaidCesuInCents }) => ({ id, year, date, taxCredit: yearTaxCredit({ paidInCents: amountInCents, prepaidCesuInCents }) }))
      .sort((a, b) => b.year - a.year);
  } catch (error) {
    failure = pageFailure(door, error, "attestations", context.requestId);
  }
  return data({ base: door.basePath(contract.contractNumber), contractNumber: contract.contractNumber, attestations, failure }, { headers: PRIVATE_NO_STORE });
}
