/**
 * The one reader of request bodies: a body is read from its stream no further than a limit, and
 * an announced length over the limit is refused before a byte is read. Nothing buffers a body
 * whole first (one anonymous 150 MB post once got a pod killed).
 */

/** Why a body was not read: announced or found longer than the limit, or its length is not a number. */
export class BodyTooLarge extends Error {
  constructor() {
    super("request body over its limit");
  }
}

/** The announced length, when there is one: a decimal number of bytes, nothing else. */
function declaredLength(request: Request): number | null {
  const value = request.headers.get("content-length");
  if (value === null) return null;
  if (!/^\d{1,15}$/.test(value.trim())) throw new BodyTooLarge();
  return Number(value.trim());
}

/** The body's bytes, read no further than `limit`; throws {@link BodyTooLarge} beyond it. */
export async function readBoundedBody(request: Request, limit: number): Promise<Uint8Array<ArrayBuffer>> {
  const declared = declaredLength(request);
  if (declared !== null && declared > limit) throw new BodyTooLarge();
  if (!request.body) return new Uint8Array(0);
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let length = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    length += value.byteLength;
    if (length > limit) {
      await reader.cancel().catch(() => undefined);
      throw new BodyTooLarge();
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(length);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}

/** The body as UTF-8 text, read no further than `limit` bytes. */
export async function readBoundedText(request: Request, limit: number): Promise<string> {
  return new TextDecoder().decode(await readBoundedBody(request, limit));
}
