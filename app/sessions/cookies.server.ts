import { createCookie } from "@remix-run/node";
import { config } from "~/platform/config.server";
import { signedCookieSessionStorage } from "~/sessions/signed-session-storage.server";

/** One cookie per purpose (DESIGN 3), all HttpOnly, SameSite lax, Secure in production. */
const base = {
  path: "/",
  httpOnly: true,
  sameSite: "lax" as const,
  secure: config.production,
};
const signed = { ...base, secrets: config.sessionSecrets };
/** Sessions: signed JSON cookies written as Remix writes them, path /, HttpOnly, SameSite lax. */
const sessions = { secrets: config.sessionSecrets, secure: config.production };

/** The chosen language; written by Remix's createCookie so remix-i18next can read it. */
export const localeCookie = createCookie("lang", { ...base, maxAge: config.cookies.localeMaxAgeS });

/** The signed-in client (VSMP). */
export const userSessionStorage = signedCookieSessionStorage("vsmp_user", { ...sessions, maxAge: config.cookies.userSessionMaxAgeS });

/** The signed-in agent (SIBP). */
export const agentSessionStorage = signedCookieSessionStorage("sibp_agent", { ...sessions, maxAge: config.cookies.userSessionMaxAgeS });

/** The client an agent serves (SIBP client cookie: 2 hours, path /, SameSite lax, HttpOnly, signed). */
export const sibpClientStorage = signedCookieSessionStorage("sibp_client", { ...sessions, maxAge: config.cookies.sibpClientMaxAgeS });

/** Where to go after the identity provider answers; lives for the length of one sign-in. */
export const loginReturnCookie = createCookie("vsmp_login", { ...signed, maxAge: 15 * 60 });

/** A message for the next page, rendered by the server (no JavaScript toast). */
export const flashStorage = signedCookieSessionStorage("flash", sessions);
