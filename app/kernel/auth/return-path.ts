/**
 * Return-to parameters (redirect, fallback, ...) accept same-site relative paths only:
 * one leading slash, no scheme, no protocol-relative `//` or `/\` (before or after the path's
 * dot segments are resolved), no control characters. The answer is the normalised path.
 */
export function safeReturnPath(value: unknown, fallback = "/"): string {
  if (typeof value !== "string" || value.length === 0 || value.length > 2048) return fallback;
  if (!value.startsWith("/") || value.startsWith("//") || value.startsWith("/\\")) return fallback;
  if (/[\u0000-\u001f\u007f\\]/.test(value)) return fallback;
  try {
    const parsed = new URL(value, "http://same.site");
    if (parsed.origin !== "http://same.site") return fallback;
    const path = `${parsed.pathname}${parsed.search}${parsed.hash}`;
    // Checked again once normalised: `/.//evil.com` or `/a/..//evil.com` become `//evil.com`,
    // which a browser reads as another site.
    if (path.startsWith("//") || path.startsWith("/\\")) return fallback;
    return path;
  } catch {
    return fallback;
  }
}

/** The path and query of a request, for use as a return-to value. */
export function currentPath(request: Request): string {
  const url = new URL(request.url);
  return `${url.pathname}${url.search}`;
}

/** The client's dashboard, "Mes contrats". */
export const CONTRACTS_PATH = "/services-seniors/contrat";

/**
 * Where the header's "Se connecter" brings a client back: to "Mes contrats", what a
 * contract owner signs in for, except from the subscription journey, which goes on where it was.
 */
export function signInReturnPath(path: string): string {
  return /^\/(services-seniors\/souscription|particulier\/veiller-sur-mes-parents\/souscription)(\/|$)/.test(path) ? path : CONTRACTS_PATH;
}
