import { constants, deflateRawSync, gunzipSync, inflateRawSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import {
  gzipPieces,
  joinPieces,
  piecesAround,
  piecesLength,
  sharedPiece,
  storedBlocks,
  STORED_BELOW,
  utf8Of,
  type Piece,
} from "~/performance/document-pieces.server";

const menuMarkup = `<ul>${Array.from({ length: 60 }, (_, index) => `<li><a href="/page-${index}">Rubrique ${index} – « aînés »</a></li>`).join("")}</ul>`;
const menu = sharedPiece(menuMarkup);
const names = ["Hélène", "Élodie", "Jean", "Marc", "Zoé", "Ahmed", "Lucie", "Noël"];
const streets = ["rue de la Paix", "avenue Foch", "impasse des Lilas", "boulevard Voltaire", "place d'Italie"];
/** A person's markup, varied as real pages are (a repeated line would compress unlike a page). */
const person = (lines: number) =>
  Buffer.from(
    Array.from({ length: lines }, (_, index) => {
      const seed = (index * 2654435761) >>> 0;
      return `<p class="f${seed % 7}">${names[seed % 8]} ${names[(seed >>> 3) % 8]}, ${seed % 97} ${streets[(seed >>> 5) % 5]}, ${75000 + (seed % 20)} Paris – ${(seed % 1000) / 10} €</p>`;
    }).join(""),
  );

/** gunzip checks the member's CRC and length, so equal bytes mean a valid gzip of the document. */
function roundTrip(pieces: Piece[]) {
  const gzipped = gzipPieces(pieces);
  expect(gunzipSync(gzipped).equals(joinPieces(pieces))).toBe(true);
  return gzipped;
}

describe("a document in pieces, compressed piece by piece into one gzip member", () => {
  it("gives back the document's bytes with the menu anywhere: first, between, last or alone", () => {
    roundTrip([person(200), menu, person(300)]);
    roundTrip([menu, person(300)]);
    roundTrip([person(300), menu]);
    roundTrip([menu]);
    roundTrip([person(300)]);
    roundTrip([person(10), menu, person(10), menu, person(10)]);
  });

  it("sends small pieces of a request as stored blocks and skips empty ones", () => {
    const small = Buffer.from("<p>Élodie</p>");
    expect(small.length).toBeLessThan(STORED_BELOW);
    const gzipped = roundTrip([Buffer.alloc(0), small, menu, Buffer.alloc(0), small]);
    expect(gzipped.includes(small)).toBe(true);
    expect(roundTrip([]).length).toBe(10 + 5 + 8);
  });

  it("compresses a request's own large pieces", () => {
    const page = person(400);
    const gzipped = roundTrip([page]);
    expect(gzipped.length).toBeLessThan(page.length / 4);
    expect(gzipped.includes(page.subarray(0, 64))).toBe(false);
  });

  it("uses the shared piece as deflated once", () => {
    const gzipped = roundTrip([person(100), menu, person(300)]);
    expect(gzipped.includes(menu.deflated)).toBe(true);
  });

  it("makes a shared piece that stands alone: byte-aligned, not final, referring to nothing before it", () => {
    expect(inflateRawSync(menu.deflated, { finishFlush: constants.Z_SYNC_FLUSH }).toString()).toBe(menuMarkup);
    // A full flush ends on an empty stored block, so the next piece starts at a byte boundary.
    expect(menu.deflated.subarray(-4).equals(Buffer.from([0x00, 0x00, 0xff, 0xff]))).toBe(true);
    expect(joinPieces([menu]).toString()).toBe(menuMarkup);
  });

  it("splits stored blocks at 65,535 bytes", () => {
    const large = Buffer.alloc(140_000, "a");
    const blocks = storedBlocks(large);
    expect(blocks.length).toBe(6);
    const stream = Buffer.concat([...blocks, Buffer.from([0x01, 0x00, 0x00, 0xff, 0xff])]);
    expect(inflateRawSync(stream).equals(large)).toBe(true);
  });

  it("counts the document's length over every piece", () => {
    expect(piecesLength([person(3), menu, Buffer.alloc(0)])).toBe(person(3).length + menu.bytes.length);
  });
});

describe("the menu's slot in a rendered document", () => {
  const slot = "<!--slot-->";

  it("is replaced by the shared piece, once, where the header has it", () => {
    const html = `<header>${slot}</header><main>Hélène</main>`;
    const pieces = piecesAround(html, slot, menu);
    expect(pieces).toHaveLength(3);
    expect(pieces[1]).toBe(menu);
    expect(joinPieces(pieces).toString()).toBe(`<header>${menuMarkup}</header><main>Hélène</main>`);
  });

  it("takes only the first slot: a later one (in editorial content) stays as it is", () => {
    const html = `<header>${slot}</header><main>${slot}</main>`;
    expect(joinPieces(piecesAround(html, slot, menu)).toString()).toBe(`<header>${menuMarkup}</header><main>${slot}</main>`);
  });

  it("leaves a document without the slot, or without a menu, in one piece", () => {
    const html = "<main>Une erreur est survenue</main>";
    expect(piecesAround(html, slot, menu)).toEqual([Buffer.from(html)]);
    expect(piecesAround(`<header>${slot}</header>`, slot, null)).toEqual([Buffer.from(`<header>${slot}</header>`)]);
  });
});

it("is what a deflate of the whole piece gives back (sanity of the flush kinds)", () => {
  const bytes = person(50);
  const synced = deflateRawSync(bytes, { level: 1, finishFlush: constants.Z_SYNC_FLUSH });
  expect(inflateRawSync(Buffer.concat([synced, Buffer.from([0x01, 0x00, 0x00, 0xff, 0xff])])).equals(bytes)).toBe(true);
});

describe("a document's UTF-8 bytes", () => {
  it("are those Buffer.from gives, for one-byte, two-byte and astral text", () => {
    const texts = [
      "",
      "<p>Hélène, 75015 Paris</p>",
      "<title>Étape 2 sur 6 – Bénéficiaire</title><p>82,60\u00a0€ par mois… FR76 •••• 0189</p>",
      "<p>Emoji 👵🏽 and 𝔘𝔫𝔦𝔠𝔬𝔡𝔢, Ελληνικά, 日本語</p>",
      person(300).toString(),
    ];
    for (const text of texts) expect(utf8Of(text).equals(Buffer.from(text, "utf8"))).toBe(true);
  });

  it("fall back to Buffer.from on a lone surrogate (written as U+FFFD, as before)", () => {
    for (const text of ["<p>a\ud800b</p>", "<p>\udc00</p>", "fin\ud83d"]) {
      expect(utf8Of(text).equals(Buffer.from(text, "utf8"))).toBe(true);
      expect(utf8Of(text).includes(Buffer.from("\ufffd", "utf8"))).toBe(true);
    }
  });
});
