import { PassThrough } from "node:stream";
import { createReadableStreamFromReadable, type AppLoadContext, type EntryContext } from "@remix-run/node";
import { RemixServer } from "@remix-run/react";
import { renderToPipeableStream } from "react-dom/server";
import { I18nextProvider } from "react-i18next";
import { config } from "~/config.server";
import { baselineHeaders, contentSecurityPolicy } from "~/domain/security";
import { getI18n, getLocale } from "~/i18n.server";
import { log } from "~/logger.server";
import { NonceContext } from "~/components/nonce";
import { errorPageFailureHtml } from "~/components/error-fallback";
import { MenuHtmlContext } from "~/components/site-menu";
import { getMenuHtml } from "~/upstream/content.server";

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
  const nonce = loadContext.nonce ?? newNonce();
  const locale = await getLocale(request);
  const menuHtml = await getMenuHtml(locale, loadContext.requestId);
  responseHeaders.set("Content-Type", "text/html; charset=utf-8");
  applySecurityHeaders(responseHeaders, nonce);

  return new Promise<Response>((resolve) => {
    let failed = false;
    const { pipe, abort } = renderToPipeableStream(
      <NonceContext.Provider value={nonce}>
        <MenuHtmlContext.Provider value={menuHtml ?? ""}>
          <I18nextProvider i18n={getI18n(locale)}>
            <RemixServer context={remixContext} url={request.url} abortDelay={streamTimeout} nonce={nonce} />
          </I18nextProvider>
        </MenuHtmlContext.Provider>
      </NonceContext.Provider>,
      {
        nonce,
        onAllReady() {
          const body = new PassThrough();
          resolve(
            new Response(createReadableStreamFromReadable(body), {
              headers: responseHeaders,
              status: failed ? 500 : responseStatusCode,
            }),
          );
          pipe(body);
        },
        onShellError(error: unknown) {
          log("error", "render failed", { error: String(error), requestId: loadContext.requestId });
          resolve(
            new Response(errorPageFailureHtml(locale), {
              status: 500,
              headers: responseHeaders,
            }),
          );
        },
        onError(error: unknown) {
          failed = true;
          log("error", "render error", { error: String(error), requestId: loadContext.requestId });
        },
      },
    );
    setTimeout(abort, streamTimeout + 1000);
  });
}

export function handleDataRequest(response: Response) {
  applySecurityHeaders(response.headers, null);
  return response;
}

export function handleError(error: unknown, { request }: { request: Request }) {
  if (request.signal.aborted) return;
  log("error", "unhandled error", {
    path: new URL(request.url).pathname,
    error: error instanceof Error ? `${error.name}: ${error.message}` : String(error),
  });
}
