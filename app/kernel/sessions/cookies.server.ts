import { createCookie, createCookieSessionStorage } from "@remix-run/node";
import { config } from "~/kernel/platform/config.server";
import { createServerSessionStorage, sessionStoreFor } from "~/kernel/sessions/server-session-storage.server";

/** One cookie per purpose (DESIGN 3), all HttpOnly, SameSite lax, path /, Secure in production. */
const base = {
  path: "/",
  httpOnly: true,
  sameSite: "lax" as const,
  secure: config.production,
};
const signed = { ...base, secrets: config.sessionSecrets };

/** The chosen language; written by Remix's createCookie so remix-i18next can read it. */
export const localeCookie = createCookie("lang", { ...base, maxAge: config.cookies.localeMaxAgeS });

/** Signed-in sessions and the client served at the counter: kept on the server, the cookie holds an id. */
const store = sessionStoreFor(config.redisUrl);
const serverSession = { secrets: config.sessionSecrets, secure: config.production, store };

/** The signed-in client (VSMP): who they are, no token. */
export const userSessionStorage = createServerSessionStorage({ name: "vsmp_user", ...serverSession, ...config.cookies.userSession });

/** The signed-in agent (SIBP): the authentication (kept on the server only) and who they are; shorter. */
export const agentSessionStorage = createServerSessionStorage({ name: "sibp_agent", ...serverSession, ...config.cookies.agentSession });

/**
 * The client an agent serves (SIBP client cookie: 2 hours, path /, SameSite lax, HttpOnly): their
 * name and address stay on the server with the agent's session, the cookie holds an id.
 */
export const sibpClientStorage = createServerSessionStorage({
  name: "sibp_client",
  ...serverSession,
  idleS: config.cookies.sibpClientMaxAgeS,
  absoluteS: config.cookies.sibpClientMaxAgeS,
});

/** Where to go after the identity provider answers; lives for the length of one sign-in. */
export const loginReturnCookie = createCookie("vsmp_login", { ...signed, maxAge: 15 * 60 });

/**
 * The termination without signing in, in this browser (decision 080): the random key its checks
 * are counted against, and the references of the requests it filed (their acknowledgements may be
 * shown and downloaded here again). Nothing personal; only the management pages' addresses send
 * it back: the form's, its data requests' (`…/resiliation.data`, which a path of `…/resiliation`
 * would not match, so JavaScript's posts went without it) and the acknowledgement's.
 */
export const publicTerminationCookie = createCookie("vsmp_resiliation", {
  ...signed,
  path: "/particulier/veiller-sur-mes-parents/gestion",
  maxAge: 90 * 24 * 3600,
});

/**
 * The withdrawal without signing in, in this browser (decision 123): the random key its checks are
 * counted against, and the contracts it withdrew (their acknowledgements may be shown and
 * downloaded here again). Nothing personal; sent back only to the management pages, as the
 * termination's.
 */
export const publicWithdrawalCookie = createCookie("vsmp_retractation", {
  ...signed,
  path: "/particulier/veiller-sur-mes-parents/gestion",
  maxAge: 90 * 24 * 3600,
});

/** A message for the next page, rendered by the server (no JavaScript toast). */
export const flashStorage = createCookieSessionStorage({ cookie: { name: "flash", ...signed } });

/** Whether the process's session store answers (readiness, when it is Redis). */
export const pingSessionStore = () => store.ping();
