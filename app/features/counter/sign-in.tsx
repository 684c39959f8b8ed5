import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useTranslation } from "react-i18next";
import {
  AGENT_STRATEGY,
  agentAuthenticator,
  getAgentSession,
  isAuthenticationValid,
  readAuthentication,
} from "~/kernel/auth/agent.server";
import { startLogin } from "~/kernel/auth/login-flow.server";
import type { RouteHandle } from "~/kernel/ui/templates";
import { agentSessionStorage, sibpClientStorage } from "~/kernel/sessions/cookies.server";

export const handle: RouteHandle = { template: "sibp" };

export const meta: MetaFunction = ({ matches }) => matches.find((match) => match.id === "root")?.meta ?? [];

/** /sibp/login: starts the agent's sign-in, and is where signing out lands. */
export async function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  if (url.searchParams.has("logged_out")) return { loggedOut: true, failed: false };
  if (isAuthenticationValid(readAuthentication(await getAgentSession(request)))) throw redirect("/sibp/home");
  let authenticator;
  try {
    authenticator = await agentAuthenticator(request);
  } catch {
    return { loggedOut: false, failed: true };
  }
  return startLogin(request, () => authenticator.authenticate(AGENT_STRATEGY, request), {
    redirect: "/sibp/home",
    fallback: "/sibp/login?logged_out=1",
  });
}

/** Signing out: the agent's session and the client served are deleted on the server, their cookies removed. */
export async function action({ request }: ActionFunctionArgs) {
  const cookie = request.headers.get("cookie");
  const headers = new Headers();
  headers.append("Set-Cookie", await agentSessionStorage.destroySession(await agentSessionStorage.getSession(cookie)));
  headers.append("Set-Cookie", await sibpClientStorage.destroySession(await sibpClientStorage.getSession(cookie)));
  return redirect("/sibp/login?logged_out=1", { headers });
}

export default function AgentLogin() {
  const { t } = useTranslation();
  return (
    <div className="container narrow">
      <h1>{t("sibp:agent.loggedOutTitle")}</h1>
      <p>{t("sibp:agent.loggedOutText")}</p>
      <p>
        <a className="button" href="/sibp/login">
          {t("sibp:agent.signInAgain")}
        </a>
      </p>
    </div>
  );
}
