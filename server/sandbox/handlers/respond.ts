import { http, HttpResponse, type HttpHandler } from "msw";

/** Path params as plain strings (msw also allows repeated params as arrays). */
export type Params = Record<string, string>;
export interface RouteInfo { request: Request; params: Params; url: URL }
type Resolver = (info: RouteInfo) => Response | undefined | Promise<Response | undefined>;
type Method = "get" | "post" | "put" | "delete" | "all";

const MAX_BODY_BYTES = 1024 * 1024;

/** Any origin: the same handlers serve the loopback server and msw's setupServer in tests. */
export const ANY_ORIGIN = "*";

export function json(data: unknown, status = 200, headers?: Record<string, string>): Response {
  return HttpResponse.json(data as never, { status, headers });
}

export function problem(status: number, code: string, message: string, extra: Record<string, unknown> = {}): Response {
  return json({ code, message, ...extra }, status);
}

/** A refusal of what was asked too often: 429, when to ask again in the body (`retryAt`) and in `Retry-After` (seconds). */
export function tooMany(code: string, message: string, retryAt: string): Response {
  const seconds = Math.max(1, Math.ceil((Date.parse(retryAt) - Date.now()) / 1000));
  return json({ code, message, retryAt }, 429, { "retry-after": String(seconds) });
}

export function noContent(): Response {
  return new HttpResponse(null, { status: 204 });
}

/** A handler whose resolver never throws: an unexpected error answers 500 JSON. */
export function route(method: Method, path: string, resolve: Resolver): HttpHandler {
  return http[method](`${ANY_ORIGIN}${path}`, async ({ request, params }) => {
    const plainParams: Params = {};
    for (const [key, value] of Object.entries(params)) {
      if (typeof value === "string") plainParams[key] = value;
      else if (Array.isArray(value) && typeof value[0] === "string") plainParams[key] = value[0];
    }
    try {
      return await resolve({ request, params: plainParams, url: new URL(request.url) });
    } catch (error) {
      console.error(`sandbox: ${request.method} ${request.url} failed:`, error);
      return problem(500, "INTERNAL_ERROR", "The sandbox failed to answer this request");
    }
  });
}

/** The same route with and without the trailing slash (`/invoice/:n/` and `/invoice/:n`). */
export function routeSlashOptional(method: Method, path: string, resolve: Resolver): HttpHandler[] {
  const bare = path.replace(/\/+$/, "");
  return [route(method, `${bare}/`, resolve), route(method, bare, resolve)];
}

export type JsonResult<T = unknown> = { ok: true; value: T } | { ok: false; response: Response };

/**
 * Reads a JSON body defensively: too large → 413, not JSON → 400 INVALID_JSON. An empty body
 * gives `emptyValue` when provided, else 400.
 */
export async function readJson(request: Request, emptyValue?: unknown): Promise<JsonResult> {
  const declared = Number(request.headers.get("content-length") ?? "0");
  if (declared > MAX_BODY_BYTES) return { ok: false, response: problem(413, "BODY_TOO_LARGE", "The body exceeds 1 MB") };
  let text: string;
  try {
    text = await request.text();
  } catch {
    return { ok: false, response: problem(400, "INVALID_BODY", "The body could not be read") };
  }
  if (text.length > MAX_BODY_BYTES) return { ok: false, response: problem(413, "BODY_TOO_LARGE", "The body exceeds 1 MB") };
  if (text.trim() === "") {
    if (emptyValue !== undefined) return { ok: true, value: emptyValue };
    return { ok: false, response: problem(400, "INVALID_JSON", "A JSON body is required") };
  }
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch {
    return { ok: false, response: problem(400, "INVALID_JSON", "The body is not valid JSON") };
  }
}

export function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** Reads a JSON object body; anything else (array, string, bad JSON) is a 400. */
export async function readJsonObject(request: Request, emptyValue?: Record<string, unknown>): Promise<JsonResult<Record<string, unknown>>> {
  const result = await readJson(request, emptyValue);
  if (!result.ok) return result;
  if (!isObject(result.value)) return { ok: false, response: problem(400, "INVALID_BODY", "The body must be a JSON object") };
  return { ok: true, value: result.value };
}

export function nonEmptyString(value: unknown, maxLength = 200): string | null {
  if (typeof value !== "string") return null;
  const trimmed = value.trim();
  return trimmed && trimmed.length <= maxLength ? trimmed : null;
}

const PDF_CHUNK_BYTES = 16 * 1024;

/** Streams a file in chunks, as a download. */
export function download(bytes: Uint8Array, filename: string, contentType = "application/pdf"): Response {
  let offset = 0;
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (offset >= bytes.length) {
        controller.close();
        return;
      }
      controller.enqueue(bytes.slice(offset, offset + PDF_CHUNK_BYTES));
      offset += PDF_CHUNK_BYTES;
    },
  });
  return new HttpResponse(body, {
    status: 200,
    headers: {
      "Content-Type": contentType,
      "Content-Disposition": `attachment; filename="${filename.replace(/[^A-Za-z0-9._-]/g, "_")}"`,
      "Content-Length": String(bytes.length),
      "Cache-Control": "private, no-store",
    },
  });
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A real calendar date written YYYY-MM-DD. */
export function isIsoDate(value: unknown): value is string {
  if (typeof value !== "string" || !ISO_DATE.test(value)) return false;
  const date = new Date(`${value}T00:00:00.000Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}

export function today(now: Date = new Date()): string {
  return now.toISOString().slice(0, 10);
}
