import type { AppLoadContext, EntryContext } from "@remix-run/node";
import { RemixServer } from "@remix-run/react";
import { I18nextProvider } from "react-i18next";
import { config } from "~/platform/config.server";
import { baselineHeaders, contentSecurityPolicy } from "~/domain/security";
import type { Locale } from "~/i18n/locales";
import { getI18n, getLocale } from "~/i18n/i18next.server";
import {
  anonymousDocumentKey,
  DOCUMENT_TAKEN,
  documentBody,
  frontKey,
  keepFront,
  keepRendered,
  NONCE_PLACEHOLDER,
  prepareRendered,
  readRendered,
} from "~/performance/document-memo.server";
import { log } from "~/platform/logger.server";
import { NonceContext, SessionIdContext } from "~/components/nonce";
import { errorPageFailureHtml } from "~/components/error-fallback";
import { MenuHtmlContext } from "~/components/site-menu";
import { joinPieces, piecesAround } from "~/performance/document-pieces.server";
import { getMenuHtml, MENU_SLOT } from "~/performance/menu-html.server";
import { renderWholeDocument } from "~/performance/document-render.server";
import { rememberRenderRoutes } from "~/performance/render-routes.server";
import { rememberRouteMatches } from "~/performance/route-matching.server";

rememberRouteMatches();
rememberRenderRoutes();

export const streamTimeout = 5000;

const identityOrigins = [...new Set([config.identity.client.issuer, config.identity.agent.issuer].map((url) => new URL(url).origin))];

export function applySecurityHeaders(headers: Headers, nonce: string | null) {
  for (const [name, value] of Object.entries(baselineHeaders(config.production))) headers.set(name, value);
  if (nonce !== null) {
    headers.set(
      "Content-Security-Policy",
      contentSecurityPolicy(nonce, { formActions: identityOrigins, development: !config.production && !process.env.APP_SERVER }),
    );
  }
}

function newNonce(): string {
  return Buffer.from(crypto.getRandomValues(new Uint8Array(16))).toString("base64");
}

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
  loadContext: AppLoadContext,
) {
  // A post whose unexpected fields the form reader left out: the form comes back with its message, as a 400.
  if (loadContext.formRefused && responseStatusCode < 400) responseStatusCode = 400;
  const nonce = loadContext.nonce ?? newNonce();
  const locale = await getLocale(request);
  const menu = await getMenuHtml(locale, loadContext.requestId);
  responseHeaders.set("Content-Type", "text/html; charset=utf-8");
  applySecurityHeaders(responseHeaders, nonce);

  const key = anonymousDocumentKey(request, responseStatusCode, responseHeaders, remixContext, locale, menu.version);
  try {
    if (key === null) {
      // A person's page (or a POST, an error): rendered for this request with its own nonce; the
      // app server compresses it in one go.
      // The menu, the same for everyone, goes in as a piece compressed once (its slot here).
      const html = await renderDocument(request, remixContext, locale, menu.piece ? MENU_SLOT : menu.html, loadContext, nonce);
      const pieces = piecesAround(html, MENU_SLOT, menu.piece);
      if (loadContext.takeDocument) {
        // The app server sends these pieces itself: no web stream to build here and read there.
        loadContext.takeDocument(pieces);
        responseHeaders.set(DOCUMENT_TAKEN, "1");
        return new Response(null, { status: responseStatusCode, headers: responseHeaders });
      }
      return new Response(joinPieces(pieces) as unknown as BodyInit, { status: responseStatusCode, headers: responseHeaders });
    }
    let rendered = readRendered(key);
    if (rendered === null) {
      const html = await renderDocument(request, remixContext, locale, menu.html, loadContext, NONCE_PLACEHOLDER);
      rendered = prepareRendered(html);
      keepRendered(key, rendered);
    }
    const gzip = /\bgzip\b/.test(request.headers.get("accept-encoding") ?? "");
    const body = documentBody(rendered, nonce, gzip);
    const front = frontKey(request.method, request.url, request.headers.get("cookie"));
    // Only the app server reads the front, and it always gives the list of per-address reads.
    if (front !== null && loadContext.addressReads) keepFront(front, rendered, responseStatusCode, responseHeaders, nonce, loadContext.addressReads);
    responseHeaders.set("Vary", "Accept-Encoding");
    if (gzip) responseHeaders.set("Content-Encoding", "gzip");
    responseHeaders.set("Content-Length", String(Buffer.byteLength(body)));
    // A Buffer is a Uint8Array: no copy (the DOM typings want an ArrayBuffer-backed view).
    return new Response(body as unknown as BodyInit, {
      status: responseStatusCode,
      headers: responseHeaders,
    });
  } catch (error) {
    log("error", "render failed", { error, requestId: loadContext.requestId });
    return new Response(errorPageFailureHtml(locale), { status: 500, headers: responseHeaders });
  }
}

/** Renders the whole document (all data included) with this nonce (or the memo's placeholder). */
async function renderDocument(
  request: Request,
  remixContext: EntryContext,
  locale: Locale,
  menuHtml: string | null,
  { sessionId }: AppLoadContext,
  nonce: string,
): Promise<string> {
  return renderWholeDocument(
    remixContext,
    <NonceContext.Provider value={nonce}>
      <SessionIdContext.Provider value={remixContext.staticHandlerContext.errors ? (sessionId ?? null) : null}>
        <MenuHtmlContext.Provider value={menuHtml ?? ""}>
          <I18nextProvider i18n={getI18n(locale)}>
            <RemixServer context={remixContext} url={request.url} abortDelay={streamTimeout} nonce={nonce} />
          </I18nextProvider>
        </MenuHtmlContext.Provider>
      </SessionIdContext.Provider>
    </NonceContext.Provider>,
    streamTimeout + 1000,
  );
}

export function handleDataRequest(response: Response) {
  applySecurityHeaders(response.headers, null);
  return response;
}

export function handleError(error: unknown, { request }: { request: Request }) {
  if (request.signal.aborted) return;
  log("error", "unhandled error", {
    path: new URL(request.url).pathname,
    error,
  });
}
