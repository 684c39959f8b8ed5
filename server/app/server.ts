/**
 * The app's HTTP server: an adapter of node:http to Remix's `createRequestHandler`, as Remix's
 * own adapters are (decision 001). It serves the built assets from memory (Vite's middlewares in
 * development), applies the security checks of app/kernel/platform/http-security.server.ts (a foreign
 * mutation is refused before anything runs; each request gets its CSP nonce), gives each request
 * its request id and support id, and compresses documents. Production (server/app/main.ts) and
 * `npm run dev` (server/app/dev.ts) both serve through it.
 */
import { randomUUID } from "node:crypto";
import { readdir, readFile } from "node:fs/promises";
import http, { type IncomingMessage, type ServerResponse } from "node:http";
import { join, relative, extname, resolve } from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { pathToFileURL } from "node:url";
import { constants, gzipSync } from "node:zlib";
import { createRequestHandler, type ServerBuild } from "@remix-run/node";
import { newNonce, refusesForeignMutation, requestSiteOrigin } from "../../app/kernel/platform/http-security.server";
import { config } from "../../app/kernel/platform/config.server";
import { log } from "../../app/kernel/platform/logger.server";
import { requestContext } from "../../app/kernel/platform/request-context.server";
import { RequestReads } from "../../app/kernel/platform/request-reads";
import { sharedCacheKey } from "../../app/kernel/platform/shared-page-cache";
import { logAccessWhenDone, requestIdOf } from "./access-log";
import { observeRequests, routeMatcher } from "./metrics";
import { createPageCache, type CachedPage, type PageCache } from "./page-cache";
import { onResponseClosed } from "./response-closed";
import { closeConnectionWhileDraining } from "./shutdown";

const CONTENT_TYPES: Record<string, string> = {
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".ico": "image/x-icon",
  ".pdf": "application/pdf",
  ".json": "application/json",
  ".txt": "text/plain; charset=utf-8",
  ".webmanifest": "application/manifest+json",
};

interface StaticFile {
  body: Buffer;
  gzipped: Buffer | null;
  type: string;
  cacheControl: string;
}

async function walk(directory: string): Promise<string[]> {
  const entries = await readdir(directory, { withFileTypes: true });
  const files = await Promise.all(
    entries.map((entry) => (entry.isDirectory() ? walk(join(directory, entry.name)) : [join(directory, entry.name)])),
  );
  return files.flat();
}

/** The client build is small: keep it in memory, pre-compressed, once. */
export async function loadStaticFiles(directory: string): Promise<Map<string, StaticFile>> {
  const files = new Map<string, StaticFile>();
  for (const file of await walk(directory)) {
    const path = `/${relative(directory, file).split("\\").join("/")}`;
    const body = await readFile(file);
    const type = CONTENT_TYPES[extname(file)] ?? "application/octet-stream";
    const compressible = /text|javascript|json|svg/.test(type) && body.length > 512;
    files.set(path, {
      body,
      gzipped: compressible ? gzipSync(body, { level: 9 }) : null,
      type,
      cacheControl: path.startsWith("/assets/") ? "public, max-age=31536000, immutable" : "public, max-age=3600",
    });
  }
  return files;
}

function acceptsGzip(request: IncomingMessage): boolean {
  return /\bgzip\b/.test(request.headers["accept-encoding"] ?? "");
}

function serveStatic(request: IncomingMessage, response: ServerResponse, file: StaticFile) {
  const gzip = file.gzipped && acceptsGzip(request);
  const body = gzip ? file.gzipped! : file.body;
  response.writeHead(200, {
    "Content-Type": file.type,
    "Content-Length": body.length,
    "Cache-Control": file.cacheControl,
    "X-Content-Type-Options": "nosniff",
    Vary: "Accept-Encoding",
    ...(gzip ? { "Content-Encoding": "gzip" } : {}),
  });
  response.end(request.method === "HEAD" ? undefined : body);
}

const SESSION_ID = /(?:^|;\s*)sid=([A-Za-z0-9-]{8,64})(?:;|$)/;

/**
 * The Request's signal: aborted when the response closes, cut short (the visitor left: upstream
 * reads stop) or finished, as Remix's own adapters do. Remix clears its timer of a document's
 * data stream only on this abort: without it every page's loader data (a person's data) stayed
 * in memory 5 s after the response.
 */
export function requestSignal(response: ServerResponse): AbortSignal {
  const controller = new AbortController();
  onResponseClosed(response, () => controller.abort());
  return controller.signal;
}

function toRequest(request: IncomingMessage, href: string, signal: AbortSignal): Request {
  const headers = new Headers();
  const raw = request.rawHeaders;
  for (let index = 0; index < raw.length; index += 2) headers.append(raw[index]!, raw[index + 1]!);
  // The site's configured host, never the one the client sent: Remix compares it with the Origin
  // of an action's post (checked before this, against the same configured origin), and a forged
  // Host header made that comparison throw (a 500 for anyone).
  headers.set("host", new URL(href).host);
  const method = request.method ?? "GET";
  const init: RequestInit & { duplex?: "half" } = { method, headers, signal };
  if (method !== "GET" && method !== "HEAD") {
    init.body = Readable.toWeb(request) as ReadableStream;
    init.duplex = "half";
  }
  return new Request(href, init);
}

/** What a refused mutation's page is asked with: a GET of the refusal page, the person's own headers (language, cookies), no body. */
function refusalRequest(request: IncomingMessage, origin: string, signal: AbortSignal): Request {
  const headers = new Headers();
  for (const name of ["accept", "accept-language", "cookie", "user-agent"]) {
    const value = request.headers[name];
    if (typeof value === "string") headers.set(name, value);
  }
  return new Request(new URL("/formulaire-refuse", origin), { headers, signal });
}

const COMPRESSIBLE = /^(text\/html|application\/json|text\/x-script|text\/plain)/;

/**
 * Sends Remix's response. Documents and data are compressed in one go (gzip, fastest level);
 * downloads (PDFs) stream through as they
 * come, at the client's pace (pipeline: backpressure, and a client that leaves cancels the body,
 * which aborts the upstream read; an upstream failure mid-way breaks the connection rather than
 * ending a truncated file with status 200). A request body the app did not read to its end (a
 * refused post) closes the connection after the answer: the next request on it would wait
 * behind those bytes.
 */
export async function sendResponse(
  request: IncomingMessage,
  response: ServerResponse,
  result: Response,
  extraCookie: string | null,
  keep?: (result: Response, bytes: Buffer) => CachedPage | null,
) {
  const headers: Record<string, string | string[]> = {};
  result.headers.forEach((value, name) => {
    if (name !== "set-cookie") headers[name] = value;
  });
  const cookies = result.headers.getSetCookie();
  if (extraCookie) cookies.push(extraCookie);
  if (cookies.length > 0) headers["set-cookie"] = cookies;
  if (!request.complete) headers.connection = "close";

  if (!result.body || request.method === "HEAD") {
    response.writeHead(result.status, headers);
    response.end();
    await result.body?.cancel();
    return;
  }
  const type = result.headers.get("content-type") ?? "";
  if (COMPRESSIBLE.test(type) && !result.headers.has("content-encoding")) {
    // Documents and data are small and finished once rendered (the entry sends a whole
    // document): compressed in one go, at the fastest level (most of the saving for a fraction
    // of the CPU), with their length.
    const bytes = Buffer.from(await result.arrayBuffer());
    const page = keep?.(result, bytes);
    if (page) return sendPage(request, response, page, extraCookie);
    const gzip = acceptsGzip(request) && bytes.length > 1024;
    const payload = gzip ? gzipSync(bytes, { level: constants.Z_BEST_SPEED }) : bytes;
    headers["content-length"] = String(payload.length);
    headers.vary = varyWithEncoding(headers.vary);
    if (gzip) headers["content-encoding"] = "gzip";
    response.writeHead(result.status, headers);
    response.end(payload);
    return;
  }
  response.writeHead(result.status, headers);
  await pipeline(Readable.fromWeb(result.body as import("node:stream/web").ReadableStream), response).catch(() => undefined);
}

/** The app's `Vary` (if any) with `Accept-Encoding`, which compression adds. */
function varyWithEncoding(vary: string | string[] | undefined): string {
  const names = typeof vary === "string" ? vary.split(",").map((name) => name.trim()).filter(Boolean) : [];
  return ["Accept-Encoding", ...names.filter((name) => name.toLowerCase() !== "accept-encoding")].join(", ");
}

function hasBody(request: IncomingMessage): boolean {
  const length = request.headers["content-length"];
  return request.headers["transfer-encoding"] !== undefined || (length !== undefined && length !== "0");
}

/** A page of the shared cache, compressed when the client takes gzip, with this visitor's support id. */
function sendPage(request: IncomingMessage, response: ServerResponse, page: CachedPage, extraCookie: string | null) {
  const gzip = acceptsGzip(request);
  const body = gzip ? page.gzipped : page.body;
  const headers: Record<string, string> = { ...page.headers, vary: varyWithEncoding(page.headers.vary), "content-length": String(body.length) };
  if (gzip) headers["content-encoding"] = "gzip";
  if (extraCookie) headers["set-cookie"] = extraCookie;
  // Answered as the request's headers arrive (before Node marks a bodiless request complete): the
  // connection is closed only when the request announced a body that nobody will read.
  if (hasBody(request) && !request.complete) headers.connection = "close";
  response.writeHead(page.status, headers);
  response.end(request.method === "HEAD" ? undefined : body);
}

export interface AppListenerOptions {
  /** The Remix build, or how to load it (Vite's dev server loads it anew after each change). */
  build: ServerBuild | (() => Promise<ServerBuild>);
  mode: string;
  /** The client build, served from memory (production). */
  assets?: Map<string, StaticFile>;
  /** Vite's middlewares (development): its modules and assets, before the app. */
  devMiddleware?: (request: IncomingMessage, response: ServerResponse, next: () => void) => void;
  /** The shared cache of anonymous editorial pages (decision 094): production only, by default. */
  pageCache?: PageCache | null;
  /** Requests answered at once with 503 beyond this many in flight (probes excepted). */
  maxRequestsInFlight?: number;
}

/** What the server takes from its clients (decision 119): time-outs and caps, from the configuration by default. */
export interface ServerLimits {
  headersTimeoutMs: number;
  requestTimeoutMs: number;
  maxConnections: number;
}

/** Probes answer whatever the load: a busy process is alive, and says so (decision 119). */
const PROBES = new Set(["/healthz", "/readyz"]);

/**
 * Beyond its requests in flight a process answers at once, without reading the body: a short
 * page in both languages, 503 with Retry-After, and the connection closed.
 */
function answerBusy(response: ServerResponse) {
  response.writeHead(503, {
    "Content-Type": "text/html; charset=utf-8",
    "Cache-Control": "no-store",
    "Retry-After": "5",
    "X-Content-Type-Options": "nosniff",
    Connection: "close",
  });
  response.end(BUSY_PAGE);
}

const BUSY_PAGE =
  '<!doctype html><html lang="fr"><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>Service très demandé</title>' +
  "<h1>Le service est très demandé</h1><p>Réessayez dans quelques secondes : rien de ce que vous avez saisi n'a été perdu, revenez en arrière et envoyez à nouveau.</p>" +
  '<p lang="en">The service is very busy. Please try again in a few seconds: go back and send again, nothing you typed is lost.</p></html>';

export function createAppListener({
  build,
  mode,
  assets,
  devMiddleware,
  pageCache = mode === "production" ? createPageCache() : null,
  maxRequestsInFlight = config.limits.maxRequestsInFlight,
}: AppListenerOptions) {
  const handle = createRequestHandler(build, mode);
  let inFlight = 0;
  const observe = observeRequests(routeMatcher(build, assets));

  async function serve(request: IncomingMessage, response: ServerResponse, requestId: string) {
    try {
      const method = request.method ?? "GET";
      // The same checks on every path, before anything else runs (a foreign mutation is refused
      // before its body is read: the connection is closed after this answer).
      if (refusesForeignMutation(method, { origin: request.headers.origin, secFetchSite: request.headers["sec-fetch-site"] as string | undefined })) {
        // A page in the person's language, in the site's layout, status 403 (decision 130).
        response.setHeader("Connection", "close");
        const page = request.url ?? "/";
        const refused = await handle(refusalRequest(request, requestSiteOrigin(request.headers.host), requestSignal(response)), {
          nonce: newNonce(),
          requestId,
          refusedMutation: { page },
          reads: new RequestReads(),
        });
        return await sendResponse(request, response, refused, null);
      }
      const path = (request.url ?? "/").split("?")[0]!;
      const asset = method === "GET" || method === "HEAD" ? assets?.get(path) : undefined;
      if (asset) return serveStatic(request, response, asset);
      if (devMiddleware) {
        // Vite answers its own modules and assets; anything else comes on to the app.
        const passedOn = await new Promise<boolean>((resolvePassed) => {
          response.once("finish", () => resolvePassed(false));
          devMiddleware(request, response, () => resolvePassed(true));
        });
        if (!passedOn) return;
      }

      const existing = SESSION_ID.exec(request.headers.cookie ?? "")?.[1];
      const sessionId = existing ?? randomUUID();
      const sidCookie = existing
        ? null
        : // A support identifier shown on error pages, not a credential: readable by the page's script.
          `sid=${sessionId}; Path=/; SameSite=Lax${config.publicOrigin.startsWith("https") ? "; Secure" : ""}`;
      // One of the site's configured origins, the Host header choosing among them only.
      const href = new URL(request.url ?? "/", requestSiteOrigin(request.headers.host)).href;
      const cacheKey = pageCache
        ? sharedCacheKey({ method, url: href, cookie: request.headers.cookie, authorization: request.headers.authorization })
        : null;
      const kept = cacheKey ? pageCache!.get(cacheKey) : undefined;
      if (kept) return sendPage(request, response, kept, sidCookie);
      const result = await handle(toRequest(request, href, requestSignal(response)), {
        nonce: newNonce(),
        requestId,
        sessionId,
        clientAddress: request.socket.remoteAddress,
        reads: new RequestReads(),
      });
      const keep = cacheKey && method === "GET" ? (answer: Response, bytes: Buffer) => pageCache!.keep(cacheKey, answer, bytes) : undefined;
      await sendResponse(request, response, result, sidCookie, keep);
    } catch (error) {
      log("error", "request failed", { error });
      if (!response.headersSent) {
        response.writeHead(500, { "Content-Type": "text/plain; charset=utf-8" });
      }
      response.end(response.headersSent ? undefined : "Une erreur est survenue / An error occurred");
    }
  }

  return function listener(request: IncomingMessage, response: ServerResponse) {
    const requestId = requestIdOf(request);
    response.setHeader("X-Request-Id", requestId);
    const context = observe(request, response, requestId);
    logAccessWhenDone(request, response, context);
    if (!PROBES.has((request.url ?? "/").split("?")[0]!)) {
      if (inFlight >= maxRequestsInFlight) return answerBusy(response);
      inFlight += 1;
      onResponseClosed(response, () => (inFlight -= 1));
    }
    closeConnectionWhileDraining(response);
    return requestContext.run(context, () => serve(request, response, requestId));
  };
}

export async function startAppServer(options: AppListenerOptions & { port: number; host: string; keepAliveTimeoutMs: number; limits?: ServerLimits }) {
  const listener = createAppListener(options);
  const limits = options.limits ?? config.limits;
  const server = http.createServer(
    {
      // Idle connections outlive the load balancer's own idle time-out, so it never reuses one we closed.
      keepAliveTimeout: options.keepAliveTimeoutMs,
      // A request's headers, then the whole request, within seconds: a client that trickles its
      // bytes is cut off (408) instead of holding memory for Node's default five minutes.
      headersTimeout: limits.headersTimeoutMs,
      requestTimeout: limits.requestTimeoutMs,
      // How often those time-outs are checked (Node's default, 30 s, would let them run over).
      connectionsCheckingInterval: 1000,
    },
    (request, response) => void listener(request, response),
  );
  // Beyond it, new connections are closed as they arrive.
  server.maxConnections = limits.maxConnections;
  await new Promise<void>((resolveListen) => server.listen(options.port, options.host, resolveListen));
  return server;
}

/** The production build: the Remix server build and the client assets beside it. */
export async function loadBuild(buildDirectory: string) {
  const build = (await import(pathToFileURL(resolve(buildDirectory, "server/index.js")).href)) as ServerBuild;
  return { build, assets: await loadStaticFiles(resolve(buildDirectory, "client")) };
}
