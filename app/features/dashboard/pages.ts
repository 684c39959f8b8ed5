/**
 * The dashboard's pages, once (DESIGN 10, "one dashboard, two doors"): app/routes.ts mounts each
 * at both doors from this table, the layout draws its navigation from it, each page's title is
 * `dashboard:titles.<key>`, and the agent's door writes a download in the audit trail as such.
 * Pure data: the browser's bundle reads it too.
 */
export const DASHBOARD_PAGES = [
  { key: "home", path: "", module: "home.tsx", nav: true },
  { key: "versions", path: "versions", module: "versions.tsx", nav: true },
  { key: "version-pdf", path: "versions/:version", module: "version-pdf.ts", download: true },
  { key: "invoices", path: "factures", module: "invoices.tsx", nav: true },
  { key: "invoice-pdf", path: "factures/:document", module: "invoice-pdf.ts", download: true },
  { key: "attestations", path: "attestations", module: "attestations.tsx", nav: true },
  { key: "attestation-pdf", path: "attestations/:document", module: "attestation-pdf.ts", download: true },
  { key: "reports", path: "comptes-rendus", module: "reports.tsx", nav: true },
  { key: "report-photo", path: "comptes-rendus/:report/photo", module: "report-photo.ts", download: true },
  { key: "family", path: "proches", module: "family.tsx", nav: true },
  { key: "geolocation", path: "geolocalisation", module: "geolocation.tsx", nav: true },
  { key: "avenant", path: "avenants", module: "avenant.tsx", nav: true },
  { key: "suspension", path: "suspendre-contrat", module: "suspension.tsx", nav: true },
  { key: "termination", path: "resilier-contrat", module: "termination.tsx", nav: true },
  { key: "printout-pdf", path: "documents-a-signer/:kind", module: "printout-pdf.ts", download: true },
  { key: "termination-acknowledgement-pdf", path: "resilier-contrat/accuse-de-reception/:reference", module: "termination-acknowledgement-pdf.ts", download: true },
  // Linked from the home and the termination page only while the withdrawal period runs (decision 123).
  { key: "withdrawal", path: "retractation", module: "withdrawal.tsx", nav: false },
  { key: "withdrawal-acknowledgement-pdf", path: "retractation/accuse-de-reception", module: "withdrawal-acknowledgement-pdf.ts", download: true },
] as const satisfies readonly DashboardPageEntry[];

interface DashboardPageEntry {
  /** The page's name: its route id at each door (`client-dashboard-<key>`), its title's key. */
  key: string;
  /** Its address under the contract's dashboard home. */
  path: string;
  /** Its route module, in app/features/dashboard/. */
  module: string;
  /** In the navigation. */
  nav?: boolean;
  /** A file sent (the audit trail's `contract.download` behind the agent's door). */
  download?: boolean;
}

export type DashboardPageKey = (typeof DASHBOARD_PAGES)[number]["key"];
/** A page a person reads (the navigation's and the withdrawal), not a file. */
export type DashboardScreen = Extract<(typeof DASHBOARD_PAGES)[number], { module: `${string}.tsx` }>["key"];

/** The doors (DESIGN 10): each mounts the pages under its own layout route, its id the prefix of its pages' ids. */
export const DOORS = {
  client: { layoutId: "client-dashboard", contractParam: "id" },
  agent: { layoutId: "agent-dashboard", contractParam: "agentContract" },
} as const;
export type DoorName = keyof typeof DOORS;

const BY_KEY = new Map<string, (typeof DASHBOARD_PAGES)[number]>(DASHBOARD_PAGES.map((page) => [page.key, page]));

/** The address of a page under a contract's dashboard home. */
export function pagePath(base: string, key: DashboardScreen): string {
  const { path } = BY_KEY.get(key)!;
  return path ? `${base}/${path}` : base;
}

/** The page a route id names (`agent-dashboard-invoices` → `invoices`), at either door. */
export function pageOfRouteId(routeId: string | undefined): DashboardPageKey | null {
  for (const { layoutId } of Object.values(DOORS)) {
    if (routeId?.startsWith(`${layoutId}-`)) {
      const key = routeId.slice(layoutId.length + 1);
      if (BY_KEY.has(key)) return key as DashboardPageKey;
    }
  }
  return null;
}

/** Whether a page sends a file (written `contract.download` in the audit trail). */
export const isDownload = (key: DashboardPageKey): boolean => "download" in BY_KEY.get(key)!;
