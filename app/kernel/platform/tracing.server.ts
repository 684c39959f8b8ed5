import { currentTrace } from "~/kernel/platform/request-context.server";
import { newSpanId, newTraceId, type TraceParent } from "~/kernel/platform/trace-context";

/**
 * Spans of the request being served and of the upstream calls it makes. Without an OTLP endpoint
 * (OTEL_EXPORTER_OTLP_ENDPOINT unset) nothing is recorded: a span is only the ids its
 * `traceparent` carries, drawn here, and the OpenTelemetry SDK is never loaded. With one, the app
 * server installs the SDK's tracer at start-up (server/app/otlp-tracing.ts) and every span is
 * exported. Kept once per process under a global symbol: the app server (server/app) and the
 * Remix build each bundle their own copy of this module.
 */
export interface Span {
  /** This span's ids: what a child's `traceparent` names as its parent. */
  readonly context: TraceParent;
  /** Ends the span (exported, when an exporter is installed): an HTTP status, what failed, the route that answered. */
  end(outcome?: { status?: number; failure?: string; route?: string }): void;
}

export interface Tracer {
  /** The span of one request served: a child of the caller's when its `traceparent` is valid. */
  startServer(name: string, parent: TraceParent | null, attributes: Record<string, string>): Span;
  /** The span of one upstream call, a child of the request's (a trace of its own outside a request). */
  startClient(name: string, parent: TraceParent | null, attributes: Record<string, string>): Span;
  /** Sends what is still waiting (at shutdown). */
  flush(): Promise<void>;
}

/** A span that is only its ids: nothing recorded, nothing sent. A trace started here says it was not sampled. */
function idsSpan(_name: string, parent: TraceParent | null): Span {
  return { context: { traceId: parent?.traceId ?? newTraceId(), spanId: newSpanId(), sampled: parent?.sampled ?? false }, end: () => undefined };
}

const idsOnly: Tracer = { startServer: idsSpan, startClient: idsSpan, flush: async () => undefined };

const KEY = Symbol.for("vsmp.tracer");
const holder = globalThis as unknown as Record<symbol, { tracer: Tracer } | undefined>;
const installed = (holder[KEY] ??= { tracer: idsOnly });

export function tracer(): Tracer {
  return installed.tracer;
}

export function installTracer(next: Tracer): void {
  installed.tracer = next;
}

/** The span of one upstream call: a child of the request being served (a trace of its own outside one). */
export function startUpstreamSpan(service: string, method: string): Span {
  return tracer().startClient(`${method} ${service}`, currentTrace() ?? null, { "upstream.service": service, "http.request.method": method });
}
