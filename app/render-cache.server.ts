import { constants, crc32, deflateRawSync } from "node:zlib";
import type { EntryContext } from "@remix-run/node";

/**
 * Rendered documents, memoised by everything a render depends on: the URL, the language, the
 * menu's version and the loader data. React and the data serialisation are most of a page's
 * server time; the same data always renders the same markup, so it is rendered once. The
 * request's CSP nonce is put in at the last moment (the cached markup holds a placeholder).
 * Only successful GET renders without action data or errors are kept; a small LRU bounds memory.
 *
 * The markup before the first nonce (nearly all of it: the nonces are on the scripts at the end
 * of the body) is also compressed once. A response is that compressed prefix followed by the
 * freshly compressed tail with this request's nonce, in one gzip member: the prefix ends with a
 * full flush (byte-aligned, no back-references across it) and the CRC continues over the tail.
 */
export const NONCE_PLACEHOLDER = "__csp_nonce_6d1f9a__";

const MAX_ENTRIES = 300;
const MAX_BYTES = 48 * 1024 * 1024;
const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 0x08, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0xff]);

export interface Rendered {
  html: string;
  /** Where the first nonce placeholder starts (html.length when there is none). */
  split: number;
  prefixBytes: number;
  prefixDeflated: Buffer;
  prefixCrc: number;
}

const entries = new Map<string, Rendered>();
let bytes = 0;

export function renderCacheKey(
  request: Request,
  status: number,
  context: EntryContext,
  locale: string,
  menuVersion: number,
): string | null {
  const handler = context.staticHandlerContext;
  if (request.method !== "GET" || status !== 200 || handler.errors || handler.actionData) return null;
  return `${locale}|${menuVersion}|${request.url}|${JSON.stringify(handler.loaderData)}`;
}

export function prepareRendered(html: string): Rendered {
  const found = html.indexOf(NONCE_PLACEHOLDER);
  const split = found === -1 ? html.length : found;
  const prefix = Buffer.from(html.slice(0, split), "utf8");
  return {
    html,
    split,
    prefixBytes: prefix.length,
    prefixDeflated: deflateRawSync(prefix, { level: 6, finishFlush: constants.Z_FULL_FLUSH }),
    prefixCrc: crc32(prefix),
  };
}

export function readRendered(key: string): Rendered | null {
  const rendered = entries.get(key);
  if (rendered === undefined) return null;
  entries.delete(key);
  entries.set(key, rendered);
  return rendered;
}

export function keepRendered(key: string, rendered: Rendered) {
  if (rendered.html.length > 1024 * 1024 || entries.has(key)) return;
  entries.set(key, rendered);
  bytes += rendered.html.length + rendered.prefixDeflated.length;
  while (entries.size > MAX_ENTRIES || bytes > MAX_BYTES) {
    const oldest = entries.keys().next().value as string;
    const dropped = entries.get(oldest);
    bytes -= (dropped?.html.length ?? 0) + (dropped?.prefixDeflated.length ?? 0);
    entries.delete(oldest);
  }
}

/** The document with this request's nonce: plain text, or gzip from the precompressed prefix. */
export function documentBody(rendered: Rendered, nonce: string, gzip: boolean): Buffer | string {
  const tail = rendered.html.slice(rendered.split).split(NONCE_PLACEHOLDER).join(nonce);
  if (!gzip) return rendered.html.slice(0, rendered.split) + tail;
  const tailBytes = Buffer.from(tail, "utf8");
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc32(tailBytes, rendered.prefixCrc) >>> 0, 0);
  trailer.writeUInt32LE((rendered.prefixBytes + tailBytes.length) % 2 ** 32, 4);
  // A small window and memory level: the tail is a few kilobytes, and zlib's set-up dominates.
  const deflatedTail = deflateRawSync(tailBytes, { level: 1, windowBits: 12, memLevel: 4 });
  return Buffer.concat([GZIP_HEADER, rendered.prefixDeflated, deflatedTail, trailer]);
}
