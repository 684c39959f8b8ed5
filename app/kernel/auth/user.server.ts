import { redirect, type AppLoadContext } from "@remix-run/node";
import { z } from "zod";
import { config } from "~/kernel/platform/config.server";
import { checkSecuredRoute, isPreviewRequest } from "~/kernel/auth/access";
import { currentPath } from "~/kernel/auth/return-path";
import { userSessionStorage } from "~/kernel/sessions/cookies.server";
import { fetchUserInfo, IdentityProviderError, oidcSignIn } from "./oidc.server";

/** SPEC 3, VSMP user: id, sex, email, address.zipCode, connectionMethod.mfaMethod. */
export const vsmpUserSchema = z.object({
  id: z.string(),
  sex: z.enum(["female", "male"]).nullable(),
  email: z.string(),
  /** The identity provider vouches for the e-mail (a guest's contracts are attached on it). */
  emailVerified: z.boolean().optional(),
  firstName: z.string(),
  lastName: z.string(),
  address: z.object({ zipCode: z.string().nullable() }),
  connectionMethod: z.object({ mfaMethod: z.string().nullable() }),
});

export type VsmpUser = z.infer<typeof vsmpUserSchema>;

const claimsSchema = z.object({
  sub: z.string(),
  email: z.string().default(""),
  email_verified: z.boolean().optional(),
  given_name: z.string().default(""),
  family_name: z.string().default(""),
  gender: z.string().optional(),
  address: z.object({ postal_code: z.string().optional() }).partial().optional(),
  mfa_method: z.string().optional(),
});

export function userFromClaims(claims: unknown): VsmpUser {
  const parsed = claimsSchema.parse(claims);
  return {
    id: parsed.sub,
    sex: parsed.gender === "female" || parsed.gender === "male" ? parsed.gender : null,
    email: parsed.email,
    emailVerified: parsed.email_verified === true,
    firstName: parsed.given_name,
    lastName: parsed.family_name,
    address: { zipCode: parsed.address?.postal_code ?? null },
    connectionMethod: { mfaMethod: parsed.mfa_method ?? null },
  };
}

/** SPEC 3: the mfa method `lin` is a strong-login method. */
export function hasStrongLogin(user: VsmpUser): boolean {
  return user.connectionMethod.mfaMethod === "lin";
}

/**
 * A sign-in's outcome: who signed in, and the identity provider's access token for them, kept
 * in the server-side session only (never in a cookie): the shop's e-commerce client sends it as
 * its bearer (SPEC 7, decision 110).
 */
export interface ClientSignIn {
  user: VsmpUser;
  accessToken: string;
}

export const CLIENT_STRATEGY = "client-area";
export const CLIENT_STATE_COOKIE = "oauth2_client";

/** One authenticator per public origin, since the redirect URI must match it exactly. */
export const clientAuthenticator = oidcSignIn<ClientSignIn>({
  provider: config.identity.client,
  strategy: CLIENT_STRATEGY,
  stateCookie: CLIENT_STATE_COOKIE,
  callbackPath: "/vsmp/connexion/callback",
  scopes: ["openid", "profile", "email", "address"],
  verify: (discovery) => async ({ tokens, claims: idClaims }) => {
    const claims = await fetchUserInfo(discovery.userinfo_endpoint, tokens.accessToken());
    // OpenID Connect Core 5.3.2: the userinfo answer must be about the ID token's subject.
    if ((claims as { sub?: unknown } | null)?.sub !== idClaims.sub) throw new IdentityProviderError("userinfo subject differs from the ID token's");
    return { user: userFromClaims(claims), accessToken: tokens.accessToken() };
  },
}).authenticatorFor;

const USER_KEY = "user";
const ACCESS_TOKEN_KEY = "accessToken";

interface SignedIn {
  user: VsmpUser;
  /** The identity provider's access token of this sign-in; null in a session that has none. */
  accessToken: string | null;
}

/** The user of the server-side session the cookie names, with its access token; null when there is none (or it ended). */
async function readSignedIn(cookie: string): Promise<SignedIn | null> {
  if (!cookie.includes("vsmp_user=")) return null;
  const session = await userSessionStorage.getSession(cookie);
  const parsed = vsmpUserSchema.safeParse(session.get(USER_KEY));
  if (!parsed.success) return null;
  const token: unknown = session.get(ACCESS_TOKEN_KEY);
  return { user: parsed.data, accessToken: typeof token === "string" && token ? token : null };
}

/**
 * The signed-in person of a request: the root's loader and a page's guard both ask, and the
 * cookie is then verified and parsed once per request and Cookie header (decision 074).
 */
function signedInOf(request: Request, context?: AppLoadContext): Promise<SignedIn | null> {
  const cookie = request.headers.get("cookie") ?? "";
  const read = () => readSignedIn(cookie);
  return context?.reads ? context.reads.once(`user:${cookie}`, read) : read();
}

/** The signed-in user, or null; with the request's load context, read once per request. */
export async function getUser(request: Request, context?: AppLoadContext): Promise<VsmpUser | null> {
  return (await signedInOf(request, context))?.user ?? null;
}

/** The signed-in customer's access token from the identity provider, for the shop's bearer; null when the session has none. */
export async function getAccessToken(request: Request, context?: AppLoadContext): Promise<string | null> {
  return (await signedInOf(request, context))?.accessToken ?? null;
}

/**
 * A new session for a sign-in: always a new id (an id from before the sign-in is never reused).
 * The access token, when given, stays in the server-side record (the cookie holds the id only).
 */
export async function createUserSession(request: Request, user: VsmpUser, accessToken?: string): Promise<string> {
  const previous = await userSessionStorage.getSession(request.headers.get("cookie"));
  if (previous.id) await userSessionStorage.destroySession(previous);
  const session = await userSessionStorage.getSession();
  session.set(USER_KEY, user);
  if (accessToken) session.set(ACCESS_TOKEN_KEY, accessToken);
  return userSessionStorage.commitSession(session);
}

/** Signing out: the session is deleted on the server, and its cookie removed. */
export async function destroyUserSession(request: Request): Promise<string> {
  const session = await userSessionStorage.getSession(request.headers.get("cookie"));
  return userSessionStorage.destroySession(session);
}

/**
 * The guard of secured routes: the signed-in user, or null in preview mode; an anonymous
 * visitor is sent to the login page with redirect, fallback and profile.
 */
export async function requireUser(
  request: Request,
  { context, ...options }: { fallback?: string; profile?: string; context?: AppLoadContext } = {},
): Promise<VsmpUser | null> {
  const user = await getUser(request, context);
  const access = checkSecuredRoute({
    authenticated: user !== null,
    preview: isPreviewRequest(new URL(request.url)),
    path: currentPath(request),
    ...options,
  });
  if (!access.allowed) throw redirect(access.location);
  return user;
}
