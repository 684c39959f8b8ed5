import type { HttpHandler } from "msw";
import { attestationPdf, cgvPdf, invoicePdf } from "../documents.js";
import { attestationsOf, invoicesOf } from "../history.js";
import { lastVersionOf, versionInForce } from "../contracts.js";
import { own } from "../own.js";
import { pricesPdf } from "../price-grid.js";
import { appliedDiscountOf } from "../pricing.js";
import { seedDiscounts } from "../seed/discounts.js";
import { seedPages } from "../seed/pages.js";
import type { SandboxStore } from "../store.js";
import { download, json, problem, route, routeSlashOptional } from "./respond.js";

const BASE = "/vsmp/api";

/** Discounts, invoices, attestations, attachments and the still-alive probe. */
export function vsmpApiHandlers(store: SandboxStore): HttpHandler[] {
  const discounts = seedDiscounts();
  const cgvPage = own(seedPages(), "/particulier/veiller-sur-mes-parents/gestion/cgv");
  const findDiscount = (code: string | undefined) => own(discounts, (code ?? "").trim().toUpperCase());
  const discountNotFound = (code: string | undefined) => problem(404, "DISCOUNT_NOT_FOUND", `No discount ${code}`);
  const versionsOf = (contractNumber: string | undefined) => own(store.state.hubContracts, contractNumber ?? "");
  const contractNotFound = (contractNumber: string | undefined) => problem(404, "CONTRACT_NOT_FOUND", `No contract ${contractNumber}`);

  return [
    ...routeSlashOptional("get", `${BASE}/discount/referential/:code/conf/`, ({ params, url }) => {
      const discount = findDiscount(params.code);
      if (!discount) return discountNotFound(params.code);
      const formula = url.searchParams.get("formula");
      const remoteAssistanceType = url.searchParams.get("remoteAssistanceType");
      const triggerType = url.searchParams.get("triggerType");
      if (!formula || !remoteAssistanceType || !triggerType) {
        return problem(400, "MISSING_PARAMETER", "formula, remoteAssistanceType and triggerType are required");
      }
      const applied = appliedDiscountOf(discount, { formula, remoteAssistanceType, triggerType });
      return applied ? json(applied) : discountNotFound(params.code);
    }),

    ...routeSlashOptional("get", `${BASE}/discount/referential/:code/`, ({ params }) => {
      const discount = findDiscount(params.code);
      if (!discount) return discountNotFound(params.code);
      const { id, code, beginDate, endDate, discountReferentialFormulaConfList } = discount;
      return json({ id, code, beginDate, endDate, discountReferentialFormulaConfList });
    }),

    ...routeSlashOptional("get", `${BASE}/invoice/:contractNumber/`, ({ params }) => {
      const versions = versionsOf(params.contractNumber);
      return versions ? json(invoicesOf(versions)) : contractNotFound(params.contractNumber);
    }),

    route("get", `${BASE}/invoice/:contractNumber/:invoiceId`, ({ params }) => {
      const versions = versionsOf(params.contractNumber);
      if (!versions) return contractNotFound(params.contractNumber);
      const invoice = invoicesOf(versions).find((candidate) => candidate.id === params.invoiceId);
      if (!invoice) return problem(404, "INVOICE_NOT_FOUND", `No invoice ${params.invoiceId}`);
      return download(invoicePdf(versions, versionInForce(versions, invoice.date)!, invoice), `facture-${invoice.id}.pdf`);
    }),

    ...routeSlashOptional("get", `${BASE}/attestation/:contractNumber/`, ({ params }) => {
      const versions = versionsOf(params.contractNumber);
      return versions ? json(attestationsOf(versions)) : contractNotFound(params.contractNumber);
    }),

    route("get", `${BASE}/attestation/:contractNumber/:attestationId`, ({ params }) => {
      const versions = versionsOf(params.contractNumber);
      if (!versions) return contractNotFound(params.contractNumber);
      const attestation = attestationsOf(versions).find((candidate) => candidate.id === params.attestationId);
      if (!attestation) return problem(404, "ATTESTATION_NOT_FOUND", `No attestation ${params.attestationId}`);
      return download(attestationPdf(versions, lastVersionOf(versions)!, attestation), `attestation-${attestation.id}.pdf`);
    }),

    route("get", `${BASE}/client/still-alive`, () => json(true)),
    route("get", `${BASE}/attachment/cgv`, () => download(cgvPdf(cgvPage), "cgv-veiller-sur-mes-parents.pdf")),
    // The price grid has an English edition (decision 142); every other document is in French.
    route("get", `${BASE}/attachment/prices`, ({ url }) => download(pricesPdf(new Date(), url.searchParams.get("lang") === "en" ? "en" : "fr"), "grille-tarifaire-veiller-sur-mes-parents.pdf")),
  ];
}
