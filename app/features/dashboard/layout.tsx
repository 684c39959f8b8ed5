import { Link, Outlet, useMatches, useParams } from "@remix-run/react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { AGENT_CONTEXT, CounterNotes, useAtCounter } from "~/kernel/ui/counter";
import { RouteErrorPage } from "~/kernel/ui/error-page";
import { HelpLine } from "~/kernel/ui/help-line";
import { DASHBOARD_PAGES, DOORS, pageOfRouteId, pagePath, type DashboardScreen } from "./pages";
import { useWords } from "~/kernel/ui/words";
import type { ScriptsHandle } from "~/kernel/ui/scripts";
import { agentDashboardPath, clientDashboardPath } from "~/kernel/contract/paths";

/** The dashboard's layout route, at both doors (app/routes.ts): contract header, navigation, the page. */
export const handle: ScriptsHandle = { hydrate: true, i18n: ["dashboard"] };

/** The pages of the navigation, in its order (pages.ts). */
const NAVIGATION = DASHBOARD_PAGES.flatMap((page) => ("nav" in page && page.nav ? [page.key] : []));

export { pagePath };

/**
 * The dashboard's layout route (DESIGN 3): the contract's header and the pages' navigation, then
 * the page (`<Outlet/>`). It has no loader: each page's loader opens the contract through its
 * door (loaders run in parallel, each checks its own guard), and the layout reads the contract
 * number from its door's parameter and the page from the page's route id (pages.ts). The same
 * module is mounted at both doors (app/routes.ts); the template of the door's layout tells which.
 */
export default function DashboardFrame({ children = <Outlet /> }: { children?: ReactNode }) {
  const params = useParams();
  const id = params[DOORS.agent.contractParam] ?? params[DOORS.client.contractParam] ?? "";
  const matches = useMatches();
  const leaf = matches[matches.length - 1];
  const page = pageOfRouteId(leaf?.id);
  const { holder, geolocation } = (leaf?.data as { holder?: string; geolocation?: boolean } | undefined) ?? {};
  const { t } = useTranslation();
  const atCounter = useAtCounter();
  const base = (atCounter ? agentDashboardPath : clientDashboardPath)(id);
  // Behind the agent's door the page names the contract's holder; a page that failed before
  // opening the contract (the error boundary) cannot, and says "Contrat n° …" and "Le contrat".
  const unnamed = atCounter && !holder;
  const words = atCounter && !unnamed ? { context: AGENT_CONTEXT, holder } : {};
  const title = (key: string) => (unnamed && key === "home" ? t("dashboard:titles.home_unnamed") : t(`dashboard:titles.${key}`, atCounter ? { context: AGENT_CONTEXT, holder } : {}));
  return (
    <div className="container dashboard">
      <p className="dashboard-contract">{t("dashboard:contractNumber", { number: id, ...words })}</p>
      <nav aria-label={t("dashboard:nav.label", atCounter ? { context: AGENT_CONTEXT } : {})}>
        <ul className="dashboard-nav">
          {NAVIGATION.filter((candidate) => candidate !== "geolocation" || geolocation !== false).map((candidate) => (
            <li key={candidate}>
              <Link to={pagePath(base, candidate)} aria-current={candidate === page ? "page" : undefined}>
                {title(candidate)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {children}
    </div>
  );
}

/**
 * The error boundary of the dashboard's layout, at both doors: a page that fails (its contract
 * unreadable, not allowed…) shows the error layout inside the contract's header and navigation,
 * so the person can go on to another page of the contract.
 */
export function ErrorBoundary() {
  return (
    <DashboardFrame>
      <RouteErrorPage />
    </DashboardFrame>
  );
}

/** A dashboard page, inside the layout: the error summary (if any) above its title, then the page. */
export function DashboardLayout({
  page,
  summary,
  children,
}: {
  base?: string;
  contractNumber?: string;
  page: DashboardScreen;
  summary?: ReactNode;
  children: ReactNode;
}) {
  // Behind the agent's door, the agent's view of a client's contract ("Contrat de Mme Marie Dupont").
  const { t } = useWords();
  const atCounter = useAtCounter();
  return (
    <>
      {summary}
      <h1>{t(`dashboard:titles.${page}`)}</h1>
      <CounterNotes changes={page === "avenant" || page === "suspension" || page === "termination" || page === "withdrawal" || page === "family" || page === "geolocation"} />
      {children}
      {!atCounter && <HelpLine />}
    </>
  );
}

/** An upstream failure on a page: what happened, in words, and that nothing was lost. */
export function UpstreamProblem({ failure }: { failure: "timeout" | "unavailable" | null | undefined }) {
  const { t } = useTranslation();
  if (!failure) return null;
  return (
    <p className="notice error" role="alert">
      {t(`dashboard:errors.${failure}`)}
    </p>
  );
}
