import { createHmac, timingSafeEqual } from "node:crypto";
import { createRemoteJWKSet, jwtVerify, type JWTPayload, type JWTVerifyGetKey } from "jose";
import { Authenticator } from "remix-auth";
import { OAuth2Strategy } from "remix-auth-oauth2";
import { z } from "zod";
import { config } from "~/kernel/platform/config.server";
import { siteOriginOf } from "~/kernel/platform/security";
import { countUpstreamCall } from "~/kernel/platform/metrics.server";
import { formatTraceparent } from "~/kernel/platform/trace-context";
import { startUpstreamSpan } from "~/kernel/platform/tracing.server";

/** What the app needs from an OpenID provider's discovery document. */
const discoverySchema = z.object({
  issuer: z.string(),
  authorization_endpoint: z.string().url(),
  token_endpoint: z.string().url(),
  userinfo_endpoint: z.string().url(),
  jwks_uri: z.string().url(),
  end_session_endpoint: z.string().url().optional(),
});

export type Discovery = z.infer<typeof discoverySchema>;

export class IdentityProviderError extends Error {
  name = "IdentityProviderError";
}

/**
 * A call to the identity provider, as every other upstream call: the request's trace context
 * passed on, and its outcome counted under the service `identity` (its body is read by the caller).
 */
async function identityFetch(url: string, init: RequestInit & { headers: Record<string, string> }): Promise<Response> {
  const started = performance.now();
  const method = init.method ?? "GET";
  const span = startUpstreamSpan("identity", method);
  try {
    const response = await fetch(url, { ...init, headers: { ...init.headers, traceparent: formatTraceparent(span.context) } });
    countUpstreamCall("identity", response.ok ? "ok" : "status", started, response.status);
    span.end({ status: response.status, failure: response.ok ? undefined : "status" });
    return response;
  } catch (error) {
    const failure = error instanceof DOMException && error.name === "TimeoutError" ? "timeout" : "network";
    countUpstreamCall("identity", failure, started);
    span.end({ failure });
    throw error;
  }
}

/** Discovery runs lazily, on first sign-in, so the app starts even when the provider is down. */
export function lazyDiscovery(issuer: string) {
  let pending: Promise<Discovery> | null = null;
  return () => {
    pending ??= identityFetch(`${issuer}/.well-known/openid-configuration`, {
      headers: { accept: "application/json" },
      signal: AbortSignal.timeout(config.identity.timeoutMs),
    })
      .then(async (response) => {
        if (!response.ok) throw new IdentityProviderError(`discovery answered ${response.status}`);
        return discoverySchema.parse(await response.json());
      })
      .catch((error: unknown) => {
        pending = null;
        throw error instanceof IdentityProviderError ? error : new IdentityProviderError(String(error));
      });
    return pending;
  };
}

/**
 * The nonce of one sign-in, derived from its `state` with our cookie secret: the state cookie
 * already ties the state to this browser, so the nonce needs no storage of its own.
 */
export function nonceFor(state: string, secret = config.sessionSecrets[0]!): string {
  return createHmac("sha256", secret).update(`oidc-nonce:${state}`).digest("base64url");
}

function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

const keySets = new Map<string, JWTVerifyGetKey>();

/** The provider's signing keys (JWKS), fetched when first needed and refreshed by jose. */
export function providerKeys(jwksUri: string): JWTVerifyGetKey {
  let keys = keySets.get(jwksUri);
  if (!keys) keySets.set(jwksUri, (keys = createRemoteJWKSet(new URL(jwksUri), { timeoutDuration: config.identity.timeoutMs })));
  return keys;
}

export interface IdTokenExpectation {
  issuer: string;
  clientId: string;
  /** The `state` of the sign-in, from the callback URL. */
  state: string;
  keys: JWTVerifyGetKey;
}

/**
 * OpenID Connect Core 3.1.3.7: the ID token's signature (the provider's keys), issuer, audience,
 * expiry and nonce. Any failure is an IdentityProviderError: the sign-in fails.
 */
export async function verifyIdToken(idToken: string, expected: IdTokenExpectation): Promise<JWTPayload> {
  if (!idToken) throw new IdentityProviderError("no ID token");
  let payload: JWTPayload;
  try {
    ({ payload } = await jwtVerify(idToken, expected.keys, {
      issuer: expected.issuer,
      audience: expected.clientId,
      requiredClaims: ["exp", "iat", "sub"],
      clockTolerance: 30,
    }));
  } catch (error) {
    throw new IdentityProviderError(`ID token refused: ${(error as { code?: string }).code ?? String(error)}`);
  }
  const nonce = typeof payload.nonce === "string" ? payload.nonce : "";
  if (!config.sessionSecrets.some((secret) => sameText(nonce, nonceFor(expected.state, secret)))) {
    throw new IdentityProviderError("ID token refused: nonce");
  }
  return payload;
}

/** Reads the userinfo endpoint with the access token. */
export async function fetchUserInfo(url: string, accessToken: string): Promise<unknown> {
  const response = await identityFetch(url, {
    headers: { authorization: `Bearer ${accessToken}`, accept: "application/json" },
    signal: AbortSignal.timeout(config.identity.timeoutMs),
  });
  if (!response.ok) throw new IdentityProviderError(`userinfo answered ${response.status}`);
  return response.json();
}

type Tokens = Awaited<ReturnType<OAuth2Strategy<unknown>["validateAuthorizationCode"]>>;

const tokenResponseSchema = z.object({
  access_token: z.string().min(1),
  token_type: z.string().optional(),
  expires_in: z.number().optional(),
  id_token: z.string().optional(),
  refresh_token: z.string().optional(),
});

/** The token endpoint's answer with the accessors the strategy's callers use. */
export function tokensFrom(data: z.infer<typeof tokenResponseSchema>, now = Date.now()): Tokens {
  const tokens = {
    data,
    tokenType: () => data.token_type ?? "Bearer",
    accessToken: () => data.access_token,
    accessTokenExpiresInSeconds: () => data.expires_in ?? 3600,
    accessTokenExpiresAt: () => new Date(now + (data.expires_in ?? 3600) * 1000),
    hasRefreshToken: () => data.refresh_token !== undefined,
    refreshToken: () => data.refresh_token ?? "",
    hasScopes: () => false,
    scopes: () => [],
    idToken: () => data.id_token ?? "",
  };
  return tokens as unknown as Tokens;
}

/**
 * The code exchange, done here rather than by the OAuth2 library: with the identity provider's
 * time-out (SPEC 7: 20000 ms), client authentication per RFC 6749 2.3.1, and no hand-set
 * Content-Length (the library sets one, which the undici dispatcher of this process refuses).
 */
export async function exchangeCode(
  endpoint: string,
  client: { clientId: string; clientSecret: string; redirectUri: string },
  code: string,
  codeVerifier: string,
): Promise<Tokens> {
  const credentials = `${encodeURIComponent(client.clientId)}:${encodeURIComponent(client.clientSecret)}`;
  const response = await identityFetch(endpoint, {
    method: "POST",
    headers: {
      "content-type": "application/x-www-form-urlencoded",
      accept: "application/json",
      authorization: `Basic ${Buffer.from(credentials).toString("base64")}`,
    },
    body: new URLSearchParams({ grant_type: "authorization_code", code, redirect_uri: client.redirectUri, code_verifier: codeVerifier }),
    signal: AbortSignal.timeout(config.identity.timeoutMs),
  });
  const body: unknown = await response.json().catch(() => null);
  const parsed = tokenResponseSchema.safeParse(body);
  if (!response.ok || !parsed.success) {
    const error = (body as { error?: unknown } | null)?.error;
    throw new IdentityProviderError(`token endpoint answered ${response.status}${typeof error === "string" ? ` ${error}` : ""}`);
  }
  return tokensFrom(parsed.data);
}

interface OidcStrategyOptions {
  cookie: { name: string; secure?: true };
  /** The provider's issuer and signing keys, to validate the ID token. */
  issuer: string;
  keys: JWTVerifyGetKey;
  clientId: string;
  clientSecret: string;
  authorizationEndpoint: string;
  tokenEndpoint: string;
  redirectURI: string;
  scopes: string[];
}

/** SPEC 6: the two profiles of the login, the private (part) and professional (pro) sites. */
const LOGIN_PROFILES = new Set(["part", "pro"]);

type Verify<User> = ConstructorParameters<typeof OAuth2Strategy<User>>[1];

/**
 * An OpenID Connect authorization-code + PKCE strategy: a nonce in the authorize URL, and the ID
 * token validated (signature, issuer, audience, expiry, nonce) before the app's own verify runs.
 */
export type OidcVerify<User> = (params: Parameters<Verify<User>>[0] & { claims: JWTPayload }) => Promise<User>;

export class OidcStrategy<User> extends OAuth2Strategy<User> {
  private readonly settings: OidcStrategyOptions;

  constructor(options: OidcStrategyOptions, verify: OidcVerify<User>) {
    super(options, async (params) => {
      const state = new URL(params.request.url).searchParams.get("state") ?? "";
      const claims = await verifyIdToken(params.tokens.idToken(), { issuer: options.issuer, clientId: options.clientId, state, keys: options.keys });
      return verify({ ...params, claims });
    });
    this.settings = options;
  }

  override validateAuthorizationCode(code: string, codeVerifier: string): Promise<Tokens> {
    return exchangeCode(
      this.settings.tokenEndpoint,
      { clientId: this.settings.clientId, clientSecret: this.settings.clientSecret, redirectUri: this.settings.redirectURI },
      code,
      codeVerifier,
    );
  }

  override authorizationParams(params: URLSearchParams, request: Request): URLSearchParams {
    const next = new URLSearchParams(params);
    const url = new URL(request.url);
    // Signing out ends only our session; asking for the login form again makes the next
    // sign-in a real one (another person may use the same browser).
    next.set("prompt", url.pathname.endsWith("/inscription") ? "create" : "login");
    next.set("nonce", nonceFor(params.get("state") ?? ""));
    // SPEC 2/6: the login's profile (private or professional site) goes on to the provider.
    const profile = url.searchParams.get("profile");
    if (profile && LOGIN_PROFILES.has(profile)) next.set("profile", profile);
    return next;
  }
}

/** Removes the state cookies (with the PKCE verifier) the OAuth2 strategy leaves behind. */
export function clearStateCookies(request: Request, cookieName: string): string[] {
  const header = request.headers.get("cookie") ?? "";
  return header
    .split(";")
    .map((part) => part.trim().split("=")[0] ?? "")
    .filter((name) => name.startsWith(`${cookieName}:`) || name === cookieName)
    .map((name) => `${name}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax`);
}

/** What differs between the client's sign-in and the agent's. */
export interface SignInSettings<User> {
  provider: { issuer: string; clientId: string; clientSecret: string };
  strategy: string;
  /** The state cookie holding the PKCE verifier (cleared after the callback). */
  stateCookie: string;
  /** Where the provider sends the browser back, under the configured public origin. */
  callbackPath: string;
  scopes: string[];
  verify: (discovery: Discovery) => OidcVerify<User>;
}

/**
 * One provider's sign-in: its discovery (lazy, so the app starts with the provider down) and its
 * authenticators, OpenID Connect strategies whose redirect URI is under the site's origin the
 * request was sent to: one of the configured site origins (decision 130), never any Host header.
 */
export function oidcSignIn<User>(settings: SignInSettings<User>) {
  const discover = lazyDiscovery(settings.provider.issuer);
  const create = (origin: string) =>
    discover().then((discovery) => {
      const strategy = new OidcStrategy<User>(
        {
          cookie: { name: settings.stateCookie, ...(config.production ? { secure: true as const } : {}) },
          issuer: discovery.issuer,
          keys: providerKeys(discovery.jwks_uri),
          clientId: settings.provider.clientId,
          clientSecret: settings.provider.clientSecret,
          authorizationEndpoint: discovery.authorization_endpoint,
          tokenEndpoint: discovery.token_endpoint,
          redirectURI: `${origin}${settings.callbackPath}`,
          scopes: settings.scopes,
        },
        settings.verify(discovery),
      );
      return new Authenticator<User>().use(strategy, settings.strategy);
    });
  /** One authenticator per site origin (at most three), made once discovery answered. */
  const authenticators = new Map<string, Promise<Authenticator<User>>>();
  /** The authenticator of the request's site origin (a failed discovery is asked again next time). */
  const authenticatorFor = (request: Request): Promise<Authenticator<User>> => {
    const origin = siteOriginOf(new URL(request.url).origin, config.siteOrigins);
    let authenticator = authenticators.get(origin);
    if (!authenticator) {
      authenticator = create(origin).catch((error: unknown) => {
        authenticators.delete(origin);
        throw error;
      });
      authenticators.set(origin, authenticator);
    }
    return authenticator;
  };
  return { discover, authenticatorFor };
}
