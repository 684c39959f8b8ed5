import { safeReturnPath } from "./return-path";

/**
 * SPEC 2, route guards: an anonymous visitor on a secured route goes to the login page with
 * redirect (success target), fallback (error target) and profile; an authenticated user or a
 * user in preview mode goes through.
 */
export type Access = { allowed: true } | { allowed: false; location: string };

export const LOGIN_PATH = "/vsmp/connexion";

export interface GuardInput {
  authenticated: boolean;
  preview: boolean;
  path: string;
  fallback?: string;
  profile?: string;
}

export function checkSecuredRoute({ authenticated, preview, path, fallback, profile }: GuardInput): Access {
  if (authenticated || preview) return { allowed: true };
  return { allowed: false, location: loginLocation(path, fallback, profile) };
}

export function loginLocation(redirect: string, fallback = "/", profile = "part"): string {
  const query = new URLSearchParams({
    redirect: safeReturnPath(redirect),
    fallback: safeReturnPath(fallback),
    profile,
  });
  return `${LOGIN_PATH}?${query}`;
}

/** A content editor's preview (the content system adds its ticket) skips the login redirect. */
export function isPreviewRequest(url: URL): boolean {
  return (url.searchParams.get("cmsTicketId") ?? "").trim().length > 0;
}

/** The paths where signing out sends the person home rather than back where they were. */
const SIGN_OUT_HOME_PREFIXES = ["/services-seniors/contrat", "/vsmp/", "/sibp/"];

export function signOutTarget(redirect: unknown): string {
  const path = safeReturnPath(redirect);
  return SIGN_OUT_HOME_PREFIXES.some((prefix) => path.startsWith(prefix)) ? "/" : path;
}
