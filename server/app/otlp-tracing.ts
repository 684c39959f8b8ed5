/**
 * OpenTelemetry's SDK as the app's tracer, loaded only when an OTLP endpoint is configured
 * (server/app/main.ts imports this module then, and only then: decision 133). Spans are made
 * by hand from the request's trace context (app/kernel/platform/tracing.server.ts), one per request and
 * one per upstream call; no instrumentation patches Node's modules. The exporter reads the
 * standard OTEL_EXPORTER_OTLP_* variables itself (OTLP over HTTP, JSON).
 */
import { ROOT_CONTEXT, SpanKind, SpanStatusCode, TraceFlags, trace, type Span as OtelSpan, type SpanContext } from "@opentelemetry/api";
import { OTLPTraceExporter } from "@opentelemetry/exporter-trace-otlp-http";
import { resourceFromAttributes } from "@opentelemetry/resources";
import { BatchSpanProcessor, TracerProvider } from "@opentelemetry/sdk-trace";
import type { Span, Tracer } from "../../app/kernel/platform/tracing.server";
import type { TraceParent } from "../../app/kernel/platform/trace-context";

function parentContext(parent: TraceParent | null) {
  if (!parent) return ROOT_CONTEXT;
  const spanContext: SpanContext = {
    traceId: parent.traceId,
    spanId: parent.spanId,
    traceFlags: parent.sampled ? TraceFlags.SAMPLED : TraceFlags.NONE,
    isRemote: true,
  };
  return trace.setSpanContext(ROOT_CONTEXT, spanContext);
}

function wrap(name: string, span: OtelSpan): Span {
  const { traceId, spanId, traceFlags } = span.spanContext();
  return {
    context: { traceId, spanId, sampled: (traceFlags & TraceFlags.SAMPLED) === TraceFlags.SAMPLED },
    end(outcome = {}) {
      if (outcome.route !== undefined) {
        span.updateName(`${name} ${outcome.route}`);
        span.setAttribute("http.route", outcome.route);
      }
      if (outcome.status !== undefined) span.setAttribute("http.response.status_code", outcome.status);
      if (outcome.failure !== undefined) {
        span.setAttribute("error.type", outcome.failure);
        span.setStatus({ code: SpanStatusCode.ERROR });
      } else if (outcome.status !== undefined && outcome.status >= 500) {
        span.setStatus({ code: SpanStatusCode.ERROR });
      }
      span.end();
    },
  };
}

export function createOtlpTracer(serviceName: string): Tracer {
  const provider = new TracerProvider({
    resource: resourceFromAttributes({ "service.name": serviceName }),
    spanProcessors: [new BatchSpanProcessor({ exporter: new OTLPTraceExporter() })],
  });
  const sdkTracer = provider.getTracer("veiller-sur-mes-parents");
  return {
    startServer: (name, parent, attributes) => wrap(name, sdkTracer.startSpan(name, { kind: SpanKind.SERVER, attributes }, parentContext(parent))),
    startClient: (name, parent, attributes) => wrap(name, sdkTracer.startSpan(name, { kind: SpanKind.CLIENT, attributes }, parentContext(parent))),
    flush: () => provider.forceFlush(),
  };
}
