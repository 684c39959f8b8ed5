import type { StepSlug } from "./journey-steps";

/** The subscription journey's addresses: its base path is written here only. */
export const JOURNEY_BASE = "/services-seniors/souscription";

export function stepPath(slug: StepSlug, query = ""): string {
  return `${JOURNEY_BASE}/${slug}${query}`;
}

/** The price grids of the journey, as JSON, for the live price of "Vos services" (JavaScript on). */
export const PRICE_GRIDS_PATH = `${JOURNEY_BASE}/prix`;

/** The journey's documents (contract, mandate) as PDFs. */
export const DOCUMENTS_BASE = `${JOURNEY_BASE}/documents`;

/** The agent's journey at the counter (SIBP mode): its steps are ?step=n, its end the final page. */
/** The online journey a quotation's link opens (decision 135): only its random id in the query. */
export function quotationLinkPath(quotationId: string): string {
  return `${JOURNEY_BASE}?${new URLSearchParams({ devis: quotationId })}`;
}

export const SIBP_JOURNEY_PATH = "/sibp/souscription";
export const SIBP_FINAL_PATH = "/sibp/final-subscription";

/** The same documents of the agent's journey at the counter (SIBP). */
export const SIBP_DOCUMENTS_BASE = "/sibp/souscription/documents";

/** SPEC 2: the general sales terms (CGV). */
export const CGV_PATH = "/particulier/veiller-sur-mes-parents/gestion/cgv";

/** A contract's dashboard, by its two doors (DESIGN 10): the client's, and the agent's under the SIBP. */
export function clientDashboardPath(contractNumber: string): string {
  return `/services-seniors/contrat/${encodeURIComponent(contractNumber)}/tableau-de-bord`;
}

export function agentDashboardPath(contractNumber: string): string {
  return `/sibp/contrat/${encodeURIComponent(contractNumber)}/tableau-de-bord`;
}
