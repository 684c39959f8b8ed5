import { AppLink } from "~/components/app-link";
import type { ReactNode } from "react";
import { useTranslation } from "~/components/translation";
import { CounterNotes } from "~/components/sibp/counter";
import { DASHBOARD_PAGES, type DashboardPage } from "./door";
import { useWords } from "./words";

/** The translation key of each sub-page's name. */
export const PAGE_KEYS: Record<DashboardPage, string> = {
  "": "home",
  versions: "versions",
  factures: "invoices",
  attestations: "attestations",
  "comptes-rendus": "reports",
  avenants: "avenant",
  "suspendre-contrat": "suspension",
  "resilier-contrat": "termination",
};

export const pagePath = (base: string, page: DashboardPage) => (page ? `${base}/${page}` : base);

/** Every dashboard page: the error summary (if any), the title, the contract number, the pages. */
export function DashboardLayout({
  base,
  contractNumber,
  page,
  summary,
  children,
}: {
  base: string;
  contractNumber: string;
  page: DashboardPage;
  summary?: ReactNode;
  children: ReactNode;
}) {
  // Behind the agent's door, the agent's view of a client's contract ("Contrat de Mme Marie Dupont").
  const { t } = useWords();
  return (
    <div className="container dashboard">
      {summary}
      <h1>{t(`dashboard:titles.${PAGE_KEYS[page]}`)}</h1>
      <p className="dashboard-contract">{t("dashboard:contractNumber", { number: contractNumber })}</p>
      <nav aria-label={t("dashboard:nav.label")}>
        <ul className="dashboard-nav">
          {DASHBOARD_PAGES.map((candidate) => (
            <li key={candidate}>
              <AppLink to={pagePath(base, candidate)} aria-current={candidate === page ? "page" : undefined}>
                {t(`dashboard:titles.${PAGE_KEYS[candidate]}`)}
              </AppLink>
            </li>
          ))}
        </ul>
      </nav>
      <CounterNotes changes={page === "avenants" || page === "suspendre-contrat" || page === "resilier-contrat"} />
      {children}
    </div>
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
