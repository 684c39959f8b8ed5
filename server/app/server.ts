/**
 * The app's HTTP server: node:http in front of the Remix request handler, with no framework in
 * between (a bare remix-serve page runs at about 1 % of a raw node:http server's rate). It
 * serves the built assets from memory, refuses foreign mutations, gives each request its CSP
 * nonce, request id and session id, and compresses documents.
 */
import { randomUUID, randomBytes } from "node:crypto";
import { readdir, readFile } from "node:fs/promises";
import http, { type IncomingMessage, type ServerResponse } from "node:http";
import { join, relative, extname, resolve } from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { pathToFileURL } from "node:url";
import { gzipSync } from "node:zlib";
import { createRequestHandler, type ServerBuild } from "@remix-run/node";
import { forwardedProtocol, isForeignMutation } from "../../app/domain/security";
import { gzipPieces, joinPieces, piecesLength, type Piece } from "../../app/performance/document-pieces.server";
import { answersClient, DOCUMENT_TAKEN, documentBody, frontDocument, frontKey, type FrontDocument } from "../../app/performance/document-memo.server";
import { log } from "../../app/platform/logger.server";
import { requestContext } from "../../app/platform/request-context.server";
import { logAccessWhenDone, requestIdOf } from "./access-log";
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

/** X-Forwarded-For as the Fetch API's Headers would give it (repeated headers joined). */
function forwardedFor(request: IncomingMessage): string | null {
  const value = request.headers["x-forwarded-for"];
  return value === undefined ? null : String(value);
}

/** A block of random bytes, drawn 4 KiB at a time, that CSP nonces are cut from. */
let nonceBytes = Buffer.alloc(0);
let nonceOffset = 0;
const NONCE_LENGTH = 16;

/**
 * A CSP nonce: 16 bytes of the system's CSPRNG, in base64, never given twice. They are cut in
 * turn from a block drawn 256 nonces at a time: one call to the generator per request cost about
 * 0.5 % of a dashboard page's CPU.
 */
export function freshNonce(): string {
  if (nonceOffset + NONCE_LENGTH > nonceBytes.length) {
    nonceBytes = randomBytes(NONCE_LENGTH * 256);
    nonceOffset = 0;
  }
  const nonce = nonceBytes.toString("base64", nonceOffset, nonceOffset + NONCE_LENGTH);
  nonceOffset += NONCE_LENGTH;
  return nonce;
}

const SESSION_ID = /(?:^|;\s*)sid=([A-Za-z0-9-]{8,64})(?:;|$)/;

/**
 * Why a request's signal aborts: an AbortError of its own, made without a stack (where a closed
 * response was noticed tells nothing; capturing it cost about 1 % of a journey page's CPU).
 */
function responseClosed(): DOMException {
  const limit = Error.stackTraceLimit;
  Error.stackTraceLimit = 0;
  try {
    return new DOMException("The response was closed.", "AbortError");
  } finally {
    Error.stackTraceLimit = limit;
  }
}

/**
 * The Request's signal: aborted when the response closes, cut short (the visitor left: upstream
 * reads stop) or finished, as Remix's own adapters do. Remix clears its 5-second timer of a
 * document's data stream only on this abort: without it every page's loader data (a person's
 * data) stayed in memory 5 s after the response, and long enough to be moved to the old
 * generation, whose collections then paused every request in flight.
 */
export function requestSignal(response: ServerResponse): AbortSignal {
  const controller = new AbortController();
  response.once("close", () => controller.abort(responseClosed()));
  return controller.signal;
}

function toRequest(request: IncomingMessage, href: string, signal: AbortSignal): Request {
  const headers = new Headers();
  const raw = request.rawHeaders;
  for (let index = 0; index < raw.length; index += 2) headers.append(raw[index]!, raw[index + 1]!);
  const method = request.method ?? "GET";
  const init: RequestInit & { duplex?: "half" } = { method, headers, signal };
  if (method !== "GET" && method !== "HEAD") {
    init.body = Readable.toWeb(request) as ReadableStream;
    init.duplex = "half";
  }
  return new Request(href, init);
}

const COMPRESSIBLE = /^(text\/html|application\/json|text\/x-script|text\/plain)/;

/**
 * Sends Remix's response. A request body the app did not read to its end (a refused post)
 * closes the connection after the answer: the next request on it would wait behind those
 * bytes. `document` is the rendered document the entry handed over through the
 * load context's `takeDocument`, for a response that says so (DOCUMENT_TAKEN) and has no body.
 */
export async function sendResponse(
  request: IncomingMessage,
  response: ServerResponse,
  result: Response,
  extraCookie: string | null,
  document: Piece[] | null = null,
) {
  const headers: Record<string, string | string[]> = {};
  result.headers.forEach((value, name) => {
    if (name !== "set-cookie" && name !== DOCUMENT_TAKEN) headers[name] = value;
  });
  const taken = document !== null && result.body === null && result.headers.has(DOCUMENT_TAKEN) ? document : null;
  const cookies = result.headers.getSetCookie();
  if (extraCookie) cookies.push(extraCookie);
  if (cookies.length > 0) headers["set-cookie"] = cookies;
  if (!request.complete) headers.connection = "close";

  const type = result.headers.get("content-type") ?? "";
  if ((!result.body && !taken) || request.method === "HEAD") {
    response.writeHead(result.status, headers);
    response.end();
    return;
  }
  if (COMPRESSIBLE.test(type) && !result.headers.has("content-encoding")) {
    // Documents and data are small and finished once rendered: compress them in one go.
    const pieces = taken ?? [Buffer.from(await result.arrayBuffer())];
    const gzip = acceptsGzip(request) && piecesLength(pieces) > 1024;
    // Level 1 (the menu's piece was compressed once): most of the saving of higher levels for a
    // fraction of the CPU per page. In one go on the event loop: handing it to the thread pool
    // saved the loop ~0.04 ms but gave every page one more turn to wait for behind others, and
    // p99 rose by 5–8 ms (app/performance/README.md).
    const payload = gzip ? gzipPieces(pieces) : joinPieces(pieces);
    headers["content-length"] = String(payload.length);
    headers.vary = "Accept-Encoding";
    if (gzip) headers["content-encoding"] = "gzip";
    response.writeHead(result.status, headers);
    response.end(payload);
    return;
  }
  // Downloads (PDFs) stream through as they come, at the client's pace (pipeline: backpressure
  // without waiting on 'drain' forever); a client that leaves cancels the body, which aborts the
  // upstream read; an upstream failure mid-way breaks the connection rather than ending a
  // truncated file with status 200.
  response.writeHead(result.status, headers);
  await pipeline(Readable.fromWeb(result.body as import("node:stream/web").ReadableStream), response).catch(() => undefined);
}

/**
 * A repeated anonymous GET, answered from the document memo's front with this request's own
 * nonce, without running Remix (app/performance/README.md).
 */
function serveFront(request: IncomingMessage, response: ServerResponse, document: FrontDocument, sidCookie: string | null) {
  const nonce = freshNonce();
  const gzip = acceptsGzip(request);
  const body = documentBody(document.rendered, nonce, gzip);
  const headers: Record<string, string | string[]> = Object.fromEntries(document.headers);
  headers["content-security-policy"] = document.policy.join(nonce);
  headers["content-length"] = String(Buffer.byteLength(body));
  headers.vary = "Accept-Encoding";
  headers["x-cache"] = "hit";
  if (gzip) headers["content-encoding"] = "gzip";
  if (sidCookie) headers["set-cookie"] = [sidCookie];
  response.writeHead(document.status, headers);
  response.end(body);
}

export interface AppServerOptions {
  buildDirectory: string;
  publicOrigin?: string;
  mode: string;
  /** Reverse proxies of our own in front of the app: only then is X-Forwarded-Proto believed. */
  trustedProxyHops?: number;
}

export async function createAppListener({ buildDirectory, publicOrigin, mode, trustedProxyHops = 0 }: AppServerOptions) {
  const build = (await import(pathToFileURL(resolve(buildDirectory, "server/index.js")).href)) as ServerBuild;
  const handle = createRequestHandler(build, mode);
  const assets = await loadStaticFiles(resolve(buildDirectory, "client"));

  async function serve(request: IncomingMessage, response: ServerResponse, requestId: string) {
    try {
      const method = request.method ?? "GET";
      const path = (request.url ?? "/").split("?")[0]!;
      const asset = method === "GET" || method === "HEAD" ? assets.get(path) : undefined;
      if (asset) return serveStatic(request, response, asset);

      const protocol = forwardedProtocol(request.headers["x-forwarded-proto"], trustedProxyHops) ?? "http";
      const origin = publicOrigin ?? `${protocol}://${request.headers.host ?? "localhost"}`;
      const originHeader = request.headers.origin;
      if (
        isForeignMutation(
          method,
          { origin: originHeader, secFetchSite: request.headers["sec-fetch-site"] as string | undefined },
          [origin],
        )
      ) {
        // The refused body is not read: the connection is closed after this answer, not left
        // waiting for a next request behind the unread bytes.
        response.writeHead(403, { "Content-Type": "text/plain; charset=utf-8", "X-Content-Type-Options": "nosniff", Connection: "close" });
        response.end("Forbidden / Interdit");
        return;
      }

      const existing = SESSION_ID.exec(request.headers.cookie ?? "")?.[1];
      const sessionId = existing ?? randomUUID();
      const sidCookie = existing
        ? null
        : // A support identifier shown on error pages, not a credential: readable by the page's script.
          `sid=${sessionId}; Path=/; SameSite=Lax${origin.startsWith("https") ? "; Secure" : ""}`;
      // Parsed once here; the Request is made from its text.
      const href = new URL(request.url ?? "/", origin).href;
      const front = frontKey(method, href, request.headers.cookie);
      const document = front === null ? null : frontDocument(front);
      if (document) {
        const client = { remoteAddress: request.socket.remoteAddress, forwardedFor: forwardedFor(request) };
        const answers = answersClient(document, client);
        if (answers === true || (await answers)) return serveFront(request, response, document, sidCookie);
      }
      let rendered: Piece[] | null = null;
      const result = await handle(toRequest(request, href, requestSignal(response)), {
        nonce: freshNonce(),
        requestId,
        sessionId,
        clientAddress: request.socket.remoteAddress,
        takeDocument: (pieces) => {
          rendered = pieces;
        },
        addressReads: [],
      });
      await sendResponse(request, response, result, sidCookie, rendered);
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
    closeConnectionWhileDraining(response);
    logAccessWhenDone(request, response, requestId);
    return requestContext.run({ requestId }, () => serve(request, response, requestId));
  };
}

export async function startAppServer(options: AppServerOptions & { port: number; host: string; keepAliveTimeoutMs: number }) {
  const listener = await createAppListener(options);
  const server = http.createServer(
    // Idle connections outlive the load balancer's own idle time-out, so it never reuses one we closed.
    { keepAliveTimeout: options.keepAliveTimeoutMs, headersTimeout: options.keepAliveTimeoutMs + 1000 },
    (request, response) => void listener(request, response),
  );
  await new Promise<void>((resolveListen) => server.listen(options.port, options.host, resolveListen));
  return server;
}
