import http, { type IncomingMessage } from "node:http";
import https from "node:https";
import { Agent } from "undici";
import { z } from "zod";
import { config } from "~/kernel/platform/config.server";
import { log } from "~/kernel/platform/logger.server";
import { countUpstreamCall, type UpstreamOutcome } from "~/kernel/platform/metrics.server";
import { formatTraceparent } from "~/kernel/platform/trace-context";
import { startUpstreamSpan } from "~/kernel/platform/tracing.server";

/** Pooled keep-alive connections for streamed answers (downloads), through the global fetch. */
const dispatcher = new Agent({
  connect: { timeout: 5000 },
  keepAliveTimeout: 10_000,
  connections: 64,
});

/**
 * Pooled keep-alive connections for JSON calls, through node:http (decision 051): the same
 * exchange costs a third of the global fetch's CPU, and msw intercepts it all the same. The
 * service's time-out covers the whole call; idle sockets are closed before the upstream does.
 */
const agents = {
  "http:": new http.Agent({ keepAlive: true, maxSockets: 64, timeout: 10_000 }),
  "https:": new https.Agent({ keepAlive: true, maxSockets: 64, timeout: 10_000 }),
};

/** One exchange: the answer's head, its body still to read. Rejects on a connection failure or `signal`. */
function exchange(url: URL, method: string, headers: Record<string, string>, body: string | undefined, signal: AbortSignal) {
  return new Promise<IncomingMessage>((resolve, reject) => {
    const transport = url.protocol === "https:" ? https : http;
    const agent = agents[url.protocol as keyof typeof agents];
    const sent = body === undefined ? headers : { ...headers, "content-length": String(Buffer.byteLength(body)) };
    const request = transport.request(url, { method, headers: sent, agent, signal }, resolve);
    request.once("error", reject);
    request.end(body);
  });
}

/** The whole body of an answer as text; rejects if the exchange breaks or is aborted meanwhile. */
function textOf(response: IncomingMessage) {
  return new Promise<string>((resolve, reject) => {
    const chunks: Buffer[] = [];
    response.on("data", (chunk: Buffer) => chunks.push(chunk));
    response.once("end", () => resolve(Buffer.concat(chunks).toString("utf8")));
    response.once("error", reject);
    response.once("close", () => {
      if (!response.complete) reject(new Error("upstream answer cut short"));
    });
  });
}

export type UpstreamFailure = "status" | "timeout" | "network" | "malformed";

/** The one error every upstream call fails with; routes map it to the spec's error catalogue. */
export class UpstreamError extends Error {
  constructor(
    readonly failure: UpstreamFailure,
    readonly service: string,
    readonly method: string,
    readonly path: string,
    readonly status?: number,
    readonly body?: unknown,
  ) {
    super(`${service} ${method} ${path} failed: ${failure}${status ? ` ${status}` : ""}`);
    this.name = "UpstreamError";
  }
}

export function isUpstreamError(error: unknown, failure?: UpstreamFailure): error is UpstreamError {
  return error instanceof UpstreamError && (failure === undefined || error.failure === failure);
}

const refusalSchema = z.object({ code: z.string(), triesLeft: z.number().int().min(0).optional(), retryAt: z.iso.datetime({ offset: true }).optional() });

export type HubRefusal = z.infer<typeof refusalSchema>;

/**
 * A refusal the hub answered with its reason code (docs/upstream-api.md), and for what it counts
 * (decision 120): the tries left, the instant from which to ask again; null for any other failure.
 */
export function hubRefusal(error: unknown): HubRefusal | null {
  if (!isUpstreamError(error, "status")) return null;
  const parsed = refusalSchema.safeParse(error.body);
  return parsed.success ? parsed.data : null;
}

export type ProjectSystem = "LPFR" | "SIBP";

/** The schema an answer's body is read with (zod 4, as every schema of the app). */
export type BodySchema = z.ZodType;
export type BodyOf<T extends BodySchema> = z.infer<T>;

type Query = Record<string, string | number | boolean | undefined | null>;

export interface CallOptions {
  query?: Query;
  body?: unknown;
  requestId?: string;
  /** The project system, added as `system` to writes under the contract hub. */
  system?: ProjectSystem;
  signal?: AbortSignal;
  headers?: Record<string, string>;
  /** The service's patience for this call, when shorter (see ServiceSettings.patienceMs). */
  patienceMs?: number;
}

export interface ServiceSettings {
  name: string;
  baseUrl: string;
  /** The spec's time-out of the service (SPEC 7, 9). */
  timeoutMs: number;
  /**
   * How long a person waits for one of its calls, when shorter than the time-out: past it the
   * call stops and fails as a time-out, and the page says to try again (decision 074). Every
   * call of ours is made while a person waits for a page or a download.
   */
  patienceMs?: number;
}

const HUB_PREFIX = "/vsmp/api/vsmp/v1/hub";
const WRITES = new Set(["POST", "PUT", "DELETE"]);

/** SPEC 7: POST, PUT and DELETE to paths under the hub carry `system` (LPFR for VSMP, SIBP for SIBP). */
export function needsSystemParameter(method: string, path: string): boolean {
  return WRITES.has(method) && (path === HUB_PREFIX || path.startsWith(`${HUB_PREFIX}/`));
}

export function buildUpstreamUrl(baseUrl: string, method: string, path: string, options: CallOptions): URL {
  const url = new URL(path, `${baseUrl}/`);
  for (const [key, value] of Object.entries(options.query ?? {})) {
    if (value !== undefined && value !== null) url.searchParams.set(key, String(value));
  }
  if (needsSystemParameter(method, url.pathname)) url.searchParams.set("system", options.system ?? "LPFR");
  return url;
}

export function createUpstreamClient(settings: ServiceSettings) {
  /** What every call starts with: its address, headers, body, and the service's time-out running. */
  function prepare(method: string, path: string, options: CallOptions) {
    const url = buildUpstreamUrl(settings.baseUrl, method, path, options);
    const timeoutController = new AbortController();
    const waitMs = Math.min(settings.timeoutMs, options.patienceMs ?? settings.patienceMs ?? settings.timeoutMs);
    const timer = setTimeout(() => timeoutController.abort(new DOMException("upstream time-out", "TimeoutError")), waitMs);
    const timeout = timeoutController.signal;
    const headers: Record<string, string> = { accept: "application/json", ...options.headers };
    if (options.requestId) headers["x-request-id"] = options.requestId;
    // The call's own span, a child of the request's: the upstream's lines join the person's request.
    const span = startUpstreamSpan(settings.name, method);
    headers.traceparent = formatTraceparent(span.context);
    let body: string | undefined;
    if (options.body !== undefined) {
      headers["content-type"] = "application/json";
      body = JSON.stringify(options.body);
    }
    return {
      url,
      headers,
      body,
      timeout,
      signal: options.signal ? AbortSignal.any([options.signal, timeout]) : timeout,
      stopTimeout: () => clearTimeout(timer),
      started: performance.now(),
      span,
      fields: { service: settings.name, method, path: url.pathname, requestId: options.requestId, spanId: span.context.spanId },
    };
  }

  type Prepared = ReturnType<typeof prepare>;

  /** Counts the call once, by outcome, and ends its span. */
  function finish(call: Prepared, outcome: UpstreamOutcome, status?: number) {
    countUpstreamCall(settings.name, outcome, call.started, status);
    call.span.end({ status, failure: outcome === "ok" ? undefined : outcome });
  }

  /** Logs a call that got no answer and gives its error. */
  function unanswered(call: Prepared, method: string): UpstreamError {
    call.stopTimeout();
    const failure: UpstreamFailure = call.timeout.aborted ? "timeout" : "network";
    log("warn", "upstream", { ...call.fields, failure, durationMs: Math.round(performance.now() - call.started) });
    finish(call, failure);
    return new UpstreamError(failure, settings.name, method, call.url.pathname, undefined, undefined);
  }

  function logAnswer(call: Prepared, status: number) {
    const ok = status >= 200 && status < 300;
    log(ok ? "info" : "warn", "upstream", { ...call.fields, status, durationMs: Math.round(performance.now() - call.started) });
    return ok;
  }

  /**
   * A streamed answer (downloads), through the global fetch: the service's time-out covers the
   * headers only, so a slow client is never cut short; the caller's signal (the visitor
   * leaving) aborts the read.
   */
  async function send(method: string, path: string, options: CallOptions = {}): Promise<Response> {
    const call = prepare(method, path, options);
    let response: Response;
    try {
      response = await fetch(call.url, { method, headers: call.headers, body: call.body, signal: call.signal, dispatcher } as RequestInit);
    } catch {
      throw unanswered(call, method);
    }
    if (!logAnswer(call, response.status)) {
      const errorBody = await response.text().then(errorBodyOf, () => undefined);
      call.stopTimeout();
      finish(call, "status", response.status);
      throw new UpstreamError("status", settings.name, method, call.url.pathname, response.status, errorBody);
    }
    call.stopTimeout();
    // Counted as its head arrives: the body streams on at the client's pace.
    finish(call, "ok", response.status);
    return response;
  }

  /** A JSON answer, parsed with `schema`: the service's time-out covers the whole call, body included. */
  async function json<T extends BodySchema>(method: string, path: string, schema: T, options: CallOptions = {}): Promise<BodyOf<T>> {
    const call = prepare(method, path, options);
    let response: IncomingMessage;
    try {
      response = await exchange(call.url, method, call.headers, call.body, call.signal);
    } catch {
      throw unanswered(call, method);
    }
    const status = response.statusCode ?? 0;
    const ok = logAnswer(call, status);
    let text: string;
    try {
      text = await textOf(response);
    } catch {
      finish(call, ok ? "timeout" : "status", status);
      if (!ok) throw new UpstreamError("status", settings.name, method, call.url.pathname, status, undefined);
      throw new UpstreamError("timeout", settings.name, method, path, status);
    } finally {
      call.stopTimeout();
    }
    if (!ok) {
      finish(call, "status", status);
      throw new UpstreamError("status", settings.name, method, call.url.pathname, status, errorBodyOf(text));
    }
    const body = safeJson(text);
    // An unreadable body is an upstream failure whatever the schema (even one that accepts anything).
    const parsed = body === MALFORMED ? null : schema.safeParse(body);
    if (!parsed?.success) {
      log("warn", "upstream malformed body", { service: settings.name, method, path, requestId: options.requestId });
      finish(call, "malformed", status);
      throw new UpstreamError("malformed", settings.name, method, path, status);
    }
    finish(call, "ok", status);
    return parsed.data as BodyOf<T>;
  }

  return {
    settings,
    send,
    get: <T extends BodySchema>(path: string, schema: T, options?: CallOptions) => json("GET", path, schema, options),
    post: <T extends BodySchema>(path: string, schema: T, options?: CallOptions) => json("POST", path, schema, options),
    put: <T extends BodySchema>(path: string, schema: T, options?: CallOptions) => json("PUT", path, schema, options),
    delete: <T extends BodySchema>(path: string, schema: T, options?: CallOptions) => json("DELETE", path, schema, options),
  };
}

export type UpstreamClient = ReturnType<typeof createUpstreamClient>;

const MALFORMED = Symbol("malformed");

/** An error answer's body for the caller: its JSON, or nothing when it is not JSON. */
function errorBodyOf(text: string): unknown {
  const body = safeJson(text);
  return body === MALFORMED ? undefined : body;
}

function safeJson(text: string): unknown {
  if (text === "") return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return MALFORMED;
  }
}

export const upstream = {
  vsmp: createUpstreamClient({ name: "vsmp", ...config.services.vsmp }),
  documents: createUpstreamClient({ name: "documents", ...config.services.documents }),
  client: createUpstreamClient({ name: "client", ...config.services.client }),
  content: createUpstreamClient({ name: "content", ...config.services.content }),
  address: createUpstreamClient({ name: "address", ...config.services.address }),
  ecommerce: createUpstreamClient({ name: "ecommerce", ...config.services.ecommerce }),
  addressLookup: createUpstreamClient({ name: "address-lookup", ...config.services.addressLookup }),
};
