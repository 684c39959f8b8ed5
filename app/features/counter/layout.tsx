import { data, type LoaderFunctionArgs } from "@remix-run/node";
import { Form, Outlet, useLoaderData, useMatches, useRouteLoaderData } from "@remix-run/react";
import { RouteErrorPage } from "~/kernel/ui/error-page";
import { useTranslation } from "react-i18next";
import { getAgentSession, isAuthenticationValid, readAgent, readAuthentication } from "~/kernel/auth/agent.server";
import type { ScriptsHandle } from "~/kernel/ui/scripts";
import type { RouteHandle } from "~/kernel/ui/templates";
import { readSibpClient } from "~/kernel/auth/counter.server";

/**
 * The SIBP layout (DESIGN 3): every screen of the counter, the agent's dashboard door included,
 * sits under it and shows who is signed in, the client being served and a sign-out. It guards
 * nothing itself: each screen's loader checks the agent (loaders run in parallel); signed out
 * (the login and error pages), the bar is not shown.
 */
export const handle: RouteHandle & ScriptsHandle = {
  template: "sibp",
  hydrate: true,
  // The counter runs the journey and the dashboard's pages: every namespace but the editorial pages'.
  i18n: ["sibp", "desk", "journey", "notices", "services", "validation", "people", "discount", "checkout", "order", "confirmation", "dashboard", "changes", "records", "family", "withdrawal"],
};

export async function loader({ request }: LoaderFunctionArgs) {
  const session = await getAgentSession(request);
  const agent = isAuthenticationValid(readAuthentication(session)) ? readAgent(session) : null;
  const client = agent ? await readSibpClient(request) : null;
  return data(
    {
      agent: agent ? { fullName: agent.fullName } : null,
      client: client ? { firstName: client.firstName, lastName: client.lastName } : null,
    },
    { headers: { "Cache-Control": "private, no-store" } },
  );
}

export default function SibpLayout() {
  const { agent, client } = useLoaderData<typeof loader>();
  // The agent's dashboard names the client whose contract is shown (its pages' data, agent-door.server.ts).
  const matches = useMatches();
  const holder = (matches[matches.length - 1]?.data as { holder?: unknown } | undefined)?.holder;
  return (
    <>
      <AgentBar agent={agent} client={client} holder={typeof holder === "string" ? holder : null} />
      <Outlet />
    </>
  );
}

/**
 * A counter screen that fails (not found, not allowed; 500 and more go to /sibp/error-page) shows
 * the error layout under the agent's bar, with the way back to the agent's home.
 */
export function ErrorBoundary() {
  const layout = useRouteLoaderData<typeof loader>("counter");
  const { t } = useTranslation();
  return (
    <>
      <AgentBar agent={layout?.agent ?? null} client={layout?.client ?? null} />
      <div className="container">
        <RouteErrorPage home={{ href: "/sibp/home", label: t("sibp:error.backHome") }} />
      </div>
    </>
  );
}

type LayoutData = ReturnType<typeof useLoaderData<typeof loader>>;

function AgentBar({ agent, client, holder = null }: { agent: LayoutData["agent"]; client: LayoutData["client"]; holder?: string | null }) {
  const { t } = useTranslation();
  if (!agent) return null;
  // The client served, or the holder of the contract shown (the agent's dashboard), else none.
  const served = client ? t("sibp:bar.client", { name: `${client.firstName} ${client.lastName}` }) : holder === null ? t("sibp:bar.noClient") : null;
  return (
    <section className="agent-bar" aria-label={t("sibp:bar.label")}>
      <p>{t("sibp:bar.agent", { name: agent.fullName })}</p>
      {served && <p>{served}</p>}
      {holder && <p>{t("sibp:bar.contractHolder", { name: holder })}</p>}
      <Form method="post" action="/sibp/login" reloadDocument>
        <button type="submit" className="link-button">
          {t("account.signOut")}
        </button>
      </Form>
    </section>
  );
}
