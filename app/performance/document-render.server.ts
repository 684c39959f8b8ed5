import type { EntryContext } from "@remix-run/node";
import type { ReactElement } from "react";
import { renderToString } from "react-dom/server";

type StreamCache = NonNullable<NonNullable<EntryContext["renderMeta"]>["streamCache"]>;

/**
 * Single fetch hands a document's data over as a stream (turbo-stream) that Remix's
 * `<StreamTransfer>` reads chunk by chunk, suspending the render on each. Read whole here, each
 * chunk goes into the stream cache that component looks in first (EntryContext's
 * `renderMeta.streamCache`: entry n is the n-th read, as its reader returned it, decoded as a
 * stream), so the render never suspends. Remix ends the stream by itself within the entry's
 * `streamTimeout` (data still pending is then sent as an error).
 */
export async function readHandoff(context: EntryContext): Promise<void> {
  const stream = context.serverHandoffStream;
  if (!stream) return;
  const reader = stream.getReader();
  const decoder = new TextDecoder();
  const cache: StreamCache = {};
  for (let identifier = 0; ; identifier += 1) {
    const { done, value } = await reader.read();
    cache[identifier] = Object.assign(Promise.resolve(), { result: { done, value: decoder.decode(value, { stream: true }) } });
    if (done) break;
  }
  reader.releaseLock();
  context.renderMeta ??= {};
  context.renderMeta.streamCache = cache;
}

/**
 * The whole document as one string: its data read first, then React's synchronous
 * `renderToString`, with the doctype that the streaming renderer writes by itself (decision 055).
 */
export async function renderWholeDocument(context: EntryContext, document: ReactElement): Promise<string> {
  await readHandoff(context);
  return `<!DOCTYPE html>${renderToString(document)}`;
}
