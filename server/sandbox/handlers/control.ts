import { randomUUID } from "node:crypto";
import { http, HttpResponse, type HttpHandler } from "msw";
import { own } from "../own.js";
import type { SandboxStore } from "../store.js";
import type { Fault } from "../types.js";
import { journeyView } from "./journey.js";
import { json, noContent, problem, readJsonObject, route } from "./respond.js";

const MAX_DELAY_MS = 10 * 60 * 1000;
/** A hung request is released after this long even if the client never gives up. */
const HANG_LIMIT_MS = 10 * 60 * 1000;
const MALFORMED_BODY = '{"unexpected":';

function isControlPath(path: string): boolean {
  return path === "/__sandbox" || path.startsWith("/__sandbox/");
}

function matches(fault: Fault, method: string, path: string): boolean {
  if (fault.method && fault.method.toUpperCase() !== method.toUpperCase()) return false;
  return fault.path.endsWith("*") ? path.startsWith(fault.path.slice(0, -1)) : path === fault.path;
}

function wait(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    if (signal.aborted) return resolve();
    const timer = setTimeout(done, ms);
    timer.unref?.();
    function done(): void {
      clearTimeout(timer);
      signal.removeEventListener("abort", done);
      resolve();
    }
    signal.addEventListener("abort", done);
  });
}

/** The newest injected fault matching the request, one use of it consumed; never for /__sandbox. */
export function takeFault(store: SandboxStore, method: string, path: string): Fault | undefined {
  if (isControlPath(path) || store.faults.length === 0) return undefined;
  const fault = [...store.faults].reverse().find((candidate) => matches(candidate, method, path));
  if (fault && fault.remaining !== null) {
    fault.remaining -= 1;
    if (fault.remaining <= 0) store.faults = store.faults.filter((candidate) => candidate !== fault);
  }
  return fault;
}

/**
 * Acts out a fault: hangs until `signal` aborts, waits, or answers the injected status or
 * malformed body. Undefined when the real answer should follow (a delay alone).
 */
export async function actOutFault(fault: Fault, method: string, path: string, signal: AbortSignal): Promise<Response | undefined> {
  if (fault.timeout) {
    await wait(HANG_LIMIT_MS, signal);
    return HttpResponse.error();
  }
  if (fault.delayMs) await wait(fault.delayMs, signal);
  if (fault.malformed) {
    return new HttpResponse(MALFORMED_BODY, { status: 200, headers: { "Content-Type": "application/json" } });
  }
  if (fault.status) {
    if ([204, 205, 304].includes(fault.status)) return new HttpResponse(null, { status: fault.status });
    return problem(fault.status, "SANDBOX_FAULT", `Injected fault: ${fault.status} on ${method} ${path}`);
  }
  return undefined;
}

/**
 * Placed first among the handlers: applies the newest matching injected fault, if any, and
 * otherwise lets the request through to the real handlers (by returning nothing).
 */
export function faultHandler(store: SandboxStore): HttpHandler {
  return http.all("*", async ({ request }) => {
    const path = new URL(request.url).pathname;
    const fault = takeFault(store, request.method, path);
    return fault ? actOutFault(fault, request.method, path, request.signal) : undefined;
  });
}

function parseFault(body: Record<string, unknown>): Fault | string {
  const { method, path, status, delayMs, timeout, malformed, times } = body;
  if (typeof path !== "string" || !(path.startsWith("/") || path === "*")) return "path must be a pathname starting with / (or ending with * for a prefix)";
  if (method !== undefined && (typeof method !== "string" || !/^[A-Za-z]+$/.test(method))) return "method must be an HTTP method name";
  if (status !== undefined && (!Number.isInteger(status) || (status as number) < 200 || (status as number) > 599)) return "status must be an integer from 200 to 599";
  if (delayMs !== undefined && (typeof delayMs !== "number" || delayMs < 0 || delayMs > MAX_DELAY_MS)) return `delayMs must be a number from 0 to ${MAX_DELAY_MS}`;
  if (timeout !== undefined && typeof timeout !== "boolean") return "timeout must be a boolean";
  if (malformed !== undefined && typeof malformed !== "boolean") return "malformed must be a boolean";
  if (times !== undefined && (!Number.isInteger(times) || (times as number) < 1)) return "times must be a positive integer";
  if (status === undefined && !delayMs && !timeout && !malformed) return "a fault needs status, delayMs, timeout or malformed";
  const fault: Fault = { id: randomUUID(), path, remaining: times === undefined ? null : (times as number) };
  if (method !== undefined) fault.method = (method as string).toUpperCase();
  if (status !== undefined) fault.status = status as number;
  if (delayMs) fault.delayMs = delayMs as number;
  if (timeout) fault.timeout = true;
  if (malformed) fault.malformed = true;
  return fault;
}

/** The /__sandbox endpoints tests use to inject faults, reset the data and inspect contracts. */
export function controlHandlers(store: SandboxStore): HttpHandler[] {
  return [
    route("post", "/__sandbox/faults", async ({ request }) => {
      const body = await readJsonObject(request);
      if (!body.ok) return body.response;
      const fault = parseFault(body.value);
      if (typeof fault === "string") return problem(400, "INVALID_BODY", fault);
      store.faults.push(fault);
      return json(fault, 201);
    }),
    route("get", "/__sandbox/faults", () => json(store.faults)),
    route("delete", "/__sandbox/faults", () => {
      store.faults = [];
      return noContent();
    }),
    route("post", "/__sandbox/reset", () => {
      store.reset();
      return noContent();
    }),
    route("get", "/__sandbox/contracts/:contractNumber", ({ params }) => {
      const contractNumber = params.contractNumber ?? "";
      const versions = own(store.state.hubContracts, contractNumber) ?? [];
      const journey = Object.values(store.state.journeys).find((record) => record.contractNumber === contractNumber) ?? null;
      if (versions.length === 0 && !journey) return problem(404, "CONTRACT_NOT_FOUND", `No contract ${contractNumber}`);
      return json({
        contractNumber,
        lastVersion: versions.find((version) => version.lastVersion) ?? null,
        versions,
        requests: store.state.hubRequests.filter((request) => request.contractNumber === contractNumber),
        journey: journey ? journeyView(journey, store) : null,
      });
    }),
  ];
}
