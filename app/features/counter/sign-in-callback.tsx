import { redirect, type LoaderFunctionArgs } from "@remix-run/node";
import {
  AGENT_STATE_COOKIE,
  AGENT_STRATEGY,
  agentAuthenticator,
  newAgentSession,
  loadAgentIfNeeded,
} from "~/kernel/auth/agent.server";
import { endLoginHeaders } from "~/kernel/auth/login-flow.server";
import { log } from "~/kernel/platform/logger.server";
import { agentSessionStorage } from "~/kernel/sessions/cookies.server";

/** The agent provider's callback: keeps the authentication, loads the agent once. */
export async function loader({ request }: LoaderFunctionArgs) {
  try {
    const authenticator = await agentAuthenticator(request);
    const authentication = await authenticator.authenticate(AGENT_STRATEGY, request);
    const session = await newAgentSession(request);
    session.set("authentication", authentication);
    await loadAgentIfNeeded(session);
    const headers = await endLoginHeaders(request, AGENT_STATE_COOKIE, await agentSessionStorage.commitSession(session));
    return redirect("/sibp/home", { headers });
  } catch (error) {
    if (error instanceof Response) throw error;
    log("warn", "Agent sign-in failed", { error: String(error) });
    return redirect("/sibp/login?logged_out=1");
  }
}
