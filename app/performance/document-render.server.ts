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
 * `streamTimeout` (data still pending is then sent as an error); a stream still open at
 * `deadlineMs` (a visitor who left clears Remix's timer) is cancelled and the render fails, as
 * the streaming render was aborted, instead of holding its request for ever.
 */
export async function readHandoff(context: EntryContext, deadlineMs: number): Promise<void> {
  const stream = context.serverHandoffStream;
  if (!stream) return;
  const reader = stream.getReader();
  const decoder = new TextDecoder();
  const cache: StreamCache = {};
  let late = false;
  const deadline = setTimeout(() => {
    late = true;
    void reader.cancel();
  }, deadlineMs);
  try {
    for (let identifier = 0; ; identifier += 1) {
      const { done, value } = await reader.read();
      if (late) throw new Error(`the document's data did not end within ${deadlineMs} ms`);
      cache[identifier] = Object.assign(Promise.resolve(), { result: { done, value: decoder.decode(value, { stream: true }) } });
      if (done) break;
    }
  } finally {
    clearTimeout(deadline);
  }
  reader.releaseLock();
  context.renderMeta ??= {};
  context.renderMeta.streamCache = cache;
}

/**
 * The whole document as one string: its data read first, then React's synchronous
 * `renderToString`, with the doctype that the streaming renderer writes by itself (decision 055).
 */
export async function renderWholeDocument(context: EntryContext, document: ReactElement, deadlineMs: number): Promise<string> {
  await readHandoff(context, deadlineMs);
  return `<!DOCTYPE html>${renderToString(document)}`;
}
