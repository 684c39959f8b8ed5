import { AsyncLocalStorage } from "node:async_hooks";
import type { TraceParent } from "~/kernel/platform/trace-context";

/**
 * The request being served, for every log line written while serving it and every upstream call
 * it makes. The app server (server/app) and the Remix build each bundle their own copy of this
 * module, so the storage itself is kept once per process under a global symbol.
 */
export interface RequestContext {
  requestId: string;
  /** The request's span: its trace id is on every log line, its span the parent of every upstream call. */
  trace?: TraceParent;
  /** The Remix route that answered, when the document entry knew it (the request metrics' label). */
  routeId?: string;
}

const KEY = Symbol.for("vsmp.request-context");
const holder = globalThis as unknown as Record<symbol, AsyncLocalStorage<RequestContext> | undefined>;

export const requestContext: AsyncLocalStorage<RequestContext> = (holder[KEY] ??= new AsyncLocalStorage<RequestContext>());

export function currentRequestId(): string | undefined {
  return requestContext.getStore()?.requestId;
}

export function currentTrace(): TraceParent | undefined {
  return requestContext.getStore()?.trace;
}

/** Names the route answering the current request (the document entry knows it; other answers are matched by path). */
export function noteRouteId(routeId: string): void {
  const store = requestContext.getStore();
  if (store) store.routeId = routeId;
}
