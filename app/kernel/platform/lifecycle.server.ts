/**
 * The process's life after SIGTERM: whether it is draining (readiness answers no so the load
 * balancer stops sending), and what to close once the last request is answered (Redis). Kept
 * once per process under a global symbol: the app server (server/app) and the Remix build each
 * bundle their own copy of this module.
 */
interface Lifecycle {
  draining: boolean;
  closers: Set<() => Promise<void>>;
}

const KEY = Symbol.for("vsmp.lifecycle");
const holder = globalThis as unknown as Record<symbol, Lifecycle | undefined>;
const lifecycle: Lifecycle = (holder[KEY] ??= { draining: false, closers: new Set() });

export function isDraining(): boolean {
  return lifecycle.draining;
}

export function startDraining(): void {
  lifecycle.draining = true;
}

/** Registers a connection to close at shutdown, once no request uses it any more. */
export function closeAtShutdown(close: () => Promise<void>): void {
  lifecycle.closers.add(close);
}

/** Closes every registered connection; one that fails does not keep the others open. */
export async function closeConnections(): Promise<void> {
  const closers = [...lifecycle.closers];
  lifecycle.closers.clear();
  await Promise.allSettled(closers.map((close) => close()));
}
