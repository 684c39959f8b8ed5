import { loadTexts, type ScriptsHandle } from "~/kernel/ui/scripts";
import { Form, useLoaderData } from "@remix-run/react";
import { EventItem } from "~/kernel/contract/event-item";
import { DashboardLayout, UpstreamProblem } from "./layout";
import { useWords } from "~/kernel/ui/words";
import { loadReports } from "./reports.server";
import { dashboardMeta } from "./meta";
import { personalDataHeaders } from "~/kernel/platform/security";
import { doorLoader } from "./doors.server";

/** The visit reports, at both doors. */
export const meta = dashboardMeta("reports");
export const headers = personalDataHeaders;
export const loader = doorLoader("reports", loadReports);
export const handle: ScriptsHandle = { i18n: ["family"] };
export const clientLoader = loadTexts(handle);

export default function DashboardReports() {
  const { base, contractNumber, query, reports, hasNext, failure } = useLoaderData<typeof loadReports>();
  const { t, day } = useWords();
  const pageLink = (page: number) => `${base}/comptes-rendus?${new URLSearchParams({ du: query.from, au: query.to, page: String(page) })}`;
  return (
    <DashboardLayout base={base} contractNumber={contractNumber} page="reports">
      <Form method="get" className="period-form" aria-labelledby="period-title">
        <h2 id="period-title">{t("dashboard:reports.period")}</h2>
        {query.issue && (
          <p className="field-error" role="alert" id="period-error">
            {t(`dashboard:errors.${query.issue}`)}
          </p>
        )}
        <div className="period-fields">
          <div className="field">
            <label htmlFor="du">{t("dashboard:reports.from")}</label>
            <input id="du" name="du" type="date" defaultValue={query.from} aria-describedby={query.issue ? "period-error" : undefined} />
          </div>
          <div className="field">
            <label htmlFor="au">{t("dashboard:reports.to")}</label>
            <input id="au" name="au" type="date" defaultValue={query.to} aria-describedby={query.issue ? "period-error" : undefined} />
          </div>
        </div>
        <button type="submit" className="button">
          {t("dashboard:reports.show")}
        </button>
      </Form>
      <UpstreamProblem failure={failure} />
      <p role="status">{t("dashboard:reports.showing", { from: day(query.from), to: day(query.to), page: query.page })}</p>
      {!failure && reports.length === 0 && <p>{t("dashboard:reports.none")}</p>}
      <ul className="plain-list reports">
        {reports.map((report) => (
          <EventItem key={report.id} event={report} photoHref={`${base}/comptes-rendus/${encodeURIComponent(report.id)}/photo`} headingLevel="h2" />
        ))}
      </ul>
      <nav aria-label={t("dashboard:reports.pages")} className="pagination">
        {query.page > 1 && (
          <a href={pageLink(query.page - 1)} rel="prev">
            {t("dashboard:reports.newer")}
          </a>
        )}
        {hasNext && (
          <a href={pageLink(query.page + 1)} rel="next">
            {t("dashboard:reports.older")}
          </a>
        )}
      </nav>
    </DashboardLayout>
  );
}
