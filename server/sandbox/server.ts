import { once } from "node:events";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { Readable } from "node:stream";
import { getResponse, type HttpHandler } from "msw";
import { actOutFault, takeFault } from "./handlers/control.js";
import { createSandboxHandlers } from "./handlers/index.js";
import type { HubWebhook } from "./handlers/outbox.js";
import { startSmtpReceiver } from "./mail.js";
import { createStore, type SandboxStore } from "./store.js";

export interface SandboxOptions {
  port: number;
  host?: string;
  /** Origins of the app, for the OpenID Connect provider's redirect URIs and CORS. */
  appOrigins: string[];
  /** Defaults to a store persisted to $SANDBOX_DATA_FILE or data/sandbox.json. */
  store?: SandboxStore;
  /** The SMTP port of the outbox (decision 086); none when absent, any free port with 0. */
  smtpPort?: number;
  /** Where the hub announces a new alert to the app (decision 087); none when absent. */
  webhook?: HubWebhook | null;
}

export interface RunningSandbox {
  url: string;
  /** The outbox's SMTP port, when one was asked for. */
  smtpPort: number | null;
  store: SandboxStore;
  close(): Promise<void>;
}

type Listener = (req: IncomingMessage, res: ServerResponse) => void;
type CreateOidcListener = (options: { issuer: string; appOrigins: string[] }) => Promise<Listener>;

function sendJson(res: ServerResponse, status: number, body: unknown): void {
  if (res.headersSent) {
    res.destroy();
    return;
  }
  const text = JSON.stringify(body);
  res.writeHead(status, { "Content-Type": "application/json", "Content-Length": Buffer.byteLength(text) });
  res.end(text);
}

/** node:http request → web Request, aborted when the client goes away. */
function toRequest(req: IncomingMessage, origin: string, signal: AbortSignal): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined || name.startsWith(":")) continue;
    for (const item of Array.isArray(value) ? value : [value]) headers.append(name, item);
  }
  const method = req.method ?? "GET";
  const hasBody = method !== "GET" && method !== "HEAD";
  const init: RequestInit & { duplex?: "half" } = { method, headers, signal };
  if (hasBody) {
    init.body = Readable.toWeb(req) as unknown as ReadableStream<Uint8Array>;
    init.duplex = "half";
  }
  return new Request(new URL(req.url ?? "/", origin), init);
}

/** Writes a web Response to node:http, streaming the body with back-pressure. */
async function writeResponse(response: Response, res: ServerResponse): Promise<void> {
  const headers: Record<string, string | string[]> = {};
  response.headers.forEach((value, name) => {
    if (name !== "set-cookie") headers[name] = value;
  });
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) headers["set-cookie"] = cookies;
  res.writeHead(response.status, headers);
  if (!response.body) {
    res.end();
    return;
  }
  const reader = response.body.getReader();
  const stop = () => void reader.cancel().catch(() => undefined);
  res.once("close", stop);
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      if (!res.write(value)) await once(res, "drain");
    }
    res.end();
  } finally {
    res.off("close", stop);
  }
}

/**
 * The lower-cased fixed start of a handler's path after its any-origin wildcard: `/vsmp/api/`
 * for a handler of `/vsmp/api/:id` under any origin, "" for any path at all; null when it cannot
 * be told (another kind of path).
 */
export function fixedStartOf(path: unknown): string | null {
  if (typeof path !== "string" || !path.startsWith("*")) return null;
  const rest = path.slice(1);
  const end = rest.search(/[:*?+(){}]/);
  return (end < 0 ? rest : rest.slice(0, end)).toLowerCase();
}

/**
 * The handlers that may answer a request, in their order: those of its method whose path's fixed
 * start is in its pathname (at its start, or after a path prefix the any-origin wildcard takes in) (msw matches paths without regard to case). msw compiles the path of
 * every handler it tries, for every request: tried on the few that can match, the sandbox costs
 * the app's benchmark a third less CPU on the same machine. Any handler that could match is kept,
 * so the answer is the one msw gives over all of them.
 */
export function candidatesOf(handlers: HttpHandler[]): (method: string, pathname: string) => HttpHandler[] {
  const entries = handlers.map((handler) => {
    const { method, path } = handler.info as { method: string | RegExp; path: unknown };
    return { handler, method, start: fixedStartOf(path) };
  });
  return (method, pathname) => {
    const lower = pathname.toLowerCase();
    return entries
      .filter((entry) => (entry.method instanceof RegExp ? entry.method.test(method) : entry.method.toUpperCase() === method.toUpperCase()))
      // msw's any-origin `*` also takes in the start of a path: `*/occ/*` matches `/front/occ/…`.
      .filter((entry) => entry.start === null || lower.includes(entry.start))
      .map((entry) => entry.handler);
  };
}

/** Serves msw handlers on node:http: the sandbox's loopback adapter. */
export function createHandlerListener(handlers: HttpHandler[], origin: () => string): Listener {
  const candidates = candidatesOf(handlers);
  return (req, res) => {
    const controller = new AbortController();
    res.once("close", () => {
      if (!res.writableFinished) controller.abort();
    });
    void (async () => {
      try {
        const request = toRequest(req, origin(), controller.signal);
        const response = await getResponse(candidates(request.method, new URL(request.url).pathname), request);
        if (controller.signal.aborted) return;
        if (!response || response.type === "error") {
          if (response) res.destroy();
          else sendJson(res, 404, { code: "NOT_FOUND", message: `No sandbox route for ${req.method} ${req.url}` });
          return;
        }
        await writeResponse(response, res);
      } catch (error) {
        if (controller.signal.aborted) return;
        console.error(`sandbox: ${req.method} ${req.url} failed:`, error);
        sendJson(res, 500, { code: "INTERNAL_ERROR", message: "The sandbox failed to answer this request" });
      }
    })();
  };
}

/**
 * The OpenID Connect provider lives in ./oidc/provider (another module). Loaded dynamically so
 * the sandbox still runs without it: /oidc then answers 503.
 */
async function loadOidcListener(issuer: string, appOrigins: string[]): Promise<Listener | null> {
  const specifier = "./oidc/provider.js";
  let module: { createOidcListener?: CreateOidcListener };
  try {
    module = (await import(/* @vite-ignore */ specifier)) as typeof module;
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code !== "ERR_MODULE_NOT_FOUND" && !/Cannot find module|Failed to load url|Does the file exist/i.test(String(error))) {
      console.error("sandbox: the OpenID Connect provider failed to load:", error);
    }
    return null;
  }
  if (typeof module.createOidcListener !== "function") {
    console.error("sandbox: ./oidc/provider does not export createOidcListener");
    return null;
  }
  try {
    return await module.createOidcListener({ issuer, appOrigins });
  } catch (error) {
    console.error("sandbox: the OpenID Connect provider failed to start:", error);
    return null;
  }
}

/** The provider is not an msw handler: injected faults are applied to /oidc here instead. */
async function serveOidcWithFaults(
  store: SandboxStore,
  req: IncomingMessage,
  res: ServerResponse,
  serve: (req: IncomingMessage, res: ServerResponse) => Promise<void>,
): Promise<void> {
  try {
    const method = req.method ?? "GET";
    const path = new URL(req.url ?? "/", "http://sandbox").pathname;
    const fault = takeFault(store, method, path);
    if (fault) {
      const controller = new AbortController();
      res.once("close", () => controller.abort());
      const response = await actOutFault(fault, method, path, controller.signal);
      if (controller.signal.aborted) return;
      if (response?.type === "error") {
        res.destroy();
        return;
      }
      if (response) {
        await writeResponse(response, res);
        return;
      }
    }
    await serve(req, res);
  } catch (error) {
    console.error(`sandbox: ${req.method} ${req.url} failed:`, error);
    sendJson(res, 500, { code: "INTERNAL_ERROR", message: "The sandbox failed to answer this request" });
  }
}

function formatHost(host: string): string {
  return host.includes(":") ? `[${host}]` : host;
}

/** Starts the sandbox upstream on loopback: the msw handlers plus the OpenID provider under /oidc. */
export async function startSandbox(options: SandboxOptions): Promise<RunningSandbox> {
  const host = options.host ?? "127.0.0.1";
  const store = options.store ?? createStore();
  let url = "";
  // The shop asks the identity provider whose a bearer token is, at its userinfo endpoint (decision 110).
  const bearerOwner = async (token: string): Promise<string | null> => {
    const answer = await fetch(`${url}/oidc/me`, { headers: { authorization: `Bearer ${token}` }, signal: AbortSignal.timeout(2000) });
    if (!answer.ok) return null;
    const claims = (await answer.json()) as { sub?: unknown };
    return typeof claims.sub === "string" ? claims.sub : null;
  };
  const handlers = createSandboxHandlers(store, { webhook: options.webhook ?? null, bearerOwner });
  const serveHandlers = createHandlerListener(handlers, () => url);
  // The issuer needs the port, known only once listening: /oidc requests wait for the provider.
  let provideOidc: (listener: Listener | null) => void = () => undefined;
  const oidc = new Promise<Listener | null>((resolve) => (provideOidc = resolve));

  const serveOidc = async (req: IncomingMessage, res: ServerResponse) => {
    const listener = await oidc;
    if (listener) listener(req, res);
    else sendJson(res, 503, { code: "OIDC_UNAVAILABLE", message: "The OpenID Connect provider is not available" });
  };

  const server = createServer((req, res) => {
    if ((req.url ?? "/").startsWith("/oidc")) {
      void serveOidcWithFaults(store, req, res, serveOidc);
      return;
    }
    serveHandlers(req, res);
  });
  server.listen(options.port, host);
  await once(server, "listening");
  const { port } = server.address() as AddressInfo;
  url = `http://${formatHost(host)}:${port}`;
  provideOidc(await loadOidcListener(`${url}/oidc`, options.appOrigins));
  const smtp = options.smtpPort === undefined ? null : await startSmtpReceiver(store, { port: options.smtpPort, host });

  return {
    url,
    smtpPort: smtp?.port ?? null,
    store,
    async close() {
      await smtp?.close();
      server.closeIdleConnections();
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      setTimeout(() => server.closeAllConnections(), 1000).unref();
      await closed;
      store.flush();
    },
  };
}
