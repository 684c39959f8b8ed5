import { OAuth2Strategy } from "remix-auth-oauth2";
import { z } from "zod";
import { config } from "~/config.server";

/** What the app needs from an OpenID provider's discovery document. */
const discoverySchema = z.object({
  issuer: z.string(),
  authorization_endpoint: z.string().url(),
  token_endpoint: z.string().url(),
  userinfo_endpoint: z.string().url(),
  end_session_endpoint: z.string().url().optional(),
});

export type Discovery = z.infer<typeof discoverySchema>;

export class IdentityProviderError extends Error {
  name = "IdentityProviderError";
}

/** Discovery runs lazily, on first sign-in, so the app starts even when the provider is down. */
export function lazyDiscovery(issuer: string) {
  let pending: Promise<Discovery> | null = null;
  return () => {
    pending ??= fetch(`${issuer}/.well-known/openid-configuration`, {
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

/** Reads the userinfo endpoint with the access token. */
export async function fetchUserInfo(url: string, accessToken: string): Promise<unknown> {
  const response = await fetch(url, {
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
  const response = await fetch(endpoint, {
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
  clientId: string;
  clientSecret: string;
  authorizationEndpoint: string;
  tokenEndpoint: string;
  redirectURI: string;
  scopes: string[];
}

/** An authorization-code + PKCE strategy whose authorize URL can carry extra parameters. */
export class OidcStrategy<User> extends OAuth2Strategy<User> {
  private readonly settings: OidcStrategyOptions;

  constructor(options: OidcStrategyOptions, verify: ConstructorParameters<typeof OAuth2Strategy<User>>[1]) {
    super(options, verify);
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
