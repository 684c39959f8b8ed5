import { data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { requireAgent } from "~/auth/agent.server";
import type { RouteHandle } from "~/components/templates";
import { personalDataHeaders } from "~/domain/security";

export const headers = personalDataHeaders;

export const handle: RouteHandle = { template: "sibp" };

export const meta: MetaFunction = ({ matches }) => matches.find((match) => match.id === "root")?.meta ?? [];

/** /sibp/home: the agent's home after signing in. */
export async function loader({ request }: LoaderFunctionArgs) {
  const { agent, setCookie } = await requireAgent(request);
  return data({ agent }, setCookie ? { headers: { "Set-Cookie": setCookie } } : undefined);
}

export default function AgentHome() {
  const { agent } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  return (
    <div className="container">
      <h1>{t("sibp.homeTitle", { name: agent.fullName })}</h1>
      <dl className="summary-list">
        <dt>{t("sibp.idrh")}</dt>
        <dd>{agent.idrh}</dd>
        <dt>{t("sibp.regate")}</dt>
        <dd>{agent.regate ?? "—"}</dd>
        {agent.organisationnel && (
          <>
            <dt>{t("sibp.office")}</dt>
            <dd>{agent.organisationnel}</dd>
          </>
        )}
      </dl>
      <Form method="post" action="/sibp/login" reloadDocument>
        <button type="submit" className="button secondary">
          {t("account.signOut")}
        </button>
      </Form>
    </div>
  );
}
