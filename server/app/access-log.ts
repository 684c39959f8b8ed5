/**
 * One access-log line per request, and the request id that ties it to every other line written
 * while serving that request (the logger reads it from the request context) and to the
 * `X-Request-Id` response header a person can quote to support.
 */
import { randomUUID } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { log } from "../../app/kernel/platform/logger.server";
import type { RequestContext } from "../../app/kernel/platform/request-context.server";
import { onResponseClosed } from "./response-closed";

/** Ids a proxy of ours may hand over: short and plain, so they cannot forge log lines. */
const INCOMING_ID = /^[A-Za-z0-9._:-]{8,64}$/;

export function requestIdOf(request: IncomingMessage): string {
  const incoming = request.headers["x-request-id"];
  return typeof incoming === "string" && INCOMING_ID.test(incoming) ? incoming : randomUUID();
}

/**
 * The path as logged: query parameter names without their values, which can be a person's data
 * (an e-mail address, a name, a phone number typed into a GET form).
 */
export function loggablePath(url: string): string {
  const queryStart = url.indexOf("?");
  if (queryStart < 0) return url;
  const names = new Set(new URLSearchParams(url.slice(queryStart + 1)).keys());
  return names.size > 0 ? `${url.slice(0, queryStart)}?${[...names].join("&")}` : url.slice(0, queryStart);
}

/** Writes the request's line once its response is finished or its client has gone. */
export function logAccessWhenDone(request: IncomingMessage, response: ServerResponse, { requestId, trace }: RequestContext): void {
  const started = process.hrtime.bigint();
  onResponseClosed(response, () => {
    const durationMs = Number((process.hrtime.bigint() - started) / 1000n) / 1000;
    log("info", "request", {
      method: request.method,
      path: loggablePath(request.url ?? "/"),
      status: response.statusCode,
      durationMs,
      ...(response.writableFinished ? {} : { aborted: true }),
      requestId,
      trace_id: trace?.traceId,
    });
  });
}
