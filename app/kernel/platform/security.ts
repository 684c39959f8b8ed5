/** DESIGN 7: the headers every document carries and the Origin rule for mutations. */

/**
 * A document's CSP: scripts only from us or with this request's nonce; a page that has no script
 * at all (an editorial page) gets none (nonce null: `script-src 'none'`).
 */
export function contentSecurityPolicy(nonce: string | null, options: { formActions?: string[]; development?: boolean } = {}): string {
  const formAction = ["'self'", ...(options.formActions ?? [])].join(" ");
  const scripts = nonce === null ? "'none'" : `'self' 'nonce-${nonce}'${options.development ? " 'unsafe-inline'" : ""}`;
  const directives = [
    "default-src 'self'",
    `script-src ${scripts}`,
    `style-src 'self'${options.development ? " 'unsafe-inline'" : ""}`,
    "img-src 'self' data:",
    "font-src 'self'",
    `connect-src 'self'${options.development ? " ws: wss:" : ""}`,
    "object-src 'none'",
    "base-uri 'self'",
    `form-action ${formAction}`,
    "frame-ancestors 'none'",
  ];
  return directives.join("; ");
}

export function baselineHeaders(production: boolean): Record<string, string> {
  return {
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "same-origin",
    "X-Frame-Options": "DENY",
    "Permissions-Policy": "camera=(), microphone=(), geolocation=(), payment=()",
    "Cross-Origin-Opener-Policy": "same-origin",
    ...(production ? { "Strict-Transport-Security": "max-age=31536000; includeSubDomains" } : {}),
  };
}

/**
 * The names a browser on this machine reaches a port by (decision 130): with no public origin
 * configured, each is the site's own, so the page opened at http://127.0.0.1:3000 can post.
 */
export function loopbackOrigins(port: number | string): string[] {
  return [`http://localhost:${port}`, `http://127.0.0.1:${port}`, `http://[::1]:${port}`];
}

/**
 * The site's origin a request was addressed to, when it is one of the site's (the list is
 * configured, never read from the request); otherwise the first, the configured address.
 */
export function siteOriginOf(addressed: string | undefined, siteOrigins: readonly string[]): string {
  return addressed && siteOrigins.includes(addressed) ? addressed : siteOrigins[0]!;
}

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Every mutation must come from one of our own pages: a POST whose Origin (or, without one,
 * whose Sec-Fetch-Site) says it comes from elsewhere is refused.
 */
export function isForeignMutation(
  method: string,
  headers: { origin?: string | null; secFetchSite?: string | null },
  allowedOrigins: readonly string[],
): boolean {
  if (SAFE_METHODS.has(method.toUpperCase())) return false;
  const origin = headers.origin;
  if (origin) return !allowedOrigins.includes(origin);
  if (headers.secFetchSite) return headers.secFetchSite !== "same-origin" && headers.secFetchSite !== "none";
  return false;
}

/**
 * DESIGN 7 and 8: a page that shows a person's data is never stored by a browser or a shared
 * cache (counter PCs, proxies). Routes with such data export this as their `headers`.
 */
export function personalDataHeaders(): Record<string, string> {
  return { "Cache-Control": "private, no-store" };
}
