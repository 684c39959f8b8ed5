import { PassThrough } from "node:stream";
import { createReadableStreamFromReadable, type AppLoadContext, type EntryContext } from "@remix-run/node";
import { RemixServer } from "@remix-run/react";
import { renderToPipeableStream } from "react-dom/server";
import { I18nextProvider } from "react-i18next";
import { getI18n, getLocale } from "~/kernel/i18n/i18next.server";
import { applyDocumentSecurityHeaders, applySecurityHeaders, newNonce } from "~/kernel/platform/http-security.server";
import { log } from "~/kernel/platform/logger.server";
import { noteRouteId } from "~/kernel/platform/request-context.server";
import { errorPageFailureHtml } from "~/kernel/ui/error-fallback";
import { NonceContext, SessionIdContext } from "~/kernel/ui/nonce";
import { RefusedPostContext } from "~/kernel/ui/document-meta";
import { DocumentErrorContext, pageHasScripts } from "~/kernel/ui/scripts";
import { config } from "~/kernel/platform/config.server";
import { pageIsShared, sharedCacheHeaders, sharedCacheKey } from "~/kernel/platform/shared-page-cache";

/**
 * Remix's standard Node document entry (`renderToPipeableStream`), with the request's CSP nonce
 * on every script React and Remix write and the security headers of
 * app/kernel/platform/http-security.server.ts. The whole document is sent once ready (`onAllReady`):
 * every page must work without JavaScript, so nothing is left for a script to fill in.
 */
export const streamTimeout = 5000;

const development = process.env.NODE_ENV === "development";

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
  loadContext: AppLoadContext,
) {
  const nonce = loadContext.nonce ?? newNonce();
  const locale = await getLocale(request);
  const { matches, errors } = remixContext.staticHandlerContext;
  noteRouteId(matches.at(-1)?.route.id ?? "root");
  const handles = matches.map((match) => remixContext.routeModules[match.route.id]?.handle);
  const scripts = pageHasScripts(handles, Boolean(errors));
  // A form refused, its page shown again: a post's action answered 400 or more, or a search
  // form's loader (a GET) answered 400. The title says so.
  const refusedForm = !errors && (request.method === "POST" ? responseStatusCode >= 400 : responseStatusCode === 400);
  responseHeaders.set("Content-Type", "text/html; charset=utf-8");
  // An editorial page has no script at all: its policy allows none.
  applyDocumentSecurityHeaders(responseHeaders, scripts ? nonce : null, development);
  // An editorial page that says so, the same for every anonymous visitor of a language: a shared
  // cache may keep it (decision 094). A route's own Cache-Control always stands.
  if (
    pageIsShared(handles) &&
    !scripts &&
    !errors &&
    responseStatusCode === 200 &&
    config.cache.pageTtlS > 0 &&
    !responseHeaders.has("Cache-Control") &&
    !responseHeaders.has("Set-Cookie") &&
    sharedCacheKey({ method: request.method, url: request.url, cookie: request.headers.get("cookie"), authorization: request.headers.get("authorization") }) !== null
  ) {
    for (const [name, value] of Object.entries(sharedCacheHeaders(config.cache.pageTtlS))) responseHeaders.set(name, value);
  }

  return new Promise<Response>((resolve) => {
    let sent = false;
    const { pipe, abort } = renderToPipeableStream(
      <NonceContext.Provider value={nonce}>
        <SessionIdContext.Provider value={loadContext.sessionId ?? null}>
          <DocumentErrorContext.Provider value={Boolean(errors)}>
            <RefusedPostContext.Provider value={refusedForm}>
              <I18nextProvider i18n={getI18n(locale)}>
                <RemixServer context={remixContext} url={request.url} abortDelay={streamTimeout} nonce={nonce} />
              </I18nextProvider>
            </RefusedPostContext.Provider>
          </DocumentErrorContext.Provider>
        </SessionIdContext.Provider>
      </NonceContext.Provider>,
      {
        nonce,
        onAllReady() {
          sent = true;
          const body = new PassThrough();
          resolve(new Response(createReadableStreamFromReadable(body), { status: responseStatusCode, headers: responseHeaders }));
          pipe(body);
        },
        onShellError(error: unknown) {
          // Even the error page could not be rendered: static HTML, translated, nothing of the error.
          log("error", "render failed", { error, requestId: loadContext.requestId });
          resolve(new Response(errorPageFailureHtml(locale), { status: 500, headers: responseHeaders }));
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          if (sent) log("error", "render failed", { error, requestId: loadContext.requestId });
        },
      },
    );
    setTimeout(abort, streamTimeout + 1000);
  });
}

export function handleDataRequest(response: Response) {
  applySecurityHeaders(response.headers);
  return response;
}

export function handleError(error: unknown, { request }: { request: Request }) {
  if (request.signal.aborted) return;
  log("error", "unhandled error", {
    path: new URL(request.url).pathname,
    error,
  });
}
