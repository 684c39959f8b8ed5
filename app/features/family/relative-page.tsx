import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import type { MetaArgs } from "@remix-run/node";
import { defaultLocale, isLocale } from "~/kernel/i18n/locales";
import { textsOf } from "~/kernel/i18n/texts";
import { EventItem } from "~/kernel/contract/event-item";
import type { actFollow, actInvitation, loadFollow, loadFollowedList, loadInvitation } from "./relative.server";
import { useWords } from "~/kernel/ui/words";
import { clientDashboardPath } from "~/kernel/contract/paths";

/** The relative's pages: their title, "– Veiller sur mes parents". */
export function familyMeta(title: (texts: ReturnType<typeof textsOf>["family"]) => string) {
  return ({ matches }: MetaArgs) => {
    const rootData = matches.find((match) => match.id === "root")?.data as { locale?: unknown } | undefined;
    const text = textsOf(isLocale(rootData?.locale) ? rootData.locale : defaultLocale);
    return [{ title: `${title(text.family)} – ${text.common.site.name}` }];
  };
}

const fullName = (person: { firstName: string; lastName: string }) => `${person.firstName} ${person.lastName}`.trim();

/** /services-seniors/suivi/{contract}: read-only; next visit days, alerts and reports (each newest first, the important ones marked). */
export function FollowPage() {
  const { contractNumber, recipient, owner, since, alertsByEmail, reports, alerts, nextVisits, failure, done } = useLoaderData<typeof loadFollow>();
  const actionData = useActionData<typeof actFollow>();
  const { t, day } = useWords();
  const photo = (id: string) => `/services-seniors/suivi/${encodeURIComponent(contractNumber)}/photos/${encodeURIComponent(id)}`;
  const formError = actionData?.result?.error?.[""]?.[0];
  return (
    <div className="container follow">
      <h1>{t("family:follow.title", { recipient: fullName(recipient) })}</h1>
      {done && (
        <p className="notice" role="status">
          {t(done === "alertsOn" ? "family:follow.alertsByEmail.doneOn" : "family:follow.alertsByEmail.doneOff")}
        </p>
      )}
      {formError && (
        <p className="notice error" role="alert">
          {t(formError)}
        </p>
      )}
      <p>
        {since
          ? t("family:follow.intro", { recipient: fullName(recipient), owner: fullName(owner), since: day(since.slice(0, 10)) })
          : t("family:follow.introNoDate", { recipient: fullName(recipient), owner: fullName(owner) })}
      </p>
      {failure && (
        <p className="notice error" role="alert">
          {t("dashboard:errors.unavailable")}
        </p>
      )}

      <section aria-labelledby="next-visits">
        <h2 id="next-visits">{t("family:follow.nextVisits")}</h2>
        {nextVisits.length === 0 ? (
          <p>{t("family:follow.noNextVisits")}</p>
        ) : (
          <ul>
            {nextVisits.map((visit) => (
              <li key={visit}>{day(visit)}</li>
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby="alerts">
        <h2 id="alerts">{t("family:follow.alerts")}</h2>
        <p>{t("family:follow.period")}</p>
        {!failure && alerts.length === 0 && <p>{t("family:follow.noAlerts")}</p>}
        <ul className="plain-list reports">
          {alerts.map((alert) => (
            <EventItem key={alert.id} event={alert} photoHref={photo(alert.id)} />
          ))}
        </ul>
      </section>

      <section aria-labelledby="reports">
        <h2 id="reports">{t("family:follow.reports")}</h2>
        <p>{t("family:follow.period")}</p>
        {!failure && reports.length === 0 && <p>{t("family:follow.noReports")}</p>}
        <ul className="plain-list reports">
          {reports.map((report) => (
            <EventItem key={report.id} event={report} photoHref={photo(report.id)} />
          ))}
        </ul>
      </section>

      <section aria-labelledby="alerts-by-email">
        <h2 id="alerts-by-email">{t("family:follow.alertsByEmail.title")}</h2>
        <p>{t(alertsByEmail ? "family:follow.alertsByEmail.on" : "family:follow.alertsByEmail.off")}</p>
        <Form method="post">
          <input type="hidden" name="intent" value="alerts" />
          <input type="hidden" name="alertsByEmail" value={alertsByEmail ? "off" : "on"} />
          <button type="submit" className="button secondary">
            {t(alertsByEmail ? "family:follow.alertsByEmail.turnOff" : "family:follow.alertsByEmail.turnOn")}
          </button>
        </Form>
      </section>
    </div>
  );
}

/** /services-seniors/suivi: the people this person follows. */
export function FollowedList() {
  const { followed } = useLoaderData<typeof loadFollowedList>();
  const { t } = useWords();
  return (
    <div className="container">
      <h1>{t("family:follow.list")}</h1>
      {followed.length === 0 ? (
        <p>{t("family:follow.none")}</p>
      ) : (
        <ul className="plain-list">
          {followed.map((entry) => (
            <li key={entry.contractNumber}>
              <Link to={`/services-seniors/suivi/${encodeURIComponent(entry.contractNumber)}`}>{t("family:follow.title", { recipient: fullName(entry.recipient) })}</Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** /services-seniors/suivi/invitation?jeton=…: the invitation, sign in or register, accept; or why it cannot be. */
export function InvitationPage() {
  const loaded = useLoaderData<typeof loadInvitation>();
  const acted = useActionData<typeof actInvitation>();
  const page = acted?.page ?? loaded.page;
  const failed = acted?.failed ?? null;
  const { t } = useWords();
  if (page.state === "refused") {
    return (
      <div className="container">
        <h1>{t("family:invitation.refused.title")}</h1>
        <p className="notice error" role="alert">
          {t(`family:invitation.refused.${page.reason}`)}
        </p>
        {page.contractNumber && (
          <p>
            <Link to={clientDashboardPath(page.contractNumber)}>{t("dashboard:titles.home")}</Link>
          </p>
        )}
        {page.reason === "wrongAccount" && (
          <Form method="post" action={`/deconnexion?${new URLSearchParams({ redirect: loaded.self })}`} reloadDocument>
            <button type="submit" className="button secondary">
              {t("common:account.signOut")}
            </button>
          </Form>
        )}
      </div>
    );
  }
  return (
    <div className="container">
      <h1>{t("family:invitation.title")}</h1>
      {failed && (
        <p className="notice error" role="alert">
          {t(failed)}
        </p>
      )}
      <p>{t("family:invitation.intro", { owner: page.owner, recipient: page.recipient })}</p>
      <p>{t("family:invitation.forEmail", { email: page.email })}</p>
      {page.state === "signIn" ? (
        <>
          <p>
            <a className="button" href={page.signInHref}>
              {t("family:invitation.signIn")}
            </a>
          </p>
          <p>{t("family:invitation.registerHint")}</p>
          <p>
            <a className="button secondary" href={page.registerHref}>
              {t("family:invitation.register")}
            </a>
          </p>
        </>
      ) : (
        <>
          <p>{t("family:invitation.acceptIntro")}</p>
          <Form method="post">
            <button type="submit" className="button">
              {t("family:invitation.accept")}
            </button>
          </Form>
        </>
      )}
    </div>
  );
}
