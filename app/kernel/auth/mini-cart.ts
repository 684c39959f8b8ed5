/**
 * The shop's mini-cart in the header (SPEC 2 "cart" middleware, SPEC 8 "e-commerce HTTP 401";
 * decision 092).
 */

/**
 * SPEC 8's no-logout list: pages where an e-commerce 401 does not sign the person out (the
 * count is hidden instead): a subscription or a counter session in progress would be cut.
 */
export const NO_LOGOUT_PREFIXES = ["/services-seniors/souscription", "/sibp", "/vsmp/connexion", "/deconnexion"] as const;

export function isNoLogoutPath(pathname: string): boolean {
  return NO_LOGOUT_PREFIXES.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));
}

/** What the header shows: a count (0 included), or nothing when it could not be read. */
export type MiniCart = { count: number } | null;
