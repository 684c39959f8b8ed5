import { redirect } from "@remix-run/node";
import { z } from "zod";
import { config } from "~/kernel/platform/config.server";
import { log } from "~/kernel/platform/logger.server";
import { agentSessionStorage } from "~/kernel/sessions/cookies.server";
import { fetchUserInfo, oidcSignIn } from "./oidc.server";

/** SPEC 3, Agent: idrh (from the subject claim), regate (from code_regate), names, fullName, organisationnel. */
export const agentSchema = z.object({
  idrh: z.string().min(1),
  regate: z.string().nullable(),
  lastName: z.string(),
  firstName: z.string(),
  fullName: z.string(),
  organisationnel: z.string().nullable(),
});

export type Agent = z.infer<typeof agentSchema>;

const agentClaimsSchema = z.object({
  sub: z.string().min(1),
  code_regate: z.string().optional(),
  given_name: z.string().default(""),
  family_name: z.string().default(""),
  name: z.string().optional(),
  organisationnel: z.string().optional(),
});

export function agentFromClaims(claims: unknown): Agent {
  const parsed = agentClaimsSchema.parse(claims);
  return {
    idrh: parsed.sub,
    regate: parsed.code_regate ?? null,
    lastName: parsed.family_name,
    firstName: parsed.given_name,
    fullName: parsed.name ?? `${parsed.given_name} ${parsed.family_name}`.trim(),
    organisationnel: parsed.organisationnel ?? null,
  };
}

/** An agent is identified when idrh is present. */
export function isIdentifiedAgent(agent: Agent | null | undefined): agent is Agent {
  return Boolean(agent?.idrh);
}

/** The authentication check the agent's details depend on (kept in the server-side session only). */
export interface AgentAuthentication {
  accessToken: string;
  expiresAt: number;
}

const authenticationSchema = z.object({
  accessToken: z.string(),
  expiresAt: z.number(),
});

export function isAuthenticationValid(authentication: AgentAuthentication | null, now = Date.now()): boolean {
  return authentication !== null && authentication.expiresAt > now;
}

export const AGENT_STRATEGY = "agent";
export const AGENT_STATE_COOKIE = "oauth2_agent";

const agentSignIn = oidcSignIn<AgentAuthentication>({
  provider: config.identity.agent,
  strategy: AGENT_STRATEGY,
  stateCookie: AGENT_STATE_COOKIE,
  callbackPath: "/sibp/authenticate",
  scopes: ["openid", "profile"],
  verify: () => async ({ tokens }) => ({
    accessToken: tokens.accessToken(),
    expiresAt: tokens.accessTokenExpiresAt().getTime(),
  }),
});

export const agentAuthenticator = agentSignIn.authenticatorFor;

export async function agentUserInfoUrl(): Promise<string> {
  return config.identity.agent.userinfoUrl ?? (await agentSignIn.discover()).userinfo_endpoint;
}

export type AgentSession = Awaited<ReturnType<typeof agentSessionStorage.getSession>>;

export function getAgentSession(request: Request): Promise<AgentSession> {
  return agentSessionStorage.getSession(request.headers.get("cookie"));
}

/** A new session for a sign-in: always a new id; the one from before, if any, is deleted. */
export async function newAgentSession(request: Request): Promise<AgentSession> {
  const previous = await getAgentSession(request);
  if (previous.id) await agentSessionStorage.destroySession(previous);
  return agentSessionStorage.getSession();
}

export function readAuthentication(session: AgentSession): AgentAuthentication | null {
  const parsed = authenticationSchema.safeParse(session.get("authentication"));
  return parsed.success ? parsed.data : null;
}

export function readAgent(session: AgentSession): Agent | null {
  const parsed = agentSchema.safeParse(session.get("agent"));
  return parsed.success ? parsed.data : null;
}

/**
 * SPEC 6: the agent's details are loaded only when the authentication check is valid and they
 * are not already loaded. Returns whether the session changed (and must be committed).
 */
export async function loadAgentIfNeeded(
  session: AgentSession,
  fetchClaims: (accessToken: string) => Promise<unknown> = async (token) =>
    fetchUserInfo(await agentUserInfoUrl(), token),
): Promise<{ agent: Agent | null; changed: boolean }> {
  const authentication = readAuthentication(session);
  if (!isAuthenticationValid(authentication)) return { agent: null, changed: false };
  const loaded = readAgent(session);
  if (loaded) return { agent: loaded, changed: false };
  try {
    const agent = agentFromClaims(await fetchClaims((authentication as AgentAuthentication).accessToken));
    session.set("agent", agent);
    return { agent, changed: true };
  } catch (error) {
    log("error", "SIBP: Unable to fetch agent informations", { error: String(error) });
    return { agent: null, changed: false };
  }
}

/**
 * The guard of agent pages: a valid authentication with the agent loaded (fetched once), or a
 * redirect to /sibp/login; when the details cannot be fetched, the SIBP error page. Returns the Set-Cookie to send when the session changed.
 */
export async function requireAgent(request: Request): Promise<{ agent: Agent; setCookie: string | null }> {
  const session = await getAgentSession(request);
  if (!isAuthenticationValid(readAuthentication(session))) {
    throw redirect("/sibp/login");
  }
  const { agent, changed } = await loadAgentIfNeeded(session);
  // The failure is logged by loadAgentIfNeeded; the agent gets the SIBP error page saying so.
  if (!isIdentifiedAgent(agent)) throw redirect("/sibp/error-page?reason=agent");
  return { agent, setCookie: changed ? await agentSessionStorage.commitSession(session) : null };
}
