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

export interface OidcClientSettings {
  issuer: string;
  clientId: string;
  clientSecret: string;
}

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

/** An authorization-code + PKCE strategy whose authorize URL can carry extra parameters. */
export class OidcStrategy<User> extends OAuth2Strategy<User> {
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
