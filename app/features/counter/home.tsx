import { data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import type { RouteHandle } from "~/kernel/ui/templates";
import { agentPage, sibpPage } from "~/kernel/auth/counter.server";
import { sibpMeta } from "~/kernel/ui/counter-meta";
import { personalDataHeaders } from "~/kernel/platform/security";

export const headers = personalDataHeaders;

export const handle: RouteHandle = { template: "sibp" };

export const meta: MetaFunction = (args) => sibpMeta(args, "sibp:home.signedInAs");

/** /sibp/home: who is signed in (name, IDRH, REGATE office) and the two tasks of the counter. */
export const loader = sibpPage(async ({ request }: LoaderFunctionArgs) => {
  const { agent, headers } = await agentPage(request);
  return data({ agent }, { headers });
});

export default function AgentHome() {
  const { agent } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  return (
    <div className="container">
      <h1>{t("sibp:agent.homeTitle", { name: agent.fullName })}</h1>
      <h2>{t("sibp:home.signedInAs")}</h2>
      <dl className="summary-list">
        <dt>{t("sibp:home.name")}</dt>
        <dd>{agent.fullName}</dd>
        <dt>{t("sibp:agent.idrh")}</dt>
        <dd>{agent.idrh}</dd>
        <dt>{t("sibp:agent.regate")}</dt>
        <dd>{agent.regate ?? "—"}</dd>
        {agent.organisationnel && (
          <>
            <dt>{t("sibp:agent.office")}</dt>
            <dd>{agent.organisationnel}</dd>
          </>
        )}
      </dl>
      <h2>{t("sibp:home.tasksTitle")}</h2>
      <ul className="task-list">
        <li>
          <Link to="/sibp/client-identification" className="button">
            {t("sibp:home.subscribe")}
          </Link>
          <p className="hint">{t("sibp:home.subscribeHint")}</p>
        </li>
        <li>
          <Link to="/sibp/contrat/recherche" className="button secondary">
            {t("sibp:home.findContract")}
          </Link>
          <p className="hint">{t("sibp:home.findContractHint")}</p>
        </li>
      </ul>
      <p>
        <Link to="/sibp/offers-about">{t("sibp:home.offers")}</Link>
      </p>
    </div>
  );
}
