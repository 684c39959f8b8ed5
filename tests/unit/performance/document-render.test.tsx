import type { EntryContext } from "@remix-run/node";
import { Writable } from "node:stream";
import { renderToPipeableStream } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { readHandoff, renderWholeDocument } from "~/performance/document-render.server";

/**
 * Decision 055: the document's data stream is read whole before a synchronous render. What the
 * render then finds in `renderMeta.streamCache` is what Remix's <StreamTransfer> would have read
 * itself: one entry per read of the stream, decoded as a stream, the last one done.
 */
function contextWith(chunks: Uint8Array[] | null): EntryContext {
  const stream =
    chunks &&
    new ReadableStream<Uint8Array>({
      start(controller) {
        for (const chunk of chunks) controller.enqueue(chunk);
        controller.close();
      },
    });
  return { serverHandoffStream: stream ?? undefined, renderMeta: {} } as unknown as EntryContext;
}

/** Reads the cache as <StreamTransfer> does: entry 0, 1, … until one is done, never waiting. */
function Transfer({ context, identifier = 0 }: { context: EntryContext; identifier?: number }) {
  const entry = context.renderMeta?.streamCache?.[identifier];
  if (!entry?.result) throw new Error(`chunk ${identifier} would suspend the render`);
  const { done, value } = entry.result;
  return (
    <>
      {value ? <script dangerouslySetInnerHTML={{ __html: `enqueue(${JSON.stringify(value)});` }} /> : null}
      {done ? <script dangerouslySetInnerHTML={{ __html: "close();" }} /> : <Transfer context={context} identifier={identifier + 1} />}
    </>
  );
}

const page = (context: EntryContext) => (
  <html lang="fr">
    <body>
      <p>Hélène</p>
      <Transfer context={context} />
    </body>
  </html>
);

describe("renderWholeDocument", () => {
  it("gives every chunk of the data stream to the render, in order, with no wait, a character split between two chunks whole", async () => {
    const bytes = new TextEncoder().encode('["café", "100 €"]');
    const euro = bytes.indexOf(0xe2);
    const context = contextWith([bytes.subarray(0, 4), bytes.subarray(4, euro + 1), bytes.subarray(euro + 1)]);
    const html = await renderWholeDocument(context, page(context), 1000);
    expect(html).toBe(
      '<!DOCTYPE html><html lang="fr"><body><p>Hélène</p><script>enqueue("[\\"ca");</script><script>enqueue("fé\\", \\"100 ");</script><script>enqueue("€\\"]");</script><script>close();</script></body></html>',
    );
    expect(Object.keys(context.renderMeta!.streamCache!)).toEqual(["0", "1", "2", "3"]);
  });

  it("starts with the doctype and is the markup React's streaming renderer writes", async () => {
    const context = contextWith([new TextEncoder().encode("[1]")]);
    const html = await renderWholeDocument(context, page(context), 1000);
    const again = contextWith([new TextEncoder().encode("[1]")]);
    await readHandoff(again, 1000);
    const streamed = await new Promise<string>((resolve, reject) => {
      let text = "";
      const collect = new Writable({
        write(chunk: Buffer, _encoding, next) {
          text += chunk.toString("utf8");
          next();
        },
      }).on("finish", () => resolve(text));
      const { pipe } = renderToPipeableStream(page(again), { onAllReady: () => pipe(collect), onShellError: reject });
    });
    expect(html.startsWith("<!DOCTYPE html><html")).toBe(true);
    expect(html).toBe(streamed);
  });

  it("renders a page without a data stream (an error page before any loader ran)", async () => {
    const context = contextWith(null);
    expect(await renderWholeDocument(context, <p>Erreur</p>, 1000)).toBe("<!DOCTYPE html><p>Erreur</p>");
  });

  it("fails at its deadline when the data stream never ends, instead of holding the request", async () => {
    const endless = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode("[1"));
      },
    });
    const context = { serverHandoffStream: endless, renderMeta: {} } as unknown as EntryContext;
    const started = Date.now();
    await expect(renderWholeDocument(context, page(context), 50)).rejects.toThrow(/did not end within 50 ms/);
    expect(Date.now() - started).toBeLessThan(1000);
    expect(context.renderMeta?.streamCache).toBeUndefined();
  });
});
