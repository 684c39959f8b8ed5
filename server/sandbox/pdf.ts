/**
 * A tiny PDF 1.4 writer: A4 pages of Helvetica text (WinAnsi encoding), a bold title and lines
 * that wrap. Enough for invoices, attestations, contracts and SEPA mandates that real PDF readers
 * open; the xref table carries the exact byte offset of every object.
 */

/**
 * A line of text, or a box to sign in (its label above it, a frame the height of several lines).
 * `keepWithNext`: the line goes on the page of the line after it (a signature block is never cut
 * from what it signs: its heading, its instructions and its box stay on one page).
 */
export type PdfLine = string | { text: string; bold?: boolean; keepWithNext?: boolean } | { signatureBox: string };

export interface PdfDocument {
  title: string;
  subtitle?: string;
  lines: PdfLine[];
  /** Document information dictionary /Author; defaults to "La Poste". */
  author?: string;
}

const PAGE_WIDTH = 595;
const PAGE_HEIGHT = 842;
const MARGIN = 56;
const BODY_SIZE = 10;
const LEADING = 14;
const TITLE_SIZE = 16;
const MAX_CHARS_PER_LINE = 92;

/** Unicode characters that WinAnsiEncoding places in 0x80–0x9F. */
const WIN_ANSI_EXTRA: Record<string, number> = {
  "€": 0x80, "‚": 0x82, "ƒ": 0x83, "„": 0x84, "…": 0x85, "†": 0x86, "‡": 0x87, "ˆ": 0x88,
  "‰": 0x89, "Š": 0x8a, "‹": 0x8b, "Œ": 0x8c, "Ž": 0x8e, "‘": 0x91, "’": 0x92, "“": 0x93,
  "”": 0x94, "•": 0x95, "–": 0x96, "—": 0x97, "˜": 0x98, "™": 0x99, "š": 0x9a, "›": 0x9b,
  "œ": 0x9c, "ž": 0x9e, "Ÿ": 0x9f,
};

function winAnsiCode(char: string): number {
  const extra = WIN_ANSI_EXTRA[char];
  if (extra !== undefined) return extra;
  const code = char.codePointAt(0) ?? 0x3f;
  if (code === 0x202f || code === 0x2009) return 0xa0; // French thin spaces → no-break space
  if ((code >= 0x20 && code < 0x7f) || (code >= 0xa0 && code <= 0xff)) return code;
  return 0x3f; // "?"
}

/** A PDF literal string, ASCII only: bytes above 0x7E are written as octal escapes. */
export function pdfString(text: string): string {
  let out = "(";
  for (const char of text) {
    const code = winAnsiCode(char);
    if (char === "(" || char === ")" || char === "\\") out += `\\${char}`;
    else if (code > 0x7e) out += `\\${code.toString(8).padStart(3, "0")}`;
    else out += String.fromCharCode(code);
  }
  return `${out})`;
}

export function wrap(text: string, width: number): string[] {
  if (text.length <= width) return [text];
  const lines: string[] = [];
  let current = "";
  for (const word of text.split(/ +/)) {
    if (current && current.length + 1 + word.length > width) {
      lines.push(current);
      current = "";
    }
    let rest = word;
    while (rest.length > width) {
      lines.push(rest.slice(0, width));
      rest = rest.slice(width);
    }
    current = current ? `${current} ${rest}` : rest;
  }
  if (current) lines.push(current);
  return lines;
}

/** A laid-out line: text, or a signature box spanning `span` lines. */
interface LaidOutLine { text: string; bold: boolean; box?: boolean; span: number; keepWithNext?: boolean }

/** A signature box: its label and a frame of five lines to sign and date in. */
const BOX_LINES = 6;

/** The lines in runs that go on one page: each line kept with the next one joins its run. */
function keptTogether(lines: readonly LaidOutLine[]): LaidOutLine[][] {
  const groups: LaidOutLine[][] = [];
  let open = false;
  for (const line of lines) {
    if (open) groups.at(-1)!.push(line);
    else groups.push([line]);
    open = line.keepWithNext === true;
  }
  return groups;
}

function layout(doc: PdfDocument): LaidOutLine[][] {
  const bodyLines: LaidOutLine[] = [];
  for (const line of doc.lines) {
    if (typeof line !== "string" && "signatureBox" in line) {
      bodyLines.push({ text: line.signatureBox, bold: true, box: true, span: BOX_LINES });
      continue;
    }
    const { text, bold = false, keepWithNext = false } = typeof line === "string" ? { text: line } : line;
    if (text === "") bodyLines.push({ text: "", bold, span: 1, keepWithNext });
    else for (const part of wrap(text, MAX_CHARS_PER_LINE)) bodyLines.push({ text: part, bold, span: 1, keepWithNext });
  }
  const firstPageCapacity = Math.floor((PAGE_HEIGHT - 2 * MARGIN - 3 * LEADING - (doc.subtitle ? LEADING : 0)) / LEADING);
  const otherPageCapacity = Math.floor((PAGE_HEIGHT - 2 * MARGIN) / LEADING);
  // A box is never split across two pages, nor lines kept with the next (when they fit on a page).
  const pages: LaidOutLine[][] = [[]];
  let room = firstPageCapacity;
  for (const group of keptTogether(bodyLines)) {
    const span = group.reduce((sum, line) => sum + line.span, 0);
    if (span > room && span <= otherPageCapacity && pages.at(-1)!.length > 0) {
      pages.push([]);
      room = otherPageCapacity;
    }
    for (const line of group) {
      if (line.span > room) {
        pages.push([]);
        room = otherPageCapacity;
      }
      pages.at(-1)!.push(line);
      room -= line.span;
    }
  }
  return pages;
}

function pageContent(doc: PdfDocument, lines: LaidOutLine[], pageIndex: number, pageCount: number): string {
  const ops: string[] = ["BT"];
  let y = PAGE_HEIGHT - MARGIN;
  if (pageIndex === 0) {
    ops.push(`/F2 ${TITLE_SIZE} Tf`, `1 0 0 1 ${MARGIN} ${y - TITLE_SIZE} Tm`, `${pdfString(doc.title)} Tj`);
    y -= TITLE_SIZE + LEADING;
    if (doc.subtitle) {
      ops.push(`/F1 ${BODY_SIZE + 1} Tf`, `1 0 0 1 ${MARGIN} ${y - BODY_SIZE} Tm`, `${pdfString(doc.subtitle)} Tj`);
      y -= LEADING;
    }
    y -= LEADING;
  }
  for (const line of lines) {
    y -= LEADING;
    if (line.text === "") continue;
    ops.push(`/${line.bold ? "F2" : "F1"} ${BODY_SIZE} Tf`, `1 0 0 1 ${MARGIN} ${y} Tm`, `${pdfString(line.text)} Tj`);
    if (line.box) {
      // The frame below the label: a path, drawn outside the text object.
      const height = (line.span - 1) * LEADING - 4;
      ops.push("ET", `${MARGIN} ${y - 4 - height} ${PAGE_WIDTH - 2 * MARGIN} ${height} re S`, "BT");
      y -= (line.span - 1) * LEADING;
    }
  }
  ops.push(`/F1 8 Tf`, `1 0 0 1 ${MARGIN} ${MARGIN / 2} Tm`, `${pdfString(`Page ${pageIndex + 1} / ${pageCount}`)} Tj`, "ET");
  return ops.join("\n");
}

function pdfDate(date: Date): string {
  const iso = date.toISOString(); // 2026-11-21T10:00:00.000Z
  return `D:${iso.slice(0, 4)}${iso.slice(5, 7)}${iso.slice(8, 10)}${iso.slice(11, 13)}${iso.slice(14, 16)}${iso.slice(17, 19)}Z`;
}

/** Renders the document to the bytes of a valid PDF file. */
export function renderPdf(doc: PdfDocument, now: Date = new Date()): Uint8Array {
  const pages = layout(doc);
  // Objects: 1 catalog, 2 pages, 3 Helvetica, 4 Helvetica-Bold, 5 info, then page/content pairs.
  const objects: string[] = [];
  const pageObjectIds = pages.map((_, i) => 6 + 2 * i);
  objects[1] = "<< /Type /Catalog /Pages 2 0 R >>";
  objects[2] = `<< /Type /Pages /Kids [${pageObjectIds.map((id) => `${id} 0 R`).join(" ")}] /Count ${pages.length} >>`;
  objects[3] = "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>";
  objects[4] = "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>";
  objects[5] = `<< /Title ${pdfString(doc.title)} /Author ${pdfString(doc.author ?? "La Poste")} /Producer (VSMP sandbox) /CreationDate (${pdfDate(now)}) >>`;
  pages.forEach((lines, i) => {
    const pageId = 6 + 2 * i;
    const content = pageContent(doc, lines, i, pages.length);
    objects[pageId] =
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${PAGE_WIDTH} ${PAGE_HEIGHT}] ` +
      `/Resources << /Font << /F1 3 0 R /F2 4 0 R >> >> /Contents ${pageId + 1} 0 R >>`;
    objects[pageId + 1] = `<< /Length ${content.length} >>\nstream\n${content}\nendstream`;
  });

  // Everything below is ASCII except the binary-marker comment, written as latin1 (1 char = 1 byte).
  let file = "%PDF-1.4\n%\xe2\xe3\xcf\xd3\n";
  const offsets: number[] = [];
  for (let id = 1; id < objects.length; id++) {
    offsets[id] = file.length;
    file += `${id} 0 obj\n${objects[id]}\nendobj\n`;
  }
  const xrefOffset = file.length;
  file += `xref\n0 ${objects.length}\n0000000000 65535 f \n`;
  for (let id = 1; id < objects.length; id++) {
    file += `${String(offsets[id]).padStart(10, "0")} 00000 n \n`;
  }
  file += `trailer\n<< /Size ${objects.length} /Root 1 0 R /Info 5 0 R >>\nstartxref\n${xrefOffset}\n%%EOF\n`;
  return new Uint8Array(Buffer.from(file, "latin1"));
}
