/**
 * Sandbox OpenID Connect clients: the single source of truth for their ids, secrets and
 * redirect paths. The app's configuration defaults and the tests import these constants.
 *
 * Both clients are confidential, authenticate at the token endpoint with
 * `client_secret_basic` (HTTP Basic, which is what remix-auth-oauth2 / arctic send), use the
 * authorization code flow with PKCE S256 (required) and may request the scopes in
 * {@link OIDC_SCOPES}.
 */

/** Client area (VSMP) client. */
export const CLIENT_AREA_CLIENT_ID = "vsmp-client-area";
export const CLIENT_AREA_CLIENT_SECRET = "sandbox-client-secret";
export const CLIENT_AREA_CALLBACK_PATH = "/vsmp/connexion/callback";
/** Where the client area returns after RP-initiated logout (`${origin}/`). */
export const CLIENT_AREA_POST_LOGOUT_PATHS = ["/"] as const;

/** Agent (SIBP) client. */
export const AGENT_CLIENT_ID = "sibp-agent";
export const AGENT_CLIENT_SECRET = "sandbox-agent-secret";
export const AGENT_CALLBACK_PATH = "/sibp/authenticate";
export const AGENT_POST_LOGOUT_PATHS = ["/sibp/login?logged_out=1", "/"] as const;

/** Scopes both clients may request (space separated, as sent in `scope`). */
export const OIDC_SCOPES = "openid profile email address";

/** Token endpoint authentication method registered for both clients. */
export const TOKEN_ENDPOINT_AUTH_METHOD = "client_secret_basic";

/** Origins of the app used to build exact redirect URIs when none are given: port 3000's loopback names. */
export const DEFAULT_APP_ORIGINS = ["http://localhost:3000", "http://127.0.0.1:3000", "http://[::1]:3000"] as const;

/** Path under which the sandbox mounts the provider (`${sandboxOrigin}${OIDC_MOUNT_PATH}` is the issuer). */
export const OIDC_MOUNT_PATH = "/oidc";

/** Password of every seeded demo account. */
export const DEMO_PASSWORD = "demo1234";

/** Seeded demo logins (see accounts.ts for their claims). */
export const DEMO_ACCOUNTS = {
  clientWithContract: { login: "marie.dupont@example.fr", sub: "100001" },
  clientWithoutContract: { login: "paul.martin@example.fr", sub: "100002" },
  agent: { login: "AG12345", sub: "AG12345", codeRegate: "R75001" },
  /** Follows contract 2024000123 as a relative (the family circle). */
  relative: { login: "luc.dupont@example.fr", sub: "300001" },
  /** Owns contract 2025000789, mobile remote assistance with geofencing. */
  clientWithGeofencing: { login: "claire.petit@example.fr", sub: "300002" },
} as const;

export type SandboxClientId = typeof CLIENT_AREA_CLIENT_ID | typeof AGENT_CLIENT_ID;

function trimOrigin(origin: string): string {
  return origin.replace(/\/+$/, "");
}

export function clientAreaRedirectUris(origins: readonly string[]): string[] {
  return origins.map((o) => `${trimOrigin(o)}${CLIENT_AREA_CALLBACK_PATH}`);
}

export function agentRedirectUris(origins: readonly string[]): string[] {
  return origins.map((o) => `${trimOrigin(o)}${AGENT_CALLBACK_PATH}`);
}

export function clientAreaPostLogoutRedirectUris(origins: readonly string[]): string[] {
  return origins.flatMap((o) => CLIENT_AREA_POST_LOGOUT_PATHS.map((p) => `${trimOrigin(o)}${p}`));
}

export function agentPostLogoutRedirectUris(origins: readonly string[]): string[] {
  return origins.flatMap((o) => AGENT_POST_LOGOUT_PATHS.map((p) => `${trimOrigin(o)}${p}`));
}
