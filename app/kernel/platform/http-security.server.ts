import { randomBytes } from "node:crypto";
import { baselineHeaders, contentSecurityPolicy, isForeignMutation, siteOriginOf } from "~/kernel/platform/security";
import { config } from "~/kernel/platform/config.server";

/**
 * The security checks of every request, in one place (DESIGN 7), used on every path the app is
 * served on: the production server and `npm run dev` both run server/app's listener, which
 * refuses a foreign mutation and gives each request its nonce; the document entry
 * (app/entry.server.tsx) sets the headers. The site's origins are the configured ones
 * (`PUBLIC_ORIGIN`, or else the loopback names of the port: decision 130); a request's Host
 * header only chooses among them.
 */

/** Whether a request must be refused (403) before anything else runs: a mutation from another site. */
export function refusesForeignMutation(method: string, headers: { origin?: string | null; secFetchSite?: string | null }): boolean {
  return isForeignMutation(method, headers, config.siteOrigins);
}

/**
 * The site's origin a request was sent to, from its Host header (`127.0.0.1:3000`) when that is
 * one of the site's origins, else the configured address: the request's URL in the app, and so
 * the sign-in's redirect URI, stay on the name the browser used.
 */
export function requestSiteOrigin(host: string | undefined): string {
  return siteOriginOf(host ? `http://${host}` : undefined, config.siteOrigins);
}

/** A CSP nonce: 16 bytes of the system's CSPRNG, in base64, one per request. */
export function newNonce(): string {
  return randomBytes(16).toString("base64");
}

const identityOrigins = [...new Set([config.identity.client.issuer, config.identity.agent.issuer].map((url) => new URL(url).origin))];

/** The headers of every answer of the app: nosniff, referrer policy, framing refused, HSTS in production. */
export function applySecurityHeaders(headers: Headers) {
  for (const [name, value] of Object.entries(baselineHeaders(config.production))) headers.set(name, value);
}

/**
 * A document's headers: those of every answer, and its CSP with this request's nonce, or no
 * script at all for a page that has none (nonce null). `development` (Vite's dev server) allows
 * its inline styles and its reload socket.
 */
export function applyDocumentSecurityHeaders(headers: Headers, nonce: string | null, development = false) {
  applySecurityHeaders(headers);
  headers.set("Content-Security-Policy", contentSecurityPolicy(nonce, { formActions: identityOrigins, development }));
}
