import { flatRoutes } from "@remix-run/fs-routes";
import { index, route, type RouteConfig, type RouteConfigEntry } from "@remix-run/route-config";

/**
 * The routes (DESIGN 3, 4): Remix's flat routes of app/routes (the list reads like SPEC.md's),
 * where `sibp.tsx` and `services-seniors.souscription.tsx` are layouts whose screens nest under
 * them; and one dashboard with two doors (DESIGN 10): the same route modules of
 * app/routes/dashboard mounted at the owner's address and, under the SIBP layout, at the
 * agent's, each mount with its own route ids. Each page's loader runs behind the door of its
 * address (app/routes/dashboard/doors.server.ts).
 */
const DASHBOARD = "routes/dashboard";

function dashboard(door: "client" | "agent", path: string): RouteConfigEntry {
  const id = (page: string) => `${door}-dashboard${page ? `-${page}` : ""}`;
  return route(path, `${DASHBOARD}/layout.tsx`, { id: id("") }, [
    index(`${DASHBOARD}/home.tsx`, { id: id("home") }),
    route("versions", `${DASHBOARD}/versions.tsx`, { id: id("versions") }),
    route("versions/:version", `${DASHBOARD}/version-pdf.ts`, { id: id("version-pdf") }),
    route("factures", `${DASHBOARD}/invoices.tsx`, { id: id("invoices") }),
    route("factures/:document", `${DASHBOARD}/invoice-pdf.ts`, { id: id("invoice-pdf") }),
    route("attestations", `${DASHBOARD}/attestations.tsx`, { id: id("attestations") }),
    route("attestations/:document", `${DASHBOARD}/attestation-pdf.ts`, { id: id("attestation-pdf") }),
    route("comptes-rendus", `${DASHBOARD}/reports.tsx`, { id: id("reports") }),
    route("comptes-rendus/:report/photo", `${DASHBOARD}/report-photo.ts`, { id: id("report-photo") }),
    route("proches", `${DASHBOARD}/family.tsx`, { id: id("family") }),
    route("geolocalisation", `${DASHBOARD}/geolocation.tsx`, { id: id("geolocation") }),
    route("avenants", `${DASHBOARD}/avenant.tsx`, { id: id("avenant") }),
    route("suspendre-contrat", `${DASHBOARD}/suspension.tsx`, { id: id("suspension") }),
    route("resilier-contrat", `${DASHBOARD}/termination.tsx`, { id: id("termination") }),
    route("documents-a-signer/:kind", `${DASHBOARD}/printout-pdf.ts`, { id: id("printout-pdf") }),
    route("resilier-contrat/accuse-de-reception/:reference", `${DASHBOARD}/termination-acknowledgement-pdf.ts`, { id: id("termination-acknowledgement-pdf") }),
    route("retractation", `${DASHBOARD}/withdrawal.tsx`, { id: id("withdrawal") }),
    route("retractation/accuse-de-reception", `${DASHBOARD}/withdrawal-acknowledgement-pdf.ts`, { id: id("withdrawal-acknowledgement-pdf") }),
  ]);
}

const flat = await flatRoutes({ ignoredRouteFiles: ["dashboard/**", "**/*.test.{ts,tsx}", "**/.*"] });

const sibp = flat.find((entry) => entry.id === "routes/sibp");
if (!sibp) throw new Error("app/routes/sibp.tsx, the SIBP layout, is missing");
sibp.children = [...(sibp.children ?? []), dashboard("agent", "contrat/:id/tableau-de-bord")];

export default [...flat, dashboard("client", "services-seniors/contrat/:id/tableau-de-bord")] satisfies RouteConfig;
