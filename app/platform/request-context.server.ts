import { AsyncLocalStorage } from "node:async_hooks";

/**
 * The request being served, for every log line written while serving it. The app server
 * (server/app) and the Remix build each bundle their own copy of this module, so the storage
 * itself is kept once per process under a global symbol.
 */
export interface RequestContext {
  requestId: string;
}

const KEY = Symbol.for("vsmp.request-context");
const holder = globalThis as unknown as Record<symbol, AsyncLocalStorage<RequestContext> | undefined>;

export const requestContext: AsyncLocalStorage<RequestContext> = (holder[KEY] ??= new AsyncLocalStorage<RequestContext>());

export function currentRequestId(): string | undefined {
  return requestContext.getStore()?.requestId;
}
