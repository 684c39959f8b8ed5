/**
 * What our server's layers do once a response is closed (finished, or its client gone): end the
 * request's span and count it, write its access-log line, count it out of the requests in
 * flight, abort its Request's signal. They share ONE 'close' listener per response: a download's
 * `pipeline` adds seven of Node's own to the response, and our four on top went past Node's
 * limit of ten (a MaxListenersExceededWarning on every download).
 */
import type { ServerResponse } from "node:http";

const pending = new WeakMap<ServerResponse, (() => void)[]>();

/** Runs `callback` once `response` is closed, after those registered before it. */
export function onResponseClosed(response: ServerResponse, callback: () => void): void {
  const callbacks = pending.get(response);
  if (callbacks) {
    callbacks.push(callback);
    return;
  }
  const first = [callback];
  pending.set(response, first);
  response.once("close", () => {
    pending.delete(response);
    for (const run of first) run();
  });
}
