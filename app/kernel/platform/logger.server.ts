import { config } from "~/kernel/platform/config.server";
import { requestContext } from "~/kernel/platform/request-context.server";

type Level = "debug" | "info" | "warn" | "error";
const rank: Record<Level | "silent", number> = { debug: 10, info: 20, warn: 30, error: 40, silent: 99 };

/** Fields whose value is bank or health data (DESIGN 7): never written, whatever they hold. */
const SENSITIVE_KEY = /iban|bic(?![a-z])|doctor|health|falldetector|medical|pathology/i;
/** An IBAN anywhere in a text (an upstream's error message, a body quoted in an error). */
const IBAN_IN_TEXT = /\b[A-Z]{2}\d{2}(?: ?[A-Z0-9]){11,30}\b/g;
const REDACTED = "[redacted]";

function redactText(text: string): string {
  return text.replace(IBAN_IN_TEXT, REDACTED);
}

/** A copy of a log field safe to write: sensitive keys and IBANs masked, errors with their stack. */
export function redact(value: unknown, depth = 0): unknown {
  if (typeof value === "string") return redactText(value);
  if (value instanceof Error) {
    return { name: value.name, message: redactText(value.message), stack: value.stack ? redactText(value.stack) : undefined };
  }
  if (value === null || typeof value !== "object") return value;
  if (depth >= 5) return "[nested]";
  if (Array.isArray(value)) return value.map((item) => redact(item, depth + 1));
  const copy: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(value)) copy[key] = SENSITIVE_KEY.test(key) ? REDACTED : redact(field, depth + 1);
  return copy;
}

/**
 * One log line: the redacted fields and the request being served (if any): its id, and its trace
 * id (`trace_id`, as OpenTelemetry's log records name it), which the upstream's own lines share.
 */
export function formatLogLine(level: Level, message: string, fields: Record<string, unknown> = {}, time = new Date()): string {
  const context = requestContext.getStore();
  return JSON.stringify({
    time: time.toISOString(),
    level,
    msg: redactText(message),
    ...(redact(fields) as Record<string, unknown>),
    requestId: fields.requestId ?? context?.requestId,
    trace_id: fields.trace_id ?? context?.trace?.traceId,
  });
}

/** One JSON object per line on stdout: what log collectors expect, and grep-able. */
export function log(level: Level, message: string, fields: Record<string, unknown> = {}) {
  if (rank[level] < rank[config.logLevel]) return;
  process.stdout.write(`${formatLogLine(level, message, fields)}\n`);
}
