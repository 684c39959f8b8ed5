import { index, route, type RouteConfig, type RouteConfigEntry } from "@remix-run/route-config";
import { DASHBOARD_PAGES, DOORS, type DoorName } from "./features/dashboard/pages";

/**
 * The one list of screens (DESIGN 4): every address of the site, the route module that answers
 * it (in its feature's folder, app/features/), and the layouts screens nest under. The journey's
 * steps nest under its `souscription` layout, the counter's screens under the SIBP layout; the
 * dashboard is one table of pages (features/dashboard/pages.ts) mounted at two doors, each a
 * layout route whose id prefixes its pages' ids and whose contract parameter names the door.
 */
const f = (file: string) => `features/${file}`;

function dashboard(door: DoorName, path: string): RouteConfigEntry {
  const { layoutId, contractParam } = DOORS[door];
  return route(
    `${path}/:${contractParam}/tableau-de-bord`,
    f("dashboard/layout.tsx"),
    { id: layoutId },
    DASHBOARD_PAGES.map(({ key, path: page, module }) =>
      page ? route(page, f(`dashboard/${module}`), { id: `${layoutId}-${key}` }) : index(f(`dashboard/${module}`), { id: `${layoutId}-${key}` }),
    ),
  );
}

const VSMP = "particulier/veiller-sur-mes-parents";

export default [
  // Editorial pages (the content system's) and the documents anyone may read.
  index(f("editorial/home.tsx")),
  route("accessibilite", f("editorial/accessibility.tsx")),
  route("mentions-legales", f("editorial/legal-notice.tsx")),
  route("boutique/c/:categoryCode", f("editorial/shop-category.tsx")),
  route("pp/c/:slug", f("editorial/product-category.tsx")),
  route(`${VSMP}/:slug?`, f("editorial/vsmp-page.tsx")),
  route(`${VSMP}/la-revue`, f("editorial/magazine.tsx")),
  route(`${VSMP}/la-revue/:id`, f("editorial/magazine-article.tsx")),
  route(`${VSMP}/grille-tarifaire`, f("editorial/price-grid.tsx")),
  route(`${VSMP}/grille-tarifaire.pdf`, f("editorial/price-grid-pdf.ts")),
  route(`${VSMP}/gestion/cgv`, f("editorial/terms.tsx")),
  route(`${VSMP}/gestion/cgv.pdf`, f("editorial/terms-pdf.ts")),
  route(`${VSMP}/plaquetteVsmp`, f("editorial/brochure-page.tsx")),
  route("services-seniors/plaquetteVsmp", f("editorial/brochure-page.tsx"), { id: "features/editorial/brochure-page-services-seniors" }),
  route("vsmp/plaquetteVsmp.pdf", f("editorial/brochure-pdf.ts")),
  route("vsmp/occ/smartedit/*", f("editorial/smartedit.ts")),

  // The subscription journey (VSMP): its entries, then its steps under the `souscription` layout.
  route(`${VSMP}/souscription/*`, f("journey/old-entry.ts")),
  route("veiller-sur-mes-parents/souscription/etape1", f("journey/short-entry.ts")),
  route("services-seniors/souscription", f("journey/layout.tsx"), [
    index(f("journey/start.ts")),
    route(":entry", f("journey/entry.ts")),
    route("etape1", f("journey/steps/services.tsx")),
    route("etape2", f("journey/steps/beneficiary.tsx")),
    route("etape3", f("journey/steps/contacts.tsx")),
    route("etape4", f("journey/steps/subscriber.tsx")),
    route("etape4a", f("journey/steps/administrator.tsx")),
    route("etape4b", f("journey/steps/caregiver.tsx")),
    route("etape5", f("journey/steps/summary.tsx")),
    route("etape6", f("journey/payment/payment.tsx")),
    route("etape7", f("journey/steps/confirmation.tsx")),
    route("prix", f("journey/price.ts")),
    route("documents/:kind", f("journey/documents.ts")),
  ]),

  // The client's account and contracts; the dashboard at the owner's door.
  route("vsmp/connexion", f("account/sign-in.tsx")),
  route("vsmp/connexion/callback", f("account/sign-in-callback.tsx")),
  route("vsmp/connexion/inscription", f("account/register.tsx")),
  route("deconnexion", f("account/sign-out.tsx")),
  route("services-seniors/contrat", f("dashboard/contracts.tsx")),
  route("services-seniors/contrat/carnet-adresses", f("dashboard/address-book-page.tsx")),
  route("services-seniors/contrat/tableau-de-bord/*", f("dashboard/current-contract.ts")),
  route(`${VSMP}/gestion/contrat/:id?`, f("dashboard/contract-pdf.ts")),
  route("vsmp/webhooks/alertes", f("dashboard/alerts-webhook.ts")),
  dashboard("client", "services-seniors/contrat"),

  // Termination and withdrawal without signing in.
  route(`${VSMP}/gestion/resiliation`, f("termination/termination.tsx")),
  route(`${VSMP}/gestion/resiliation/accuse-de-reception/:reference`, f("termination/termination-acknowledgement-pdf.ts")),
  route(`${VSMP}/gestion/retractation`, f("termination/withdrawal.tsx")),
  route(`${VSMP}/gestion/retractation/accuse-de-reception/:contract`, f("termination/withdrawal-acknowledgement-pdf.ts")),

  // The relatives' follow-up.
  route("services-seniors/suivi", f("family/follow-up.tsx")),
  route("services-seniors/suivi/invitation", f("family/invitation.tsx")),
  route("services-seniors/suivi/:id", f("family/relative.tsx")),
  route("services-seniors/suivi/:id/photos/:report", f("family/report-photo.ts")),

  // The counter (SIBP): the agent's screens under its layout, the journey's counter mode and the dashboard at the agent's door.
  route("sibp", f("counter/layout.tsx"), { id: "counter" }, [
    route("login", f("counter/sign-in.tsx")),
    route("authenticate", f("counter/sign-in-callback.tsx")),
    route("home", f("counter/home.tsx")),
    route("error-page", f("counter/error-page.tsx")),
    route("client-identification", f("counter/client-identification.tsx")),
    route("contrat", f("counter/contract.tsx")),
    route("contrat/recherche", f("counter/contract-search.tsx")),
    route("contrat/type", f("counter/contract-type.tsx")),
    route("offers-about", f("counter/offers.tsx")),
    route("offers-about/:page", f("counter/offer-page.tsx")),
    route("souscription", f("journey/counter-journey.tsx")),
    route("souscription/documents/:kind", f("journey/counter-documents.ts")),
    route("quotation-sent", f("journey/counter-quotation-sent.tsx")),
    route("final-subscription", f("journey/counter-final.tsx")),
    dashboard("agent", "contrat"),
  ]),

  // The site's own addresses: probes, language, street completion, page views, a refused form, any other page.
  route("healthz", f("site/healthz.ts")),
  route("readyz", f("site/readyz.ts")),
  route("preferences/langue", f("site/language.ts")),
  route("adresse/completion", f("site/address-completion.ts")),
  route("vsmp/analytics/pageview", f("site/pageview.ts")),
  route("formulaire-refuse", f("site/form-refused.tsx")),
  route("*", f("editorial/any-page.tsx")),
] satisfies RouteConfig;
