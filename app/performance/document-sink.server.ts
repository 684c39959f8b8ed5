import type { Writable } from "node:stream";

/**
 * Marks a response whose document went to the app server's `takeDocument` (AppLoadContext): the
 * server sends those bytes, and drops this header. A response without it is sent as it is.
 */
export const DOCUMENT_TAKEN = "x-document-taken";

/** The size of the views React's Node renderer fills and hands over (react-dom/server 18.3). */
const VIEW_SIZE = 2048;

/** How many bytes the UTF-8 sequence starting with `lead` takes (0 when it is no lead byte). */
function sequenceLength(lead: number | undefined) {
  if (lead === undefined) return 0;
  if (lead >= 0xf0 && lead <= 0xf4) return 4;
  if (lead >= 0xe0) return lead <= 0xef ? 3 : 0;
  return lead >= 0xc2 ? 2 : 0;
}

/**
 * React 18.3's Node renderer has a known defect (react/react#31134): when a character of two to
 * four bytes does not fit at the end of a 2 KB view, it hands over the whole view anyway, its
 * unfilled last bytes still zero, and puts the character at the start of the next view. The
 * document then carries one to three NUL bytes there: dropped by browsers in text, but turned into
 * U+FFFD inside an attribute, such as a field's value with an accent. Such a view is recognised
 * by its size, its trailing zeros and a next view that starts with a character too long for them.
 */
function withoutFillerZeros(chunks: Uint8Array[]): Uint8Array[] {
  return chunks.map((chunk, index) => {
    if (chunk.byteLength !== VIEW_SIZE || chunk[VIEW_SIZE - 1] !== 0) return chunk;
    let zeros = 1;
    while (zeros < 3 && chunk[VIEW_SIZE - 1 - zeros] === 0) zeros += 1;
    return sequenceLength(chunks[index + 1]?.[0]) > zeros ? chunk.subarray(0, VIEW_SIZE - zeros) : chunk;
  });
}

/**
 * What React's stream writes a document into. The app pipes the render only once the whole
 * document is ready (`onAllReady`), so React writes every chunk and ends at once: a plain
 * collector does, where a Node Writable's buffering, corking and callbacks cost about 4 % of a
 * page's CPU (decision 048). React hands over a new view for every chunk (react-dom/server's
 * `writeToDestination`), so keeping them until the end is safe.
 */
export function documentSink(done: (html: Buffer) => void, failed: (error: unknown) => void): Writable {
  const chunks: Uint8Array[] = [];
  let settled = false;
  const sink = {
    write(chunk: Uint8Array) {
      if (!settled) chunks.push(chunk);
      return true;
    },
    end() {
      if (settled) return sink;
      settled = true;
      done(Buffer.concat(withoutFillerZeros(chunks)));
      return sink;
    },
    destroy(error?: unknown) {
      if (settled) return sink;
      settled = true;
      failed(error ?? new Error("the document's render was stopped"));
      return sink;
    },
    // React listens for 'drain', 'error' and 'close': a collector never emits them.
    on() {
      return sink;
    },
  };
  return sink as unknown as Writable;
}
