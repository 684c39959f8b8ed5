import { transcode } from "node:buffer";
import { constants, crc32, deflateRawSync } from "node:zlib";
import type { DocumentPiece } from "~/platform/load-context";

/**
 * A document as a list of pieces, compressed piece by piece into one gzip member (RFC 1952):
 * each piece is its own deflate stream ending on a byte boundary (a sync or full flush), so the
 * streams follow each other as blocks of one stream, and the CRC runs over the whole document.
 *
 * - A `SharedPiece` is markup that is the same for every visitor (the header menu): deflated
 *   once when it is made, never per request. It never holds anything of a person.
 * - A `Buffer` is this request's own markup: deflated here at level 1, or, when it is small, sent
 *   as a stored block (starting a compressor costs more than the bytes it would save).
 *
 * The bytes are the same as the document in one piece; only the compressed form differs.
 */
export type Piece = DocumentPiece;

/**
 * A piece shared by every visitor: its bytes and their raw deflate, ending on a full flush (not
 * final, byte-aligned, no reference out).
 */
export type SharedPiece = Exclude<Piece, Buffer>;

const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 0x08, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0xff]);
/** An empty final stored block: ends the deflate stream after the last piece's flush. */
const FINAL_BLOCK = Buffer.from([0x01, 0x00, 0x00, 0xff, 0xff]);
/** Below this, a piece of this request goes as a stored block rather than through a compressor. */
export const STORED_BELOW = 512;
const STORED_MAX = 0xffff;

/**
 * The UTF-8 bytes of a rendered document, as `Buffer.from(text)` gives them, about three times
 * sooner: V8 encodes a string to UTF-8 in two slow passes (its length, then its bytes), and a
 * page holds a few characters beyond Latin-1 ("–", "€", "…") that make the whole string two bytes
 * a character; its UTF-16 copy is one copy, and ICU encodes that in one pass (etape2: 25 → 8 µs).
 * A lone surrogate (ICU refuses it) or a Node without ICU: `Buffer.from`, which writes U+FFFD.
 */
export function utf8Of(text: string): Buffer {
  try {
    return transcode(Buffer.from(text, "utf16le"), "utf16le", "utf8");
  } catch {
    return Buffer.from(text, "utf8");
  }
}

/** Markup shared by every visitor, deflated once (best compression: it is paid once). */
export function sharedPiece(markup: string): SharedPiece {
  const bytes = utf8Of(markup);
  return { bytes, deflated: deflateRawSync(bytes, { level: 9, finishFlush: constants.Z_FULL_FLUSH }) };
}

/**
 * The rendered document as pieces: `slot` (a comment the render wrote where `shared` goes) is
 * replaced by the shared piece. The first slot is taken (the header comes before any content); a
 * document without the slot (an error page without the header) is one piece of its own.
 */
export function piecesAround(html: string, slot: string, shared: SharedPiece | null): Piece[] {
  const at = shared ? html.indexOf(slot) : -1;
  if (at < 0) return [utf8Of(html)];
  return [utf8Of(html.slice(0, at)), shared!, utf8Of(html.slice(at + slot.length))];
}

const bytesOf = (piece: Piece): Buffer => (Buffer.isBuffer(piece) ? piece : piece.bytes);

/** Non-final stored deflate blocks holding `bytes` (each at most 65,535 bytes). */
export function storedBlocks(bytes: Buffer): Buffer[] {
  const blocks: Buffer[] = [];
  for (let start = 0; start < bytes.length; start += STORED_MAX) {
    const part = bytes.subarray(start, start + STORED_MAX);
    const header = Buffer.allocUnsafe(5);
    header[0] = 0x00;
    header.writeUInt16LE(part.length, 1);
    header.writeUInt16LE(~part.length & 0xffff, 3);
    blocks.push(header, part);
  }
  return blocks;
}

export function piecesLength(pieces: readonly Piece[]): number {
  return pieces.reduce((sum, piece) => sum + bytesOf(piece).length, 0);
}

/** The document's bytes, uncompressed. */
export function joinPieces(pieces: readonly Piece[]): Buffer {
  return pieces.length === 1 ? bytesOf(pieces[0]!) : Buffer.concat(pieces.map(bytesOf));
}

/** The document as one gzip member: shared pieces as deflated once, this request's own deflated now. */
export function gzipPieces(pieces: readonly Piece[]): Buffer {
  const parts: Buffer[] = [GZIP_HEADER];
  let crc = 0;
  let size = 0;
  for (const piece of pieces) {
    const bytes = bytesOf(piece);
    if (bytes.length === 0) continue;
    crc = crc32(bytes, crc);
    size += bytes.length;
    if (!Buffer.isBuffer(piece)) parts.push(piece.deflated);
    else if (bytes.length < STORED_BELOW) parts.push(...storedBlocks(bytes));
    else parts.push(deflateRawSync(bytes, { level: 1, finishFlush: constants.Z_SYNC_FLUSH }));
  }
  const trailer = Buffer.allocUnsafe(8);
  trailer.writeUInt32LE(crc >>> 0, 0);
  trailer.writeUInt32LE(size % 2 ** 32, 4);
  parts.push(FINAL_BLOCK, trailer);
  return Buffer.concat(parts);
}
