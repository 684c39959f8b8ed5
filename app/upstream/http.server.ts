import { Agent } from "undici";
import type { z } from "zod";
import { config } from "~/platform/config.server";
import { log } from "~/platform/logger.server";

/** Pooled keep-alive connections for every upstream; per-call time-outs come from each service. */
const dispatcher = new Agent({
  connect: { timeout: 5000 },
  keepAliveTimeout: 10_000,
  connections: 64,
});

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

export type ProjectSystem = "LPFR" | "SIBP";

type Query = Record<string, string | number | boolean | undefined | null>;

export interface CallOptions {
  query?: Query;
  body?: unknown;
  requestId?: string;
  /** The project system, added as `system` to writes under the contract hub. */
  system?: ProjectSystem;
  signal?: AbortSignal;
  headers?: Record<string, string>;
}

export interface ServiceSettings {
  name: string;
  baseUrl: string;
  timeoutMs: number;
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
  /**
   * The call, with the service's time-out running until `stopTimeout` is called: a JSON answer
   * stops it once its body is read, a stream (a download) as soon as the headers are in, so a
   * slow client is never cut short; the caller's signal (the visitor leaving) aborts the read.
   */
  async function start(method: string, path: string, options: CallOptions): Promise<{ response: Response; stopTimeout: () => void }> {
    const url = buildUpstreamUrl(settings.baseUrl, method, path, options);
    const timeoutController = new AbortController();
    const timer = setTimeout(() => timeoutController.abort(new DOMException("upstream time-out", "TimeoutError")), settings.timeoutMs);
    const stopTimeout = () => clearTimeout(timer);
    const timeout = timeoutController.signal;
    const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout;
    const headers: Record<string, string> = { accept: "application/json", ...options.headers };
    if (options.requestId) headers["x-request-id"] = options.requestId;
    let body: string | undefined;
    if (options.body !== undefined) {
      headers["content-type"] = "application/json";
      body = JSON.stringify(options.body);
    }
    const started = performance.now();
    const fields = { service: settings.name, method, path: url.pathname, requestId: options.requestId };
    let response: Response;
    try {
      response = await fetch(url, { method, headers, body, signal, dispatcher } as RequestInit);
    } catch {
      stopTimeout();
      const failure: UpstreamFailure = timeout.aborted ? "timeout" : "network";
      log("warn", "upstream", { ...fields, failure, durationMs: Math.round(performance.now() - started) });
      throw new UpstreamError(failure, settings.name, method, url.pathname, undefined, undefined);
    }
    log(response.ok ? "info" : "warn", "upstream", {
      ...fields,
      status: response.status,
      durationMs: Math.round(performance.now() - started),
    });
    if (!response.ok) {
      const errorBody = await response.text().then(safeJson, () => undefined);
      stopTimeout();
      throw new UpstreamError("status", settings.name, method, url.pathname, response.status, errorBody);
    }
    return { response, stopTimeout };
  }

  /** A streamed answer (downloads): the time-out covers the headers only. */
  async function send(method: string, path: string, options: CallOptions = {}): Promise<Response> {
    const { response, stopTimeout } = await start(method, path, options);
    stopTimeout();
    return response;
  }

  async function json<T extends z.ZodTypeAny>(
    method: string,
    path: string,
    schema: T,
    options: CallOptions = {},
  ): Promise<z.infer<T>> {
    const { response, stopTimeout } = await start(method, path, options);
    let text: string;
    try {
      text = await response.text();
    } catch {
      throw new UpstreamError("timeout", settings.name, method, path, response.status);
    } finally {
      stopTimeout();
    }
    const body = safeJson(text);
    // An unreadable body is an upstream failure whatever the schema (even one that accepts anything).
    const parsed = body === MALFORMED ? null : schema.safeParse(body);
    if (!parsed?.success) {
      log("warn", "upstream malformed body", { service: settings.name, method, path, requestId: options.requestId });
      throw new UpstreamError("malformed", settings.name, method, path, response.status);
    }
    return parsed.data;
  }

  return {
    settings,
    send,
    get: <T extends z.ZodTypeAny>(path: string, schema: T, options?: CallOptions) => json("GET", path, schema, options),
    post: <T extends z.ZodTypeAny>(path: string, schema: T, options?: CallOptions) => json("POST", path, schema, options),
    put: <T extends z.ZodTypeAny>(path: string, schema: T, options?: CallOptions) => json("PUT", path, schema, options),
    delete: <T extends z.ZodTypeAny>(path: string, schema: T, options?: CallOptions) => json("DELETE", path, schema, options),
  };
}

export type UpstreamClient = ReturnType<typeof createUpstreamClient>;

const MALFORMED = Symbol("malformed");

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
};
